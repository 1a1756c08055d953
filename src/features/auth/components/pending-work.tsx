import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { backendWork, subscribeBackendWork } from '@/api/backend-ready';

/** How long a submit waits before the page says what the backend is preparing. */
export const PENDING_WORK_DELAY_MS = 1_000;

/**
 * Under a submit button: what the backend is preparing (the demo's large company, built at its first sign-in), once
 * the submit has waited a second for it — a spinner alone says nothing for seconds. A polite live region, present
 * from the start so that the sentence is read out when it appears; empty, it takes no room.
 */
export function PendingWork({ isPending }: { isPending: boolean }) {
  const work = useSyncExternalStore(subscribeBackendWork, backendWork, () => null);
  return (
    <p role="status" className="auth-form__pending-work">
      {isPending && work !== null ? <AfterDelay>{work}</AfterDelay> : null}
    </p>
  );
}

function AfterDelay({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), PENDING_WORK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}
