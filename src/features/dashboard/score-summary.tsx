import type { ReactNode } from 'react';
import type { Schemas } from '@/api';
import { Card } from '@/components/ui';
import { DIAGNOSIS_AXES } from '@/domain/axes';
import { formatScore } from '@/lib/format';
import { dashboardContent } from './content';
import { Thermometer } from './thermometer';
import './dashboard.css';

export interface ScoreSummaryProps {
  /** The company's latest scores: global out of 100, each axis out of 25. */
  results: Schemas['ScoreResults'];
}

/** Top of the dashboard: 'Votre score global: X/100' and one thermometer per axis. */
export function ScoreSummary({ results }: ScoreSummaryProps) {
  return (
    <div className="score-summary">
      <p className="score-summary__global">
        {dashboardContent.globalScorePrefix}{' '}
        <strong className="score-summary__global-value">
          {formatScore(results.result, dashboardContent.globalScoreMax)}
        </strong>
      </p>
      <ul className="score-summary__axes" aria-label={dashboardContent.axesLabel}>
        {DIAGNOSIS_AXES.map((axis) => (
          <li key={axis.slug}>
            <Thermometer label={axis.shortTitle} axis={axis.slug} score={results[axis.resultKey]} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Shown instead of the scores while the copilot has not evaluated the company yet (the limited-access text). */
export function NotEvaluatedYet() {
  const { greeting, message } = dashboardContent.notEvaluatedYet;
  return (
    <div className="dashboard-notice">
      <p className="dashboard-notice__greeting">{greeting}</p>
      <p className="dashboard-notice__message">{message}</p>
    </div>
  );
}

/** Shown when the account has no company yet, so there is nothing to score. */
export function NoCompanyYet() {
  return (
    <div className="dashboard-notice">
      <p className="dashboard-notice__message">{dashboardContent.noCompany}</p>
    </div>
  );
}

/** The score card around whichever state applies. */
export function ScoreCard({ children }: { children: ReactNode }) {
  return (
    <Card title={dashboardContent.scoreSectionLabel} padding="lg" className="score-card">
      {children}
    </Card>
  );
}
