import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Schemas } from '@/api';
import { collaboratorQueries } from '@/api/queries/collaborators';
import { LoadError, LoadingBlock } from '@/components/ui';
import { pageAccessContent } from './content';
import { PAGE_RULES, isPageAccessChecked, opens, ruleOf, type PageRule } from './page-rules';
import './page-access.css';

/** The signed-in person, as the gate needs them. */
export interface PageAccessUser {
  id: number;
  role: Schemas['CollaboratorRole'] | null;
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
  const rule = ruleOf(pathname);
  if (!rule || !isPageAccessChecked(user)) return <>{children}</>;
  return (
    <CheckedPage rule={rule} userId={user.id}>
      {children}
    </CheckedPage>
  );
}

function CheckedPage({ rule, userId, children }: { rule: PageRule; userId: number; children: ReactNode }) {
  const authorizations = useQuery(collaboratorQueries.pageAuthorizations(userId));
  if (authorizations.isPending) return <LoadingBlock label={pageAccessContent.checking} />;
  if (authorizations.isError) {
    return (
      <div className="page-access">
        <LoadError
          what={pageAccessContent.what}
          error={authorizations.error}
          onRetry={() => void authorizations.refetch()}
          retrying={authorizations.isFetching}
        />
      </div>
    );
  }
  const granted = new Set(authorizations.data.map((authorization) => authorization.page.name));
  if (opens(rule, granted)) return <>{children}</>;
  return <NoAccess rule={rule} granted={granted} />;
}

type Collaborator = Schemas['Collaborator'];

function nameOf(collaborator: Collaborator): string {
  const full = [collaborator.name, collaborator.surname].filter(Boolean).join(' ');
  return full ? `${full} (${collaborator.email})` : collaborator.email;
}

/** Paths of the spec that other parts of the product route; the router's typed `to` cannot know them all. */
type AnyPath = '/';

/** The no-access state: which page, who can open it, and the way to the pages the person has. */
export function NoAccess({ rule, granted }: { rule: PageRule; granted: ReadonlySet<string> }) {
  const team = useQuery(collaboratorQueries.list());
  const mainAdmin = team.data?.find((member) => member.role === 'Administrateur principal');
  const secondaries = team.data?.filter((member) => member.role === 'Administrateur secondaire') ?? [];
  const open = PAGE_RULES.filter((candidate) => opens(candidate, granted));
  return (
    <section className="page-access" aria-labelledby="page-access-title">
      <span className="page-access__icon" aria-hidden="true">
        <LockKeyhole size={32} strokeWidth={1.8} />
      </span>
      <h1 id="page-access-title" className="page-access__title">
        {pageAccessContent.title}
      </h1>
      <p className="page-access__message">{pageAccessContent.message(rule.label)}</p>
      <p className="page-access__message">
        {mainAdmin ? pageAccessContent.askMain(nameOf(mainAdmin)) : pageAccessContent.askUnknown}
        {secondaries.length > 0 && ` ${pageAccessContent.askSecondary(secondaries.map(nameOf))}`}
      </p>
      {open.length > 0 ? (
        <nav className="page-access__pages" aria-labelledby="page-access-pages">
          <h2 id="page-access-pages" className="page-access__subtitle">
            {pageAccessContent.yourPages}
          </h2>
          <ul className="page-access__list">
            {open.map((page) => (
              <li key={page.to}>
                <Link to={page.to as AnyPath} className="page-access__link">
                  {page.label}
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
