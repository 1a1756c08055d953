import { useMutation } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import type { FormEvent } from 'react';
import { FIELD_MAX_LENGTH } from '@/api/limits';
import { Alert, Button, SaveStatus, TextField, announce, saveStateOf } from '@/components/ui';
import { firstOf, formSchema, mismatch, tooLong, useForm } from '@/lib/form';
import { useAtom } from '@/lib/jotai';
import { addCollaboratorDraftAtom, EMPTY_DRAFT, type AddCollaboratorDraft } from './atoms';
import { collaboratorsContent, type CollaboratorRole } from './content';
import { SUCCESS_MESSAGE_MS, assignableRoles, presetPageIds, type Page } from './model';
import { collaboratorErrorMessage, collaboratorMutations, type AddCollaboratorPayload } from './mutations';
import { PageToggles } from './page-toggles';
import { RoleSelect } from './role-select';
import { useTimedMessage } from './use-timed-message';

export interface AddCollaboratorFormProps {
  /** The software's pages (one toggle each). */
  pages: readonly Page[];
  /** Role of the signed-in admin: decides which roles are offered. */
  managerRole: CollaboratorRole | null;
}

/** The text fields of the draft, as the form edits them (the role by name, '' before one is chosen). */
interface Values {
  email: string;
  name: string;
  surname: string;
  role: string;
}

/** The contract's rules (pattern and limits) and the spec's required e-mail and role. */
const ADD_COLLABORATOR_SCHEMA = formSchema<Values>((values) => {
  const { errors } = collaboratorsContent;
  const email = values.email.trim();
  return {
    email: firstOf(
      email === '' ? errors.emailRequired : undefined,
      tooLong('email', email),
      mismatch('email', email, errors.emailInvalid),
    ),
    name: tooLong('name', values.name),
    surname: tooLong('surname', values.surname),
    role: values.role === '' ? errors.roleRequired : undefined,
  };
});

const valuesOf = (draft: AddCollaboratorDraft): Values => ({
  email: draft.email,
  name: draft.name,
  surname: draft.surname,
  role: draft.role ?? '',
});

/** The add form (spec §5): e-mail, optional names, a role with its preset pages, one toggle per page. */
export function AddCollaboratorForm({ pages, managerRole }: AddCollaboratorFormProps) {
  const { add: copy } = collaboratorsContent;
  const [draft, setDraft] = useAtom(addCollaboratorDraftAtom);
  const [success, showSuccess, clearSuccess] = useTimedMessage(SUCCESS_MESSAGE_MS);
  const mutation = useMutation(collaboratorMutations.add());
  // The draft outlives the form (selecting a collaborator swaps it for the edit panel): the form writes it back.
  const form = useForm(valuesOf(draft), ADD_COLLABORATOR_SCHEMA, {
    onValuesChange: (values) =>
      setDraft((current) => ({ ...current, ...values, role: (values.role || null) as CollaboratorRole | null })),
  });
  const roles = assignableRoles(managerRole);
  const field = (name: 'email' | 'name' | 'surname') => {
    const props = form.field(name);
    return {
      ...props,
      maxLength: FIELD_MAX_LENGTH[name],
      onChange: (value: string) => {
        if (mutation.isError) mutation.reset();
        props.onChange(value);
      },
    };
  };
  const role = form.field('role');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || !form.checkBeforeSubmit() || !draft.role) return;
    send({
      email: form.values.email.trim(),
      role: draft.role,
      name: form.values.name.trim(),
      surname: form.values.surname.trim(),
      pages: draft.pages,
    });
  };

  // The mutation resolves once the server has the collaborator (its answer, or a re-read of the list after a lost one).
  const send = (payload: AddCollaboratorPayload) => {
    clearSuccess();
    mutation.mutate(payload, {
      onSuccess: () => {
        form.reset(valuesOf(EMPTY_DRAFT));
        setDraft(EMPTY_DRAFT);
        showSuccess(copy.success);
        announce(copy.success);
      },
      onError: (error) => console.error("L'ajout du collaborateur a échoué", error),
    });
  };

  return (
    <form className="collaborators__form" onSubmit={submit} noValidate aria-labelledby="collaborators-add-heading">
      <h3 id="collaborators-add-heading" className="collaborators__form-heading">
        {copy.heading}
      </h3>
      <TextField
        label={copy.email}
        type="email"
        autoComplete="off"
        isRequired
        {...field('email')}
        description={copy.invitationHint}
      />
      <div className="collaborators__names">
        <TextField label={copy.name} {...field('name')} autoComplete="off" />
        <TextField label={copy.surname} {...field('surname')} autoComplete="off" />
      </div>
      <RoleSelect
        value={draft.role}
        options={roles}
        onChange={(next) => {
          if (mutation.isError) mutation.reset();
          role.onChange(next ?? '');
          setDraft((current) => ({ ...current, role: next, pages: presetPageIds(next, pages) }));
        }}
        errorMessage={role.errorMessage}
        description={managerRole === 'Administrateur secondaire' ? collaboratorsContent.role.secondaryOnlyActeur : ''}
      />
      <PageToggles
        pages={pages}
        value={draft.pages}
        onChange={(pageIds) => setDraft((current) => ({ ...current, pages: pageIds }))}
      />
      {mutation.isError && <Alert tone="danger">{collaboratorErrorMessage(mutation.error, 'add')}</Alert>}
      <SaveStatus
        state={saveStateOf(mutation)}
        onRetry={mutation.variables ? () => send(mutation.variables) : undefined}
      />
      {success && <Alert tone="success">{success}</Alert>}
      <div className="collaborators__actions">
        <Button type="submit" isPending={mutation.isPending} iconStart={<UserPlus size={18} />}>
          {copy.submit}
        </Button>
      </div>
    </form>
  );
}
