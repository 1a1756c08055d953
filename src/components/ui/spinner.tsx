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

/** Decorative spinning ring, hidden from assistive technology. Reused inside pending buttons. */
export function SpinnerGraphic({ size = 'md', className }: { size?: SpinnerSize; className?: string }) {
  return (
    <svg
      className={cx('ui-spinner__ring', `ui-spinner__ring--${size}`, className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="ui-spinner__track" cx="12" cy="12" r="9.5" strokeWidth="3" />
      <path className="ui-spinner__arc" d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" strokeWidth="3" strokeLinecap="round" />
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

export interface LoaderProps {
  /** Text shown under the spinner. Defaults to 'Chargement...'. */
  label?: string;
  /** Minimum height of the block, as any CSS length. */
  minHeight?: string;
  /** Extra class on the root element. */
  className?: string;
}

/** Full-block loader centred in its container: the one way to show that a section or page is loading. */
export function Loader({ label = LOADING_TEXT, minHeight = '12rem', className }: LoaderProps) {
  return (
    <div className={cx('ui-loader', className)} style={{ minHeight }}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
