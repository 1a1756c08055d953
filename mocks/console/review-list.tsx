import { useId } from 'react';
import { REVIEW_GROUPS, type ReviewGroup } from '../review/entries';
import { setSeen } from '../review/progress';
import { scenarioHref } from './scenario-link';
import { config } from '../../src/config/env';
import { useReviewProgress } from './use-review-progress';

export interface ReviewListProps {
  /** The groups listed; the whole review by default. */
  groups?: readonly ReviewGroup[];
  /** Heading level of the groups' titles, under the list's own heading. */
  level?: 3 | 4;
}

/**
 * The review's entries by group: each a link that opens its screen through its scenario link (and marks it seen), the
 * one line saying what to look at, and a « Vu » box to mark it by hand.
 */
export function ReviewList({ groups = REVIEW_GROUPS, level = 4 }: ReviewListProps) {
  const seen = useReviewProgress();
  const prefix = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="demo-console-review">
      {groups.map((group) => {
        const headingId = `${prefix}-${group.id}`;
        const count = group.entries.filter((entry) => seen.has(entry.id)).length;
        return (
          <section key={group.id} aria-labelledby={headingId} className="demo-console-review-group">
            <Heading id={headingId} className="demo-console-review-group-title">
              {group.title}{' '}
              <span className="demo-console-muted">
                ({count}/{group.entries.length})
              </span>
            </Heading>
            <ul className="demo-console-list">
              {group.entries.map((entry) => {
                const isSeen = seen.has(entry.id);
                const lookId = `${prefix}-${entry.id}-look`;
                return (
                  <li key={entry.id} className="demo-console-card" data-seen={isSeen}>
                    <div className="demo-console-card-head">
                      <a
                        className="demo-console-link demo-console-card-title"
                        href={scenarioHref(entry.view, config.basePath)}
                        aria-describedby={lookId}
                        onClick={() => setSeen(entry.id, true)}
                      >
                        {entry.name}
                      </a>
                      <label className="demo-console-radio">
                        <input
                          type="checkbox"
                          checked={isSeen}
                          aria-label={`${entry.name} : vu`}
                          onChange={(event) => setSeen(entry.id, event.currentTarget.checked)}
                        />
                        <span aria-hidden="true">Vu</span>
                      </label>
                    </div>
                    <p id={lookId} className="demo-console-card-text">
                      {entry.look}
                    </p>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
