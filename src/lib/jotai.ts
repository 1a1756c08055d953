/**
 * The one door to jotai: client state only (menu, current axis, progress …); server state stays in TanStack Query.
 * Importing jotai through here keeps its use visible and lets tests build isolated stores.
 */
import type { createStore as createJotaiStore } from 'jotai';
export { atom, createStore, Provider as JotaiProvider, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
export { atomWithStorage, createJSONStorage } from 'jotai/utils';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
export type { SyncStorage } from 'jotai/vanilla/utils/atomWithStorage';
export type JotaiStore = ReturnType<typeof createJotaiStore>;
