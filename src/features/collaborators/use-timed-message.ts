import { useCallback, useEffect, useRef, useState } from 'react';

/** A message that shows for `durationMs` then goes away (the spec's 3 s confirmations); a new one restarts the timer. */
export function useTimedMessage(durationMs: number): [string | null, (message: string) => void, () => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  const show = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show, clear];
}
