import { expect, test, type Page } from './fixtures';
import { WCAG22_AA_TAGS, axeViolations, logIn } from './helpers';

/**
 * The guard that keeps every page right at every width (WCAG 1.4.10 reflow, 2.4.2 page titled): each route of the
 * product, at 320, 768 and 1280 px, has no horizontal page scroll, no serious or critical axe violation under the
 * WCAG 2.2 A/AA rules (target-size, 24 × 24 CSS px, included), no page
 * error and no console error, and a title no other page has. Aliases that redirect (/ma-demarche → /approach,
 * /logout) are left out: they have no page of their own.
 */

const WIDTHS = [320, 768, 1280] as const;

const PUBLIC_PAGES = [
  '/login',
  '/signup',
  '/forget-password',
  '/confirm-email',
  '/reset-password/lien-trop-court',
  '/enquete/verdance-perception-rse-2026',
  '/cette-page-n-existe-pas',
];

const CLAIRE_PAGES = [
  '/dashboard',
  '/ma-performance',
  '/limited-access',
  '/diagnostic',
  '/solutions',
  '/pilotage',
  '/mes-actions-realisees',
  '/approach',
  '/mes-ressources',
  '/sensibilisation',
  '/steer-store',
  '/mes-documents',
  '/mes-documents-internes',
  '/mes-documents-steer',
  '/configurer-mon-compte',
  '/mon-enquete/dashboard',
  '/diagnosis/preamble',
  '/diagnosis/entreprise',
  '/diagnosis/social',
  '/diagnosis/gouvernance/1',
];

const ADMIN_PAGES = ['/admin'];

/** Every page's title, to check that no two pages share one. */
const titles = new Map<string, string>();

interface ViewReport {
  view: string;
  scrollWidth: number;
  width: number;
  violations: string[];
  errors: string[];
}

/**
 * One page at every width: loaded once at the narrowest, then widened, as a person turning a tablet or widening a
 * window would (media queries and the components' size observers follow the viewport, so each width is laid out as
 * it would be on load; a load per width cost three times the journey).
 */
async function checkPath(page: Page, path: string, errors: string[]): Promise<ViewReport[]> {
  const reports: ViewReport[] = [];
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await page.goto(path);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Sections load on their own: wait until no loader is left in the main region.
    await expect(page.locator('main [aria-busy="true"], main .ui-spinner')).toHaveCount(0, { timeout: 10_000 });
    // The layout of the new width is painted before it is measured.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    const violations = (await axeViolations(page, WCAG22_AA_TAGS))
      .filter(({ impact }) => impact === 'serious' || impact === 'critical')
      .map(({ id, nodes }) => `${id}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`);
    if (width === 1280) titles.set(path, await page.title());
    reports.push({ view: `${path} @ ${width}`, scrollWidth, width, violations, errors: errors.splice(0) });
  }
  return reports;
}

async function walk(page: Page, paths: readonly string[]): Promise<ViewReport[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  const reports: ViewReport[] = [];
  for (const path of paths) reports.push(...(await checkPath(page, path, errors)));
  return reports;
}

function expectRight(reports: ViewReport[]): void {
  expect(
    reports
      .filter(({ scrollWidth, width }) => scrollWidth > width)
      .map(({ view, scrollWidth }) => `${view}: ${scrollWidth} px`),
  ).toEqual([]);
  expect(
    reports.filter(({ violations }) => violations.length > 0).map(({ view, violations }) => ({ view, violations })),
  ).toEqual([]);
  expect(reports.filter(({ errors }) => errors.length > 0).map(({ view, errors }) => ({ view, errors }))).toEqual([]);
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

test('the public pages, at 320, 768 and 1280 px', async ({ page }) => {
  expectRight(await walk(page, PUBLIC_PAGES));
});

test("Claire's pages, at 320, 768 and 1280 px", async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'claire.martin@verdance.fr');
  await expect(page).toHaveURL(/\/dashboard$/);
  expectRight(await walk(page, CLAIRE_PAGES));
});

test("the platform admin's page, at 320, 768 and 1280 px; no two pages share a title", async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'admin@steer.fr');
  await expect(page).toHaveURL(/\/admin$/);
  expectRight(await walk(page, ADMIN_PAGES));

  const all = [...titles.entries()];
  expect(all).toHaveLength(PUBLIC_PAGES.length + CLAIRE_PAGES.length + ADMIN_PAGES.length);
  const shared = all.filter(([, title], index) => all.findIndex(([, other]) => other === title) !== index);
  expect(shared).toEqual([]);
});

test('on a touch screen, every button is 44 × 44 CSS px at least', async ({ browser }) => {
  // A phone: a coarse pointer and touch, 390 px wide.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const smallButtons = () =>
    page.evaluate(() => {
      if (!matchMedia('(pointer: coarse)').matches) return ['the pointer is not coarse'];
      return [...document.querySelectorAll<HTMLElement>('main .ui-button, header .ui-button')]
        .filter((button) => button.getClientRects().length > 0 && !button.closest('.visually-hidden'))
        .map((button) => ({ button, box: button.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(
          ({ button, box }) =>
            `${button.textContent?.trim() || button.getAttribute('aria-label')}: ${box.width.toFixed(0)} × ${box.height.toFixed(0)}`,
        );
    });
  try {
    await page.goto('/forget-password');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await smallButtons()).toEqual([]);
    // /login asks for a wider screen (spec): sign in wide, then back to the phone's width.
    await page.setViewportSize({ width: 1280, height: 844 });
    await page.goto('/login');
    await logIn(page, 'claire.martin@verdance.fr');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/dashboard', '/pilotage', '/solutions', '/configurer-mon-compte']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('main [aria-busy="true"], main .ui-spinner')).toHaveCount(0, { timeout: 10_000 });
      expect(await smallButtons(), path).toEqual([]);
    }
  } finally {
    await context.close();
  }
});
