import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { cx } from './class-names';
import './alert.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<AlertTone, { icon: LucideIcon; prefix: string }> = {
  info: { icon: Info, prefix: 'Information' },
  success: { icon: CircleCheck, prefix: 'Succès' },
  warning: { icon: TriangleAlert, prefix: 'Attention' },
  danger: { icon: CircleAlert, prefix: 'Erreur' },
};

export interface AlertProps {
  /** Meaning of the message; sets colour, icon and the prefix read by screen readers. */
  tone?: AlertTone;
  /** Optional bold first line. */
  title?: ReactNode;
  /** The message. */
  children: ReactNode;
  /** Element at the end of the banner (e.g. a 'Réessayer' button). */
  action?: ReactNode;
  /** Extra class on the root element. */
  className?: string;
}

/** A message that already opens with the tone's word (the spec's 'Erreur: ...') needs no second one read out. */
function saysItAlready(text: ReactNode, prefix: string): boolean {
  return (
    typeof text === 'string' && text.trimStart().toLocaleLowerCase('fr').startsWith(prefix.toLocaleLowerCase('fr'))
  );
}

/**
 * Inline message banner. Danger uses role="alert" (announced at once); other tones use role="status" (polite).
 * Each tone has its own icon and a screen-reader prefix, so colour is never the only signal.
 * Render it conditionally when the message appears so it is announced.
 */
export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  const { icon: Icon, prefix } = TONES[tone];
  const showPrefix = !saysItAlready(title ?? children, prefix);
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={cx('ui-alert', `ui-alert--${tone}`, className)}>
      <Icon className="ui-alert__icon" aria-hidden="true" />
      <div className="ui-alert__content">
        {title && (
          <p className="ui-alert__title">
            {showPrefix && <span className="visually-hidden">{prefix} : </span>}
            {title}
          </p>
        )}
        <div className="ui-alert__message">
          {!title && showPrefix && <span className="visually-hidden">{prefix} : </span>}
          {children}
        </div>
      </div>
      {action && <div className="ui-alert__action">{action}</div>}
    </div>
  );
}
