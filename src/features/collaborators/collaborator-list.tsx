import { useEffect, useMemo, useRef } from 'react';
import { TextField, VirtualList } from '@/components/ui';
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
  // The popup opens on the search box once the team is there, ready for a name. The dialog focuses itself when it
  // opens, and whether its search box got the focus depended on the team arriving first: now the same start every
  // time. Only while the focus is still on the dialog: someone who already went elsewhere keeps their place.
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // After the frame: the dialog's own focus comes in an effect that runs after this one.
    const frame = requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && focused.getAttribute('role') === 'dialog') searchRef.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  // The rows are drawn again only when the result or the selection changes, not when the popup re-renders otherwise.
  const team = useMemo(
    () =>
      collaborators.length === 0 ? (
        <p className="collaborators__list-empty">{search.trim() ? copy.noMatch(search.trim()) : copy.empty}</p>
      ) : (
        // A company's whole team can run to thousands: only the collaborators near the list's view are drawn.
        <VirtualList
          items={collaborators}
          itemKey={(collaborator) => collaborator.id}
          estimateSize={ITEM_HEIGHT}
          scroll="region"
          aria-label={copy.label}
          className="collaborators__list"
          itemClassName="collaborators__row"
          selection={{ selectedKey: selectedId, onSelect: (id) => onSelect(Number(id)) }}
          renderItem={(collaborator) => {
            const name = displayNameOf(collaborator);
            const isSelf = collaborator.id === currentUserId;
            return (
              <div className="collaborators__item">
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
              </div>
            );
          }}
        />
      ),
    [collaborators, search, selectedId, onSelect, currentUserId, copy],
  );
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
        inputRef={searchRef}
      />
      {team}
    </section>
  );
}

/** An item's height with its two lines of text and its 36 px avatar (each drawn item is measured anyway). */
const ITEM_HEIGHT = 58;

function initialsOf(collaborator: Collaborator): string {
  const letters = `${collaborator.name?.trim().charAt(0) ?? ''}${collaborator.surname?.trim().charAt(0) ?? ''}`;
  return (letters || collaborator.email.charAt(0)).toUpperCase();
}
