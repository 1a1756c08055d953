import { useQueryClient } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { prefetchPages, whenSettledAfterFirstPaint } from '@/app/prefetch-code';
import { AppLayout } from '@/components/layouts/app-layout';
import { useKeepMenuOpen } from '@/components/layouts/menu-state';
import { SideMenu } from '@/components/layouts/side-menu';
import { APP_PAGES } from '@/domain/pages';
import { can } from '@/domain/permissions';
import { ProfilePopup } from '@/features/account/profile-popup';
import type { SessionUser } from '@/features/auth/session-atoms';
import { useSessionToken, useUpdateSessionUser } from '@/features/auth/signed-in-user';
import { ChatWidget } from '@/features/chat/chat-widget';
import { CollaboratorsDialog } from '@/features/collaborators/collaborators-dialog';
import { PageAccessGate } from '@/features/page-access/page-access-gate';
import { usePageAccess } from '@/features/page-access/use-page-access';

/**
 * The one signed-in shell, for every page a signed-in person sees (the signed-in group and the questionnaire alike):
 * the side menu (with a company, spec §2), the page-access check of every page (spec §6), the collaborator popup for
 * the company's admins, the copilote chat, and the menu pages' code fetched once idle.
 */
export function SignedInShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const updateSessionUser = useUpdateSessionUser();
  const accessToken = useSessionToken();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [collaboratorsOpen, setCollaboratorsOpen] = useState(false);
  // The menu stays expanded while the popup opened from it shows (spec §2).
  useKeepMenuOpen(collaboratorsOpen);
  // Spec §6: the collaborator popup is for the company's admins (hidden for Acteur).
  const managesTeam = can(user, 'manageCollaborators');
  const pageAccess = usePageAccess(user);
  const router = useRouter();
  const queryClient = useQueryClient();
  // Once the page shown has its data and the browser is idle: the menu's pages then open without waiting for code.
  useEffect(
    () =>
      whenSettledAfterFirstPaint(queryClient, () =>
        prefetchPages(
          router,
          APP_PAGES.map((page) => page.to),
        ),
      ),
    [queryClient, router],
  );
  // Spec §2: the side menu only for a user with a company.
  const sideMenu =
    user.companyId !== null ? (
      <SideMenu
        user={user}
        profileDialog={<ProfilePopup user={user} onUserUpdated={updateSessionUser} />}
        onOpenCollaborators={managesTeam ? () => setCollaboratorsOpen(true) : undefined}
        pageAccess={pageAccess}
      />
    ) : undefined;
  return (
    <>
      <AppLayout userName={user} sideMenu={sideMenu}>
        {/* Page access is checked here, once, for every signed-in page, the questionnaire's included (spec §6). */}
        <PageAccessGate pathname={pathname} user={user}>
          {children}
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
      <ChatWidget accessToken={accessToken} />
    </>
  );
}
