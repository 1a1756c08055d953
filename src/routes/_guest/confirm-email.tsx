import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '@/features/auth/components/confirm-email-page';
import { confirmEmailOutcome } from '@/features/auth/confirm-email';

interface ConfirmEmailSearch {
  token?: string;
}

/**
 * The router parses search values as JSON where it can, so an all-digit token arrives as a number: keep its text.
 * Anything else (missing, empty, an object) is no token at all.
 */
function validateConfirmEmailSearch(search: Record<string, unknown>): ConfirmEmailSearch {
  const { token } = search;
  if (typeof token === 'number') return { token: String(token) };
  return typeof token === 'string' && token.trim() !== '' ? { token: token.trim() } : {};
}

/** /confirm-email?token=... (guest-only through the _guest layout). */
export const Route = createFileRoute('/_guest/confirm-email')({
  validateSearch: validateConfirmEmailSearch,
  loaderDeps: ({ search: { token } }) => ({ token }),
  // The confirmation is the loader's: sent once per token and visit, kept (a single-use token is never asked
  // again), and never by a render. The page says « Validation en cours... » meanwhile.
  loader: ({ deps: { token } }) => confirmEmailOutcome(token),
  staleTime: Infinity,
  pendingComponent: () => <ConfirmEmailPage outcome={undefined} />,
  pendingMs: 0,
  pendingMinMs: 0,
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  return <ConfirmEmailPage outcome={Route.useLoaderData()} />;
}
