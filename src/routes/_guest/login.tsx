import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { prefetchAfterSignIn, whenIdleAfterFirstPaint } from '@/app/prefetch-code';
import { LoginPage } from '@/features/auth/components/login-page';
import { useSessionUser } from '@/features/auth/signed-in-user';

/** /login (guest-only through the _guest layout). */
export const Route = createFileRoute('/_guest/login')({
  component: LoginRoute,
});

/**
 * The login page, and the code of what comes after it: fetched while the page is idle, and again (a no-op when
 * done) as soon as the credentials are accepted, so that the dashboard waits only for its data.
 */
function LoginRoute() {
  const router = useRouter();
  const signedIn = useSessionUser() !== null;
  useEffect(() => whenIdleAfterFirstPaint(() => prefetchAfterSignIn(router)), [router]);
  useEffect(() => {
    if (signedIn) prefetchAfterSignIn(router);
  }, [router, signedIn]);
  return <LoginPage />;
}
