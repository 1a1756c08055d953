import { FIELD_MAX_LENGTH } from '@/api/limits';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { Button, PasswordField, TextField, TextLink } from '@/components/ui';
import { fieldLabels, signUpContent } from '../content';
import { authMutations } from '../mutations';
import { canSubmitSignUp, signUpErrors, type SignUpValues } from '../validation';
import { AuthLayout } from './auth-layout';
import { AuthHeader, AuthResult, EMAIL_FIELD, FormAlert } from './auth-parts';
import { signUpErrorMessage, signUpRefusalMessage } from './error-messages';
import { formSchema, useForm } from '@/lib/form';

const SIGN_UP_SCHEMA = formSchema(signUpErrors);

const EMPTY_SIGN_UP: SignUpValues = { lastName: '', firstName: '', email: '', password: '', confirmation: '' };

/** /signup: the account form; HTTP 201 swaps it for the check-your-mail message (spec §4 "Sign-up"). */
export function SignUpPage() {
  const register = useMutation(authMutations.register());
  const form = useForm(EMPTY_SIGN_UP, SIGN_UP_SCHEMA);
  const canSubmit = canSubmitSignUp(form.values);
  const passwordField = form.field('password');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (register.isPending || !form.checkBeforeSubmit() || !canSubmit) return;
    const { lastName, firstName, email, password } = form.values;
    register.mutate({ lastName: lastName.trim(), firstName: firstName.trim(), email: email.trim(), password });
  }

  if (register.data?.status === 201) {
    return (
      <AuthLayout>
        <AuthResult
          icon={<MailCheck size={36} strokeWidth={1.8} />}
          title={signUpContent.successTitle}
          actions={
            <TextLink to="/login" isEmphasized>
              {signUpContent.logIn}
            </TextLink>
          }
        >
          <p className="auth-result__message">{signUpContent.success}</p>
          <p className="auth-result__hint">{signUpContent.spamHint}</p>
        </AuthResult>
      </AuthLayout>
    );
  }

  // Any answer but 201 is a refusal; a failed call is an exception (spec §8).
  const failure = register.isError
    ? signUpErrorMessage(register.error)
    : register.data
      ? signUpRefusalMessage(register.data)
      : undefined;

  return (
    <AuthLayout>
      <AuthHeader title={signUpContent.title} intro={signUpContent.intro} />
      <form className="auth-form" noValidate onSubmit={onSubmit} aria-label={signUpContent.title}>
        {failure && <FormAlert key={register.submittedAt}>{failure}</FormAlert>}
        <div className="auth-form__row">
          <TextField
            {...form.field('lastName')}
            maxLength={FIELD_MAX_LENGTH.lastName}
            label={fieldLabels.lastName}
            autoComplete="family-name"
          />
          <TextField
            {...form.field('firstName')}
            maxLength={FIELD_MAX_LENGTH.firstName}
            label={fieldLabels.firstName}
            autoComplete="given-name"
          />
        </div>
        <TextField {...form.field('email')} {...EMAIL_FIELD} />
        <PasswordField
          {...passwordField}
          maxLength={FIELD_MAX_LENGTH.password}
          label={fieldLabels.password}
          autoComplete="new-password"
          // The rule's own message replaces the hint, so it is never said twice.
          description={passwordField.errorMessage ? undefined : signUpContent.passwordHint}
          isRequired
        />
        <PasswordField
          {...form.field('confirmation')}
          maxLength={FIELD_MAX_LENGTH.password}
          label={fieldLabels.confirmation}
          autoComplete="new-password"
          isRequired
        />
        <Button type="submit" size="lg" fullWidth isDisabled={!canSubmit} isPending={register.isPending}>
          {signUpContent.submit}
        </Button>
      </form>
      <p className="auth-switch auth-switch--inline">
        <span className="auth-switch__text">{signUpContent.alreadyRegistered}</span>{' '}
        <TextLink to="/login" isEmphasized>
          {signUpContent.logIn}
        </TextLink>
      </p>
    </AuthLayout>
  );
}
