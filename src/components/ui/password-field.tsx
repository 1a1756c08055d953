import { useState, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { TextFieldFrame, type TextControlProps, type TextFieldFrameProps } from './text-control';
import './password-field.css';

export const SHOW_PASSWORD_LABEL = 'Afficher le mot de passe';
export const HIDE_PASSWORD_LABEL = 'Masquer le mot de passe';

export interface PasswordFieldProps
  extends Omit<TextControlProps<HTMLInputElement>, 'autoComplete'>, TextFieldFrameProps {
  /** Help text under the input (e.g. the password rules), linked with aria-describedby. */
  description?: TextFieldFrameProps['description'];
  /** Hint shown inside the empty input. */
  placeholder?: string;
  /** 'current-password' on login, 'new-password' on sign-up and reset. */
  autoComplete?: 'current-password' | 'new-password' | 'off';
  /** Start with the password visible (uncontrolled). */
  defaultRevealed?: boolean;
  /** Ref to the `<input>`. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Password input with a show/hide toggle button ('Afficher le mot de passe' / 'Masquer le mot de passe',
 * aria-pressed), reachable with Tab and operable with Enter or Space. Same wiring as TextField.
 */
export function PasswordField({
  placeholder,
  autoComplete = 'current-password',
  defaultRevealed = false,
  inputRef,
  ...field
}: PasswordFieldProps) {
  const [isRevealed, setRevealed] = useState(defaultRevealed);
  return (
    <TextFieldFrame field={field} frameClassName="ui-password-field">
      {(controlProps) => (
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
            className="ui-field__end-button ui-password-field__toggle"
            aria-pressed={isRevealed}
            disabled={field.isDisabled}
            aria-label={isRevealed ? HIDE_PASSWORD_LABEL : SHOW_PASSWORD_LABEL}
            onClick={() => setRevealed((revealed) => !revealed)}
          >
            {isRevealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </button>
        </div>
      )}
    </TextFieldFrame>
  );
}
