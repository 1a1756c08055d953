import { Link } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton, Logo } from '@/components/ui';
import { menuContent } from './menu-items';
import { initialsOf } from './side-menu';
import './layouts.css';

export { initialsOf };

export interface AppLayoutProps {
  /** First name and surname of the signed-in person. */
  userName: { name: string; surname: string };
  /** Where the logo leads: the person's home page (the dashboard, or the admin panel for platform admins). */
  homeTo?: '/dashboard' | '/admin';
  /**
   * The side menu (`<SideMenu>`), for a user with a company (spec §2). With it the shell is the menu beside the page;
   * without it (onboarding, platform admin) a header with the logo, the person and the way out.
   */
  sideMenu?: ReactNode;
  /** The page content. */
  children: ReactNode;
}

export interface AppShellProps {
  /** The side menu: `<SideMenu>` in the app, `<SideMenuPlaceholder>` in a route's static frame. */
  menu: ReactNode;
  /** The skip link to the page's content; a static frame, with nothing to skip yet, has none. Default: true. */
  skipLink?: boolean;
  /** The page content. */
  children: ReactNode;
}

/**
 * The shell beside a side menu: the menu and the page's main region. `AppLayout` renders it, and so does each route's
 * static frame (src/app/route-frames.tsx), so the frame holds the page at the very place the app will.
 */
export function AppShell({ menu, skipLink = true, children }: AppShellProps) {
  return (
    <div className="app-shell">
      {skipLink && (
        <a href="#contenu" className="app-shell__skip-link">
          {menuContent.skipToContent}
        </a>
      )}
      {menu}
      <main id="contenu" className="app-shell__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/**
 * The side menu before anything of the person is known (a route's static frame): the rail collapsed (from 1024 px)
 * or the bar (below), with the logo alone, hidden from assistive technologies and never focusable. The same classes
 * as `RailMenu` and `DrawerMenu` draw them, so the menu appears in place when the app replaces the frame.
 */
export function SideMenuPlaceholder() {
  return (
    <>
      <div className="side-menu side-menu--collapsed" aria-hidden="true">
        <div className="side-menu__nav">
          <div className="side-menu__brand">
            <Logo size="sm" withWordmark={false} />
          </div>
        </div>
      </div>
      <div className="side-menu-bar" aria-hidden="true">
        <span className="side-menu-bar__button" />
        <span className="side-menu__logo-link">
          <Logo size="sm" />
        </span>
      </div>
    </>
  );
}

/** The signed-in shell: the side menu and the page, or a header (logo, who is signed in, the way out) and the page. */
export function AppLayout({ userName, homeTo = '/dashboard', sideMenu, children }: AppLayoutProps) {
  if (sideMenu) return <AppShell menu={sideMenu}>{children}</AppShell>;
  const fullName = `${userName.name} ${userName.surname}`.trim();
  return (
    <div className="app-layout">
      <header className="app-layout__header">
        <Link to={homeTo} className="public-layout__logo-link">
          <Logo size="sm" />
        </Link>
        <div className="app-layout__account">
          <span className="app-layout__avatar" aria-hidden="true">
            {initialsOf(userName)}
          </span>
          <span className="app-layout__name">{fullName}</span>
          <LinkButton to="/logout" variant="ghost" size="sm" iconStart={<LogOut size={16} />}>
            Se déconnecter
          </LinkButton>
        </div>
      </header>
      <main id="contenu" className="app-layout__main">
        {children}
      </main>
    </div>
  );
}
