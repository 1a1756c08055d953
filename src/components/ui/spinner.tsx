import { cx } from './class-names';
import './spinner.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

/** The spec's loading text, quoted exactly. */
export const LOADING_TEXT = 'Chargement...';

export interface SpinnerProps {
  /** Diameter of the spinning ring. */
  size?: SpinnerSize;
  /** Text announced to screen readers (and shown when `showLabel`). Defaults to 'Chargement...'. */
  label?: string;
  /** Show the label next to the ring; when false it is still read by screen readers. */
  showLabel?: boolean;
  /** Extra class on the root element. */
  className?: string;
}

/** The spokes of the activity indicator: the darkest at the top, fading behind it as it turns clockwise. */
const SPOKES = Array.from({ length: 8 }, (_, index) => ({
  angle: (360 - index * 45) % 360,
  opacity: 1 - index * 0.11,
}));

/**
 * Decorative activity indicator (eight spokes, fading clockwise), hidden from assistive technology. Reused inside
 * pending buttons. It turns one spoke at a time (CSS `steps(8)`), ten times a second: a smooth 60 fps rotation of a
 * ring kept a software compositor redrawing the whole page every frame — on the dashboard, with a loader per
 * section, that was half a core taken from drawing the sections as their data arrived.
 */
export function SpinnerGraphic({ size = 'md', className }: { size?: SpinnerSize; className?: string }) {
  return (
    <svg
      className={cx('ui-spinner__ring', `ui-spinner__ring--${size}`, className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      {SPOKES.map(({ angle, opacity }) => (
        <line
          key={angle}
          className="ui-spinner__spoke"
          x1="12"
          y1="2.5"
          x2="12"
          y2="7"
          strokeWidth="2.5"
          strokeLinecap="round"
          opacity={opacity.toFixed(2)}
          transform={`rotate(${angle} 12 12)`}
        />
      ))}
    </svg>
  );
}

/** Inline loading indicator: a live `status` region whose text is 'Chargement...' unless told otherwise. */
export function Spinner({ size = 'md', label = LOADING_TEXT, showLabel = true, className }: SpinnerProps) {
  return (
    <span role="status" className={cx('ui-spinner', `ui-spinner--${size}`, className)}>
      <SpinnerGraphic size={size} />
      <span className={showLabel ? 'ui-spinner__label' : 'visually-hidden'}>{label}</span>
    </span>
  );
}

export interface LoadingBlockProps {
  /** Text shown under the spinner. Defaults to 'Chargement...'. */
  label?: string;
  /** Minimum height of the block, as any CSS length. */
  minHeight?: string;
  /** Extra class on the root element. */
  className?: string;
}

/** Full-block loading state centred in its container: the one way to show that a section or page is loading. */
export function LoadingBlock({ label = LOADING_TEXT, minHeight = '12rem', className }: LoadingBlockProps) {
  return (
    <div className={cx('ui-loader', className)} style={{ minHeight }}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
