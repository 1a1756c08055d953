import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { Button, TextField, TextLink } from '@/components/ui';
import { fieldLabels, forgotPasswordContent } from '../content';
import { authMutations } from '../mutations';
import { emailError } from '../validation';
import { AuthLayout } from './auth-layout';
import { AuthHeader, AuthResult, EMAIL_FIELD, FormAlert } from './auth-parts';
import { forgotPasswordErrorMessage } from './error-messages';
import { formSchema, useForm } from '@/lib/form';

function validateForgotPassword(values: { email: string }) {
  return { email: emailError(values.email) };
}

const FORGOT_PASSWORD_SCHEMA = formSchema(validateForgotPassword);

function BackToLogin() {
  return (
    <TextLink to="/login" isEmphasized>
      {fieldLabels.backToLogin}
    </TextLink>
  );
}

/** /forget-password: asks for a reset link; `success: true` swaps the form for the confirmation (spec §4). */
export function ForgotPasswordPage() {
  const request = useMutation(authMutations.forgotPassword());
  const form = useForm({ email: '' }, FORGOT_PASSWORD_SCHEMA);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending || !form.checkBeforeSubmit()) return;
    request.mutate(form.values.email.trim());
  }

  if (request.data?.success) {
    return (
      <AuthLayout>
        <AuthResult
          icon={<MailCheck size={36} strokeWidth={1.8} />}
          title={forgotPasswordContent.successTitle}
          actions={<BackToLogin />}
        >
          <p className="auth-result__message">{forgotPasswordContent.success}</p>
        </AuthResult>
      </AuthLayout>
    );
  }

  const failure = request.isError
    ? forgotPasswordErrorMessage(request.error)
    : request.data
      ? forgotPasswordContent.failure
      : undefined;

  return (
    <AuthLayout>
      <AuthHeader title={forgotPasswordContent.title} intro={forgotPasswordContent.intro} />
      <form className="auth-form" noValidate onSubmit={onSubmit} aria-label={forgotPasswordContent.title}>
        {failure && <FormAlert key={request.submittedAt}>{failure}</FormAlert>}
        <TextField {...form.field('email')} {...EMAIL_FIELD} />
        <Button type="submit" size="lg" fullWidth isDisabled={!form.isValid} isPending={request.isPending}>
          {forgotPasswordContent.submit}
        </Button>
      </form>
      <p className="auth-switch auth-switch--inline">
        <BackToLogin />
      </p>
    </AuthLayout>
  );
}
