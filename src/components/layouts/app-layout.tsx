import { Link } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton, Logo } from '@/components/ui';
import './layouts.css';

export interface AppLayoutProps {
  /** First name and surname of the signed-in person. */
  userName: { name: string; surname: string };
  /** Where the logo leads: the person's home page (the dashboard, or the admin panel for platform admins). */
  homeTo?: '/dashboard' | '/admin';
  /** The page content. */
  children: ReactNode;
}

/** Initials shown on the profile icon: first letter of the first name plus first letter of the surname (spec §2). */
export function initialsOf({ name, surname }: AppLayoutProps['userName']): string {
  return `${name.trim().charAt(0)}${surname.trim().charAt(0)}`.toUpperCase();
}

/** The signed-in shell: the logo to the person's home page, who is signed in, the way out, and the page. */
export function AppLayout({ userName, homeTo = '/dashboard', children }: AppLayoutProps) {
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
