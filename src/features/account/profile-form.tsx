import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@/api/error-message';
import { isOutcomeUnknown } from '@/api/server-truth';
import type { FormEvent } from 'react';
import { FIELD_MAX_LENGTH } from '@/api/limits';
import { Alert, Button, SaveStatus, TextField, saveStateOf } from '@/components/ui';
import { firstOf, formSchema, tooLong, useForm } from '@/lib/form';
import { profileContent } from './content';
import { accountMutations, type AccountUser } from './mutations';
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

/** Names are required; every field is held to the contract's limit. */
const PROFILE_SCHEMA = formSchema<Values>((values) => ({
  name: firstOf(values.name.trim() === '' ? profileContent.nameRequired : undefined, tooLong('name', values.name)),
  surname: firstOf(
    values.surname.trim() === '' ? profileContent.surnameRequired : undefined,
    tooLong('surname', values.surname),
  ),
  work: tooLong('work', values.work),
}));

/**
 * One's own profile: first name, surname and job title are editable; the e-mail (the login) and the role (granted by
 * the main admin) are shown, read-only, with the reason. Saved with `PATCH /users/{email}`.
 */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const form = useForm<Values>({ name: user.name, surname: user.surname, work: user.work ?? '' }, PROFILE_SCHEMA);
  const save = useMutation({ ...accountMutations.updateProfile(user), onSuccess: (saved) => onSaved(saved) });
  const saveState = saveStateOf(save);
  // A new edit clears the previous answer.
  const field = (name: keyof Values) => {
    const props = form.field(name);
    return {
      ...props,
      maxLength: FIELD_MAX_LENGTH[name],
      onChange: (value: string) => {
        save.reset();
        props.onChange(value);
      },
    };
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending || !form.checkBeforeSubmit()) return;
    const { name, surname, work } = form.values;
    save.mutate({ name: name.trim(), surname: surname.trim(), work: work.trim() });
  }

  return (
    <form className="account-form" noValidate onSubmit={onSubmit} aria-label={profileContent.profileTitle}>
      <div className="account-form__row">
        <TextField label={profileContent.name} autoComplete="given-name" {...field('name')} isRequired />
        <TextField label={profileContent.surname} autoComplete="family-name" {...field('surname')} isRequired />
      </div>
      <TextField
        label={profileContent.work}
        autoComplete="organization-title"
        placeholder={profileContent.workPlaceholder}
        {...field('work')}
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
      {saveState === 'unsaved' && (
        <Alert tone="danger" key={save.submittedAt}>
          {errorMessage(save.error, { fallback: profileContent.failure, byStatus: { 401: profileContent.failure } })}
        </Alert>
      )}
      {/* A saved profile is told once, by « Vos informations ont bien été enregistrées. » below. */}
      <SaveStatus
        state={saveState === 'saved' ? 'idle' : saveState}
        onRetry={save.variables && isOutcomeUnknown(save.error) ? () => save.mutate(save.variables) : undefined}
      />
      {saveState === 'saved' && <Alert tone="success">{profileContent.saved}</Alert>}
      <div className="account-form__actions">
        <Button type="submit" isPending={save.isPending}>
          {profileContent.save}
        </Button>
      </div>
    </form>
  );
}
