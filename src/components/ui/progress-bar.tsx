import type { ReactNode } from 'react';
import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import type { AxisSlug } from '@/domain/axis-slugs';
import { cx } from './class-names';
import './progress-bar.css';

/** The four diagnosis axes, each with its colour token (--color-axis-*). */
export type Axis = AxisSlug;

export interface ProgressBarProps {
  /** Label of the bar, also its accessible name. */
  label: ReactNode;
  /** Keep the label for screen readers only (e.g. when a heading nearby already says it). */
  hideLabel?: boolean;
  /** Progress from 0 to 100 (clamped). */
  value: number;
  /** Fill with an axis colour instead of the brand colour. */
  axis?: Axis;
  /** Show the percentage next to the label. */
  showValueLabel?: boolean;
  /** Custom value text, e.g. '12/25' for a score; also read by screen readers. */
  valueLabel?: string;
  /** Thickness of the bar. */
  size?: 'sm' | 'md' | 'lg';
  /** Extra class on the root element. */
  className?: string;
}

/** Determinate progress bar built on react-aria-components ProgressBar (role progressbar, aria-valuenow/text). */
export function ProgressBar({
  label,
  hideLabel = false,
  value,
  axis,
  showValueLabel = true,
  valueLabel,
  size = 'md',
  className,
}: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <AriaProgressBar
      value={clamped}
      minValue={0}
      maxValue={100}
      valueLabel={valueLabel}
      className={cx('ui-progress', `ui-progress--${size}`, axis && `ui-progress--${axis}`, className)}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={cx('ui-progress__header', hideLabel && !showValueLabel && 'visually-hidden')}>
            <Label className={cx('ui-progress__label', hideLabel && 'visually-hidden')}>{label}</Label>
            {showValueLabel && <span className="ui-progress__value">{valueText}</span>}
          </div>
          <div className="ui-progress__track">
            <div className="ui-progress__fill" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
