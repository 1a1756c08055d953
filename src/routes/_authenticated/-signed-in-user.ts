import { getRouteApi } from '@tanstack/react-router';
import { sessionUserAtom, type SessionUser } from '@/features/auth/session-atoms';
import { useAtomValue } from '@/lib/jotai';

const authenticated = getRouteApi('/_authenticated');

/** The signed-in person: the atom follows later changes (profile, company), the guard's user covers the first render. */
export function useSignedInUser(): SessionUser {
  const { user } = authenticated.useRouteContext();
  return useAtomValue(sessionUserAtom) ?? user;
}
