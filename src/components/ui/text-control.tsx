import type { ChangeEvent, FocusEventHandler, HTMLAttributes, KeyboardEventHandler, ReactNode } from 'react';
import { cx } from './class-names';
import {
  CharacterCountStatus,
  describeWithCount,
  describedBy,
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  useFieldIds,
} from './field-parts';
import './field.css';

/** What the text fields (TextField, PasswordField, TextAreaField) accept for their native control. */
export interface TextControlProps<E extends HTMLInputElement | HTMLTextAreaElement> {
  /** Id of the control (one is generated otherwise). */
  id?: string;
  name?: string;
  /** Current text (controlled). */
  value?: string;
  /** Initial text (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  onBlur?: FocusEventHandler<E>;
  onFocus?: FocusEventHandler<E>;
  onKeyDown?: KeyboardEventHandler<E>;
  autoComplete?: string;
  autoFocus?: boolean;
  /** The contract's limit (`@/api/limits`): typing stops there and the count shows near it. */
  maxLength?: number;
  minLength?: number;
  inputMode?: HTMLAttributes<E>['inputMode'];
  enterKeyHint?: HTMLAttributes<E>['enterKeyHint'];
  /** Marks the field required for assistive technology (aria-required) and with an asterisk; never blocks submit. */
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Accessible name when the visible label is not enough. */
  'aria-label'?: string;
  /** More descriptions, added to the field's help text and error. */
  'aria-describedby'?: string;
}

/**
 * The wiring of a labelled text control: ids of the label, help text and error; aria-required, aria-invalid and
 * aria-describedby (validity is the app's: `errorMessage` set means invalid, and the browser's own validation never
 * blocks a submit, as with react-aria's validationBehavior "aria"); `onChange` with the text.
 */
export function useTextControl<E extends HTMLInputElement | HTMLTextAreaElement>(
  {
    id,
    onChange,
    isRequired,
    isDisabled,
    isReadOnly,
    'aria-describedby': extraDescription,
    ...native
  }: TextControlProps<E>,
  parts: { hasDescription: boolean; errorMessage?: string },
) {
  const { controlId, descriptionId, errorId } = useFieldIds(id);
  const isInvalid = Boolean(parts.errorMessage);
  return {
    ids: { controlId, descriptionId, errorId },
    controlProps: {
      ...native,
      id: controlId,
      onChange: onChange ? (event: ChangeEvent<E>) => onChange(event.target.value) : undefined,
      disabled: isDisabled,
      readOnly: isReadOnly,
      'aria-required': isRequired || undefined,
      'aria-invalid': isInvalid || undefined,
      'aria-describedby': describedBy(parts.hasDescription && descriptionId, isInvalid && errorId, extraDescription),
    },
  };
}

/** What every text field says around its control. */
export interface TextFieldFrameProps {
  /** Visible label, also the control's accessible name. */
  label: ReactNode;
  /** Help text under the control, linked with aria-describedby. */
  description?: ReactNode;
  /** Error text; when set the field is invalid (aria-invalid) and the message is linked to the control. */
  errorMessage?: string;
  /** Extra class on the field wrapper. */
  className?: string;
}

/**
 * The one frame of the text fields (TextField, PasswordField, TextAreaField): the wrapper, the label, the help text
 * (with the character count near the limit), the count's polite announcement and the error, wired by ids to the
 * control that `children` draws from the computed control props.
 */
export function TextFieldFrame<E extends HTMLInputElement | HTMLTextAreaElement>({
  field: { label, description, errorMessage, className, ...control },
  frameClassName,
  children,
}: {
  field: TextFieldFrameProps & TextControlProps<E>;
  /** The field kind's own class on the wrapper, before the caller's. */
  frameClassName?: string;
  children: (controlProps: ReturnType<typeof useTextControl<E>>['controlProps']) => ReactNode;
}) {
  const shownDescription = describeWithCount(description, control.value, control.maxLength);
  const { ids, controlProps } = useTextControl(control, { hasDescription: Boolean(shownDescription), errorMessage });
  return (
    <div className={cx('ui-field', frameClassName, className)}>
      <FieldLabel htmlFor={ids.controlId} isRequired={control.isRequired}>
        {label}
      </FieldLabel>
      {children(controlProps)}
      <FieldDescription id={ids.descriptionId}>{shownDescription}</FieldDescription>
      <CharacterCountStatus value={control.value} maxLength={control.maxLength} />
      <FieldErrorMessage id={ids.errorId}>{errorMessage}</FieldErrorMessage>
    </div>
  );
}
