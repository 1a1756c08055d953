import { FIELD_MAX_LENGTH } from '@/api/limits';
import { useEffect, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { KeyRound, Link2Off } from 'lucide-react';
import { Button, LinkButton, PasswordField, TextLink } from '@/components/ui';
import { fieldLabels, REDIRECT_DELAY_MS, resetPasswordContent } from '../content';
import { authMutations } from '../mutations';
import { isResetTokenUsable, resetPasswordError } from '../validation';
import { AuthLayout } from './auth-layout';
import { AuthHeader, AuthResult, FormAlert } from './auth-parts';
import { resetPasswordErrorMessage, resetPasswordRefusalMessage } from './error-messages';
import { formSchema, useForm } from '@/lib/form';

export interface ResetPasswordPageProps {
  /** The token of the reset link (path parameter). */
  token: string;
}

function validateReset(values: { newPassword: string }) {
  return { newPassword: resetPasswordError(values.newPassword) };
}

const RESET_SCHEMA = formSchema(validateReset);

function BackToLogin() {
  return (
    <TextLink to="/login" isEmphasized>
      {fieldLabels.backToLogin}
    </TextLink>
  );
}

/** A token shorter than 30 characters cannot be a real link: refused without asking the server (spec §5). */
function InvalidLink() {
  return (
    <AuthResult
      icon={<Link2Off size={36} strokeWidth={1.8} />}
      tone="danger"
      title={resetPasswordContent.title}
      focusTitle={false}
      actions={
        <>
          <LinkButton to="/forget-password" size="lg" fullWidth>
            {resetPasswordContent.newLink}
          </LinkButton>
          <BackToLogin />
        </>
      }
    >
      <p className="auth-result__message auth-result__message--danger">{resetPasswordContent.invalidLink}</p>
    </AuthResult>
  );
}

function ResetPasswordForm({ token }: ResetPasswordPageProps) {
  const navigate = useNavigate();
  const reset = useMutation(authMutations.resetPassword());
  const form = useForm({ newPassword: '' }, RESET_SCHEMA);
  const succeeded = reset.data?.success === true;

  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(() => void navigate({ to: '/login' }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, navigate]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending || !form.checkBeforeSubmit()) return;
    reset.mutate({ token, newPassword: form.values.newPassword });
  }

  if (succeeded) {
    return (
      <AuthResult icon={<KeyRound size={36} strokeWidth={1.8} />} title={resetPasswordContent.successTitle}>
        <p className="auth-result__message">{resetPasswordContent.redirecting}</p>
      </AuthResult>
    );
  }

  const failure = reset.isError
    ? resetPasswordErrorMessage(reset.error)
    : reset.data
      ? resetPasswordRefusalMessage(reset.data)
      : undefined;

  return (
    <>
      <AuthHeader title={resetPasswordContent.title} intro={resetPasswordContent.intro} />
      <form className="auth-form" noValidate onSubmit={onSubmit} aria-label={resetPasswordContent.title}>
        {failure && <FormAlert key={reset.submittedAt}>{failure}</FormAlert>}
        <PasswordField
          {...form.field('newPassword')}
          maxLength={FIELD_MAX_LENGTH.newPassword}
          label={fieldLabels.newPassword}
          autoComplete="new-password"
          isRequired
        />
        <Button type="submit" size="lg" fullWidth isDisabled={!form.isValid} isPending={reset.isPending}>
          {resetPasswordContent.submit}
        </Button>
      </form>
      <p className="auth-switch auth-switch--inline">
        <BackToLogin />
      </p>
    </>
  );
}

/** /reset-password/$token: a new password for the account of the link, then /login after 3 s (spec §4). */
export function ResetPasswordPage({ token }: ResetPasswordPageProps) {
  return <AuthLayout>{isResetTokenUsable(token) ? <ResetPasswordForm token={token} /> : <InvalidLink />}</AuthLayout>;
}
