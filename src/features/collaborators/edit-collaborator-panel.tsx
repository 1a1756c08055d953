import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { collaboratorQueries } from '@/api/queries/collaborators';
import { Alert, Button, QueryState, SaveStatus, saveStateOf } from '@/components/ui';
import { collaboratorsContent, type CollaboratorRole } from './content';
import {
  SUCCESS_MESSAGE_MS,
  assignableRoles,
  displayNameOf,
  editRestrictionOf,
  grantedPageIds,
  presetPageIds,
  type Collaborator,
  type Page,
  type TeamManager,
} from './model';
import { collaboratorErrorMessage, collaboratorMutations, type CollaboratorChanges } from './mutations';
import { PageToggles } from './page-toggles';
import { RoleSelect } from './role-select';
import { useTimedMessage } from './use-timed-message';

export interface EditCollaboratorPanelProps {
  /** The selected collaborator. Give the panel `key={collaborator.id}` so a new selection starts afresh. */
  collaborator: Collaborator;
  /** The software's pages (one toggle each). */
  pages: readonly Page[];
  /** The signed-in admin. */
  manager: TeamManager;
  /** 'Annuler': deselects the collaborator (the add form comes back). */
  onCancel: () => void;
}

/** The edit panel (spec §4): role and page toggles loaded from the collaborator's authorizations, then 'Valider'. */
export function EditCollaboratorPanel({ collaborator, pages, manager, onCancel }: EditCollaboratorPanelProps) {
  const { edit: copy } = collaboratorsContent;
  const authorizations = useQuery(collaboratorQueries.pageAuthorizations(collaborator.id));
  const [role, setRole] = useState<CollaboratorRole>(collaborator.role);
  // null until the admin touches a toggle: until then the panel shows what the server holds.
  const [editedPages, setEditedPages] = useState<number[] | null>(null);
  const [success, showSuccess, clearSuccess] = useTimedMessage(SUCCESS_MESSAGE_MS);
  const mutation = useMutation(collaboratorMutations.update(collaborator.email));
  const saveState = saveStateOf(mutation);
  const restriction = editRestrictionOf(manager, collaborator);
  const label = displayNameOf(collaborator);
  const headingId = `collaborators-edit-heading-${collaborator.id}`;

  const change = (next: { role?: CollaboratorRole; pages: number[] }) => {
    if (next.role) setRole(next.role);
    setEditedPages(next.pages);
    if (mutation.isError) mutation.reset();
  };

  const send = (changes: CollaboratorChanges) => {
    clearSuccess();
    mutation.mutate(changes, {
      onSuccess: () => showSuccess(copy.success),
      onError: (error) => console.error('La modification du collaborateur a échoué', error),
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (restriction || !authorizations.data || mutation.isPending) return;
    send({ role, pages: editedPages ?? grantedPageIds(authorizations.data) });
  };

  // The role and the switches changed so far stay when a re-read of the collaborator's pages fails.
  const body = (
    <QueryState
      query={authorizations}
      what={copy.pagesWhat}
      minHeight="10rem"
      loadingLabel={collaboratorsContent.pages.loading}
    >
      {(granted) => (
        <>
          <RoleSelect
            value={role}
            options={restriction ? [] : assignableRoles(manager.role)}
            onChange={(next) => next && change({ role: next, pages: presetPageIds(next, pages) })}
            isDisabled={restriction !== null}
          />
          <PageToggles
            pages={pages}
            value={editedPages ?? grantedPageIds(granted)}
            onChange={(pageIds) => change({ pages: pageIds })}
            isDisabled={restriction !== null}
          />
        </>
      )}
    </QueryState>
  );

  return (
    <form className="collaborators__form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} className="collaborators__form-heading">
        {copy.headingOf(label)}
      </h3>
      <p className="collaborators__form-email">{collaborator.email}</p>
      {restriction && <Alert tone="info">{copy[restriction]}</Alert>}
      {body}
      {mutation.isError && <Alert tone="danger">{collaboratorErrorMessage(mutation.error, 'update')}</Alert>}
      {/* A saved change is told once, by the spec's « Changements validés » below: the line says only
          « Enregistrement... » and « Non enregistré — Réessayer ». */}
      <SaveStatus
        state={saveState === 'saved' ? 'idle' : saveState}
        onRetry={mutation.variables ? () => send(mutation.variables) : undefined}
      />
      {success && <Alert tone="success">{success}</Alert>}
      <div className="collaborators__actions">
        <Button variant="secondary" onPress={onCancel}>
          {copy.cancel}
        </Button>
        {!restriction && (
          <Button type="submit" isPending={mutation.isPending} isDisabled={!authorizations.data}>
            {copy.submit}
          </Button>
        )}
      </div>
    </form>
  );
}
