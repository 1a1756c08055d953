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

/** The signed-in shell: the side menu and the page, or a header (logo, who is signed in, the way out) and the page. */
export function AppLayout({ userName, homeTo = '/dashboard', sideMenu, children }: AppLayoutProps) {
  if (sideMenu) {
    return (
      <div className="app-shell">
        <a href="#contenu" className="app-shell__skip-link">
          {menuContent.skipToContent}
        </a>
        {sideMenu}
        <main id="contenu" className="app-shell__main" tabIndex={-1}>
          {children}
        </main>
      </div>
    );
  }
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
