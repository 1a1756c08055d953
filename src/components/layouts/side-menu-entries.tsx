import { Link, useRouterState } from '@tanstack/react-router';
import { ChevronDown, Lock, LogOut, Users } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button as AriaButton, DialogTrigger } from 'react-aria-components';
import { Logo, Tooltip, TooltipTarget } from '@/components/ui';
import { cx } from '@/components/ui/class-names';
import type { LinkPath } from '@/domain/pages';
import { useAtom } from '@/lib/jotai';
import { MENU_SECTIONS, STORE_LINK, activeMenuEntry, menuContent, type MenuLink, type MenuSection } from './menu-items';
import { openMenuSectionAtom } from './menu-state';
import { initialsOf, type PageAccess, type SideMenuProps, type SideMenuUser } from './side-menu';
import './side-menu.css';

const ENTRY_SELECTOR = '[data-menu-entry]';

/** Where the logo leads: the person's landing page, the dashboard when their accesses are not given. */
export function homeOf(pageAccess: PageAccess | undefined): LinkPath {
  return pageAccess?.home ?? '/dashboard';
}

export interface MenuEntriesProps extends SideMenuProps {
  expanded: boolean;
  /** An entry was used while collapsed (keyboard after Escape, touch): the rail opens. */
  onExpand?: () => void;
  /** Escape pressed on an entry (the rail collapses); the drawer leaves Escape to its dialog. */
  onEscape?: (target: HTMLElement) => void;
  /** A link was followed (the drawer closes). */
  onNavigate?: () => void;
}

/**
 * The menu's entries, the same in the rail and in the drawer: the logo, the four sections and their links, the
 * SteerStore, the profile, the collaborators and logout. The arrow keys, Home and End move between them.
 */
export function MenuEntries({
  user,
  onOpenCollaborators,
  pageAccess,
  profileDialog,
  expanded,
  onExpand,
  onEscape,
  onNavigate,
}: MenuEntriesProps) {
  const [openSection, setOpenSection] = useAtom(openMenuSectionAtom);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = activeMenuEntry(pathname);
  const navRef = useRef<HTMLElement>(null);
  // An entry the person was not granted shows locked, its tooltip saying whom to ask (docs/spec-deviations.md, 7).
  // Spec §9's not-finished-questionnaire locks never apply: its flag is set once and never goes back.
  const lockOf = (link: MenuLink): string | null =>
    pageAccess && !pageAccess.isOpen(link.page) ? pageAccess.lockedHint : null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys typed in a dialog opened from the menu bubble here through React's tree: only the menu's own entries count.
    const target = event.target as HTMLElement;
    if (!navRef.current?.contains(target)) return;
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape(target);
      return;
    }
    const entries = Array.from(navRef.current.querySelectorAll<HTMLElement>(ENTRY_SELECTOR));
    const index = entries.indexOf(target);
    if (index === -1 || entries.length === 0) return;
    const next = {
      ArrowDown: (index + 1) % entries.length,
      ArrowUp: (index - 1 + entries.length) % entries.length,
      Home: 0,
      End: entries.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    entries[next]?.focus();
  };

  const section = (entry: MenuSection) => (
    <SectionEntry
      key={entry.key}
      section={entry}
      expanded={expanded}
      isOpen={openSection === entry.key}
      lockOf={lockOf}
      activeLinkId={active?.sectionKey === entry.key ? active.linkId : null}
      onToggle={() => {
        if (!expanded) onExpand?.();
        setOpenSection(expanded && openSection === entry.key ? null : entry.key);
      }}
      onNavigate={onNavigate}
    />
  );

  return (
    <nav ref={navRef} aria-label={menuContent.navLabel} className="side-menu__nav" onKeyDown={onKeyDown}>
      <div className="side-menu__brand">
        {expanded ? (
          <Link
            to={homeOf(pageAccess)}
            className="side-menu__logo-link"
            data-menu-entry=""
            data-menu-collapsible-entry=""
            onClick={onNavigate}
          >
            <Logo size="sm" />
          </Link>
        ) : (
          <Logo size="sm" withWordmark={false} />
        )}
      </div>
      <ul className="side-menu__sections">{MENU_SECTIONS.map(section)}</ul>
      <div className="side-menu__bottom">
        <ul className="side-menu__sections">
          <li>
            <MenuLinkEntry
              link={STORE_LINK}
              expanded={expanded}
              isActive={active?.linkId === STORE_LINK.id && active.sectionKey === null}
              lockedHint={lockOf(STORE_LINK)}
              topLevel
              onNavigate={onNavigate}
            />
          </li>
        </ul>
        <div className="side-menu__account">
          {expanded && <ProfileEntry user={user} dialog={profileDialog} />}
          {expanded && onOpenCollaborators && (
            <Tooltip content={menuContent.collaborators}>
              <AriaButton
                className="side-menu__icon-button"
                aria-label={menuContent.collaborators}
                data-menu-entry=""
                data-menu-collapsible-entry=""
                onPress={onOpenCollaborators}
              >
                <Users aria-hidden="true" />
              </AriaButton>
            </Tooltip>
          )}
          <Link
            to="/logout"
            className="side-menu__icon-button side-menu__logout"
            aria-label={menuContent.logout}
            data-menu-entry=""
            data-menu-logout=""
            onClick={onNavigate}
          >
            <LogOut aria-hidden="true" />
          </Link>
        </div>
      </div>
    </nav>
  );
}

