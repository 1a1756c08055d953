import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui';
import { documentsContent } from './content';
import './documents.css';

export interface DocumentsShellProps {
  /** The tab's content. */
  children: ReactNode;
}

/**
 * 'Mes documents' with its two tabs, which are pages (/mes-documents-internes, /mes-documents-steer) so each can be
 * linked and bookmarked; /mes-documents shows the internal documents.
 */
export function DocumentsShell({ children }: DocumentsShellProps) {
  const { pathname } = useLocation();
  const onSteer = pathname.startsWith('/mes-documents-steer');
  return (
    <div className="documents">
      <PageHeader title={documentsContent.title} intro={documentsContent.intro}>
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
      </PageHeader>
      {children}
    </div>
  );
}
