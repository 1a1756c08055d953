import { useMemo, useState, type ReactNode } from 'react';
import { Button as AriaButton, ComboBox, Group, Input, ListBox, Popover, type Key } from 'react-aria-components';
import { ChevronDown } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { foldForSearch } from '@/lib/search-text';
import { cx } from './class-names';
import { AriaFieldDescription, AriaFieldLabel } from './aria-field-parts';
import { renderSelectOption, type SelectOption } from './select-field';
import './field.css';
import './select-field.css';
import './combo-box-field.css';

/** How many options an open list draws when the props do not say. */
export const COMBO_BOX_LIMIT = 50;

export const comboBoxContent = {
  noMatch: (query: string) => `Aucun choix ne correspond à « ${query} ».`,
  more: (shown: number, total: number) =>
    `${formatNumber(shown, 0)} premiers sur ${formatNumber(total, 0)} : précisez votre recherche.`,
};

export interface ComboBoxFieldProps<K extends string = string> {
  /** Visible label, also the text box's accessible name. */
  label: ReactNode;
  /** The choices, in display order; build the array once (it keys the search's prepared text). */
  options: ReadonlyArray<SelectOption<K>>;
  /** Selected option id; null for none. */
  value: K | null;
  /**
   * Called with the chosen option id. The field shows the choice at once; when the returned promise resolves to
   * `false` or rejects (the save failed), it shows `value` again.
   */
  onChange: (value: K) => void | Promise<unknown>;
  /** How many matching options the open list draws at most; typing narrows the rest. */
  limit?: number;
  /** What the list says when nothing matches the typed text. */
  noMatchText?: (query: string) => string;
  /** Text shown in the empty box while nothing is selected. */
  placeholder?: string;
  /** Help text under the box, linked with aria-describedby. */
  description?: ReactNode;
  /** Extra class on the field wrapper. */
  className?: string;
  isDisabled?: boolean;
}

interface SearchIndex {
  byId: Map<string, SelectOption>;
  /** Each option's folded label, built at the first search. */
  folded?: string[];
}

/** One index per options array: the cards of a board share theirs, and none is built before someone searches. */
const indexes = new WeakMap<ReadonlyArray<SelectOption>, SearchIndex>();

function indexOf(options: ReadonlyArray<SelectOption>): SearchIndex {
  let index = indexes.get(options);
  if (!index) {
    index = { byId: new Map(options.map((option) => [option.id, option])) };
    indexes.set(options, index);
  }
  return index;
}

/** The options whose label holds the typed text (case and accents aside), in their order. */
function matchesOf<K extends string>(options: ReadonlyArray<SelectOption<K>>, query: string): SelectOption<K>[] {
  const needle = foldForSearch(query.trim());
  if (needle === '') return [...options];
  const index = indexOf(options);
  index.folded ??= options.map((option) => foldForSearch(option.label));
  const folded = index.folded;
  return options.filter((_, position) => folded[position]?.includes(needle));
}

/**
 * A searchable choice among many (a company's 2,400 collaborators), built on react-aria-components ComboBox: type to
 * filter, arrows to move, Enter to choose, Escape to put the choice back. Its collection holds the current choice
 * until the field is first focused, then at most `limit` matches, so its cost does not grow with the options (a
 * closed field puts none in the page). For a few fixed choices use `SelectField`.
 */
