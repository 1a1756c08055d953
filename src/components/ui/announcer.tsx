import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * How urgently a message is spoken: `polite` waits for the screen reader to finish what it is saying (saved, sent,
 * an answer, a count), `assertive` interrupts it (a write or a message that failed).
 */
export type Politeness = 'polite' | 'assertive';

interface Announcement {
  id: number;
  text: string;
}

/** How long a message stays in its region: long enough to be read, gone before a reader's cursor meets it later. */
const CLEAR_AFTER_MS = 7_000;

let nextId = 1;
type Said = Readonly<Record<Politeness, readonly Announcement[]>>;
let current: Said = { polite: [], assertive: [] };
const listeners = new Set<() => void>();

function publish(next: Said) {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * Speaks a message through the app's one announcer (WCAG 4.1.3): the outcome of something asynchronous that a sighted
 * person reads on screen. Each call adds a node to the region, so two outcomes at once are both spoken, and the same
 * words said twice are spoken twice; each node leaves a few seconds later.
 */
export function announce(text: string, politeness: Politeness = 'polite'): void {
  const message = text.trim();
  if (!message) return;
  const said = { id: nextId++, text: message };
  publish({ ...current, [politeness]: [...current[politeness], said] });
  setTimeout(
    () => publish({ ...current, [politeness]: current[politeness].filter((entry) => entry !== said) }),
    CLEAR_AFTER_MS,
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => current;

/**
 * The app's two live regions, polite and assertive, mounted once by the root route so they exist before anything is
 * said (a region added with its text is not announced). Hidden on screen: what they say is already written on it.
 */
export function LiveAnnouncer() {
  const said = useSyncExternalStore(subscribe, snapshot, snapshot);
  // What was said before this region existed was heard by no one: a region drawn with its text is silent.
  const [since] = useState(() => nextId);
  const polite = said.polite.filter(({ id }) => id >= since);
  const assertive = said.assertive.filter(({ id }) => id >= since);
  return (
    <div className="visually-hidden" data-announcer="">
      <div aria-live="polite" aria-relevant="additions">
        {polite.map(({ id, text }) => (
          <p key={id}>{text}</p>
        ))}
      </div>
      <div aria-live="assertive" aria-relevant="additions">
        {assertive.map(({ id, text }) => (
          <p key={id}>{text}</p>
        ))}
      </div>
    </div>
  );
}

export interface SpokenOnChangeProps {
  /** What to say: spoken each time it changes, not when first drawn (the page says it then). */
  message: string;
  politeness?: Politeness;
}

/**
 * Speaks a text shown elsewhere on screen whenever it changes, such as a list's count after a filter (« 12 leviers »).
 * Draws nothing: the visible text stays where it is, silent, and the announcer says it once.
 */
export function SpokenOnChange({ message, politeness = 'polite' }: SpokenOnChangeProps) {
  const spoken = useRef(message);
  useEffect(() => {
    if (spoken.current === message) return;
    spoken.current = message;
    announce(message, politeness);
  }, [message, politeness]);
  return null;
}
