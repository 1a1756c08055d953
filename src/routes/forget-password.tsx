import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page';

/** /forget-password, unguarded (spec §2). */
export const Route = createFileRoute('/forget-password')({
  component: ForgotPasswordPage,
});
