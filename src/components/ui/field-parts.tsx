import type { ReactNode } from 'react';
import { characterCount } from '@/api/limits';
import { FieldError, Label, Text } from 'react-aria-components';
import { CircleAlert } from 'lucide-react';
import './field.css';

/** Field label; marks required fields with a decorative asterisk (the input itself carries aria-required). */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className="ui-field__label">
      {children}
      {isRequired && (
        <span className="ui-field__required" aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

/** Help text linked to the control with aria-describedby. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className="ui-field__description">
      {children}
    </Text>
  );
}

/**
 * Error text linked to the control with aria-describedby; react-aria renders it only while the field is invalid.
 * The icon repeats the meaning of the red colour.
 */
export function FieldErrorMessage({ children }: { children?: ReactNode }) {
  return (
    <FieldError className="ui-field__error">
      <CircleAlert className="ui-field__error-icon" aria-hidden="true" />
      <span>{children}</span>
    </FieldError>
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
