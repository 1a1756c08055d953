import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui';
import { documentsContent } from './content';
import './documents.css';

export interface DocumentsShellProps {
  /** The tab's content. */
  children: ReactNode;
}

export interface DocumentsLayoutProps {
  /** The tabs under the intro (the route's static frame, which knows no current tab, has none). */
  tabs?: ReactNode;
  /** The tab's content. */
  children?: ReactNode;
}

/**
 * The wrapper and header of 'Mes documents', which the route's static frame renders too (src/app/route-frames.tsx), so
 * the frame's heading sits where the page's will.
 */
export function DocumentsLayout({ tabs, children }: DocumentsLayoutProps) {
  return (
    <div className="documents">
      <PageHeader title={documentsContent.title} intro={documentsContent.intro}>
        {tabs}
      </PageHeader>
      {children}
    </div>
  );
}

/**
 * 'Mes documents' with its two tabs, which are pages (/mes-documents-internes, /mes-documents-steer) so each can be
 * linked and bookmarked; /mes-documents shows the internal documents.
 */
export function DocumentsShell({ children }: DocumentsShellProps) {
  const { pathname } = useLocation();
  const onSteer = pathname.startsWith('/mes-documents-steer');
  return (
    <DocumentsLayout
      tabs={
        <nav className="documents-tabs" aria-label={documentsContent.tabsLabel}>
          <Link
            to="/mes-documents-internes"
            className="documents-tabs__link"
            aria-current={onSteer ? undefined : 'page'}
          >
            {documentsContent.internalTab}
          </Link>
          <Link to="/mes-documents-steer" className="documents-tabs__link" aria-current={onSteer ? 'page' : undefined}>
            {documentsContent.steerTab}
          </Link>
        </nav>
      }
    >
      {children}
    </DocumentsLayout>
  );
}
