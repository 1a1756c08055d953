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

export interface TextAreaFieldProps extends TextControlProps<HTMLTextAreaElement> {
  /** Visible label, also the textarea's accessible name. */
  label: ReactNode;
  /** Help text under the textarea, linked with aria-describedby. */
  description?: ReactNode;
  /** Error text; when set the field is invalid (aria-invalid) and the message is linked to the textarea. */
  errorMessage?: string;
  /** Hint shown inside the empty textarea, e.g. 'Ecrire ici...'. */
  placeholder?: string;
  /** Visible number of text lines. */
  rows?: number;
  /** Ref to the `<textarea>`. */
  textAreaRef?: Ref<HTMLTextAreaElement>;
  /** Extra class on the field wrapper. */
  className?: string;
}

/** Multi-line variant of TextField (same label, description and error wiring). `onKeyDown` is passed through. */
export function TextAreaField({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  textAreaRef,
  className,
  ...control
}: TextAreaFieldProps) {
  const shownDescription = describeWithCount(description, control.value, control.maxLength);
  const { ids, controlProps } = useTextControl(control, { hasDescription: Boolean(shownDescription), errorMessage });
  return (
    <div className={cx('ui-field', className)}>
      <FieldLabel htmlFor={ids.controlId} isRequired={control.isRequired}>
        {label}
      </FieldLabel>
      <textarea {...controlProps} ref={textAreaRef} className="ui-field__input" placeholder={placeholder} rows={rows} />
      <FieldDescription id={ids.descriptionId}>{shownDescription}</FieldDescription>
      <CharacterCountStatus value={control.value} maxLength={control.maxLength} />
      <FieldErrorMessage id={ids.errorId}>{errorMessage}</FieldErrorMessage>
    </div>
  );
}
