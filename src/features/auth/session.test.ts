import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, readAccessToken } from '@/api';
import { getConnectivity, subscribeConnectivity } from '@/api/connectivity';
import { setRetryTiming } from '@/api/retry-policy';
import { config } from '@/config/env';
import { createStore, type JotaiStore } from '@/lib/jotai';
import { findUserByEmail } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { signInAs } from '../../../tests/contract/harness';
import { LEA } from '../../../tests/contract/personas';
import { sessionStatusAtom, sessionUserAtom, type SessionUser } from './session-atoms';
import {
  connectSession,
  currentUser,
  isRefusal,
  ensureSessionRestored,
  isRestoreSkipped,
  landingRouteFor,
  refreshSession,
  signIn,
  signOut,
} from './session';
import { recordRequests } from '../../../tests/record-requests';
import { waitForState } from '../../../tests/timers';

const api = (path: string) => `${config.apiUrl}${path}`;

let store: JotaiStore;
beforeEach(() => {
  store = createStore();
  server.events.removeAllListeners();
});

describe('landing route and restore rules', () => {
  it('sends a platform admin to /admin, an admin to /dashboard, and Léa to the first page she may open', async () => {
    const queryClient = new QueryClient();
    const person = (overrides: Partial<SessionUser>): SessionUser => ({
      id: 1,
      email: 'x@verdance.fr',
      name: 'X',
      surname: 'Y',
      work: null,
      role: 'Administrateur principal',
      companyId: 1,
      company: { id: 1, name: 'Verdance' },
      accountStatus: 'ACTIVE',
      accountAuthLevel: 'USER',
      ...overrides,
    });
    expect(await landingRouteFor(person({ accountAuthLevel: 'ADMIN', companyId: null }), queryClient)).toBe('/admin');
    expect(await landingRouteFor(person({ accountStatus: 'VALIDATED', accountAuthLevel: 'ADMIN' }), queryClient)).toBe(
      '/dashboard',
    );
    expect(await landingRouteFor(person({}), queryClient)).toBe('/dashboard');
    // Léa, an Acteur: her preset opens the action plan, not the dashboard.
    await signInAs(LEA);
    const lea = findUserByEmail(LEA);
    if (!lea) throw new Error('Léa absente du jeu de données');
    expect(await landingRouteFor(person({ id: lea.id, role: 'Acteur' }), queryClient)).toBe('/diagnostic');
  });

  it('skips the restore on the public auth pages only', () => {
    for (const path of ['/login', '/signup', '/confirm-email', '/forget-password', '/reset-password/abc']) {
      expect(isRestoreSkipped(path)).toBe(true);
    }
    for (const path of ['/', '/dashboard', '/admin', '/logout']) expect(isRestoreSkipped(path)).toBe(false);
  });
});

describe('sign in and out', () => {
  it('keeps the token in session storage, the user in memory, and removes the legacy token cookie', async () => {
    document.cookie = 'token=legacy; path=/';
    const user = await signIn(store, { email: 'claire.martin@verdance.fr', password: 'Steer2026!' });
    expect(user.email).toBe('claire.martin@verdance.fr');
    expect(readAccessToken()).toMatch(/^ey/);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(store.get(sessionUserAtom)?.email).toBe('claire.martin@verdance.fr');
    expect(currentUser(store)).not.toBeNull();
    expect(document.cookie).not.toMatch(/(^|;\s*)token=/);
  });

  it('counts as authenticated only with both user and token', async () => {
    await signIn(store, { email: 'claire.martin@verdance.fr', password: 'Steer2026!' });
    window.sessionStorage.removeItem('accessToken');
    expect(currentUser(store)).toBeNull();
  });

  it('logs out on the server and forgets token and user', async () => {
    const { seen } = recordRequests();
    await signIn(store, { email: 'claire.martin@verdance.fr', password: 'Steer2026!' });
    await signOut(store);
    expect(seen).toContain('POST /api/auth/logout');
    expect(readAccessToken()).toBeNull();
    expect(store.get(sessionUserAtom)).toBeNull();
    // The refresh cookie is gone too: a new page load cannot resume the session.
    expect(await refreshSession(createStore())).toBeNull();
  });
});

