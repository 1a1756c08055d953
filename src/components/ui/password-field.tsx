import { useState, type ReactNode, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
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
import './password-field.css';

export const SHOW_PASSWORD_LABEL = 'Afficher le mot de passe';
export const HIDE_PASSWORD_LABEL = 'Masquer le mot de passe';

export interface PasswordFieldProps extends Omit<TextControlProps<HTMLInputElement>, 'autoComplete'> {
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
 * aria-pressed), reachable with Tab and operable with Enter or Space. Same wiring as TextField.
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
  ...control
}: PasswordFieldProps) {
  const [isRevealed, setRevealed] = useState(defaultRevealed);
  const shownDescription = describeWithCount(description, control.value, control.maxLength);
  const { ids, controlProps } = useTextControl(control, { hasDescription: Boolean(shownDescription), errorMessage });
  return (
    <div className={cx('ui-field', 'ui-password-field', className)}>
      <FieldLabel htmlFor={ids.controlId} isRequired={control.isRequired}>
        {label}
      </FieldLabel>
      <div className="ui-password-field__control">
        <input
          {...controlProps}
          ref={inputRef}
          type={isRevealed ? 'text' : 'password'}
          autoComplete={autoComplete}
          className="ui-field__input ui-password-field__input"
          placeholder={placeholder}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
        />
        <button
          type="button"
          className="ui-password-field__toggle"
          aria-pressed={isRevealed}
          disabled={control.isDisabled}
          aria-label={isRevealed ? HIDE_PASSWORD_LABEL : SHOW_PASSWORD_LABEL}
          onClick={() => setRevealed((revealed) => !revealed)}
        >
          {isRevealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </button>
      </div>
      <FieldDescription id={ids.descriptionId}>{shownDescription}</FieldDescription>
      <CharacterCountStatus value={control.value} maxLength={control.maxLength} />
      <FieldErrorMessage id={ids.errorId}>{errorMessage}</FieldErrorMessage>
    </div>
  );
}
