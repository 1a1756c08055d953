import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '@/features/auth/components/confirm-email-page';

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
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  const { token } = Route.useSearch();
  return <ConfirmEmailPage token={token} />;
}