describe('session restore on load', () => {
  it('restores the user with the refresh cookie and stores the new token', async () => {
    await signInAs('claire.martin@verdance.fr');
    window.sessionStorage.clear();
    expect(store.get(sessionStatusAtom)).toBe('loading');
    await ensureSessionRestored(store, '/dashboard');
    expect(store.get(sessionStatusAtom)).toBe('ready');
    expect(currentUser(store)?.email).toBe('claire.martin@verdance.fr');
    expect(readAccessToken()).toMatch(/^ey/);
  });

  it('logs out when the refresh fails', async () => {
    const { seen } = recordRequests();
    await ensureSessionRestored(store, '/dashboard');
    expect(currentUser(store)).toBeNull();
    expect(readAccessToken()).toBeNull();
    expect(seen).toEqual(['POST /api/auth/refresh', 'POST /api/auth/logout']);
    expect(store.get(sessionStatusAtom)).toBe('ready');
  });

  it('does not try on the public auth pages', async () => {
    const { seen } = recordRequests();
    await ensureSessionRestored(store, '/login');
    expect(seen).toEqual([]);
    expect(store.get(sessionStatusAtom)).toBe('ready');
  });

  it('tries only once per page load', async () => {
    const { seen } = recordRequests();
    await Promise.all([ensureSessionRestored(store, '/dashboard'), ensureSessionRestored(store, '/approach')]);
    await ensureSessionRestored(store, '/home');
    expect(seen.filter((entry) => entry === 'POST /api/auth/refresh')).toHaveLength(1);
  });
});