export function ComboBoxField<K extends string = string>({
  label,
  options,
  value,
  onChange,
  limit = COMBO_BOX_LIMIT,
  noMatchText = comboBoxContent.noMatch,
  placeholder,
  description,
  className,
  isDisabled,
}: ComboBoxFieldProps<K>) {
  // The person's choice, shown until `value` changes (the saved answer) or the save fails.
  const [picked, setPicked] = useState<{ key: K; over: K | null } | null>(null);
  const shownKey = picked !== null && picked.over === value ? picked.key : value;
  const shownLabel = shownKey === null ? '' : (indexOf(options).byId.get(shownKey)?.label ?? '');

  const [inputValue, setInputValue] = useState(shownLabel);
  const [syncedLabel, setSyncedLabel] = useState(shownLabel);
  if (syncedLabel !== shownLabel) {
    // Another choice is shown (saved, refused, or changed elsewhere): the box reads it. Adjusted during render.
    setSyncedLabel(shownLabel);
    setInputValue(shownLabel);
  }
  // Until the person first reaches the field, its collection holds the current choice alone: a board draws dozens of
  // owner fields, and react-aria builds each one's collection even while closed. Never reset, so the items cannot
  // follow the list's opening and closing (react-aria closes an empty list and reopens it when it fills).
  const [engaged, setEngaged] = useState(false);
  const engage = () => setEngaged(true);

  // The box still reads the choice: the list offers the first options. Otherwise it is a search.
  const query = inputValue === shownLabel ? '' : inputValue;
  // One array per state of the search: react-aria rebuilds its collection whenever `items` is a new array.
  const { items, matchCount } = useMemo(() => {
    if (!engaged) {
      const shown =
        shownKey === null ? undefined : (indexOf(options).byId.get(shownKey) as SelectOption<K> | undefined);
      return { items: shown ? [shown] : [], matchCount: 0 };
    }
    const matches = matchesOf(options, query);
    let drawn = matches.slice(0, limit);
    // The current choice is always in the list: first when the box reads it, last under a search it does not match.
    // react-aria puts the text back from the collection on Escape, and reopened a list that had lost the choice.
    // First, not in its place: opening, react-aria scrolls the list to the chosen option, and when the option sat
    // below the list's fold that scroll reached the page, which closes the list (Mon pilotage: the first click on an
    // owner field near the window's bottom left it closed).
    const shown = shownKey === null ? undefined : (indexOf(options).byId.get(shownKey) as SelectOption<K> | undefined);
    if (shown && query === '') {
      drawn = [shown, ...matches.filter((option) => option.id !== shown.id).slice(0, limit - 1)];
    } else if (shown && !drawn.some((option) => option.id === shown.id)) {
      drawn = [...drawn.slice(0, limit - 1), shown];
    }
    return { items: drawn, matchCount: matches.length };
  }, [engaged, options, query, limit, shownKey]);

  const choose = (key: Key | null) => {
    const option = key === null ? undefined : (indexOf(options).byId.get(String(key)) as SelectOption<K> | undefined);
    if (!option) {
      // Escape, or a blur with half-typed text: the box reads the choice again.
      setInputValue(shownLabel);
      return;
    }
    setInputValue(option.label);
    if (option.id === shownKey) return;
    const attempt = { key: option.id, over: value };
    setPicked(attempt);
    const saving = onChange(option.id);
    if (saving instanceof Promise) {
      const undo = () => setPicked((current) => (current === attempt ? null : current));
      saving.then((saved) => saved === false && undo(), undo);
    }
  };

  return (
    <ComboBox<SelectOption<K>>
      className={cx('ui-field', 'ui-combobox', className)}
      items={items}
      selectedKey={shownKey}
      onSelectionChange={choose}
      inputValue={inputValue}
      onInputChange={setInputValue}
      onFocus={engage}
      onOpenChange={engage}
      // The empty list says so, but only once something is typed: an empty box reopening on its own would trap Escape.
      allowsEmptyCollection={query !== ''}
      disabledKeys={options.filter((option) => option.isDisabled).map((option) => option.id)}
      isDisabled={isDisabled}
    >
      <AriaFieldLabel>{label}</AriaFieldLabel>
      <Group className="ui-combobox__control">
        <Input className="ui-field__input ui-combobox__input" placeholder={placeholder} />
        {/* react-aria names it in the app's locale ('Afficher les suggestions'), followed by the field's label. */}
        <AriaButton className="ui-field__end-button ui-combobox__button">
          <ChevronDown className="ui-select__chevron" aria-hidden="true" />
        </AriaButton>
      </Group>
      <AriaFieldDescription>{description}</AriaFieldDescription>
      <Popover className="ui-select__popover ui-combobox__popover" offset={4}>
        {query.trim() !== '' && matchCount === 0 && items.length > 0 && (
          <p className="ui-combobox__empty" aria-live="polite">
            {noMatchText(query.trim())}
          </p>
        )}
        <ListBox<SelectOption<K>>
          className="ui-select__listbox"
          renderEmptyState={() => <p className="ui-combobox__empty">{noMatchText(query.trim())}</p>}
        >
          {renderSelectOption}
        </ListBox>
        {matchCount > limit && <p className="ui-combobox__more">{comboBoxContent.more(limit, matchCount)}</p>}
      </Popover>
    </ComboBox>
  );
}
