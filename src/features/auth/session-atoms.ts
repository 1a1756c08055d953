import type { Schemas } from '@/api';
import { atom } from '@/lib/jotai';

export type SessionUser = Schemas['SessionUser'];

/** The signed-in user, kept in memory only (spec §4); the token lives in session storage. */
export const sessionUserAtom = atom<SessionUser | null>(null);

/**
 * The access token as the session module last wrote it (session storage keeps it across reloads): what screens decode
 * the company id from (spec §2, §4) read it here, so that a new token after a renewal draws them again.
 */
export const sessionTokenAtom = atom<string | null>(null);

/** 'loading' until the first session-restore attempt of this page load has ended. */
export const sessionStatusAtom = atom<'loading' | 'ready'>('loading');
