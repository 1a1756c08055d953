import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { Logo } from '@/components/ui';
import { brandContent } from '../login-content';
import { useIsWideScreen } from './use-media-query';
import './auth.css';

export interface AuthLayoutProps {
  /** The screen: its h1, form or status. */
  children: ReactNode;
  /**
   * For a route's static HTML (src/app/route-frames.tsx), written before anyone's screen width is known: both the
   * brand panel and the compact header, the stylesheet showing the one the width calls for.
   */
  isStatic?: boolean;
}

/** Decorative compass of the four axes: one coloured quarter per axis around the Steer needle. */
function AxesCompass() {
  const radius = 84;
  const circumference = 2 * Math.PI * radius;
  const quarter = circumference / 4;
  const gap = 10;
  return (
    <svg className="auth-brand__compass" viewBox="0 0 220 220" aria-hidden="true" focusable="false">
      <circle className="auth-brand__compass-track" cx="110" cy="110" r={radius} />
      {brandContent.axes.map((axis, index) => (
        <circle
          key={axis.key}
          className={`auth-brand__compass-arc auth-brand__compass-arc--${axis.key}`}
          cx="110"
          cy="110"
          r={radius}
          strokeDasharray={`${quarter - gap} ${circumference - quarter + gap}`}
          strokeDashoffset={-index * quarter}
        />
      ))}
      <circle className="auth-brand__compass-core" cx="110" cy="110" r="52" />
      <path
        className="auth-brand__compass-needle"
        d="M88 132 132 88M132 88H103M132 88v29"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Left panel on wide screens: logo (to /login), what Steer is for, and the four axes of the diagnosis. */
function BrandPanel() {
  return (
    <aside className="auth-brand" aria-label={brandContent.regionLabel}>
      <Link to="/login" className="auth-brand__logo-link">
        <Logo size="lg" tone="inverse" />
      </Link>
      <div className="auth-brand__body">
        <p className="auth-brand__tagline">{brandContent.tagline}</p>
        <p className="auth-brand__pitch">{brandContent.pitch}</p>
        <ul className="stack-list" role="list">
          {brandContent.highlights.map((highlight) => (
            <li key={highlight} className="auth-brand__highlight">
              <span className="auth-brand__highlight-icon" aria-hidden="true">
                <Check size={16} strokeWidth={2.5} />
              </span>
              {highlight}
            </li>
          ))}
        </ul>
      </div>
      <div className="auth-brand__visual">
        <AxesCompass />
        <ul className="auth-brand__axes" role="list" aria-label={brandContent.axesLabel}>
          {brandContent.axes.map((axis) => (
            <li key={axis.key} className="auth-brand__axis">
              <span className={`auth-brand__axis-dot auth-brand__axis-dot--${axis.key}`} aria-hidden="true" />
              {axis.label}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

/**
 * Shell of the account screens. From 1024 px: the brand panel on the left, the screen on the right. Below: a compact
 * header with the logo and the screen alone (the same breakpoint is repeated in auth.css for the first paint).
 */
export function AuthLayout({ children, isStatic = false }: AuthLayoutProps) {
  const isWide = useIsWideScreen();
  const header = (
    <header className="auth-layout__header">
      <Link to="/login" className="auth-layout__logo-link">
        <Logo size="md" />
      </Link>
    </header>
  );
  if (isStatic) {
    return (
      <div className="auth-layout auth-layout--wide auth-layout--static">
        <BrandPanel />
        {header}
        <main id="contenu" className="auth-layout__main">
          <div className="auth-layout__content">{children}</div>
        </main>
      </div>
    );
  }
  return (
    <div className={isWide ? 'auth-layout auth-layout--wide' : 'auth-layout auth-layout--narrow'}>
      {isWide ? <BrandPanel /> : header}
      <main id="contenu" className="auth-layout__main">
        <div className="auth-layout__content">{children}</div>
      </main>
    </div>
  );
}
