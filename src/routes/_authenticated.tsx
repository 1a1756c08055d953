import { Outlet, createFileRoute, redirect, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { readAccessToken } from '@/api';
import { AppLayout } from '@/components/layouts/app-layout';
import { useKeepMenuOpen } from '@/components/layouts/menu-state';
import { SideMenu } from '@/components/layouts/side-menu';
import { LoadingBlock } from '@/components/ui/spinner';
import { ProfilePopup } from '@/features/account/profile-popup';
import { requireAuthenticated, type GuardArgs } from '@/features/auth/guards';
import { isPlatformAdmin } from '@/features/auth/session';
import { sessionUserAtom } from '@/features/auth/session-atoms';
import { ChatWidget } from '@/features/chat/chat-widget';
import { CollaboratorsDialog } from '@/features/collaborators/collaborators-dialog';
import { PageAccessGate } from '@/features/page-access/page-access-gate';
import { useAtomValue, useSetAtom } from '@/lib/jotai';

const ONBOARDING_PATH = '/onboarding';

/** A user without a company goes to the onboarding; a platform admin has no company to create and is left alone. */
async function requireOnboarded(args: GuardArgs) {
  const { user } = await requireAuthenticated(args);
  if (user.companyId === null && !isPlatformAdmin(user) && args.location.pathname !== ONBOARDING_PATH) {
    throw redirect({ to: ONBOARDING_PATH });
  }
  return { user };
}

/**
 * The signed-in group: the authenticated guard, declared once ('Chargement...' while the session is restored), and
 * no dead end for a user without a company: every page of the group sends them to the onboarding.
 */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: requireOnboarded,
  pendingComponent: () => <LoadingBlock minHeight="100vh" />,
  pendingMs: 0,
  pendingMinMs: 0,
  component: AuthenticatedShell,
});

const MANAGER_ROLES = new Set(['Administrateur principal', 'Administrateur secondaire']);

function AuthenticatedShell() {
  const { user: guardedUser } = Route.useRouteContext();
  // The atom follows later changes (profile, company joined); the guard's user covers the first render.
  const user = useAtomValue(sessionUserAtom) ?? guardedUser;
  const setSessionUser = useSetAtom(sessionUserAtom);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [collaboratorsOpen, setCollaboratorsOpen] = useState(false);
  // The menu stays expanded while the popup opened from it shows (spec §2).
  useKeepMenuOpen(collaboratorsOpen);
  // Spec §6: the collaborator popup is for the company's admins (hidden for Acteur).
  const managesTeam = user.companyId !== null && user.role !== null && MANAGER_ROLES.has(user.role);
  // Spec §2: the side menu only for a user with a company.
  const sideMenu =
    user.companyId !== null ? (
      <SideMenu
        user={user}
        profileDialog={<ProfilePopup user={user} onUserUpdated={setSessionUser} />}
        onOpenCollaborators={managesTeam ? () => setCollaboratorsOpen(true) : undefined}
      />
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
