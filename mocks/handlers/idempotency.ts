/**
 * The mock backends' memory of `Idempotency-Key`s (issue 35; the IETF draft "The Idempotency-Key HTTP Header Field"):
 * a create sent again with the same key and the same request is answered its first answer again, and writes nothing;
 * the same key with another request is refused (422). Kept in memory for 24 hours, apart from the data store: a
 * replayed answer is not data, and it must not depend on how the store is kept.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1_000;

/** An answer as kept for replay. */
export interface StoredAnswer {
  status: number;
  headers: Array<[string, string]>;
  body: ArrayBuffer;
}

interface Entry {
  fingerprint: string;
  expiresAt: number;
  /** Settles with the first answer, or with null when it is not kept (a 5xx: nothing was written, try again). */
  answer: Promise<StoredAnswer | null>;
}

export type Claim =
  | { kind: 'first'; settle: (answer: StoredAnswer | null) => void }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'mismatch' };

export interface IdempotencyStore {
  /**
   * Claims a key for a request (its fingerprint: method, path, body). The first claim runs the operation and settles
   * the answer; a claim made while the first is running waits for its answer.
   */
  claim(key: string, fingerprint: string): Promise<Claim>;
  /** How many keys are remembered (expired ones are dropped as claims come). */
  readonly size: number;
  clear(): void;
}

export function createIdempotencyStore(now: () => number = Date.now): IdempotencyStore {
  const entries = new Map<string, Entry>();
  const prune = (at: number) => {
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
  };
  const start = (key: string, fingerprint: string, at: number): Claim => {
    let settle: (answer: StoredAnswer | null) => void = () => undefined;
    const answer = new Promise<StoredAnswer | null>((resolve) => (settle = resolve));
    const entry: Entry = { fingerprint, expiresAt: at + IDEMPOTENCY_TTL_MS, answer };
    entries.set(key, entry);
    return {
      kind: 'first',
      settle: (stored) => {
        // An answer not kept frees the key: the next attempt runs the operation again.
        if (stored === null && entries.get(key) === entry) entries.delete(key);
        settle(stored);
      },
    };
  };
  return {
    async claim(key, fingerprint) {
      for (;;) {
        const at = now();
        prune(at);
        const entry = entries.get(key);
        if (!entry) return start(key, fingerprint, at);
        if (entry.fingerprint !== fingerprint) return { kind: 'mismatch' };
        const answer = await entry.answer;
        if (answer) return { kind: 'replay', answer };
        // The first attempt's answer was not kept: claim again (one waiter runs it, the others wait on that one).
      }
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}

/** A request's fingerprint: method, path and query, and a hash of the body's bytes (SHA-256). */
export async function fingerprintOf(request: Request): Promise<string> {
  const body = await request.clone().arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  const { pathname, search } = new URL(request.url);
  return `${request.method} ${pathname}${search} ${[...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The answer to keep: its status, headers and bytes (the original is still sent to the first caller). */
export async function storedAnswerOf(response: Response): Promise<StoredAnswer> {
  return {
    status: response.status,
    headers: [...response.headers.entries()],
    body: await response.clone().arrayBuffer(),
  };
}

/** A replayed answer, marked as such (`Idempotent-Replayed: true`, as Stripe and others name it). */
export function replayOf(answer: StoredAnswer): Response {
  const headers = new Headers(answer.headers);
  headers.set('Idempotent-Replayed', 'true');
  return new Response(answer.body.slice(0), { status: answer.status, headers });
}

/** The one store of a backend (the page's, or the HTTP mock server's process). */
export const idempotencyStore = createIdempotencyStore();
