import { useId, useRef, useState } from 'react';
import { REVIEW_ENTRIES } from '../review/entries';
import { setSeen } from '../review/progress';
import { ReviewList } from './review-list';
import { ReviewPage } from './review-page';
import { ReviewProgress } from './review-progress';
import { scenarioHref } from './scenario-link';
import { config } from '../../src/config/env';
import { useReviewProgress } from './use-review-progress';

export interface ReviewSectionProps {
  /** Open the review's page on first render (stories, tests). */
  defaultPageOpen?: boolean;
}

/**
 * Le parcours de revue in the console: the progress, the next screen not yet seen, the button to the review's own
 * page, and every entry in place behind a disclosure (the console stays short).
 */
export function ReviewSection({ defaultPageOpen = false }: ReviewSectionProps) {
  const seen = useReviewProgress();
  const [pageOpen, setPageOpen] = useState(defaultPageOpen);
  const [listShown, setListShown] = useState(false);
  const listId = useId();
  const openRef = useRef<HTMLButtonElement>(null);
  const next = REVIEW_ENTRIES.find((entry) => !seen.has(entry.id));

  return (
    <section className="demo-console-section" aria-labelledby="demo-console-review-title">
      <h3 id="demo-console-review-title" className="demo-console-section-title">
        Parcours de revue
      </h3>
      <ReviewProgress />
      {next ? (
        <p className="demo-console-hint">
          Écran suivant :{' '}
          <a
            className="demo-console-link"
            href={scenarioHref(next.view, config.basePath)}
            onClick={() => setSeen(next.id, true)}
          >
            {next.name}
          </a>
        </p>
      ) : (
        <p className="demo-console-success">Tous les écrans ont été vus.</p>
      )}
      <div className="demo-console-actions">
        <button ref={openRef} type="button" className="demo-console-button" onClick={() => setPageOpen(true)}>
          Ouvrir le parcours de revue
        </button>
        <button
          type="button"
          className="demo-console-button demo-console-button-quiet"
          aria-expanded={listShown}
          aria-controls={listId}
          onClick={() => setListShown(!listShown)}
        >
          {listShown ? 'Masquer la liste' : `Afficher les ${REVIEW_ENTRIES.length} écrans ici`}
        </button>
      </div>
      <div id={listId} hidden={!listShown}>
        {listShown && <ReviewList />}
      </div>
      {pageOpen && (
        <ReviewPage
          onClose={() => {
            setPageOpen(false);
            openRef.current?.focus();
          }}
        />
      )}
    </section>
  );
}
