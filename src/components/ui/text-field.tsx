import type { ReactNode, Ref } from 'react';
import { cx } from './class-names';
import {
  CharacterCountStatus,
  describeWithCount,
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
} from './field-parts';
import { useTextControl, type TextControlProps } from './text-control';
import './field.css';

export type TextFieldType = 'text' | 'email' | 'search' | 'tel' | 'url';

export interface TextFieldProps extends TextControlProps<HTMLInputElement> {
  /** Visible label, also the input's accessible name. */
  label: ReactNode;
  /** Help text under the input, linked with aria-describedby. */
  description?: ReactNode;
  /** Error text; when set the field is invalid (aria-invalid) and the message is linked to the input. */
  errorMessage?: string;
  /** Input type. */
  type?: TextFieldType;
  /** Hint shown inside the empty input (never a substitute for the label). */
  placeholder?: string;
  /** Ref to the `<input>`, e.g. to focus it after a failed submit. */
  inputRef?: Ref<HTMLInputElement>;
  /** Extra class on the field wrapper. */
  className?: string;
}

/**
 * Labelled single-line input: a native `<input>` with its label, help text and error wired by ids (light enough
 * for the login page). Validity is controlled by the app: pass `errorMessage` to show an error; validation never
 * blocks form submission on its own.
 */
export function TextField({
  label,
  description,
  errorMessage,
  type = 'text',
  placeholder,
  inputRef,
  className,
  ...control
}: TextFieldProps) {
  const shownDescription = describeWithCount(description, control.value, control.maxLength);
  const { ids, controlProps } = useTextControl(control, { hasDescription: Boolean(shownDescription), errorMessage });
  return (
    <div className={cx('ui-field', className)}>
      <FieldLabel htmlFor={ids.controlId} isRequired={control.isRequired}>
        {label}
      </FieldLabel>
      <input {...controlProps} ref={inputRef} type={type} className="ui-field__input" placeholder={placeholder} />
      <FieldDescription id={ids.descriptionId}>{shownDescription}</FieldDescription>
      <CharacterCountStatus value={control.value} maxLength={control.maxLength} />
      <FieldErrorMessage id={ids.errorId}>{errorMessage}</FieldErrorMessage>
    </div>
  );
}
