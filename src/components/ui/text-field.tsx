import type { ReactNode, Ref } from 'react';
import { Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { cx } from './class-names';
import { FieldDescription, FieldErrorMessage, FieldLabel, describeWithCount } from './field-parts';
import './field.css';

export type TextFieldType = 'text' | 'email' | 'search' | 'tel' | 'url';

export interface TextFieldProps extends Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'style' | 'type' | 'isInvalid' | 'validate'
> {
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
 * Labelled single-line input built on react-aria-components TextField. Validity is controlled by the app: pass
 * `errorMessage` to show an error; validation never blocks form submission on its own (validationBehavior "aria").
 */
export function TextField({
  label,
  description,
  errorMessage,
  type = 'text',
  placeholder,
  inputRef,
  className,
  isRequired,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      validationBehavior="aria"
      {...props}
      type={type}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      className={cx('ui-field', className)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <Input ref={inputRef} className="ui-field__input" placeholder={placeholder} />
      <FieldDescription>{describeWithCount(description, props.value, props.maxLength)}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
