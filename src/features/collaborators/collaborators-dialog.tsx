import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { collaboratorQueries } from '@/api/queries/collaborators';
import { Alert, Modal, QueryState, type QueryStateQuery } from '@/components/ui';
import { AddCollaboratorForm } from './add-collaborator-form';
import { CollaboratorList, CollaboratorTeam } from './collaborator-list';
import { collaboratorsContent } from './content';
import { EditCollaboratorPanel } from './edit-collaborator-panel';
import { indexCollaborators, LIST_POLL_INTERVAL_MS, type Collaborator, type TeamManager } from './model';
import './collaborators.css';

export interface CollaboratorsDialogProps {
  /** Open state, owned by whoever shows the trigger (the side menu's collaborator icon). */
  isOpen: boolean;
  /** Called when the dialog asks to close (Escape, 'Fermer', click outside). */
  onOpenChange: (isOpen: boolean) => void;
  /** The signed-in admin managing the team. */
  manager: TeamManager;
}

/**
 * The collaborator popup (spec §2, §4, §5): the team with a search box, and beside it the add form or, when a
 * collaborator is selected, their edit panel. A modal dialog: focus is trapped inside and returns to the icon.
 */
export function CollaboratorsDialog({ isOpen, onOpenChange, manager }: CollaboratorsDialogProps) {
  return (
    <Modal title={collaboratorsContent.title} isOpen={isOpen} onOpenChange={onOpenChange} size="xl">
      <CollaboratorsManager manager={manager} />
    </Modal>
  );
}

const NO_COLLABORATORS: readonly Collaborator[] = [];

/** The popup's content; it only exists while the popup is open, so the list stops polling when it closes. */
export function CollaboratorsManager({ manager }: { manager: TeamManager }) {
  const { list: listCopy, pages: pagesCopy } = collaboratorsContent;
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Spec §4: the list refreshes every 5 s while the search box is empty, and not while someone types in it.
  const list = useQuery({
    ...collaboratorQueries.list(),
    refetchInterval: search === '' ? LIST_POLL_INTERVAL_MS : false,
  });
  const pages = useQuery(collaboratorQueries.pages());

  const all = list.data ?? NO_COLLABORATORS;
  const index = useMemo(() => indexCollaborators(all), [all]);
  // The result is drawn with the keystroke, in its first frame: the search compares prepared strings and the list
  // draws only the rows in view, about 10 ms at 2,400 collaborators. (Deferring it behind the box, as when the list
  // drew every row, put the result a frame later: 25-35 ms.)
  const shown = useMemo(() => index.search(search), [index, search]);
  const selected = all.find((collaborator) => collaborator.id === selectedId) ?? null;

  const team = (
    <CollaboratorTeam total={list.data ? all.length : null} search={search} onSearchChange={setSearch}>
      <QueryState query={list} what={listCopy.what} minHeight="14rem">
        {() => (
          <>
            {list.isError && (
              <Alert tone="warning" className="collaborators__stale">
                {listCopy.stale}
              </Alert>
            )}
            <CollaboratorList
              collaborators={shown}
              search={search}
              selectedId={selected?.id ?? null}
              onSelect={setSelectedId}
              currentUserId={manager.id}
            />
          </>
        )}
      </QueryState>
    </CollaboratorTeam>
  );

  // The form beside the list does not change as someone types in the search box: its element is kept, so React skips
  // it at each keystroke (the role select and the twelve switches were half of a keystroke's render).
  const { data: pagesData, error: pagesError, isFetching: pagesFetching, refetch: refetchPages } = pages;
  const side = useMemo(() => {
    const pagesState: QueryStateQuery<NonNullable<typeof pagesData>> = {
      data: pagesData,
      error: pagesError,
      isFetching: pagesFetching,
      refetch: refetchPages,
    };
    return (
      <QueryState query={pagesState} what={pagesCopy.what} minHeight="14rem" loadingLabel={pagesCopy.loading}>
        {(pageList) =>
          selected ? (
            <EditCollaboratorPanel
              key={selected.id}
              collaborator={selected}
              pages={pageList}
              manager={manager}
              onCancel={() => setSelectedId(null)}
            />
          ) : (
            <AddCollaboratorForm pages={pageList} managerRole={manager.role} />
          )
        }
      </QueryState>
    );
  }, [pagesData, pagesError, pagesFetching, refetchPages, selected, manager, pagesCopy]);

  return (
    <div className="collaborators">
      <p className="collaborators__intro">{collaboratorsContent.intro}</p>
      <div className="collaborators__columns">
        <div className="collaborators__column collaborators__column--team">{team}</div>
        <div className="collaborators__column collaborators__column--form">{side}</div>
      </div>
    </div>
  );
}
