import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from '@/components/ui';
import './layouts.css';

export interface PublicLayoutProps {
  /** The page content. */
  children: ReactNode;
}

/** The public shell: the logo (to /login) and the page, no menu. */
export function PublicLayout({ children }: PublicLayoutProps) {
  return (
    <div className="public-layout">
      <header className="public-layout__header">
        <Link to="/login" className="public-layout__logo-link">
          <Logo size="md" />
        </Link>
      </header>
      <main id="contenu" className="public-layout__main">
        {children}
      </main>
    </div>
  );
}
