import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { backendWork, subscribeBackendWork } from '@/api/backend-ready';

/** How long a submit waits before the page says what the backend is preparing. */
export const PENDING_WORK_DELAY_MS = 1_000;

/**
 * Under a submit button: what the backend is preparing (the demo's large company, built at its first sign-in), once
 * the submit has waited a second for it — a spinner alone says nothing for seconds. A polite live region, present
 * from the start so that the sentence is read out when it appears; empty, it takes no room.
 */
export function PendingWork({
  isPending,
  delayMs = PENDING_WORK_DELAY_MS,
}: {
  isPending: boolean;
  /** The wait before the sentence shows: its stories show it at once (the delay itself is login-page.test.tsx's). */
  delayMs?: number;
}) {
  const work = useSyncExternalStore(subscribeBackendWork, backendWork, () => null);
  return (
    <p role="status" className="auth-form__pending-work">
      {isPending && work !== null ? <AfterDelay delayMs={delayMs}>{work}</AfterDelay> : null}
    </p>
  );
}

function AfterDelay({ delayMs, children }: { delayMs: number; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return shown ? children : null;
}
