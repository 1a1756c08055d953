import { Switch } from '@/components/ui';
import { collaboratorsContent } from './content';
import { pageIdAt, type Page } from './model';

export interface PageTogglesProps {
  /** The software's pages, in the server's order (ids are positional). */
  pages: readonly Page[];
  /** Ids of the pages switched on. */
  value: readonly number[];
  /** Called with the new list of ids when a toggle changes. */
  onChange: (pageIds: number[]) => void;
  /** Read-only display (a collaborator this manager may not edit). */
  isDisabled?: boolean;
}

/** One switch per page (spec §6), grouped under a legend that also says how many are on. */
export function PageToggles({ pages, value, onChange, isDisabled = false }: PageTogglesProps) {
  const { pages: copy } = collaboratorsContent;
  const selected = new Set(value);
  const toggle = (pageId: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(pageId);
    else next.delete(pageId);
    onChange([...next].sort((a, b) => a - b));
  };
  return (
    <fieldset className="collaborators__pages" disabled={isDisabled}>
      <legend className="collaborators__pages-legend">
        {copy.legend} <span className="collaborators__pages-count">({copy.summary(selected.size, pages.length)})</span>
      </legend>
      <ul className="collaborators__pages-list">
        {pages.map((page, index) => {
          const pageId = pageIdAt(index);
          return (
            <li key={pageId}>
              <Switch
                labelPosition="start"
                isSelected={selected.has(pageId)}
                onChange={(on) => toggle(pageId, on)}
                isDisabled={isDisabled}
                className="collaborators__page-switch"
              >
                {page.name}
              </Switch>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
