import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Alert, LinkButton, Spinner } from '@/components/ui';
import { confirmEmailContent, fieldLabels, REDIRECT_DELAY_MS } from '../content';
import type { ConfirmEmailOutcome } from '../confirm-email';
import { AuthLayout } from './auth-layout';
import { AuthHeader } from './auth-parts';
import { confirmEmailErrorMessage } from './error-messages';

export interface ConfirmEmailPageProps {
  /** Where the confirmation stands: still on its way (undefined) while the route's loader waits for the server. */
  outcome: ConfirmEmailOutcome | undefined;
}

/**
 * /confirm-email?token=...: the address is confirmed by the route's loader (a token is single-use: no render sends
 * it); this page says where that stands, then sends the person to /login after 3 s.
 */
export function ConfirmEmailPage({ outcome }: ConfirmEmailPageProps) {
  const navigate = useNavigate();
  const succeeded = outcome?.status === 'confirmed';
  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(() => void navigate({ to: '/login' }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, navigate]);

  let state;
  if (outcome?.status === 'missing') {
    state = <Alert tone="danger">{confirmEmailContent.missingToken}</Alert>;
  } else if (outcome?.status === 'failed') {
    state = <Alert tone="danger">{confirmEmailErrorMessage(outcome.error)}</Alert>;
  } else if (succeeded) {
    state = (
      <Alert tone="success" title={confirmEmailContent.success}>
        {confirmEmailContent.redirecting}
      </Alert>
    );
  } else {
    state = (
      <div className="auth-pending">
        <Spinner size="lg" label={confirmEmailContent.pending} />
      </div>
    );
  }

  const failed = outcome?.status === 'missing' || outcome?.status === 'failed';
  return (
    <AuthLayout>
      <AuthHeader title={confirmEmailContent.title} />
      <div className="auth-state">{state}</div>
      {(failed || succeeded) && (
        <div className="auth-actions">
          <LinkButton to="/login" variant={failed ? 'primary' : 'secondary'} size="lg" fullWidth>
            {fieldLabels.backToLogin}
          </LinkButton>
        </div>
      )}
    </AuthLayout>
  );
}
