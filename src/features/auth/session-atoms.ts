import type { Schemas } from '@/api';
import { atom } from '@/lib/jotai';

export type SessionUser = Schemas['SessionUser'];

/** The signed-in user, kept in memory only (spec §4); the token lives in session storage. */
export const sessionUserAtom = atom<SessionUser | null>(null);

/** 'loading' until the first session-restore attempt of this page load has ended. */
export const sessionStatusAtom = atom<'loading' | 'ready'>('loading');
