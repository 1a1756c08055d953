import { Spinner } from '@/components/ui';
import { logoutContent } from '../content';
import { AuthLayout } from './auth-layout';
import { AuthHeader } from './auth-parts';

/**
 * What /logout shows while the session ends (spec §2: a 'Logout Page' heading). The route ends it in its
 * `beforeLoad` and redirects to /login (src/routes/logout.tsx): this page only shows the wait.
 */
export function LogoutPage() {
  return (
    <AuthLayout>
      <AuthHeader title={logoutContent.title} />
      <div className="auth-pending">
        <Spinner size="lg" label={logoutContent.pending} />
      </div>
    </AuthLayout>
  );
}
