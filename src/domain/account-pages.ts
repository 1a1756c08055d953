/**
 * The account pages: sign-in, sign-up, the e-mail confirmation, the forgotten password and a reset link. Each shows a
 * form and calls no API before it is sent, so no session is restored on them (`isRestoreSkipped`) and, in the demo,
 * the in-browser backend waits for their first paint (`FORM_FIRST_ROUTE_IDS`). Light: it ships with the entry.
 */
export const ACCOUNT_PAGES = [
  { path: '/login', routeId: '/_guest/login' },
  { path: '/signup', routeId: '/_guest/signup' },
  { path: '/confirm-email', routeId: '/_guest/confirm-email' },
  { path: '/forget-password', routeId: '/forget-password' },
  { path: '/reset-password', routeId: '/reset-password/$token' },
] as const;

/** Whether a path is one of the account pages (a reset link's token included). */
export function isAccountPage(pathname: string): boolean {
  return ACCOUNT_PAGES.some(({ path }) => pathname === path || pathname.startsWith(`${path}/`));
}
