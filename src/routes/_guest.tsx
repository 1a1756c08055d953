import { Outlet, createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn } from '@/features/auth/guards';

/** Guest-only pages (login, signup, confirm-email): the guest guard, declared once for the group. */
export const Route = createFileRoute('/_guest')({
  beforeLoad: redirectSignedIn,
  component: Outlet,
});
