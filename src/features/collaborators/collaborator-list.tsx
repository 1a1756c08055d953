import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { TextField, VirtualList } from '@/components/ui';
import { collaboratorsContent } from './content';
import { displayNameOf, type Collaborator } from './model';

export interface CollaboratorTeamProps {
  /** How many collaborators the company has in all (before the search), null while the team is on its way. */
  total: number | null;
  /** The search box's text. */
  search: string;
  /** Called as the search box changes. */
  onSearchChange: (search: string) => void;
  /** The team's list, or its loading and error states. */
  children: ReactNode;
}

/**
 * The team's panel: its heading, its size and the search box, there from the popup's first frame so that a name can
 * be typed while the team loads (it filters the team once it is there).
 */
export function CollaboratorTeam({ total, search, onSearchChange, children }: CollaboratorTeamProps) {
  const { list: copy } = collaboratorsContent;
  // The popup opens on the search box. It takes the focus before the dialog looks for one (a layout effect, before
  // react-aria's dialog effect): a dialog that finds nothing focused inside focuses itself and, half a second later,
  // takes the focus back if it is on the page's body. The body has it for a frame each time a list of choices closes
  // and hands the focus back to its trigger: a role chosen in that frame left the focus on the dialog (a capture of
  // the popup failed that way, issue 48). With the search box focused first, the dialog does neither.
  const searchRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    searchRef.current?.focus();
  }, []);
  return (
    <section className="collaborators__team" aria-labelledby="collaborators-team-heading">
      <div className="collaborators__team-header">
        <h3 id="collaborators-team-heading" className="collaborators__form-heading">
          {copy.heading}
        </h3>
        {total !== null && <span className="collaborators__team-count">{copy.count(total)}</span>}
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
      {children}
    </section>
  );
}

export interface CollaboratorListProps {
  /** The collaborators to show, already sorted and filtered. */
  collaborators: readonly Collaborator[];
  /** The search box's text (for the message when nobody matches). */
  search: string;
  /** Id of the selected collaborator, or null. */
  selectedId: number | null;
  /** Called with the id of the collaborator picked, or null when the selection is cleared. */
  onSelect: (id: number | null) => void;
  /** Id of the signed-in person, marked 'vous' in the list. */
  currentUserId: number;
}

/** The company's team, found by the search box (spec §5); picking a collaborator opens their edit panel. */
export function CollaboratorList({
  collaborators,
  search,
  selectedId,
  onSelect,
  currentUserId,
}: CollaboratorListProps) {
  const { list: copy } = collaboratorsContent;
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
  return team;
}

/** An item's height with its two lines of text and its 36 px avatar (each drawn item is measured anyway). */
const ITEM_HEIGHT = 58;

function initialsOf(collaborator: Collaborator): string {
  const letters = `${collaborator.name?.trim().charAt(0) ?? ''}${collaborator.surname?.trim().charAt(0) ?? ''}`;
  return (letters || collaborator.email.charAt(0)).toUpperCase();
}
