import { useEffect, useState } from 'react';
import { db, type OutboxEmail } from '../db';

/** The outbox, newest first. */
export function readOutbox(): OutboxEmail[] {
  return [...db.outbox.all()].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/**
 * The outbox, kept current while the component is mounted. A handler's several writes (an e-mail, then the oldest
 * dropped) are read once, a tick later; the listeners are removed on unmount through their abort signal.
 */
export function useOutbox(): OutboxEmail[] {
  const [emails, setEmails] = useState(readOutbox);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (!controller.signal.aborted) setEmails(readOutbox());
      }, 0);
    };
    db.outbox.hooks.on('create', refresh, { signal: controller.signal });
    db.outbox.hooks.on('update', refresh, { signal: controller.signal });
    db.outbox.hooks.on('delete', refresh, { signal: controller.signal });
    // Catch up with anything written between the first render and the subscription.
    refresh();
    return () => {
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);

  return emails;
}