describe('an access token that expires mid-session', () => {
  it('is renewed once on a 401 and the call is replayed with the new token', async () => {
    await signIn(store, { email: 'claire.martin@verdance.fr', password: 'Steer2026!' });
    const onEnded = vi.fn();
    const disconnect = connectSession({ store, queryClient: new QueryClient() }, { navigate: onEnded });
    const expired = 'expired.token.value';
    window.sessionStorage.setItem('accessToken', expired);
    const authorizations: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.startsWith('/results/'))
        authorizations.push(request.headers.get('Authorization'));
    });

    const { data } = await apiClient.GET('/results/{email}', {
      params: { path: { email: 'claire.martin@verdance.fr' } },
    });

    expect(data?.result).toEqual(expect.any(Number));
    expect(authorizations).toHaveLength(2);
    expect(authorizations[0]).toBe(`Bearer ${expired}`);
    expect(authorizations[1]).toBe(`Bearer ${readAccessToken()}`);
    expect(readAccessToken()).not.toBe(expired);
    expect(onEnded).not.toHaveBeenCalled();
    disconnect();
  });

  it('ends the session when the renewal fails, and the call fails with 401', async () => {
    await signIn(store, { email: 'claire.martin@verdance.fr', password: 'Steer2026!' });
    const onEnded = vi.fn();
    const disconnect = connectSession({ store, queryClient: new QueryClient() }, { navigate: onEnded });
    window.sessionStorage.setItem('accessToken', 'expired.token.value');
    server.use(
      http.post(api('/api/auth/refresh'), () =>
        HttpResponse.json({ statusCode: 401, message: 'Expirée' }, { status: 401 }),
      ),
    );

    await expect(
      apiClient.GET('/results/{email}', { params: { path: { email: 'claire.martin@verdance.fr' } } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(onEnded).toHaveBeenCalledWith({ to: '/login', replace: true });
    expect(currentUser(store)).toBeNull();
    expect(readAccessToken()).toBeNull();
    disconnect();
  });

  it('keeps the session through an outage of the refresh: retried with back-off, no logout, no sign-out', async () => {
    await signIn(store, { email: 'claire.martin@verdance.fr', password: 'Steer2026!' });
    const onEnded = vi.fn();
    const disconnect = connectSession({ store, queryClient: new QueryClient() }, { navigate: onEnded });
    window.sessionStorage.setItem('accessToken', 'expired.token.value');
    const { seen } = recordRequests({ only: (request) => request.path.startsWith('/api/auth/') });
    const reconnecting: boolean[] = [];
    const unsubscribe = subscribeConnectivity(() => reconnecting.push(getConnectivity().reconnecting));
    // The refresh's first two attempts meet an outage (a 503, then no answer at all); the third is answered.
    let refreshes = 0;
    server.use(
      http.post(api('/api/auth/refresh'), () => {
        refreshes += 1;
        if (refreshes === 1) return HttpResponse.json({ statusCode: 503, message: 'Indisponible' }, { status: 503 });
        if (refreshes === 2) return HttpResponse.error();
        return undefined;
      }),
    );

    const { data } = await apiClient.GET('/results/{email}', {
      params: { path: { email: 'claire.martin@verdance.fr' } },
    });

    expect(data?.result).toEqual(expect.any(Number));
    expect(onEnded).not.toHaveBeenCalled();
    expect(seen).toEqual(['POST /api/auth/refresh', 'POST /api/auth/refresh', 'POST /api/auth/refresh']);
    expect(currentUser(store)?.email).toBe('claire.martin@verdance.fr');
    // The banner showed while the refresh waited, and went once it was answered.
    expect(reconnecting).toEqual([true, false]);
    unsubscribe();
    disconnect();
  });

  it('settles when its retries are ended during an outage, and sends nothing more', async () => {
    const retries = new AbortController();
    setRetryTiming({ delayMs: () => 20, signal: retries.signal });
    const { seen } = recordRequests({ only: (request) => request.path === '/api/auth/refresh' });
    server.use(http.post(api('/api/auth/refresh'), () => HttpResponse.error()));
    const refresh = refreshSession(store);
    await waitForState(() => expect(seen.length).toBeGreaterThanOrEqual(2));
    retries.abort();
    await expect(refresh).rejects.toMatchObject({ name: 'AbortError' });
    const sent = seen.length;
    // Five retry delays (20 ms) with nothing sent: a retry that is not sent has no state to wait for.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toHaveLength(sent);
    expect(getConnectivity().reconnecting).toBe(false);
  });

  it('tells a refusal (400, 401, 403) from an outage', () => {
    expect([400, 401, 403].map((status) => isRefusal(new ApiError(status, '')))).toEqual([true, true, true]);
    expect([0, 500, 502, 503, 504, 429].some((status) => isRefusal(new ApiError(status, '')))).toBe(false);
  });

  it('ends nothing on the 401 of a call whose session is over: signed out since, or another account', async () => {
    const onEnded = vi.fn();
    const disconnect = connectSession({ store, queryClient: new QueryClient() }, { navigate: onEnded });
    const { seen } = recordRequests();
    const results = (token: string) =>
      apiClient.GET('/results/{email}', {
        params: { path: { email: 'claire.martin@verdance.fr' } },
        headers: { Authorization: `Bearer ${token}` },
      });

    // Signed out: nothing to renew, and no page is sent to /login for a call that outlived its session.
    await expect(results('ended.session.token')).rejects.toMatchObject({ status: 401 });
    // Another account since: Léa's session stays hers.
    await signIn(store, { email: LEA, password: 'Steer2026!' });
    const leas = readAccessToken();
    await expect(results('previous.account.token')).rejects.toMatchObject({ status: 401 });

    expect(onEnded).not.toHaveBeenCalled();
    expect(seen).not.toContain('POST /api/auth/refresh');
    expect(seen).not.toContain('POST /api/auth/logout');
    expect(readAccessToken()).toBe(leas);
    expect(currentUser(store)?.email).toBe(LEA);
    disconnect();
  });

  it('replays a call sent with a token a renewal already replaced, with the current one and without renewing again', async () => {
    await signIn(store, { email: 'claire.martin@verdance.fr', password: 'Steer2026!' });
    const disconnect = connectSession({ store, queryClient: new QueryClient() }, { navigate: vi.fn() });
    const expired = 'expired.token.value';
    window.sessionStorage.setItem('accessToken', expired);
    const call = () => apiClient.GET('/results/{email}', { params: { path: { email: 'claire.martin@verdance.fr' } } });
    await call();
    const renewed = readAccessToken();
    expect(renewed).not.toBe(expired);

    const { requests, seen } = recordRequests();
    const late = await apiClient.GET('/results/{email}', {
      params: { path: { email: 'claire.martin@verdance.fr' } },
      headers: { Authorization: `Bearer ${expired}` },
    });

    expect(late.data?.result).toEqual(expect.any(Number));
    expect(seen).not.toContain('POST /api/auth/refresh');
    expect(requests.filter((request) => request.path.startsWith('/results/'))).toHaveLength(2);
    expect(readAccessToken()).toBe(renewed);
    disconnect();
  });

  it('never retries the session calls themselves', async () => {
    const { seen } = recordRequests();
    const disconnect = connectSession({ store, queryClient: new QueryClient() }, { navigate: vi.fn() });
    await expect(
      apiClient.POST('/api/auth/login', { body: { email: 'claire.martin@verdance.fr', password: 'mauvais' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual(['POST /api/auth/login']);
    disconnect();
  });
});
