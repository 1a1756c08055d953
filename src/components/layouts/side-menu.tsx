import { Link, useRouterState } from '@tanstack/react-router';
import { ChevronDown, Lock, LogOut, Menu as MenuIcon, Users, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';
import { Logo, Tooltip, TooltipTarget } from '@/components/ui';
import { cx } from '@/components/ui/class-names';
import type { AppPage, LinkPath } from '@/domain/pages';
import { useAtom, useStore } from '@/lib/jotai';
import { MENU_SECTIONS, STORE_LINK, activeMenuEntry, menuContent, type MenuLink, type MenuSection } from './menu-items';
import { menuExpandedAtom, menuPopupCountAtom, openMenuSectionAtom } from './menu-state';
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
  /** Shows the not-finished questionnaire's locked entries (spec §4, §9); the running app's flag is always finished. */
  isLocked?: boolean;
}

/** Initials shown on the profile icon: first letter of the first name plus first letter of the surname (spec §2). */
export function initialsOf({ name, surname }: Pick<SideMenuUser, 'name' | 'surname'>): string {
  return `${name.trim().charAt(0)}${surname.trim().charAt(0)}`.toUpperCase();
}

const ENTRY_SELECTOR = '[data-menu-entry]';

/** Where the logo leads: the person's landing page, the dashboard when their accesses are not given. */
function homeOf(pageAccess: PageAccess | undefined): LinkPath {
  return pageAccess?.home ?? '/dashboard';
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

function RailMenu(props: SideMenuProps) {
  const [expanded, setExpanded] = useAtom(menuExpandedAtom);
  const store = useStore();
  const railRef = useRef<HTMLDivElement>(null);
  const hovering = useRef(false);

  const contains = (node: EventTarget | null) => node instanceof Node && !!railRef.current?.contains(node);
  const collapseUnlessHeld = () => {
    if (store.get(menuPopupCountAtom) === 0) setExpanded(false);
  };

  // Native enter/leave events: they follow the element tree exactly (React derives its own from pointerout, which
  // some environments send without the element the pointer went to).
  useEffect(() => {
    const rail = railRef.current;
    if (!rail) return;
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      hovering.current = true;
      setExpanded(true);
    };
    const onLeave = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      hovering.current = false;
      if (store.get(menuPopupCountAtom) === 0) setExpanded(false);
    };
    rail.addEventListener('pointerenter', onEnter);
    rail.addEventListener('pointerleave', onLeave);
    return () => {
      rail.removeEventListener('pointerenter', onEnter);
      rail.removeEventListener('pointerleave', onLeave);
    };
  }, [setExpanded, store]);

  // Touch: a tap outside the expanded menu folds it back, as leaving it does with a mouse.
  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' || railRef.current?.contains(event.target as Node)) return;
      if (store.get(menuPopupCountAtom) === 0) setExpanded(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded, setExpanded, store]);

  return (
    <div
      ref={railRef}
      className={cx('side-menu', expanded ? 'side-menu--expanded' : 'side-menu--collapsed')}
      data-expanded={expanded}
      onPointerDown={(event) => {
        if (event.pointerType !== 'mouse' && !expanded) setExpanded(true);
      }}
      onFocus={(event) => {
        if (!contains(event.relatedTarget)) setExpanded(true);
      }}
      onBlur={(event) => {
        if (contains(event.relatedTarget)) return;
        // Focus may be on its way into a popup opened from the menu, which registers itself a moment later.
        window.setTimeout(() => {
          if (!hovering.current && !contains(document.activeElement)) collapseUnlessHeld();
        }, 0);
      }}
    >
      <MenuContent
        {...props}
        expanded={expanded}
        onExpand={() => setExpanded(true)}
        onEscape={(target) => {
          setExpanded(false);
          // The focused entry may disappear with the collapse (a sub-item, the account icons): keep focus in the menu.
          const refuge =
            target.closest('[data-menu-section]')?.querySelector<HTMLElement>('[data-menu-section-trigger]') ??
            railRef.current?.querySelector<HTMLElement>('[data-menu-logout]');
          if (target.matches('[data-menu-collapsible-entry]')) refuge?.focus();
        }}
      />
    </div>
  );
}

