import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '@/features/auth/components/logout-page';

/** /logout, unguarded (spec §2): ends the session and shows a 'Logout Page' heading. */
export const Route = createFileRoute('/logout')({
  component: LogoutPage,
});
