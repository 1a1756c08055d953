import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { characterCount } from '@/api/limits';
import './field.css';

/**
 * The parts every field shares — label, help text, error — as plain HTML wired by ids. The text fields use them
 * directly with a native `<input>`/`<textarea>` (no react-aria on the login page's path); react-aria fields
 * (SelectField) wrap the same markup in react-aria's slots (`aria-field-parts.tsx`).
 */

/** The ids a field links together: its control, its help text and its error. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, descriptionId: `${controlId}-description`, errorId: `${controlId}-error` };
}

/** `aria-describedby` from the parts present (help text, error, any id the caller adds), or nothing. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}

/** The label's content: the text and, on required fields, a decorative asterisk (the control carries aria-required). */
export function FieldLabelContent({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <>
      {children}
      {isRequired && (
        <span className="ui-field__required" aria-hidden="true">
          *
        </span>
      )}
    </>
  );
}

/** Field label, linked to its control. */
export function FieldLabel({
  children,
  isRequired,
  htmlFor,
}: {
  children: ReactNode;
  isRequired?: boolean;
  htmlFor: string;
}) {
  return (
    <label className="ui-field__label" htmlFor={htmlFor}>
      <FieldLabelContent isRequired={isRequired}>{children}</FieldLabelContent>
    </label>
  );
}

/** Help text; the control lists `id` in its aria-describedby. */
export function FieldDescription({ children, id }: { children?: ReactNode; id: string }) {
  if (!children) return null;
  return (
    <span id={id} className="ui-field__description">
      {children}
    </span>
  );
}

/** The error's content: the icon repeats the meaning of the red colour. */
export function FieldErrorContent({ children }: { children?: ReactNode }) {
  return (
    <>
      <CircleAlert className="ui-field__error-icon" aria-hidden="true" />
      <span>{children}</span>
    </>
  );
}

/** Error text, rendered only while there is one; the control lists `id` in its aria-describedby. */
export function FieldErrorMessage({ children, id }: { children?: ReactNode; id: string }) {
  if (!children) return null;
  return (
    <span id={id} className="ui-field__error">
      <FieldErrorContent>{children}</FieldErrorContent>
    </span>
  );
}

/** From this share of the limit on, a limited field shows its character count, before the limit is reached. */
const COUNT_FROM_SHARE = 0.8;

/**
 * A field's help text, with the character count appended once the value nears its `maxLength` (the contract's
 * limit, from `@/api/limits`): the person sees the limit coming instead of an error after submitting.
 */
export function describeWithCount(
  description: ReactNode,
  value: string | undefined,
  maxLength: number | undefined,
): ReactNode {
  if (maxLength === undefined || value === undefined || value.length < maxLength * COUNT_FROM_SHARE) return description;
  const count = <span className="ui-field__count">{characterCount(value.length, maxLength)}</span>;
  return description ? (
    <>
      {description} {count}
    </>
  ) : (
    count
  );
}

/** The shares of the limit a person typing hears about: where the count appears, nearly there, reached. */
const ANNOUNCED_SHARES = [COUNT_FROM_SHARE, 0.9, 1] as const;

/**
 * Says, politely, when a limited field's text crosses towards its limit while someone types (the count in the help
 * text is only read when the field is focused). Quiet on the first render: a field that starts near its limit shows
 * the count in its description already.
 */
export function CharacterCountStatus({
  value,
  maxLength,
}: {
  value: string | undefined;
  maxLength: number | undefined;
}) {
  const length = value?.length ?? 0;
  const reached =
    maxLength === undefined ? 0 : ANNOUNCED_SHARES.filter((share) => length >= Math.ceil(maxLength * share)).length;
  const previous = useRef(reached);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (maxLength === undefined || reached === previous.current) return;
    const rising = reached > previous.current;
    previous.current = reached;
    if (!rising) {
      setMessage('');
      return;
    }
    const count = characterCount(length, maxLength);
    setMessage(reached === ANNOUNCED_SHARES.length ? `Limite atteinte : ${count}` : count);
  }, [reached, length, maxLength]);
  if (maxLength === undefined) return null;
  return (
    <span className="visually-hidden" role="status">
      {message}
    </span>
  );
}
