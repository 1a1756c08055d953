import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, TextField } from '@/components/ui';
import { useAtom } from '@/lib/jotai';
import { addCollaboratorDraftAtom, EMPTY_DRAFT, type AddCollaboratorDraft } from './atoms';
import { collaboratorsContent, type CollaboratorRole } from './content';
import { EMAIL_PATTERN, SUCCESS_MESSAGE_MS, assignableRoles, presetPageIds, type Page } from './model';
import { collaboratorErrorMessage, collaboratorMutations } from './mutations';
import { PageToggles } from './page-toggles';
import { RoleSelect } from './role-select';
import { useTimedMessage } from './use-timed-message';

export interface AddCollaboratorFormProps {
  /** The software's pages (one toggle each). */
  pages: readonly Page[];
  /** Role of the signed-in admin: decides which roles are offered. */
  managerRole: CollaboratorRole | null;
}

interface DraftErrors {
  email?: string;
  role?: string;
}

function validate(draft: AddCollaboratorDraft): DraftErrors {
  const { errors } = collaboratorsContent;
  const email = draft.email.trim();
  return {
    email: email === '' ? errors.emailRequired : EMAIL_PATTERN.test(email) ? undefined : errors.emailInvalid,
    role: draft.role ? undefined : errors.roleRequired,
  };
}

/** The add form (spec §5): e-mail, optional names, a role with its preset pages, one toggle per page. */
export function AddCollaboratorForm({ pages, managerRole }: AddCollaboratorFormProps) {
  const { add: copy } = collaboratorsContent;
  const queryClient = useQueryClient();
  const [draft, setDraft] = useAtom(addCollaboratorDraftAtom);
  const [showErrors, setShowErrors] = useState(false);
  const [success, showSuccess, clearSuccess] = useTimedMessage(SUCCESS_MESSAGE_MS);
  const emailRef = useRef<HTMLInputElement>(null);
  const mutation = useMutation(collaboratorMutations.add(queryClient));
  const errors = showErrors ? validate(draft) : {};
  const roles = assignableRoles(managerRole);

  const update = (patch: Partial<AddCollaboratorDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (mutation.isError) mutation.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const problems = validate(draft);
    if (problems.email || problems.role || !draft.role) {
      setShowErrors(true);
      if (problems.email) emailRef.current?.focus();
      return;
    }
    clearSuccess();
    mutation.mutate(
      {
        email: draft.email.trim(),
        role: draft.role,
        name: draft.name.trim(),
        surname: draft.surname.trim(),
        pages: draft.pages,
      },
      {
        onSuccess: () => {
          setDraft(EMPTY_DRAFT);
          setShowErrors(false);
          showSuccess(copy.success);
        },
        onError: (error) => console.error("L'ajout du collaborateur a échoué", error),
      },
    );
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
        value={draft.email}
        onChange={(email) => update({ email })}
        errorMessage={errors.email}
        description={copy.invitationHint}
        inputRef={emailRef}
      />
      <div className="collaborators__names">
        <TextField label={copy.name} value={draft.name} onChange={(name) => update({ name })} autoComplete="off" />
        <TextField
          label={copy.surname}
          value={draft.surname}
          onChange={(surname) => update({ surname })}
          autoComplete="off"
        />
      </div>
      <RoleSelect
        value={draft.role}
        options={roles}
        onChange={(role) => update({ role, pages: presetPageIds(role, pages) })}
        errorMessage={errors.role}
        description={managerRole === 'Administrateur secondaire' ? collaboratorsContent.role.secondaryOnlyActeur : ''}
      />
      <PageToggles pages={pages} value={draft.pages} onChange={(pageIds) => update({ pages: pageIds })} />
      {mutation.isError && <Alert tone="danger">{collaboratorErrorMessage(mutation.error, 'add')}</Alert>}
      {success && <Alert tone="success">{success}</Alert>}
      <div className="collaborators__actions">
        <Button type="submit" isPending={mutation.isPending} iconStart={<UserPlus size={18} />}>
          {copy.submit}
        </Button>
      </div>
    </form>
  );
}
