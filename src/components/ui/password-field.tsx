import { useState, type ReactNode, type Ref } from 'react';
import {
  Input,
  TextField as AriaTextField,
  ToggleButton,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { Eye, EyeOff } from 'lucide-react';
import { cx } from './class-names';
import { FieldDescription, FieldErrorMessage, FieldLabel, describeWithCount } from './field-parts';
import './field.css';
import './password-field.css';

export const SHOW_PASSWORD_LABEL = 'Afficher le mot de passe';
export const HIDE_PASSWORD_LABEL = 'Masquer le mot de passe';

export interface PasswordFieldProps extends Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'style' | 'type' | 'isInvalid' | 'validate'
> {
  /** Visible label, also the input's accessible name. */
  label: ReactNode;
  /** Help text under the input (e.g. the password rules), linked with aria-describedby. */
  description?: ReactNode;
  /** Error text; when set the field is invalid (aria-invalid) and the message is linked to the input. */
  errorMessage?: string;
  /** Hint shown inside the empty input. */
  placeholder?: string;
  /** 'current-password' on login, 'new-password' on sign-up and reset. */
  autoComplete?: 'current-password' | 'new-password' | 'off';
  /** Start with the password visible (uncontrolled). */
  defaultRevealed?: boolean;
  /** Ref to the `<input>`. */
  inputRef?: Ref<HTMLInputElement>;
  /** Extra class on the field wrapper. */
  className?: string;
}

/**
 * Password input with a show/hide toggle button ('Afficher le mot de passe' / 'Masquer le mot de passe',
 * aria-pressed), reachable with Tab and operable with Enter or Space. Same error wiring as TextField.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  autoComplete = 'current-password',
  defaultRevealed = false,
  inputRef,
  className,
  isRequired,
  isDisabled,
  ...props
}: PasswordFieldProps) {
  const [isRevealed, setRevealed] = useState(defaultRevealed);
  return (
    <AriaTextField
      validationBehavior="aria"
      {...props}
      type={isRevealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      className={cx('ui-field', 'ui-password-field', className)}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className="ui-password-field__control">
        <Input
          ref={inputRef}
          className="ui-field__input ui-password-field__input"
          placeholder={placeholder}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
        />
        <ToggleButton
          className="ui-password-field__toggle"
          isSelected={isRevealed}
          onChange={setRevealed}
          isDisabled={isDisabled}
          aria-label={isRevealed ? HIDE_PASSWORD_LABEL : SHOW_PASSWORD_LABEL}
        >
          {isRevealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </ToggleButton>
      </div>
      <FieldDescription>{describeWithCount(description, props.value, props.maxLength)}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
