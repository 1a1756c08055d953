import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsPage } from '@/features/account/account-settings-page';
import { accountSettingsPageQueries } from '@/features/account/page-queries';
import { useSignedInUser, useUpdateSessionUser } from '@/features/auth/signed-in-user';
import { prefetchPageQueries } from '@/lib/page-queries';

/** /configurer-mon-compte: account settings, hidden from the menu and reached from the profile popup. */
export const Route = createFileRoute('/_session/_authenticated/configurer-mon-compte')({
  // The notification preferences start with the page's code; their form shows its loader meanwhile.
  loader: ({ context: { queryClient, user } }) => {
    prefetchPageQueries(queryClient, accountSettingsPageQueries(user.email));
  },
  component: AccountSettingsRoute,
});

function AccountSettingsRoute() {
  const user = useSignedInUser();
  const updateSessionUser = useUpdateSessionUser();
  return <AccountSettingsPage user={user} onUserUpdated={updateSessionUser} />;
}
