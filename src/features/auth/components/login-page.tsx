import { FIELD_MAX_LENGTH } from '@/api/limits';
import type { FormEvent, ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Button, LinkButton, PasswordField, TextField, TextLink } from '@/components/ui';
import { useStore } from '@/lib/jotai';
import { fieldLabels, loginContent } from '../login-content';
import { authMutations } from '../mutations';
import { landingRouteFor } from '../session';
import { emailError } from '../validation';
import { AuthLayout } from './auth-layout';
import { AuthHeader, EMAIL_FIELD, FormAlert } from './auth-parts';
import { loginErrorMessage } from './login-error';
import { PendingWork } from './pending-work';
import { formSchema, useForm } from '@/lib/form';
import { useIsWideScreen } from './use-media-query';

/** On login an empty address gives no message (spec §5); the password is only required. */
function validateLogin(values: { email: string; password: string }) {
  return { email: emailError(values.email, { allowEmpty: true }), password: undefined };
}

const LOGIN_SCHEMA = formSchema(validateLogin);

/** The login form: e-mail, password, then the landing route of the signed-in user; `advice` shows above the form. */
function LoginForm({ advice }: { advice?: ReactNode }) {
  const store = useStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useMutation(authMutations.login(store));
  const form = useForm({ email: '', password: '' }, LOGIN_SCHEMA);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending || !form.checkBeforeSubmit()) return;
    // An empty field gets no message on login: focus goes to it so the person knows what is missing.
    if (form.values.email.trim() === '') return form.focusField('email');
    if (form.values.password === '') return form.focusField('password');
    login.mutate(
      { email: form.values.email.trim(), password: form.values.password },
      { onSuccess: async (user) => void navigate({ to: await landingRouteFor(user, queryClient) }) },
    );
  }

  return (
    <>
      <AuthHeader title={loginContent.title} intro={loginContent.intro} />
      {advice}
      <form className="auth-form" noValidate onSubmit={onSubmit} aria-label={loginContent.title}>
        {login.isError && <FormAlert key={login.submittedAt}>{loginErrorMessage(login.error)}</FormAlert>}
        <TextField {...form.field('email')} {...EMAIL_FIELD} />
        <div className="auth-form__password">
          <PasswordField
            {...form.field('password')}
            maxLength={FIELD_MAX_LENGTH.password}
            label={fieldLabels.password}
            autoComplete="current-password"
            isRequired
          />
          <TextLink to="/forget-password" className="auth-form__aside-link">
            {loginContent.forgotPassword}
          </TextLink>
        </div>
        <div className="auth-form__submit">
          <Button type="submit" size="lg" fullWidth isPending={login.isPending}>
            {loginContent.submit}
          </Button>
          <PendingWork isPending={login.isPending} />
        </div>
      </form>
      <div className="auth-switch">
        <p className="auth-switch__text">{loginContent.noAccount}</p>
        <LinkButton to="/signup" variant="secondary" size="lg" fullWidth>
          {loginContent.signUp}
        </LinkButton>
      </div>
    </>
  );
}

/**
 * Below 1024 px the spec's message advises a larger screen (spec §2 "Login"), above a form that still works: at 150 %
 * zoom a 1280 px laptop is 853 CSS px wide, and WCAG 1.4.4 and 1.4.10 forbid taking the form away there (deviation
 * 16 in docs/spec-deviations.md).
 */
function NarrowScreenAdvice() {
  return (
    <Alert tone="info" title={loginContent.narrowScreenTitle} className="auth-advice">
      {loginContent.narrowScreen}
    </Alert>
  );
}

/** /login: 'Connectons-nous.' and the form, with the larger-screen advice above it below 1024 px. */
export function LoginPage() {
  const isWide = useIsWideScreen();
  return (
    <AuthLayout>
      <LoginForm advice={isWide ? undefined : <NarrowScreenAdvice />} />
    </AuthLayout>
  );
}
