import { useEffect } from 'react';
import { atom, atomWithStorage, useSetAtom, type SyncStorage } from '@/lib/jotai';

/** Local-storage keys of the side menu's remembered state (spec §2). */
export const MENU_STORAGE_KEYS = {
  expanded: 'steer.menu.expanded',
  openSection: 'steer.menu.open-section',
} as const;

/**
 * Local storage for values kept as plain text (the keys predate this code: 'true', 'plan-d-action'), for jotai's
 * atomWithStorage. Storage can be refused (private mode, quota): remembering is a comfort, never a reason to fail,
 * so a refusal reads as nothing saved and writes nothing.
 */
function plainTextStorage<T>(parse: (raw: string | null) => T, serialise: (value: T) => string | null): SyncStorage<T> {
  const storage = () => (typeof window === 'undefined' ? null : window.localStorage);
  return {
    getItem: (key) => {
      try {
        return parse(storage()?.getItem(key) ?? null);
      } catch {
        return parse(null);
      }
    },
    setItem: (key, value) => {
      try {
        const text = serialise(value);
        if (text === null) storage()?.removeItem(key);
        else storage()?.setItem(key, text);
      } catch {
        // See above.
      }
    },
    removeItem: (key) => {
      try {
        storage()?.removeItem(key);
      } catch {
        // See above.
      }
    },
  };
}

// Read when the page loads, so the menu appears as it was left (no collapsed frame first); a store created later (a
// test, a new session) catches up with what was saved last when the menu mounts.
const READ_ON_LOAD = { getOnInit: true } as const;

/** Whether the side menu is expanded. Collapsed by default (spec §9). */
export const menuExpandedAtom = atomWithStorage(
  MENU_STORAGE_KEYS.expanded,
  false,
  plainTextStorage(
    (raw) => raw === 'true',
    (value) => String(value),
  ),
  READ_ON_LOAD,
);

/** Key of the one open submenu (opening one closes the others), or null. */
export const openMenuSectionAtom = atomWithStorage<string | null>(
  MENU_STORAGE_KEYS.openSection,
  null,
  plainTextStorage(
    (raw) => (raw && raw.length > 0 ? raw : null),
    (value) => value,
  ),
  READ_ON_LOAD,
);

/** How many popups opened from the menu are showing right now; while > 0, leaving the menu does not collapse it. */
export const menuPopupCountAtom = atom(0);

/**
 * Tells the side menu that a popup opened from it is showing, so the menu stays expanded when the pointer leaves it
 * for the popup (spec §2: "collapses on leave, unless a popup is open").
 *
 * Call it in any popup opened from the menu — the profile popup, the collaborator popup, ... — with its open state:
 * `useKeepMenuOpen(isOpen)`. A popup whose component only mounts while open can call `useKeepMenuOpen()`. Several
 * popups may hold the menu at once; each releases its hold when it closes or unmounts.
 */
export function useKeepMenuOpen(isOpen = true): void {
  const setCount = useSetAtom(menuPopupCountAtom);
  useEffect(() => {
    if (!isOpen) return;
    setCount((count) => count + 1);
    return () => setCount((count) => Math.max(0, count - 1));
  }, [isOpen, setCount]);
}
