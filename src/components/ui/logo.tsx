import { cx } from './class-names';
import './logo.css';

export type LogoSize = 'sm' | 'md' | 'lg' | 'xl';
export type LogoTone = 'brand' | 'inverse' | 'currentColor';

export interface LogoProps {
  /** Height of the logo: sm 24px, md 32px, lg 48px, xl 64px. */
  size?: LogoSize;
  /** brand (teal on light), inverse (white on dark) or currentColor (inherits the text colour). */
  tone?: LogoTone;
  /** Show the "Steer" wordmark next to the mark; the accessible name is 'Steer' either way. */
  withWordmark?: boolean;
  /** Extra class on the svg. */
  className?: string;
}

/** The Steer logo as inline SVG (no network, no image file). Inside a link it gives the link its name. */
export function Logo({ size = 'md', tone = 'brand', withWordmark = true, className }: LogoProps) {
  return (
    <svg
      role="img"
      aria-label="Steer"
      viewBox={withWordmark ? '0 0 132 36' : '0 0 36 36'}
      className={cx('ui-logo', `ui-logo--${size}`, `ui-logo--${tone}`, className)}
      focusable="false"
    >
      <rect className="ui-logo__mark" x="0" y="0" width="36" height="36" rx="9" />
      <path
        className="ui-logo__needle"
        d="M10.5 25.5 25.5 10.5M25.5 10.5H15.5M25.5 10.5v10"
        fill="none"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {withWordmark && (
        <text className="ui-logo__word" x="45" y="27" aria-hidden="true">
          Steer
        </text>
      )}
    </svg>
  );
}
