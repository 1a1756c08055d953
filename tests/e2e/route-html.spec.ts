import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { signedInAs } from './signed-in';

/**
 * Each framed route's own HTML (scripts/vite/route-html.ts, src/app/route-frames.tsx; issue 41): its title, its
 * frame with the page's heading, its own preload and stylesheet links as tags; and the app's take-over of that frame
 * without a blank frame or a shift (src/app/first-frame.ts).
 */

/** Framed routes, their h1 as the page writes it, and what shows the page's content is there. */
const FRAMED = [
  {
    path: '/dashboard',
    title: 'Mon tableau de bord · Steer',
    h1: 'Mon tableau de bord dynamique',
    content: '.score-summary__global-value',
  },
  { path: '/pilotage', title: 'Mon pilotage · Steer', h1: 'Mon pilotage', content: '.action-card__title' },
  { path: '/solutions', title: 'Mes leviers · Steer', h1: 'Mes leviers', content: '.lever-card__title' },
  {
    path: '/mon-enquete/dashboard',
    title: "Tableau de bord de l'enquête · Steer",
    h1: "Tableau de bord de l'enquête",
    content: null,
  },
  { path: '/login', title: 'Connexion · Steer', h1: 'Connectons-nous.', content: 'input' },
] as const;

/** The route preload table of the app's shell: the files a route needs beyond the entry's. */
async function preloadTable(request: APIRequestContext): Promise<[string, string[], string[]][]> {
  const shell = await (await request.get('/index.html')).text();
  const src = /<script src="([^"]*route-preload-[^"]+\.js)"><\/script>/.exec(shell)?.[1];
  expect(src, 'the shell names its preload script').toBeTruthy();
  const script = await (await request.get(src ?? '')).text();
  return JSON.parse(/\}\)\((\[\[[\s\S]*?\]\]),"/.exec(script)?.[1] ?? '[]') as [string, string[], string[]][];
}

const attributeValues = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');

test("each framed route's HTML holds its title, its heading and its own files as tags", async ({ request }) => {
  const table = await preloadTable(request);
  for (const { path, title, h1 } of FRAMED) {
    const response = await request.get(path);
    expect(response.headers()['content-type'], path).toContain('text/html');
    const html = await response.text();
    expect(html, path).toContain(`<title>${title}</title>`);
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]?.replaceAll('&#x27;', "'"), path).toBe(h1);
    expect(html, `${path} needs no preload script`).not.toMatch(/route-preload-/);
    const preloads = attributeValues(html, /<link rel="modulepreload" crossorigin href="([^"]+)"/g);
    const styles = attributeValues(html, /<link rel="stylesheet"[^>]* href="([^"]+)"/g);
    // The route's own chunks (among those the shell's table would add for it at run time) and all of its styles.
    const row = table.find(([pattern]) => new RegExp(pattern).test(path));
    for (const file of preloads.filter((file) => !/\/(startup|rolldown-runtime)-/.test(file))) {
      expect(row?.[1] ?? [], `${path} preloads ${file}, a file of its own`).toContain(file);
    }
    const page = path === '/login' ? null : new RegExp(`/${path.split('/').at(-1) ?? ''}-[\\w-]+\\.js$`);
    if (page)
      expect(
        preloads.some((file) => page.test(file)),
        `${path} preloads its page's chunk`,
      ).toBe(true);
    for (const file of row?.[2] ?? []) expect(styles, `${path} links ${file}`).toContain(file);
    // Not another route's: /pilotage's code is not in /solutions' page.
    if (path !== '/pilotage')
      expect(
        preloads.some((file) => /\/pilotage-[\w-]+\.js$/.test(file)),
        path,
      ).toBe(false);
    for (const file of [...preloads, ...styles]) expect((await request.get(file)).status(), file).toBe(200);
  }
  // A path with a parameter, or no route at all, gets the app's shell.
  for (const path of ['/diagnosis/gouvernance/1', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root"></div>');
    expect(html, path).toMatch(/route-preload-/);
  }
});

interface FrameSample {
  time: number;
  h1: string | null;
  box: string | null;
  rail: string | null;
}

/** Records, frame by frame, the page's h1 and the rail's box, and the layout shifts, from before any script runs. */
const SAMPLER = `(() => {
  const samples = []; const shifts = [];
  window.__frames = { samples, shifts };
  const box = (element) => { if (!element) return null; const r = element.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map(Math.round).join(','); };
  const tick = (time) => {
    const h1 = document.querySelector('h1');
    const rail = document.querySelector('.side-menu');
    samples.push({ time, h1: h1 ? h1.textContent : null, box: box(h1), rail: rail && rail.offsetParent !== null ? box(rail) : null });
    if (samples.length < 2000) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) shifts.push(entry.value); })
    .observe({ type: 'layout-shift', buffered: true });
})()`;

/** The frame as the HTML alone paints it: no script at all. */
async function staticFrame(page: Page, path: string): Promise<{ box: string; rail: string | null }> {
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toBeVisible();
  const read = await page.evaluate(() => {
    const box = (element: Element | null) => {
      if (!element) return null;
      const r = element.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height].map(Math.round).join(',');
    };
    return { box: box(document.querySelector('h1')) ?? '', rail: box(document.querySelector('.side-menu')) };
  });
  await page.unroute(/\.js$/);
  return read;
}

test.describe(() => {
  test.use(signedInAs('claire'));

  test('a signed-in page opens on its frame, and the app takes it over without a blank frame or a shift', async ({
    page,
    context,
  }) => {
    // From Claire's saved session: a first page warms the browser's cache and rotates the refresh cookie, as the
    // sign-in it replaces did; the tabs below restore their session from that cookie.
    await page.goto('/dashboard');
    await page.getByText('Votre score global').waitFor();

    for (const { path, h1, content } of FRAMED.filter((route) => route.path !== '/login' && route.content)) {
      const bare = await context.newPage();
      const painted = await staticFrame(bare, path);
      await bare.close();

      const tab = await context.newPage();
      await tab.addInitScript(SAMPLER);
      await tab.goto(path);
      await expect(tab.locator(content ?? 'main').first()).toBeVisible();
      // The app's page is there (its session restored from the cookie), in place of the frame.
      await expect(tab.locator('.first-frame:not([hidden])')).toHaveCount(1);
      await expect(tab.locator('nav.side-menu__nav').first()).toBeAttached();
      const { samples, shifts } = await tab.evaluate(
        () => (window as unknown as { __frames: { samples: FrameSample[]; shifts: number[] } }).__frames,
      );
      const drawn = samples.filter((sample) => sample.h1 !== null || sample.rail !== null);
      expect(drawn.length, path).toBeGreaterThan(0);
      // From the first frame that shows anything to the content: the same heading, in the same box, every frame.
      const first = samples.indexOf(drawn[0] as FrameSample);
      for (const sample of samples.slice(first)) {
        expect(sample.h1, `${path} at ${Math.round(sample.time)} ms`).toBe(h1);
        expect(sample.box, `${path}: the heading's box at ${Math.round(sample.time)} ms`).toBe(painted.box);
        if (sample.rail !== null) expect(sample.rail, `${path}: the rail's box`).toBe(painted.rail);
      }
      const cls = shifts.reduce((sum, value) => sum + value, 0);
      expect(cls, `${path}: cumulative layout shift`).toBeLessThanOrEqual(0.02);
      await tab.close();
    }
  });
});

test('a signed-out visit to a framed page still ends on /login, with its own frame first', async ({ page }) => {
  await page.goto('/pilotage');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connectons-nous.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Adresse mail' })).toBeEditable();
  await expect(page).toHaveTitle('Connexion · Steer');
});
