import { Label, Radio, RadioGroup } from 'react-aria-components';
import { LEVEL_NAMES, type QuestionLevel, type RatingLevel } from '@/content/diagnosis';
import { questionPageContent } from './content';

export interface RatingScaleProps {
  /** The four levels with their descriptions. */
  levels: readonly QuestionLevel[];
  /** The chosen level, or null. */
  value: RatingLevel | null;
  /** Called with the level the person chooses (by click, Space or the arrow keys). */
  onChange: (level: RatingLevel) => void;
  /** Colour of the selection: the axis colour. */
  axis: string;
}

/** The rating from 1 to 4, each level with its description: a radio group (arrow keys move and choose). */
export function RatingScale({ levels, value, onChange, axis }: RatingScaleProps) {
  return (
    <RadioGroup
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next) as RatingLevel)}
      className={`rating rating--${axis}`}
    >
      <Label className="rating__label">{questionPageContent.ratingLabel}</Label>
      <div className="rating__options">
        {levels.map((level) => (
          <Radio key={level.level} value={String(level.level)} className="rating__option">
            <span className="rating__badge" aria-hidden="true">
              {level.level}
            </span>
            <span className="rating__body">
              <span className="rating__name">
                {questionPageContent.levelName(level.level, LEVEL_NAMES[level.level])}
              </span>
              <span className="rating__text">{level.text}</span>
            </span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
