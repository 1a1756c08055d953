import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CircleCheck, Hourglass } from 'lucide-react';
import { Alert, LinkButton, QueryState, type QueryStateQuery } from '@/components/ui';
import { APP_PAGES, grantedPageNames, landingPath, mayOpen, pageAt, type LinkPath } from '@/domain/pages';
import type { Account, Member } from '@/domain/permissions';
import { limitedAccessContent } from './content';
import { limitedAccessPageQueries } from './page-queries';
import { ResumeLink } from './resume-link';
import './diagnosis.css';

/** The signed-in person, as the page needs them: their company, role, account and page accesses decide what it offers. */
export type LimitedAccessPerson = Member & Account & { id: number; email: string };

export interface LimitedAccessPageProps {
  /** Who is looking. */
  person: LimitedAccessPerson;
}

/**
 * /limited-access: the copilote will evaluate at the next exchange (spec §2); meanwhile, the way back into the
 * questionnaire for a person whose page accesses open it. Once the company is evaluated (`GET /results/{email}`
 * answers), the page says so and leads to the person's landing page instead of promising a future evaluation.
 */
export function LimitedAccessPage({ person }: LimitedAccessPageProps) {
  return (
    <article className="diagnosis-page limited-access">
      <div className="limited-access__card">
        {person.companyId === null ? (
          <>
            <Waiting />
            <Alert tone="info">{limitedAccessContent.noCompany}</Alert>
          </>
        ) : (
          <CompanyState person={person} />
        )}
      </div>
    </article>
  );
}

/** The spec's text: the evaluation will come at the next exchange. */
function Waiting() {
  return (
    <>
      <Hourglass className="limited-access__icon" size={40} aria-hidden="true" />
      <h1 className="limited-access__title">
        <span className="limited-access__greeting">{limitedAccessContent.greeting}</span>{' '}
        <span>{limitedAccessContent.message}</span>
      </h1>
    </>
  );
}

/** A person whose page accesses are not checked may open every page: nothing to ask. */
const EVERY_PAGE: QueryStateQuery<null> = { data: null, error: null, isFetching: false, refetch: () => undefined };

function CompanyState({ person }: { person: LimitedAccessPerson }) {
  const queries = limitedAccessPageQueries(person);
  const authorizations = useQuery(queries.authorizations);
  const results = useQuery(queries.results);
  const access = queries.authorizations.enabled ? authorizations : EVERY_PAGE;
  // 404 means "not evaluated yet": an answer, not a hiccup to retry.
  const withAccess = (evaluated: boolean) => (
    <QueryState query={access} what={limitedAccessContent.accessWhat} minHeight="8rem">
      {(data) => {
        const granted = data ? grantedPageNames(data) : null;
        return evaluated ? (
          <Evaluated landing={landingPath(person, granted)} />
        ) : (
          <NotEvaluated person={person} granted={granted} />
        );
      }}
    </QueryState>
  );
  return (
    <QueryState
      query={results}
      what={limitedAccessContent.evaluationWhat}
      minHeight="8rem"
      notFound={withAccess(false)}
    >
      {() => withAccess(true)}
    </QueryState>
  );
}

function NotEvaluated({ person, granted }: { person: LimitedAccessPerson; granted: ReadonlySet<string> | null }) {
  // The questionnaire's calls answer 403 to a person whose page accesses do not open it: no link, no call.
  const mayAnswer = granted === null || mayOpen(person, pageAt('/diagnostic'), granted);
  return (
    <>
      <Waiting />
      {mayAnswer && (
        <>
          <p className="diagnosis-page__lead">{limitedAccessContent.meanwhile}</p>
          <div className="limited-access__actions">
            <ResumeLink />
          </div>
        </>
      )}
    </>
  );
}

/** The company was evaluated: say so, and lead to where the person lands after signing in. */
function Evaluated({ landing }: { landing: LinkPath }) {
  const label = APP_PAGES.find((page) => page.to === landing)?.label ?? limitedAccessContent.landingFallback;
  return (
    <>
      <CircleCheck className="limited-access__icon" size={40} aria-hidden="true" />
      <h1 className="limited-access__title">{limitedAccessContent.evaluated}</h1>
      <p className="diagnosis-page__lead">{limitedAccessContent.evaluatedLead}</p>
      <div className="limited-access__actions">
        <LinkButton to={landing} iconEnd={<ArrowRight size={18} />}>
          {limitedAccessContent.toLanding(label)}
        </LinkButton>
      </div>
    </>
  );
}
