import type { ReactNode } from 'react';
import type { AppPage, LinkPath } from '@/domain/pages';
import { DrawerMenu } from './side-menu-drawer';
import { RailMenu } from './side-menu-rail';
import './side-menu.css';

/** Who the menu is for. */
export interface SideMenuUser {
  /** First name. */
  name: string;
  /** Surname. */
  surname: string;
}

export interface SideMenuProps {
  /** The signed-in person: initials on the profile icon, role for the collaborator icon. */
  user: SideMenuUser;
  /**
   * Opens the collaborator popup. When absent (a person who may not manage collaborators, spec §6) the collaborator
   * icon is not rendered (no dead button). The popup should call `useKeepMenuOpen(isOpen)` so the menu stays
   * expanded while it shows.
   */
  onOpenCollaborators?: () => void;
  /**
   * The person's page accesses: an entry they were not granted shows locked, with a tooltip saying whom to ask,
   * instead of a link that leads to a refusal. Without it every entry is open.
   */
  pageAccess?: PageAccess;
  /**
   * The profile popup: a `<Modal>` without `isOpen`, opened by the initials icon (which gets focus back on close).
   * Without it, the initials are shown but do not open anything.
   */
  profileDialog?: ReactNode;
}

/** Initials shown on the profile icon: first letter of the first name plus first letter of the surname (spec §2). */
export function initialsOf({ name, surname }: Pick<SideMenuUser, 'name' | 'surname'>): string {
  return `${name.trim().charAt(0)}${surname.trim().charAt(0)}`.toUpperCase();
}

/** What the menu knows of a person's page accesses (see `usePageAccess` in the page-access feature). */
export interface PageAccess {
  /** Whether the person may open this page. */
  isOpen: (page: AppPage) => boolean;
  /** The tooltip of an entry not granted: that it is not among their accesses, and whom to ask. */
  lockedHint: string;
  /** Where the logo leads: the page the person lands on after signing in (an Acteur may not open the dashboard). */
  home: LinkPath;
}

/**
 * The signed-in side menu (spec §2). From 1024 px wide: a rail on the left, collapsed by default, that expands on
 * mouse hover or keyboard focus and collapses on leave (unless a popup opened from it is showing) or on Escape.
 * Below 1024 px: a bar with a menu button that opens the same entries in an off-canvas drawer.
 */
export function SideMenu(props: SideMenuProps) {
  return (
    <>
      <RailMenu {...props} />
      <DrawerMenu {...props} />
    </>
  );
}
