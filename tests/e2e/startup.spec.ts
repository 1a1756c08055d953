import { expect, test, type APIRequestContext, type Page, type Request, type Route } from './fixtures';
import { logIn } from './helpers';
import { signedInAs } from './signed-in';

/**
 * Start-up of the demo build: the page paints before the in-browser backend has loaded, API calls wait for it, and
 * the chunks of the route being opened are requested with the entry (see scripts/vite/route-modulepreload.ts).
 */

const CLAIRE = 'claire.martin@verdance.fr';

interface StartupFiles {
  html: string;
  /** The route preload script index.html names (a file: the Content-Security-Policy admits no inline script). */
  preload: string;
}

/** From now on, the number of the page's requests not answered yet (finished or failed). */
function requestsInFlight(page: Page): () => number {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

async function startupFiles(request: APIRequestContext, path: string): Promise<StartupFiles> {
  const html = await (await request.get(path)).text();
  const src = /<script src="([^"]*route-preload-[^"]+\.js)"><\/script>/.exec(html)?.[1];
  return { html, preload: src ? await (await request.get(src)).text() : '' };
}

/** What index.html asks for when `path` is opened: its own tags, and that route's row of the preload table. */
function namedFor({ html, preload }: StartupFiles, path: string): string[] {
  const tags = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
  const table = /\}\)\((\[\[[\s\S]*?\]\]),"/.exec(preload)?.[1];
  const rows = table ? (JSON.parse(table) as [string, string[], string[]][]) : [];
  const row = rows.find(([pattern]) => new RegExp(pattern).test(path));
  return [...tags, ...(row?.[1] ?? []), ...(row?.[2] ?? [])];
}

test('the login form shows while the mock backend is still downloading, and a login waits for it', async ({ page }) => {
  const named = namedFor(await startupFiles(page.request, '/login'), '/login');
  // Everything index.html does not name for /login, as the entry, a preload or the route's chunks, is held back: the
  // mock backend's chunks (msw, the store, the seed, the console) among them.
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/[^/]+\.js$/, (route) => {
    const { pathname } = new URL(route.request().url());
    if (released || named.includes(pathname)) return route.continue();
    held.push(route);
    return undefined;
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connectons-nous.' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Adresse mail' })).toBeEditable();
  // The backend's download did start (after the first paint), and is still pending.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: /^Démo/ })).toHaveCount(0);

  // A login sent now waits for the backend instead of failing.
  await logIn(page, CLAIRE);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);

  // Once the backend is there, the waiting login is answered (in the page: no request reaches the network).
  released = true;
  for (const route of held.splice(0)) await route.continue();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: /^Démo/ })).toBeVisible();
});

test("/login's code comes in one round with the entry: the entry, the runtime and one startup chunk", async ({
  page,
}) => {
  const inFlight = requestsInFlight(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connectons-nous.' })).toBeVisible();
  // Every request the page made has been answered: the resources it asked for before DOMContentLoaded are all in
  // Resource Timing, which lists a resource once it has come.
  await expect.poll(inFlight).toBe(0);
  // Dozens of small shared chunks (six requests at a time over HTTP/1.1) were what held the first paint back. /login's
  // own HTML (scripts/vite/route-html.ts) names all its code as tags: no preload script, no chunk fetched later.
  const html = await (await page.request.get('/login')).text();
  expect(html).not.toMatch(/route-preload-/);
  const named = [
    ...html.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="([^"]+\.js)"/g),
  ].map((match) => match[1] ?? '');
  expect(named.length, named.join(' ')).toBeLessThanOrEqual(3);
  // The code the page ran before its DOMContentLoaded: only what its HTML names.
  const beforeLoad = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < (navigation?.domContentLoadedEventEnd ?? 0))
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'));
  });
  expect(
    beforeLoad.every((path) => named.includes(path)),
    beforeLoad.join(' '),
  ).toBe(true);
  const startup = named.find((path) => /\/assets\/startup-[^/]+\.js$/.test(path)) ?? '';
  const startupCode = await (await page.request.get(startup)).text();
  for (const [call, page] of [
    ['/dashboard/scoreHistory', 'the dashboard'],
    ['/users/solutions/{email}/levers', 'Mes leviers'],
    ['/results/{email}', 'Ma performance'],
  ] as const) {
    expect(startupCode.includes(call), `${startup} holds the query factories of ${page}`).toBe(false);
  }
  const font = page.locator('link[rel="preload"][as="font"]');
  await expect(font).toHaveAttribute('href', /inter-latin-wght-normal-[^/]+\.woff2$/);
});

