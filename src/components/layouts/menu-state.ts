import { useEffect } from 'react';
import { atom, useSetAtom } from '@/lib/jotai';

/** Local-storage keys of the side menu's remembered state (spec §2). */
export const MENU_STORAGE_KEYS = {
  expanded: 'steer.menu.expanded',
  openSection: 'steer.menu.open-section',
} as const;

function readStored(key: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
  } catch {
    // Storage can be refused (private mode, quota): the menu then simply starts collapsed.
    return null;
  }
}

function writeStored(key: string, value: string | null): void {
  try {
    if (typeof window === 'undefined') return;
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Same as above: remembering is a comfort, never a reason to fail.
  }
}

/**
 * A value remembered in local storage, read when a store first needs it (not at import time), so every new store —
 * a reload, a remount in a test — starts from what was saved last.
 */
function storedAtom<T>(key: string, parse: (raw: string | null) => T, serialise: (value: T) => string | null) {
  const written = atom<{ value: T } | null>(null);
  return atom(
    (get) => {
      const current = get(written);
      return current ? current.value : parse(readStored(key));
    },
    (_get, set, value: T) => {
      set(written, { value });
      writeStored(key, serialise(value));
    },
  );
}

/** Whether the side menu is expanded. Collapsed by default (spec §9). */
export const menuExpandedAtom = storedAtom(
  MENU_STORAGE_KEYS.expanded,
  (raw) => raw === 'true',
  (value) => String(value),
);

/** Key of the one open submenu (opening one closes the others), or null. */
export const openMenuSectionAtom = storedAtom<string | null>(
  MENU_STORAGE_KEYS.openSection,
  (raw) => (raw && raw.length > 0 ? raw : null),
  (value) => value,
);

/** How many popups opened from the menu are showing right now; while > 0, leaving the menu does not collapse it. */
export const menuPopupCountAtom = atom(0);

/**
 * Tells the side menu that a popup opened from it is showing, so the menu stays expanded when the pointer leaves it
 * for the popup (spec §2: "collapses on leave, unless a popup is open").
 *
 * Call it in any popup opened from the menu — the profile popup, the collaborator popup, … — with its open state:
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
