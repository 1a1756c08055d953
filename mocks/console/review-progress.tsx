import { useEffect, useRef, useState } from 'react';
import { REVIEW_ENTRIES } from '../review/entries';
import { progressLabel, resetSeen } from '../review/progress';
import { useReviewProgress } from './use-review-progress';

/** « 23 écrans vus sur 41 », its bar, and the reset (behind a confirmation: the marks are the reviewer's work). */
export function ReviewProgress() {
  const seen = useReviewProgress();
  const [confirming, setConfirming] = useState(false);
  const resetRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const total = REVIEW_ENTRIES.length;

  // Focus follows the step, as in the data reset: to 'Annuler' when asked to confirm, back to the button after.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (wasConfirming.current) resetRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <div className="demo-console-review-progress">
      <p className="demo-console-strong" role="status">
        {progressLabel(seen.size, total)}
      </p>
      <progress className="demo-console-progress" max={total} value={seen.size} aria-hidden="true" />
      {confirming ? (
        <div className="demo-console-actions" role="group" aria-label="Remettre le parcours à zéro ?">
          <button
            type="button"
            className="demo-console-button demo-console-button-danger"
            onClick={() => {
              resetSeen();
              setConfirming(false);
            }}
          >
            Effacer les marques « Vu »
          </button>
          <button
            ref={cancelRef}
            type="button"
            className="demo-console-button demo-console-button-quiet"
            onClick={() => setConfirming(false)}
          >
            Annuler
          </button>
        </div>
      ) : (
        <button
          ref={resetRef}
          type="button"
          className="demo-console-button demo-console-button-quiet"
          onClick={() => setConfirming(true)}
        >
          Remettre le parcours à zéro
        </button>
      )}
    </div>
  );
}
