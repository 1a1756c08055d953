import { apiClient, clearAccessToken, isApiError, readAccessToken, setSessionRenewer, writeAccessToken } from '@/api';
import { beginRetrying } from '@/api/connectivity';
import { waitBeforeRetry } from '@/api/retry-policy';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { isAccountPage } from '@/domain/account-pages';
import type { LinkPath } from '@/domain/pages';
import { sessionKeyAtom, startNewSession, type JotaiStore } from '@/lib/jotai';
import { sessionStatusAtom, sessionUserAtom, type SessionUser } from './session-atoms';

/** No session restore is attempted on load on the account pages (spec §2 "Layouts"). */
export const isRestoreSkipped = isAccountPage;

/**
 * Where a signed-in person lands (spec §2, without the wall): an ACTIVE platform admin on /admin; anyone else on
 * /dashboard when they may open it, otherwise on the first page of the menu they may open (`landingPath`).
 */
export async function landingRouteFor(user: SessionUser, queryClient: QueryClient): Promise<LinkPath> {
  // Loaded when needed (the signed-in code prefetched on /login holds them): they stay out of /login's start-up.
  const [{ grantedPageNames, isPageAccessChecked, landingPath }, { collaboratorQueries }] = await Promise.all([
    import('@/domain/pages'),
    import('@/api/queries/collaborators'),
  ]);
  if (!isPageAccessChecked(user)) return landingPath(user, null);
  try {
    const authorizations = await queryClient.ensureQueryData(collaboratorQueries.pageAuthorizations(user.id));
    return landingPath(user, grantedPageNames(authorizations));
  } catch {
    // Accesses unknown (network): the dashboard, whose gate then says what it can.
    return landingPath(user, null);
  }
}

/**
 * Where a person without a session goes (spec §4 'Logout', §7 'logout and go to /login'): said here only. The guards
 * and /logout throw `loginRedirect()`; a session that ends under a page (its renewal refused) goes there through
 * `connectSession`.
 */
export const LOGIN_PAGE = { to: '/login' } as const;

/** The redirect a guard or /logout throws to send the person to the sign-in page. */
export function loginRedirect() {
  // A copy: `redirect` writes its status code into the options it is given.
  return redirect({ ...LOGIN_PAGE });
}

/** The access token of the session this store holds (for loaders; components use `useSessionToken`), or null. */
export function currentAccessToken(store: JotaiStore): string | null {
  return store.get(sessionUserAtom) ? readAccessToken() : null;
}

/** Authenticated means both the user (memory) and the token (session storage) are present. */
export function currentUser(store: JotaiStore): SessionUser | null {
  const user = store.get(sessionUserAtom);
  return user && readAccessToken() ? user : null;
}

function establish(store: JotaiStore, accessToken: string, user: SessionUser, renewal = false): void {
  // Another account on the same tab: nothing of the previous person's client state carries over.
  const previous = store.get(sessionUserAtom);
  // A renewal for the same person links the new token to the one it replaces (calls in flight stay this session's).
  writeAccessToken(accessToken, renewal && previous?.id === user.id ? readAccessToken() : null);
  if (previous && previous.id !== user.id) startNewSession(store);
  store.set(sessionUserAtom, user);
}

function forget(store: JotaiStore): void {
  clearAccessToken();
  store.set(sessionUserAtom, null);
  startNewSession(store);
}

/** The legacy `token` cookie read by older chart/chat code is removed at login (spec §3). */
function removeLegacyTokenCookie(): void {
  if (typeof document !== 'undefined') document.cookie = 'token=; Max-Age=0; path=/';
}

const inFlightRefresh = new WeakMap<JotaiStore, Promise<SessionUser | null>>();

/** The answers by which the server refuses to renew the session (spec §7: 'logout and go to /login'). */
const REFUSALS: ReadonlySet<number> = new Set([400, 401, 403]);

/** Whether a failed refresh is the server's refusal, rather than an outage (no answer, 5xx, 429, a timeout). */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && REFUSALS.has(error.status);
}

/**
 * Asks the server for a new access token with the refresh cookie. Concurrent callers share one request, so a burst
 * of 401s renews once. Success stores token and user; a refusal (400, 401, 403) ends the session locally. An outage
 * is not a refusal (issue 35): the session is kept and the refresh tried again with back-off, under the banner
 * « Connexion au serveur perdue — nouvelle tentative... », until the server answers one way or the other; the page
 * and what the person typed stay. When the retries are ended while it waits (`RetryTiming.signal`: a test's end), it
 * rejects with an AbortError and sends nothing more.
 */
export function refreshSession(store: JotaiStore): Promise<SessionUser | null> {
  const running = inFlightRefresh.get(store);
  if (running) return running;
  const attempt = (async () => {
    let endRetrying: (() => void) | null = null;
    try {
      for (let retry = 0; ; retry += 1) {
        try {
          const { data } = await apiClient.POST('/api/auth/refresh');
          if (!data) throw new Error('Réponse de rafraîchissement vide');
          establish(store, data.accessToken, data.user, true);
          return data.user;
        } catch (error) {
          if (isRefusal(error) || !isApiError(error)) {
            forget(store);
            return null;
          }
        }
        endRetrying ??= beginRetrying();
        if (!(await waitBeforeRetry(retry, null))) {
          throw new DOMException('Nouvelles tentatives de rafraîchissement arrêtées.', 'AbortError');
        }
      }
    } finally {
      endRetrying?.();
      inFlightRefresh.delete(store);
    }
  })();
  inFlightRefresh.set(store, attempt);
  return attempt;
}

