import { useEffect, useRef, type ReactNode } from 'react';
import { FIELD_MAX_LENGTH } from '@/api/limits';
import { Alert, type AlertTone, type TextFieldProps } from '@/components/ui';
import { fieldLabels } from '../login-content';

/** The e-mail field of every account form, whatever it is for: `<TextField {...form.field('email')} {...EMAIL_FIELD} />`. */
export const EMAIL_FIELD = {
  maxLength: FIELD_MAX_LENGTH.email,
  label: fieldLabels.email,
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  isRequired: true,
} as const satisfies Partial<TextFieldProps>;

export interface AuthHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A sentence under the title. */
  intro?: ReactNode;
  /** Take focus when shown: used when a screen swaps its form for a result, so the change is announced. */
  focusOnMount?: boolean;
}

/** Title block of an account screen: the h1 and its intro. */
export function AuthHeader({ title, intro, focusOnMount = false }: AuthHeaderProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <div className="auth-header">
      <h1 ref={headingRef} className="auth-header__title" tabIndex={focusOnMount ? -1 : undefined}>
        {title}
      </h1>
      {intro && <p className="auth-header__intro">{intro}</p>}
    </div>
  );
}

export interface FormAlertProps {
  /** The message, quoted from the error catalogue. */
  children: ReactNode;
  /** Danger (role="alert") by default. */
  tone?: AlertTone;
}

/**
 * The message of a failed submit: announced at once (role="alert") and focused, so keyboard and screen-reader users
 * land on it. Give it a new `key` per attempt to announce a repeated message again.
 */
export function FormAlert({ children, tone = 'danger' }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className="auth-form__alert">
      <Alert tone={tone}>{children}</Alert>
    </div>
  );
}

export interface AuthResultProps {
  /** Decorative icon above the title. */
  icon: ReactNode;
  /** success (green) or danger (red) badge around the icon; the title says the same in words. */
  tone?: 'success' | 'danger' | 'info';
  /** The h1, focused when the result appears. */
  title: ReactNode;
  /** Sentences under the title. */
  children?: ReactNode;
  /** Links or buttons at the bottom. */
  actions?: ReactNode;
  /** Focus the title when the result replaces a form (default); not when the page opens on it. */
  focusTitle?: boolean;
}

/**
 * What replaces a form once it has done its job (mail sent, password changed) or cannot be used (dead link): an icon,
 * the h1, the message (a live region: alert for danger, status otherwise) and the next steps.
 */
export function AuthResult({ icon, tone = 'success', title, children, actions, focusTitle = true }: AuthResultProps) {
  return (
    <div className="auth-result">
      <span className={`auth-result__icon auth-result__icon--${tone}`} aria-hidden="true">
        {icon}
      </span>
      <AuthHeader title={title} focusOnMount={focusTitle} />
      {children && (
        <div className="auth-result__body" role={tone === 'danger' ? 'alert' : 'status'}>
          {children}
        </div>
      )}
      {actions && <div className="auth-result__actions">{actions}</div>}
    </div>
  );
}