function DrawerMenu(props: SideMenuProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div className="side-menu-bar">
      <AriaButton className="side-menu-bar__button" aria-label={menuContent.openDrawer} onPress={() => setOpen(true)}>
        <MenuIcon aria-hidden="true" />
      </AriaButton>
      <Link to={homeOf(props.pageAccess)} className="side-menu__logo-link">
        <Logo size="sm" />
      </Link>
      <ModalOverlay isOpen={isOpen} onOpenChange={setOpen} isDismissable className="side-menu-drawer__overlay">
        <Modal className="side-menu-drawer">
          <Dialog aria-label={menuContent.navLabel} className="side-menu-drawer__dialog">
            <AriaButton
              className="side-menu__icon-button side-menu-drawer__close"
              aria-label={menuContent.closeDrawer}
              onPress={() => setOpen(false)}
            >
              <X aria-hidden="true" />
            </AriaButton>
            <MenuContent {...props} expanded onNavigate={() => setOpen(false)} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}

interface MenuContentProps extends SideMenuProps {
  expanded: boolean;
  /** An entry was used while collapsed (keyboard after Escape, touch): the rail opens. */
  onExpand?: () => void;
  /** Escape pressed on an entry (the rail collapses); the drawer leaves Escape to its dialog. */
  onEscape?: (target: HTMLElement) => void;
  /** A link was followed (the drawer closes). */
  onNavigate?: () => void;
}

function MenuContent({
  user,
  onOpenCollaborators,
  pageAccess,
  profileDialog,
  isLocked,
  expanded,
  onExpand,
  onEscape,
  onNavigate,
}: MenuContentProps) {
  // Spec §9: the questionnaire-finished flag (`isFinish`) is set to true and never goes back to false, so the running
  // app never locks these entries; the locked look exists for the not-finished state the spec describes (stories).
  const locked = isLocked ?? false;
  const [openSection, setOpenSection] = useAtom(openMenuSectionAtom);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = activeMenuEntry(pathname);
  const navRef = useRef<HTMLElement>(null);
  const lockOf = (link: MenuLink, lockable: boolean): string | null => {
    if (pageAccess && !pageAccess.isOpen(link.page)) return pageAccess.lockedHint;
    return lockable ? menuContent.lockedLink : null;
  };

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
      isLocked={locked && entry.lockable}
      lockOf={(link) => lockOf(link, locked && link.lockable)}
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
              lockedHint={lockOf(STORE_LINK, false)}
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
  /** This section is blocked (top-level lock). */
  isLocked: boolean;
  /** Why a link of the section is locked (its tooltip), or null when it is open. */
  lockOf: (link: MenuLink) => string | null;
  activeLinkId: number | null;
  onToggle: () => void;
  onNavigate?: () => void;
}

function SectionEntry({
  section,
  expanded,
  isOpen,
  isLocked,
  lockOf,
  activeLinkId,
  onToggle,
  onNavigate,
}: SectionEntryProps) {
  const submenuId = useId();
  const Icon = section.icon;
  const showLinks = expanded && isOpen && !isLocked;
  const content = (
    <>
      <Icon aria-hidden="true" className="side-menu__icon" />
      <span className={expanded ? 'side-menu__label' : 'visually-hidden'}>{section.label}</span>
    </>
  );
  return (
    <li data-menu-section={section.key}>
      {isLocked ? (
        <Tooltip content={menuContent.lockedSection}>
          <TooltipTarget
            isDisabled
            className="side-menu__entry side-menu__entry--locked"
            data-menu-entry=""
            data-menu-section-trigger=""
          >
            {content}
            {expanded && <Lock aria-hidden="true" className="side-menu__trailing" />}
          </TooltipTarget>
        </Tooltip>
      ) : (
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
          {content}
          {expanded && (
            <ChevronDown
              aria-hidden="true"
              className={cx('side-menu__trailing', 'side-menu__chevron', isOpen && 'side-menu__chevron--open')}
            />
          )}
        </button>
      )}
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
