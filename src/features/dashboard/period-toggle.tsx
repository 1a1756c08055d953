import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import type { ScoreHistoryDuration } from '@/api/queries/dashboard';
import { scoreHistoryContent } from './content';
import './dashboard.css';

export interface PeriodToggleProps {
  /** The period shown. */
  value: ScoreHistoryDuration;
  /** Called with the period chosen. */
  onChange: (period: ScoreHistoryDuration) => void;
}

const isPeriod = (key: Key | undefined): key is ScoreHistoryDuration =>
  scoreHistoryContent.periods.some((period) => period.id === key);

/** '3 mois', '6 mois', 'Tout': one choice at a time, arrow keys move between them (a radio group for readers). */
export function PeriodToggle({ value, onChange }: PeriodToggleProps) {
  return (
    <ToggleButtonGroup
      aria-label={scoreHistoryContent.periodsLabel}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [key] = [...keys];
        if (isPeriod(key)) onChange(key);
      }}
      className="period-toggle"
    >
      {scoreHistoryContent.periods.map((period) => (
        <ToggleButton key={period.id} id={period.id} className="period-toggle__button">
          {period.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
