import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/features/auth/components/login-page';

/** /login (guest-only through the _guest layout). */
export const Route = createFileRoute('/_guest/login')({
  component: LoginPage,
});
