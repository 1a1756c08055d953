import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { REVIEW_ENTRIES } from '../review/entries';
import { ReviewList } from './review-list';
import { ReviewProgress } from './review-progress';

export interface ReviewPageProps {
  /** Closes the page; focus goes back to what opened it (the caller's). */
  onClose: () => void;
}

/**
 * The review's own page, over the app: every entry at full width, the progress and its reset. A modal dialog: focus
 * moves to its heading, stays inside (Tab wraps), and Escape or « Fermer » close it.
 */
export function ReviewPage({ onClose }: ReviewPageProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = dialogRef.current?.querySelectorAll<HTMLElement>('a[href], button:not(:disabled), input');
    if (!focusable || focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === titleRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="demo-console-overlay">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="demo-console-review-page"
        onKeyDown={onKeyDown}
      >
        <header className="demo-console-header">
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className="demo-console-title">
            Parcours de revue
          </h2>
          <button type="button" className="demo-console-button demo-console-button-quiet" onClick={onClose}>
            Fermer
          </button>
        </header>
        <p className="demo-console-hint">
          Les {REVIEW_ENTRIES.length} écrans et états de la spécification, groupés comme elle. Chaque lien ouvre l'écran
          avec sa persona et ses réglages, et le marque comme vu.
        </p>
        <ReviewProgress />
        <ReviewList level={3} />
      </div>
    </div>
  );
}
