import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@/api/error-message';
import { isOutcomeUnknown } from '@/api/server-truth';
import type { FormEvent } from 'react';
import { Alert, Button, PasswordField, SaveStatus, saveStateOf } from '@/components/ui';
import { firstOf, formSchema, mismatch, tooLong, useForm } from '@/lib/form';
import { passwordContent } from './content';
import { accountMutations } from './mutations';
import './account.css';

export interface PasswordChangeFormProps {
  /** E-mail of the signed-in user (the call's path). */
  email: string;
}

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmation: '' };

/** The contract's rules (the sign-up rule for the new password, the limits) and the confirmation. */
const PASSWORD_CHANGE_SCHEMA = formSchema<Values>((values) => ({
  currentPassword: firstOf(
    values.currentPassword === '' ? passwordContent.currentRequired : undefined,
    tooLong('currentPassword', values.currentPassword),
  ),
  newPassword: firstOf(
    values.newPassword === '' ? passwordContent.nextRequired : undefined,
    tooLong('newPassword', values.newPassword),
    mismatch('newPassword', values.newPassword, passwordContent.nextRule),
  ),
  // Spec §5: sent only when the new password equals its confirmation; we say so instead of staying silent.
  confirmation: values.confirmation !== values.newPassword ? passwordContent.mismatch : undefined,
}));

/** Current password, new password and its confirmation; `PATCH /users/{email}/password` once they match. */
export function PasswordChangeForm({ email }: PasswordChangeFormProps) {
  const form = useForm(EMPTY, PASSWORD_CHANGE_SCHEMA);
  const change = useMutation({ ...accountMutations.changePassword(email), onSuccess: () => form.reset() });
  const saveState = saveStateOf(change);
  // A new attempt clears the previous answer.
  const field = (name: keyof Values) => {
    const props = form.field(name);
    return {
      ...props,
      onChange: (value: string) => {
        if (!change.isPending) change.reset();
        props.onChange(value);
      },
    };
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending || !form.checkBeforeSubmit()) return;
    change.mutate({ currentPassword: form.values.currentPassword, newPassword: form.values.newPassword });
  }

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label={passwordContent.title}>
      <PasswordField
        label={passwordContent.current}
        autoComplete="current-password"
        {...field('currentPassword')}
        isRequired
      />
      <PasswordField
        label={passwordContent.next}
        autoComplete="new-password"
        description={passwordContent.nextHelp}
        {...field('newPassword')}
        isRequired
      />
      <PasswordField
        label={passwordContent.confirmation}
        autoComplete="new-password"
        {...field('confirmation')}
        isRequired
      />
      {saveState === 'unsaved' && (
        <Alert tone="danger" key={change.submittedAt}>
          {errorMessage(change.error, {
            fallback: passwordContent.failure,
            byStatus: { 401: passwordContent.failure },
          })}
        </Alert>
      )}
      {/* A changed password is told once, by the server's message (or « Votre mot de passe a bien été modifié. »). */}
      <SaveStatus
        state={saveState === 'saved' ? 'idle' : saveState}
        onRetry={change.variables && isOutcomeUnknown(change.error) ? () => change.mutate(change.variables) : undefined}
      />
      {saveState === 'saved' && <Alert tone="success">{change.data || passwordContent.saved}</Alert>}
      <div className="account-form__actions">
        <Button type="submit" isPending={change.isPending}>
          {passwordContent.submit}
        </Button>
      </div>
    </form>
  );
}
