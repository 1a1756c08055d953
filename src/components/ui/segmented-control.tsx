import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { cx } from './class-names';
import './segmented-control.css';

/** One choice of a segmented control. */
export interface SegmentOption<K extends string> {
  id: K;
  label: string;
}

export interface SegmentedControlProps<K extends string> {
  /** What the choices choose, read to screen readers ('Période affichée'). */
  label: string;
  /** The choices, in order. */
  options: readonly SegmentOption<K>[];
  /** The choice made. */
  value: K;
  /** Called with the choice made. */
  onChange: (value: K) => void;
  /** Extra class on the group. */
  className?: string;
}

/**
 * One choice among a few shown side by side ('3 mois', '6 mois', 'Tout'; the four axes): exactly one is always
 * chosen, arrow keys move between them, and screen readers hear a group of toggle buttons with its label. The choices
 * wrap on narrow screens.
 */
export function SegmentedControl<K extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: SegmentedControlProps<K>) {
  const isOption = (key: Key | undefined): key is K => options.some((option) => option.id === key);
  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [key] = [...keys];
        if (isOption(key)) onChange(key);
      }}
      className={cx('ui-segmented', className)}
    >
      {options.map((option) => (
        <ToggleButton key={option.id} id={option.id} className="ui-segmented__option">
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
