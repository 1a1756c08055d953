import type { ReactNode, Ref } from 'react';
import { TextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { cx } from './class-names';
import { FieldDescription, FieldErrorMessage, FieldLabel } from './field-parts';
import './field.css';

export interface TextAreaFieldProps extends Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'style' | 'type' | 'isInvalid' | 'validate'
> {
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
  isRequired,
  ...props
}: TextAreaFieldProps) {
  return (
    <AriaTextField
      validationBehavior="aria"
      {...props}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      className={cx('ui-field', className)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <TextArea ref={textAreaRef} className="ui-field__input" placeholder={placeholder} rows={rows} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
