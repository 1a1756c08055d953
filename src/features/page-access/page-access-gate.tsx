import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { collaboratorQueries } from '@/api/queries/collaborators';
import { QueryState } from '@/components/ui';
import { pageAccessContent } from './content';
import { nameOf, useAdministrators, whomToAsk } from './use-page-access';
import { APP_PAGES, grantedPageNames, isPageAccessChecked, opens, pageAt, type AppPage } from '@/domain/pages';
import type { CollaboratorRole } from '@/domain/permissions';
import './page-access.css';

/** The signed-in person, as the gate needs them. */
export interface PageAccessUser {
  id: number;
  role: CollaboratorRole | null;
  companyId: number | null;
}

export interface PageAccessGateProps {
  /** The path being shown. */
  pathname: string;
  /** Who is looking. */
  user: PageAccessUser;
  /** The page, shown only when the person may open it. */
  children: ReactNode;
}

/**
 * Page access, applied once for every signed-in page (spec §6): the menu lists every entry, but a page the person
 * was not granted (`GET /page-authorization/user`) shows who can open it and the pages they do have instead.
 */
export function PageAccessGate({ pathname, user, children }: PageAccessGateProps) {
  const page = pageAt(pathname);
  if (!page || !isPageAccessChecked(user)) return <>{children}</>;
  return (
    <CheckedPage page={page} userId={user.id}>
      {children}
    </CheckedPage>
  );
}

function CheckedPage({ page, userId, children }: { page: AppPage; userId: number; children: ReactNode }) {
  const authorizations = useQuery(collaboratorQueries.pageAuthorizations(userId));
  return (
    <QueryState
      query={authorizations}
      what={pageAccessContent.what}
      loadingLabel={pageAccessContent.checking}
      framed={(failure) => <div className="page-access">{failure}</div>}
    >
      {(data) => {
        const granted = grantedPageNames(data);
        return opens(page, granted) ? children : <NoAccess page={page} granted={granted} />;
      }}
    </QueryState>
  );
}

/** The no-access state: which page, who can open it, and the way to the pages the person has. */
export function NoAccess({ page, granted }: { page: AppPage; granted: ReadonlySet<string> }) {
  const { mainAdmin, secondaries } = useAdministrators();
  const open = APP_PAGES.filter((candidate) => opens(candidate, granted));
  return (
    <section className="page-access" aria-labelledby="page-access-title">
      <span className="page-access__icon" aria-hidden="true">
        <LockKeyhole size={32} strokeWidth={1.8} />
      </span>
      <h1 id="page-access-title" className="page-access__title">
        {pageAccessContent.title}
      </h1>
      <p className="page-access__message">{pageAccessContent.message(page.label)}</p>
      <p className="page-access__message">
        {whomToAsk(mainAdmin)}
        {secondaries.length > 0 && ` ${pageAccessContent.askSecondary(secondaries.map(nameOf))}`}
      </p>
      {open.length > 0 ? (
        <nav className="page-access__pages" aria-labelledby="page-access-pages">
          <h2 id="page-access-pages" className="page-access__subtitle">
            {pageAccessContent.yourPages}
          </h2>
          <ul className="page-access__list">
            {open.map((candidate) => (
              <li key={candidate.to}>
                <Link to={candidate.to} className="page-access__link">
                  {candidate.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p className="page-access__message">{pageAccessContent.noPages}</p>
      )}
    </section>
  );
}
