import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField } from '@/components/ui';
import { profileContent } from './content';
import { accountMutations, refusalMessage, type AccountUser } from './queries';
import './account.css';

export interface ProfileFormProps {
  /** The signed-in user whose profile is edited. */
  user: AccountUser;
  /** Called with the user the server sent back, so the session (menu initials, pages) shows the new values. */
  onSaved: (user: AccountUser) => void;
}

interface Values {
  name: string;
  surname: string;
  work: string;
}

function errorsOf(values: Values): Partial<Record<keyof Values, string>> {
  return {
    name: values.name.trim() === '' ? profileContent.nameRequired : undefined,
    surname: values.surname.trim() === '' ? profileContent.surnameRequired : undefined,
  };
}

/**
 * One's own profile: first name, surname and job title are editable; the e-mail (the login) and the role (granted by
 * the main admin) are shown, read-only, with the reason. Saved with `PATCH /users/{email}`.
 */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const [values, setValues] = useState<Values>({ name: user.name, surname: user.surname, work: user.work ?? '' });
  const [submitted, setSubmitted] = useState(false);
  const save = useMutation({ ...accountMutations.updateProfile(user), onSuccess: (saved) => onSaved(saved) });
  const errors = errorsOf(values);
  const hasErrors = Object.values(errors).some(Boolean);
  const edit = (field: keyof Values) => (value: string) => {
    save.reset();
    setValues((previous) => ({ ...previous, [field]: value }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors || save.isPending) return;
    save.mutate({ name: values.name.trim(), surname: values.surname.trim(), work: values.work.trim() });
  }

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label={profileContent.profileTitle}>
      <div className="account-form__row">
        <TextField
          label={profileContent.name}
          name="name"
          autoComplete="given-name"
          value={values.name}
          onChange={edit('name')}
          errorMessage={submitted ? errors.name : undefined}
          isRequired
        />
        <TextField
          label={profileContent.surname}
          name="surname"
          autoComplete="family-name"
          value={values.surname}
          onChange={edit('surname')}
          errorMessage={submitted ? errors.surname : undefined}
          isRequired
        />
      </div>
      <TextField
        label={profileContent.work}
        name="work"
        autoComplete="organization-title"
        placeholder={profileContent.workPlaceholder}
        value={values.work}
        onChange={edit('work')}
      />
      <TextField
        label={profileContent.email}
        type="email"
        name="email"
        value={user.email}
        isReadOnly
        description={profileContent.emailHelp}
      />
      <TextField
        label={profileContent.role}
        name="role"
        value={user.role ?? profileContent.noRole}
        isReadOnly
        description={user.role ? profileContent.roleHelp : undefined}
      />
      {save.isError && (
        <Alert tone="danger" key={save.submittedAt}>
          {refusalMessage(save.error, profileContent.failure)}
        </Alert>
      )}
      {save.isSuccess && <Alert tone="success">{profileContent.saved}</Alert>}
      <div className="account-form__actions">
        <Button type="submit" isPending={save.isPending}>
          {profileContent.save}
        </Button>
      </div>
    </form>
  );
}
