import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsPage } from '@/features/account/account-settings-page';
import { useSignedInUser, useUpdateSessionUser } from '@/features/auth/signed-in-user';

/** /configurer-mon-compte: account settings, hidden from the menu and reached from the profile popup. */
export const Route = createFileRoute('/_session/_authenticated/configurer-mon-compte')({
  component: AccountSettingsRoute,
});

function AccountSettingsRoute() {
  const user = useSignedInUser();
  const updateSessionUser = useUpdateSessionUser();
  return <AccountSettingsPage user={user} onUserUpdated={updateSessionUser} />;
}