function ProfileEntry({ user, dialog }: { user: SideMenuUser; dialog: ReactNode }) {
  const initials = initialsOf(user);
  if (!dialog) {
    return (
      <span className="side-menu__avatar" role="img" aria-label={`${user.name} ${user.surname}`.trim()}>
        {initials}
      </span>
    );
  }
  return <ProfileTrigger initials={initials} dialog={dialog} />;
}

/**
 * The initials button and its popup. Focus goes back to the button when the popup closes, also when a save inside it
 * re-rendered the menu meanwhile (new initials): react-aria would otherwise aim at the element it saw at opening.
 */
function ProfileTrigger({ initials, dialog }: { initials: string; dialog: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onOpenChange = (open: boolean) => {
    setOpen(open);
    if (!open) window.setTimeout(() => buttonRef.current?.focus(), 0);
  };
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <AriaButton
        ref={buttonRef}
        className="side-menu__avatar side-menu__avatar--button"
        // The visible initials are part of the name (WCAG 2.5.3: label in name).
        aria-label={`${menuContent.profile} ${initials}`}
        data-menu-entry=""
        data-menu-collapsible-entry=""
      >
        <span aria-hidden="true">{initials}</span>
      </AriaButton>
      {dialog}
    </DialogTrigger>
  );
}

interface SectionEntryProps {
  section: MenuSection;
  expanded: boolean;
  isOpen: boolean;
  /** Why a link of the section is locked (its tooltip), or null when it is open. */
  lockOf: (link: MenuLink) => string | null;
  activeLinkId: number | null;
  onToggle: () => void;
  onNavigate?: () => void;
}

function SectionEntry({ section, expanded, isOpen, lockOf, activeLinkId, onToggle, onNavigate }: SectionEntryProps) {
  const submenuId = useId();
  const Icon = section.icon;
  const showLinks = expanded && isOpen;
  return (
    <li data-menu-section={section.key}>
      <button
        type="button"
        className={cx('side-menu__entry', activeLinkId !== null && 'side-menu__entry--active')}
        data-active={activeLinkId !== null || undefined}
        aria-expanded={expanded ? isOpen : false}
        aria-controls={showLinks ? submenuId : undefined}
        data-menu-entry=""
        data-menu-section-trigger=""
        onClick={onToggle}
      >
        <Icon aria-hidden="true" className="side-menu__icon" />
        <span className={expanded ? 'side-menu__label' : 'visually-hidden'}>{section.label}</span>
        {expanded && (
          <ChevronDown
            aria-hidden="true"
            className={cx('side-menu__trailing', 'side-menu__chevron', isOpen && 'side-menu__chevron--open')}
          />
        )}
      </button>
      {showLinks && (
        <ul id={submenuId} className="side-menu__links">
          {section.links.map((link) => (
            <li key={link.id}>
              <MenuLinkEntry
                link={link}
                expanded
                isActive={activeLinkId === link.id}
                lockedHint={lockOf(link)}
                onNavigate={onNavigate}
              />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

interface MenuLinkEntryProps {
  link: MenuLink;
  expanded: boolean;
  isActive: boolean;
  /** Why the link is locked (its tooltip), or null when it is open. */
  lockedHint: string | null;
  /** A pinned top-level link (SteerStore), shown like a section. */
  topLevel?: boolean;
  onNavigate?: () => void;
}

function MenuLinkEntry({ link, expanded, isActive, lockedHint, topLevel = false, onNavigate }: MenuLinkEntryProps) {
  const Icon = link.icon;
  const className = topLevel ? 'side-menu__entry' : 'side-menu__link';
  const label = <span className={expanded ? 'side-menu__label' : 'visually-hidden'}>{link.label}</span>;
  if (lockedHint !== null) {
    return (
      <Tooltip content={lockedHint}>
        <TooltipTarget
          role="link"
          isDisabled
          className={cx(className, `${className}--locked`)}
          data-menu-entry=""
          data-menu-collapsible-entry={topLevel ? undefined : ''}
        >
          <Icon aria-hidden="true" className="side-menu__icon" />
          {label}
          <Lock aria-hidden="true" className="side-menu__trailing" />
        </TooltipTarget>
      </Tooltip>
    );
  }
  return (
    <Link
      to={link.to}
      className={cx(className, isActive && `${className}--active`)}
      aria-current={isActive ? 'page' : undefined}
      // The menu decides what is active (with its related paths); no extra class from the router.
      activeProps={{}}
      activeOptions={{ exact: true }}
      data-menu-entry=""
      data-menu-collapsible-entry={topLevel ? undefined : ''}
      onClick={onNavigate}
    >
      <Icon aria-hidden="true" className="side-menu__icon" />
      {label}
    </Link>
  );
}
