import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Request } from './fixtures';
import { MOCK_SERVER_URL, REAL_HOST_URL } from '../../playwright.config';

/**
 * The client built with mocking off (VITE_API_MOCKING=false, see the 'real-host' webServer of playwright.config.ts),
 * served on 127.0.0.1:4174 and talking to `npm run mock-server` on 127.0.0.1:4010 like it would to any real host.
 */

const API_ORIGIN = MOCK_SERVER_URL;
const APP_ORIGIN = REAL_HOST_URL;
const DIST = new URL('../../dist-real/', import.meta.url);
const CLAIRE = 'claire.martin@verdance.fr';
const PASSWORD = 'Steer2026!';

/** Requests the app's code makes (as opposed to loading its own files). */
const API_CALL_TYPES = new Set(['fetch', 'xhr', 'eventsource', 'websocket']);

test('the real-host build carries no mock backend code', () => {
  // Only Storybook serves msw's worker (.storybook/public): no app build has it.
  expect(existsSync(new URL('mockServiceWorker.js', DIST)), 'dist-real/mockServiceWorker.js').toBe(false);
  expect(existsSync(new URL('favicon.svg', DIST)), 'dist-real/favicon.svg').toBe(true);
  const assets = new URL('assets/', DIST);
  const files = readdirSync(assets).filter((name) => /\.(js|mjs|css)$/.test(name));
  expect(files.length).toBeGreaterThan(0);
  for (const name of [...files.map((file) => join(assets.pathname, file)), join(DIST.pathname, 'index.html')]) {
    const text = readFileSync(name, 'utf8');
    expect.soft(text.includes('mockServiceWorker'), `${name} mentions mockServiceWorker`).toBe(false);
    expect.soft(/faker/i.test(text), `${name} contains faker`).toBe(false);
    expect.soft(text.includes('mock-socket'), `${name} contains mock-socket`).toBe(false);
  }
});

test('signs a persona in against the mock server, without any service worker', async ({ page, context }) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));

  await page.goto('/login');
  await page.getByLabel(/mail/i).fill(CLAIRE);
  // Anchored: the show-password toggle's label ('Afficher le mot de passe') must not match.
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  const login = page.waitForResponse((response) => response.url() === `${API_ORIGIN}/api/auth/login`);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  expect((await login).status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The refresh cookie set by 127.0.0.1:4010 is sent back from 127.0.0.1:4174 (same site): a reload keeps the session.
  const cookies = await context.cookies(`${API_ORIGIN}/api/auth/refresh`);
  expect(cookies).toEqual([expect.objectContaining({ name: 'refreshToken', httpOnly: true, sameSite: 'Lax' })]);
  const refresh = page.waitForResponse((response) => response.url() === `${API_ORIGIN}/api/auth/refresh`);
  await page.reload();
  expect((await refresh).status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/);

  const registrations = await page.evaluate(async () =>
    'serviceWorker' in navigator ? (await navigator.serviceWorker.getRegistrations()).length : 0,
  );
  expect(registrations).toBe(0);
  expect(context.serviceWorkers()).toHaveLength(0);

  const urls = requests.map((request) => request.url());
  expect(urls.some((url) => url.includes('mockServiceWorker'))).toBe(false);
  const apiCalls = requests.filter((request) => API_CALL_TYPES.has(request.resourceType()));
  expect(apiCalls.map((request) => request.url())).toContain(`${API_ORIGIN}/api/auth/login`);
  for (const request of apiCalls) {
    expect.soft(new URL(request.url()).origin, `${request.method()} ${request.url()}`).toBe(API_ORIGIN);
  }
  // The page's own origin only serves the built files.
  const ownOrigin = requests.filter((request) => request.url().startsWith(APP_ORIGIN));
  expect(ownOrigin.filter((request) => request.method() !== 'GET')).toEqual([]);
});
