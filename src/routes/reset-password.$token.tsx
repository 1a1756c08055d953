import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';

/** /reset-password/$token, unguarded (spec §2); the screen checks the token's length itself. */
export const Route = createFileRoute('/reset-password/$token')({
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useParams();
  return <ResetPasswordPage token={token} />;
}