test("another page's entry brings that route's own chunks and styles along, and only that route's", async ({
  page,
}) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
  );
  expect(preloads.some((href) => /\/assets\/signup-[^/]+\.js$/.test(href))).toBe(true);
  expect(preloads.some((href) => /\/assets\/confirm-email-[^/]+\.js$/.test(href))).toBe(false);
  expect(preloads.some((href) => /\/assets\/forget-password-[^/]+\.js$/.test(href))).toBe(false);
});

test('a page that calls the API at once brings the backend along with its entry; a form-first page does not', async ({
  page,
}) => {
  const backend = (names: string[]) => names.filter((name) => /\/assets\/browser-[\w-]+\.js$/.test(name));
  // The shell's table, for any route (index.html: the page of every route without its own HTML).
  const files = await startupFiles(page.request, '/index.html');
  for (const path of ['/login', '/signup', '/confirm-email', '/forget-password', '/reset-password/abc']) {
    expect(backend(namedFor(files, path)), path).toEqual([]);
  }
  for (const path of ['/dashboard', '/pilotage', '/enquete/abc', '/admin', '/diagnosis/gouvernance/1']) {
    expect(backend(namedFor(files, path)), path).toHaveLength(1);
  }
  // A framed route's own HTML names the backend as a tag, /login's does not (scripts/vite/route-html.ts).
  const tagged = async (path: string) => backend(namedFor(await startupFiles(page.request, path), path));
  expect(await tagged('/dashboard')).toHaveLength(1);
  expect(await tagged('/login')).toEqual([]);
  // Requested with the entry, before the first paint, rather than once the route's code has run.
  await page.goto('/dashboard');
  await page.waitForURL(/\/login$/);
  const requested = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
  );
  expect(backend(requested.map((href) => new URL(href).pathname))).toHaveLength(1);
});

test.describe(() => {
  test.use(signedInAs('claire'));

  test('a signed-in reload restores the session through the backend once it has started', async ({ page }) => {
    // From Claire's saved session (no access token in the tab yet: the first load restores it from the cookie too).
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The guard's session restore is the first call: it starts the backend itself rather than waiting for a paint. A
    // refused refresh would have sent the page on to /login.
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('the signed-in code comes while /login is idle: signing in then downloads no script before the score', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const inFlight = requestsInFlight(page);
  await page.goto('/login');
  // The shell, the dashboard and Victory are already there: asked for at once by the idle prefetch (each chunk with
  // the chunks it imports), and all come...
  await expect.poll(() => scripts.some((path) => /\/assets\/dashboard-[\w-]+\.js$/.test(path))).toBe(true);
  await expect.poll(() => scripts.some((path) => /\/assets\/victory[\w-]*\.js$/.test(path))).toBe(true);
  await expect.poll(inFlight).toBe(0);
  // ...so the click on 'Se connecter' waits for the calls alone. Timed in the page (Resource Timing), from the click to
  // the frame that shows the score: what the shell prefetches once the dashboard has settled comes after, by design.
  await page.evaluate(() => {
    const marks = window as unknown as { clickAt?: number; scoreAt?: number };
    document.addEventListener('click', () => (marks.clickAt ??= performance.now()), { capture: true });
    new MutationObserver((_records, observer) => {
      if (!document.body.textContent?.includes('Votre score global')) return;
      marks.scoreAt = performance.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await logIn(page, CLAIRE);
  await expect(page.getByText('Votre score global')).toBeVisible();
  const between = await page.evaluate(() => {
    const { clickAt = 0, scoreAt = Infinity } = window as unknown as { clickAt?: number; scoreAt?: number };
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js') && entry.startTime >= clickAt && entry.startTime <= scoreAt)
      .map((entry) => new URL(entry.name).pathname);
  });
  expect(between).toEqual([]);
});
