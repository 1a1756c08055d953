import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Alert, LinkButton, Spinner } from '@/components/ui';
import { confirmEmailContent, fieldLabels, REDIRECT_DELAY_MS } from '../content';
import { authMutations } from '../mutations';
import { AuthLayout } from './auth-layout';
import { AuthHeader } from './auth-parts';
import { confirmEmailErrorMessage } from './error-messages';

export interface ConfirmEmailPageProps {
  /** The `token` search parameter of the link, undefined when the link has none. */
  token: string | undefined;
}

/**
 * /confirm-email?token=...: confirms the address once (a token is single-use, so StrictMode's second effect run must
 * not send it again), then sends the person to /login after 3 s.
 */
export function ConfirmEmailPage({ token }: ConfirmEmailPageProps) {
  const navigate = useNavigate();
  const confirmation = useMutation(authMutations.confirmEmail());
  const { mutate } = confirmation;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const succeeded = confirmation.isSuccess;
  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(() => void navigate({ to: '/login' }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, navigate]);

  let state;
  if (!token) {
    state = <Alert tone="danger">{confirmEmailContent.missingToken}</Alert>;
  } else if (confirmation.isError) {
    state = <Alert tone="danger">{confirmEmailErrorMessage(confirmation.error)}</Alert>;
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

  const failed = !token || confirmation.isError;
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
