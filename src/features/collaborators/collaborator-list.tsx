import { ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import { TextField } from '@/components/ui';
import { collaboratorsContent } from './content';
import { displayNameOf, type Collaborator } from './model';

export interface CollaboratorListProps {
  /** The collaborators to show, already sorted and filtered. */
  collaborators: readonly Collaborator[];
  /** How many collaborators the company has in all (before the search). */
  total: number;
  /** The search box's text. */
  search: string;
  /** Called as the search box changes. */
  onSearchChange: (search: string) => void;
  /** Id of the selected collaborator, or null. */
  selectedId: number | null;
  /** Called with the id of the collaborator picked, or null when the selection is cleared. */
  onSelect: (id: number | null) => void;
  /** Id of the signed-in person, marked 'vous' in the list. */
  currentUserId: number;
}

/** The company's team with its search box (spec §5); picking a collaborator opens their edit panel. */
export function CollaboratorList({
  collaborators,
  total,
  search,
  onSearchChange,
  selectedId,
  onSelect,
  currentUserId,
}: CollaboratorListProps) {
  const { list: copy } = collaboratorsContent;
  const onSelectionChange = (selection: Selection) => {
    if (selection === 'all') return;
    const [first] = [...selection];
    onSelect(first === undefined ? null : Number(first));
  };
  return (
    <section className="collaborators__team" aria-labelledby="collaborators-team-heading">
      <div className="collaborators__team-header">
        <h3 id="collaborators-team-heading" className="collaborators__form-heading">
          {copy.heading}
        </h3>
        <span className="collaborators__team-count">{copy.count(total)}</span>
      </div>
      <TextField
        type="search"
        label={copy.searchLabel}
        placeholder={copy.searchPlaceholder}
        value={search}
        onChange={onSearchChange}
        autoComplete="off"
      />
      <ListBox
        aria-label={copy.label}
        className="collaborators__list"
        items={collaborators}
        selectionMode="single"
        // Escape closes the popup rather than silently clearing the selection ('Annuler' does that).
        escapeKeyBehavior="none"
        selectedKeys={selectedId === null ? [] : [selectedId]}
        onSelectionChange={onSelectionChange}
        renderEmptyState={() => (
          <p className="collaborators__list-empty">{search.trim() ? copy.noMatch(search.trim()) : copy.empty}</p>
        )}
      >
        {(collaborator) => {
          const name = displayNameOf(collaborator);
          const isSelf = collaborator.id === currentUserId;
          return (
            <ListBoxItem id={collaborator.id} textValue={name} className="collaborators__item">
              <span className="collaborators__item-avatar" aria-hidden="true">
                {initialsOf(collaborator)}
              </span>
              <span className="collaborators__item-text">
                <span className="collaborators__item-name">
                  {name}
                  {isSelf && <span className="collaborators__item-you"> ({copy.you})</span>}
                </span>
                <span className="collaborators__item-meta">
                  {collaborator.role}
                  {name !== collaborator.email && ` · ${collaborator.email}`}
                </span>
              </span>
            </ListBoxItem>
          );
        }}
      </ListBox>
    </section>
  );
}

function initialsOf(collaborator: Collaborator): string {
  const letters = `${collaborator.name?.trim().charAt(0) ?? ''}${collaborator.surname?.trim().charAt(0) ?? ''}`;
  return (letters || collaborator.email.charAt(0)).toUpperCase();
}
