import { useCallback, useState, useSyncExternalStore } from 'react';
import { readAccessToken, subscribeAccessToken } from '@/api';
import { useAtomValue, useStore } from '@/lib/jotai';
import { updateSessionUser } from './session';
import { sessionUserAtom, type SessionUser } from './session-atoms';

/**
 * The signed-in person, or null: read from the one place the session module writes. A screen that showed a person
 * keeps showing them while a session ending under it leads away to /login, so it never renders half signed-out.
 */
export function useSessionUser(): SessionUser | null {
  const user = useAtomValue(sessionUserAtom);
  const [shown, setShown] = useState(user);
  if (user !== null && user !== shown) setShown(user);
  return user ?? shown;
}

/** The signed-in person on a page behind the authenticated guard, which let no one else through. */
export function useSignedInUser(): SessionUser {
  const user = useSessionUser();
  if (!user) throw new Error('useSignedInUser: aucune personne connectée (page hors du groupe authentifié)');
  return user;
}

/**
 * The signed-in person's access token (the company id screens decode from it, spec §2 and §4), or null: read from
 * session storage, its one copy, and drawn again when the session module writes a new one (a renewal).
 */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeAccessToken, readAccessToken, () => null);
}

/** Hands the session module the person as the server now has them, after they changed their profile. */
export function useUpdateSessionUser(): (user: SessionUser) => void {
  const store = useStore();
  return useCallback((user: SessionUser) => updateSessionUser(store, user), [store]);
}
