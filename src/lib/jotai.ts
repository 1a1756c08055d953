/**
 * The one door to jotai: client state only (menu, current axis, progress ...); server state stays in TanStack Query.
 * Importing jotai through here keeps its use visible and lets tests build isolated stores.
 */
import { atom, type createStore as createJotaiStore, type PrimitiveAtom, type SetStateAction } from 'jotai';
export { atom, createStore, Provider as JotaiProvider, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import type { createJSONStorage } from 'jotai/utils';
export { atomWithStorage, createJSONStorage } from 'jotai/utils';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
/** A synchronous storage for atomWithStorage (jotai 3 exposes only its public entry points, not the type's module). */
export type SyncStorage<Value> = ReturnType<typeof createJSONStorage<Value>>;
export type JotaiStore = ReturnType<typeof createJotaiStore>;

/**
 * Which session the client state belongs to: a new key at each sign-out and at each change of account. The session
 * code moves it on (`startNewSession`); atoms made with `atomPerSession` read their initial value under a new key.
 */
export const sessionKeyAtom = atom(0);

/** Starts a new session's client state: every `atomPerSession` goes back to its initial value. */
export function startNewSession(store: JotaiStore): void {
  store.set(sessionKeyAtom, store.get(sessionKeyAtom) + 1);
}

/**
 * An atom whose value belongs to one session: what a person typed (a chat draft, a form's draft) is never shown to
 * the next person who signs in on the same tab. Values are kept under the session key they were written with.
 */
export function atomPerSession<T>(initial: T): PrimitiveAtom<T> {
  const kept = atom<{ key: number; value: T } | null>(null);
  const read = (key: number, current: { key: number; value: T } | null) =>
    current && current.key === key ? current.value : initial;
  return atom(
    (get) => read(get(sessionKeyAtom), get(kept)),
    (get, set, update: SetStateAction<T>) => {
      const key = get(sessionKeyAtom);
      const previous = read(key, get(kept));
      const value = typeof update === 'function' ? (update as (previous: T) => T)(previous) : update;
      set(kept, { key, value });
    },
  );
}
