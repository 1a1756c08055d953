import { Outlet, createFileRoute, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { readAccessToken } from '@/api';
import { AppLayout } from '@/components/layouts/app-layout';
import { useKeepMenuOpen } from '@/components/layouts/menu-state';
import { SideMenu } from '@/components/layouts/side-menu';
import { Loader } from '@/components/ui';
import { requireAuthenticated } from '@/features/auth/guards';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { ChatWidget } from '@/features/chat/chat-widget';
import { CollaboratorsDialog } from '@/features/collaborators/collaborators-dialog';
import { PageAccessGate } from '@/features/page-access/page-access-gate';
import { useAtomValue } from '@/lib/jotai';

/** The signed-in group: the authenticated guard, declared once; 'Chargement...' while the session is restored. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: requireAuthenticated,
  pendingComponent: () => <Loader minHeight="100vh" />,
  pendingMs: 0,
  pendingMinMs: 0,
  component: AuthenticatedShell,
});

const MANAGER_ROLES = new Set(['Administrateur principal', 'Administrateur secondaire']);

function AuthenticatedShell() {
  const { user: guardedUser } = Route.useRouteContext();
  // The atom follows later changes (profile, company joined); the guard's user covers the first render.
  const user = useAtomValue(sessionUserAtom) ?? guardedUser;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [collaboratorsOpen, setCollaboratorsOpen] = useState(false);
  // The menu stays expanded while the popup opened from it shows (spec §2).
  useKeepMenuOpen(collaboratorsOpen);
  // Spec §6: the collaborator popup is for the company's admins (hidden for Acteur).
  const managesTeam = user.companyId !== null && user.role !== null && MANAGER_ROLES.has(user.role);
  // Spec §2: the side menu only for a user with a company.
  const sideMenu =
    user.companyId !== null ? (
      <SideMenu user={user} onOpenCollaborators={managesTeam ? () => setCollaboratorsOpen(true) : undefined} />
    ) : undefined;
  return (
    <>
      <AppLayout userName={user} sideMenu={sideMenu}>
        {/* Page access is checked here, once, for every signed-in page (spec §6). */}
        <PageAccessGate pathname={pathname} user={user}>
          <Outlet />
        </PageAccessGate>
      </AppLayout>
      {managesTeam && (
        <CollaboratorsDialog
          isOpen={collaboratorsOpen}
          onOpenChange={setCollaboratorsOpen}
          manager={{ id: user.id, role: user.role }}
        />
      )}
      {/* Spec §2: the chat icon shows when the access token carries a company id. */}
      <ChatWidget accessToken={readAccessToken()} />
    </>
  );
}