/**
 * After the person created or joined a company: a new access token, which carries the companyId (refresh), then the
 * user as the server now has it (`GET /api/users/{id}`, as openapi.yaml says). Resolves null when the session could
 * not be renewed; a failed re-read keeps the user the refresh gave.
 */
export async function renewAfterCompanyChange(store: JotaiStore): Promise<SessionUser | null> {
  const refreshed = await refreshSession(store);
  if (!refreshed) return null;
  try {
    const { data } = await apiClient.GET('/api/users/{id}', { params: { path: { id: refreshed.id } } });
    if (data?.id === refreshed.id) store.set(sessionUserAtom, data);
  } catch {
    // No answer: the refresh's user stands.
  }
  return store.get(sessionUserAtom);
}

/** The person changed their own account (profile): the same person, as the server now has them. */
export function updateSessionUser(store: JotaiStore, user: SessionUser): void {
  if (store.get(sessionUserAtom)?.id === user.id) store.set(sessionUserAtom, user);
}

const firstRestore = new WeakMap<JotaiStore, Promise<void>>();

/**
 * The page load's one restore attempt (skipped on the public auth pages). Guards await it, so a guarded page shows
 * 'Chargement...' until it ends and never renders for a user who is not there.
 */
export function ensureSessionRestored(store: JotaiStore, pathname: string): Promise<void> {
  const existing = firstRestore.get(store);
  if (existing) return existing;
  const restore = (async () => {
    if (!isRestoreSkipped(pathname) && !currentUser(store)) {
      const user = await refreshSession(store);
      if (!user) await endServerSession();
    }
    store.set(sessionStatusAtom, 'ready');
  })();
  firstRestore.set(store, restore);
  return restore;
}

export interface Credentials {
  email: string;
  password: string;
}

/** What a successful login answers: the session's access token and its person. */
export interface LoginAnswer {
  accessToken: string;
  user: SessionUser;
}

/** How the login call reaches the server: the app's client, unless the caller runs before it may be used. */
export type LoginCall = (credentials: Credentials) => Promise<Pick<LoginAnswer, 'accessToken'>>;

async function loginThroughClient(credentials: Credentials): Promise<LoginAnswer> {
  const { data } = await apiClient.POST('/api/auth/login', { body: credentials });
  if (!data) throw new Error('Réponse de connexion vide');
  return data;
}

/** Logs in: token to session storage, user to memory, legacy cookie removed. Errors are the client's ApiError. */
export async function signIn(store: JotaiStore, credentials: Credentials): Promise<SessionUser> {
  const data = await loginThroughClient(credentials);
  establish(store, data.accessToken, data.user);
  removeLegacyTokenCookie();
  store.set(sessionStatusAtom, 'ready');
  return data.user;
}

/**
 * Signs in for a page about to be loaded, from outside the app's React tree (the demo console's personas, a scenario
 * link): the same login, the token kept where `signIn` keeps it, the legacy cookie removed; the login's answer sets
 * the refresh cookie, from which the loaded page restores the person. `login` replaces the app's client for a
 * caller that runs before the client may be used (the scenario link, while the in-browser backend starts).
 */
export async function signInBeforeLoad(credentials: Credentials, login: LoginCall = loginThroughClient): Promise<void> {
  const { accessToken } = await login(credentials);
  writeAccessToken(accessToken);
  removeLegacyTokenCookie();
}

async function endServerSession(): Promise<void> {
  try {
    await apiClient.POST('/api/auth/logout');
  } catch {
    // The local session ends whatever the server says: a failed logout call must not keep anyone signed in.
  }
}

/** Logs out: tells the server (clears the refresh cookie), then forgets token and user. */
export async function signOut(store: JotaiStore): Promise<void> {
  await endServerSession();
  forget(store);
}

/**
 * Ends the session of a page about to be loaded, from outside the app's React tree (a scenario link without a
 * persona, the demo's data reset): the server's session (through `logout` for a caller that runs before the app's
 * client may be used), whatever it answers, then the token. The loaded page finds nobody.
 */
export async function signOutBeforeLoad(logout: () => Promise<unknown> = endServerSession): Promise<void> {
  await logout().catch(() => undefined);
  clearAccessToken();
}

/** What `connectSession` moves to /login with (the app's router). */
export interface SessionNavigator {
  navigate(location: typeof LOGIN_PAGE & { replace: true }): unknown;
}

/**
 * Connects the session to the app (once, by `App`): the end of a session in one place.
 *
 * - The API client renews an expired access token on a 401 (once per call) through `refreshSession`. When the
 *   renewal is refused the session is over: the server is told, and the person goes to /login, so no screen stays
 *   half-broken (spec §7).
 * - Each new session (sign-out, a renewal refused, another account) starts with an empty server cache: nothing of the
 *   previous person's data is shown to the next, not even for the moment a refetch takes. This is the only place the
 *   query cache is cleared.
 */
export function connectSession(
  { store, queryClient }: { store: JotaiStore; queryClient: QueryClient },
  router: SessionNavigator,
): () => void {
  setSessionRenewer(async () => {
    const user = await refreshSession(store);
    if (user) return readAccessToken();
    await endServerSession();
    void router.navigate({ ...LOGIN_PAGE, replace: true });
    return null;
  });
  const stopClearing = store.sub(sessionKeyAtom, () => queryClient.clear());
  return () => {
    setSessionRenewer(null);
    stopClearing();
  };
}
