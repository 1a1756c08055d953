import { Hourglass } from 'lucide-react';
import { Alert } from '@/components/ui';
import { limitedAccessContent } from './content';
import { ResumeLink } from './resume-link';
import './diagnosis.css';

export interface LimitedAccessPageProps {
  /** The signed-in person's company, or null (then there is no questionnaire to resume). */
  companyId: number | null;
}

/** /limited-access: the copilote will evaluate at the next exchange; meanwhile, the way back into the questionnaire. */
export function LimitedAccessPage({ companyId }: LimitedAccessPageProps) {
  return (
    <article className="diagnosis-page limited-access">
      <div className="limited-access__card">
        <Hourglass className="limited-access__icon" size={40} aria-hidden="true" />
        <h1 className="limited-access__title">
          <span className="limited-access__greeting">{limitedAccessContent.greeting}</span>{' '}
          <span>{limitedAccessContent.message}</span>
        </h1>
        {companyId === null ? (
          <Alert tone="info">{limitedAccessContent.noCompany}</Alert>
        ) : (
          <>
            <p className="diagnosis-page__lead">{limitedAccessContent.meanwhile}</p>
            <div className="limited-access__actions">
              <ResumeLink />
            </div>
          </>
        )}
      </div>
    </article>
  );
}
