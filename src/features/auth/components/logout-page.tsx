import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { menuExpandedAtom } from '@/components/layouts/menu-state';
import { Spinner } from '@/components/ui';
import { useStore } from '@/lib/jotai';
import { logoutContent } from '../content';
import { signOut } from '../session';
import { AuthLayout } from './auth-layout';
import { AuthHeader } from './auth-parts';

/**
 * /logout: ends the session once (StrictMode runs effects twice in development), forgets every cached answer of
 * the previous user, then goes to /login (spec §4 "Logout").
 */
export function LogoutPage() {
  const store = useStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Signing out is done from the menu, which the pointer holds expanded: remembered so, it would lie spread over
    // the next session's first page until the pointer crossed it. A new session starts it collapsed (spec §2).
    store.set(menuExpandedAtom, false);
    void signOut(store).then(() => {
      queryClient.clear();
      return navigate({ to: '/login', replace: true });
    });
  }, [store, queryClient, navigate]);

  return (
    <AuthLayout>
      <AuthHeader title={logoutContent.title} />
      <div className="auth-pending">
        <Spinner size="lg" label={logoutContent.pending} />
      </div>
    </AuthLayout>
  );
}
