import { Label, Meter } from 'react-aria-components';
import type { Axis } from '@/components/ui';
import { formatScore, wholeScore } from '@/lib/format';
import './thermometer.css';

export interface ThermometerProps {
  /** Axis name, also the meter's accessible name. */
  label: string;
  /** Colour of the fill (--color-axis-*). */
  axis: Axis;
  /** Axis score, out of 25. */
  score: number;
}

const AXIS_MAX = 25;

/** Fill height of a thermometer in percent: the axis score times 4 (spec §9), kept within 0–100. */
export function thermometerFill(score: number): number {
  return Math.min(100, Math.max(0, score * 4));
}

/** One axis score as a vertical thermometer in the axis colour, with the value written out ('17/25'). */
export function Thermometer({ label, axis, score: sent }: ThermometerProps) {
  const score = wholeScore(sent);
  const valueText = formatScore(score, AXIS_MAX);
  return (
    <Meter
      value={Math.min(AXIS_MAX, Math.max(0, score))}
      minValue={0}
      maxValue={AXIS_MAX}
      valueLabel={valueText}
      className={`thermometer thermometer--${axis}`}
    >
      <div className="thermometer__gauge" aria-hidden="true">
        <div className="thermometer__tube">
          <div className="thermometer__fill" style={{ height: `${thermometerFill(score)}%` }} />
        </div>
        <div className="thermometer__bulb" />
      </div>
      <span className="thermometer__value">{valueText}</span>
      <Label className="thermometer__label">{label}</Label>
    </Meter>
  );
}
