import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordField } from '@/components/ui';
import { passwordContent } from './content';
import { accountMutations, refusalMessage } from './queries';
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

function errorsOf(values: Values): Partial<Record<keyof Values, string>> {
  return {
    currentPassword: values.currentPassword === '' ? passwordContent.currentRequired : undefined,
    newPassword: values.newPassword === '' ? passwordContent.nextRequired : undefined,
    // Spec §5: sent only when the new password equals its confirmation; we say so instead of staying silent.
    confirmation: values.confirmation !== values.newPassword ? passwordContent.mismatch : undefined,
  };
}

/** Current password, new password and its confirmation; `PATCH /users/{email}/password` once they match. */
export function PasswordChangeForm({ email }: PasswordChangeFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const change = useMutation({
    ...accountMutations.changePassword(),
    onSuccess: () => {
      setValues(EMPTY);
      setSubmitted(false);
    },
  });
  const errors = errorsOf(values);
  const shown = (field: keyof Values) =>
    submitted || (field === 'confirmation' && values.confirmation !== '') ? errors[field] : undefined;
  const edit = (field: keyof Values) => (value: string) => {
    if (!change.isPending) change.reset();
    setValues((previous) => ({ ...previous, [field]: value }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean) || change.isPending) return;
    change.mutate({ email, currentPassword: values.currentPassword, newPassword: values.newPassword });
  }

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label={passwordContent.title}>
      <PasswordField
        label={passwordContent.current}
        name="currentPassword"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={edit('currentPassword')}
        errorMessage={shown('currentPassword')}
        isRequired
      />
      <PasswordField
        label={passwordContent.next}
        name="newPassword"
        autoComplete="new-password"
        description={passwordContent.nextHelp}
        value={values.newPassword}
        onChange={edit('newPassword')}
        errorMessage={shown('newPassword')}
        isRequired
      />
      <PasswordField
        label={passwordContent.confirmation}
        name="confirmation"
        autoComplete="new-password"
        value={values.confirmation}
        onChange={edit('confirmation')}
        errorMessage={shown('confirmation')}
        isRequired
      />
      {change.isError && (
        <Alert tone="danger" key={change.submittedAt}>
          {refusalMessage(change.error, passwordContent.failure)}
        </Alert>
      )}
      {change.isSuccess && <Alert tone="success">{change.data || passwordContent.saved}</Alert>}
      <div className="account-form__actions">
        <Button type="submit" isPending={change.isPending}>
          {passwordContent.submit}
        </Button>
      </div>
    </form>
  );
}
