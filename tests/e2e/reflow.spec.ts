import { expect, test, type Page } from './fixtures';
import { STRUCTURE_RULES, WCAG22_AA_TAGS, axeViolations, fixedBands, logIn } from './helpers';
import { signedInAs } from './signed-in';

/**
 * The guard that keeps every page right at every width (WCAG 1.4.10 reflow, 2.4.2 page titled): each route of the
 * product, at 320, 768 and 1280 px, has no horizontal page scroll, no serious or critical axe violation under the
 * WCAG 2.2 A/AA rules (target-size, 24 × 24 CSS px, included), no page
 * error and no console error, and a title no other page has. Aliases that redirect (/ma-demarche → /approach,
 * /logout) are left out: they have no page of their own.
 *
 * The walk also audits, with axe's default rules at every impact, the pages and states that single-page journeys
 * used to open again each (issue 48): the account screens and their error states (auth.spec.ts), the 404 and the
 * dashboard (landing-pages.spec.ts), and six of Claire's pages (action-plan.spec.ts). Each failure names its page.
 *
 * On every view the landmark and heading rules (STRUCTURE_RULES) count at every impact. Claire's pages are also seen
 * in low windows (issue 50): 640 × 400, a 1280 × 800 laptop at 200 % zoom, and 320 × 200, at 400 % (WCAG 1.4.10):
 * no sideways scroll, and the parts that stay on screen as the page scrolls take at most a third of the height.
 */

const WIDTHS = [320, 768, 1280] as const;

/** A 1280 × 800 laptop at 200 % and at 400 % zoom, in CSS pixels. */
const LOW_WINDOWS = [
  { width: 640, height: 400 },
  { width: 320, height: 200 },
] as const;

/**
 * A state of a page audited with axe's default rules at every impact as well as the walk's own checks. Without
 * `path` or `prepare`, it is the page as the walk loaded it, audited at `width` from the walk's own axe run; with
 * them, it is reached after the walk's widths: another link to the same page (`path`), or what a person does there
 * (`prepare`).
 */
interface AuditedState {
  name: string;
  width: (typeof WIDTHS)[number];
  /** What the state shows once reached (waited for, changes nothing). */
  shows?: (page: Page) => Promise<void>;
  path?: string;
  prepare?: (page: Page) => Promise<void>;
}

interface WalkedPage {
  path: string;
  /** What shows the page is there beyond its h1 and loaders, waited for at each width. */
  shows?: (page: Page) => Promise<void>;
  audits?: AuditedState[];
}

const heading = (name: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name }), `the heading « ${name} »`).toBeVisible();
};

/** Axe's default rules at every impact, at 1280 px (the single-page journeys ran at 1440: the same layout). */
const atWide = (name: string, shows?: (page: Page) => Promise<void>): AuditedState => ({ name, width: 1280, shows });

const PUBLIC_PAGES: WalkedPage[] = [
  {
    path: '/login',
    audits: [
      atWide('/login', heading('Connectons-nous.')),
      {
        name: '/login below 1024 px',
        width: 768,
        shows: async (page) => {
          await expect(page.getByText(/affichez cette page sur un écran plus grand/)).toBeVisible();
        },
      },
      {
        name: '/login after a refused sign-in',
        width: 1280,
        prepare: async (page) => {
          await logIn(page, 'claire.martin@verdance.fr', 'Mauvais2026!');
          await expect(page.getByRole('alert')).toBeVisible();
        },
      },
    ],
  },
  {
    path: '/signup',
    audits: [
      atWide('/signup', heading('Créons votre compte.')),
      {
        name: '/signup with its fields refused',
        width: 1280,
        prepare: async (page) => {
          await page.getByRole('textbox', { name: 'Adresse mail' }).fill('ines@lumen');
          await page.getByLabel(/^Mot de passe/).fill('court');
          await page.getByLabel(/^Confirmation du mot de passe/).fill('autre');
          await page.getByLabel(/^Confirmation du mot de passe/).blur();
          await expect(page.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
        },
      },
    ],
  },
  { path: '/forget-password', audits: [atWide('/forget-password', heading('Mot de passe oublié ?'))] },
  {
    path: '/confirm-email',
    audits: [
      atWide('/confirm-email without a token', heading('Validation de votre adresse mail')),
      {
        name: '/confirm-email with an unknown token',
        width: 1280,
        path: '/confirm-email?token=jeton-inconnu',
        // The server's refusal, not the spinner before it.
        shows: async (page) => {
          await heading('Validation de votre adresse mail')(page);
          await expect(page.getByRole('alert')).toBeVisible();
        },
      },
    ],
  },
  {
    path: '/reset-password/lien-trop-court',
    audits: [
      atWide('/reset-password with a short link', heading('Choisissez un nouveau mot de passe')),
      {
        name: '/reset-password with a link of the right length',
        width: 1280,
        path: '/reset-password/8b1e4f0c2a9d7e6f5a4b3c2d1e0f9a8b7c6d5e4f',
        shows: async (page) => {
          await heading('Choisissez un nouveau mot de passe')(page);
          await expect(page.getByLabel(/^Nouveau mot de passe/)).toBeVisible();
        },
      },
    ],
  },
  { path: '/enquete/verdance-perception-rse-2026' },
  { path: '/cette-page-n-existe-pas', audits: [atWide('the 404 page')] },
];

/** Claire's pages; action-plan.spec.ts's six waited for no « Chargement... » status, as every page of the walk does. */
const CLAIRE_PAGES: WalkedPage[] = [
  {
    path: '/dashboard',
    shows: async (page) => {
      await expect(page.getByText(/Votre score global/)).toBeVisible();
    },
    audits: [atWide('/dashboard')],
  },
  { path: '/ma-performance', audits: [atWide('/ma-performance')] },
  { path: '/limited-access' },
  { path: '/diagnostic', audits: [atWide('/diagnostic')] },
  { path: '/solutions', audits: [atWide('/solutions')] },
  { path: '/pilotage', audits: [atWide('/pilotage')] },
  { path: '/mes-actions-realisees', audits: [atWide('/mes-actions-realisees')] },
  { path: '/approach', audits: [atWide('/approach')] },
  { path: '/mes-ressources' },
  { path: '/sensibilisation' },
  { path: '/steer-store' },
  { path: '/mes-documents' },
  { path: '/mes-documents-internes' },
  { path: '/mes-documents-steer' },
  { path: '/configurer-mon-compte' },
  { path: '/mon-enquete/dashboard' },
  { path: '/diagnosis/preamble' },
  { path: '/diagnosis/entreprise' },
  { path: '/diagnosis/social' },
  { path: '/diagnosis/gouvernance/1' },
];

const ADMIN_PAGES: WalkedPage[] = [{ path: '/admin' }];

/** Every page's title, to check that no two pages share one. */
const titles = new Map<string, string>();

/** Waits until the page has settled: its h1, no loader, its own content, entrance animations over, painted. */
async function settled(page: Page, shows?: (page: Page) => Promise<void>): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1 }).first();
  await expect(h1).toBeVisible();
  // The pointer off the menu, which it would expand: a new tab's pointer sits at the top left corner, on the rail.
  await h1.hover();
  // Sections load on their own: wait until no loader is left in the main region, nor a « Chargement... » status.
  await expect(page.locator('main [aria-busy="true"], main .ui-spinner')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Chargement...' })).toHaveCount(0);
  await shows?.(page);
  // Colour contrast is measured on the final colours: no finite animation or transition is still running.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  // The layout of the new width is painted before it is measured.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * The checks of one view (a page at a width, or a state of it), each failure named after the view; soft, so that the
 * walk goes on and reports every page that fails.
 */
async function checkView(page: Page, view: string, width: number, errors: string[], strict: boolean): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect.soft(scrollWidth, `${view}: the page scrolls sideways`).toBeLessThanOrEqual(width);
  const found = await axeViolations(page, WCAG22_AA_TAGS);
  const describe = ({ id, impact, nodes }: (typeof found)[number]) =>
    `${id} (${impact}): ${nodes.map(({ target }) => target.join(' ')).join(', ')}`;
  expect
    .soft(
      found.filter(({ impact }) => impact === 'serious' || impact === 'critical').map(describe),
      `${view}: serious or critical axe violations (WCAG 2.2 A/AA, best practices)`,
    )
    .toEqual([]);
  expect
    .soft(
      found.filter(({ id }) => STRUCTURE_RULES.includes(id)).map(describe),
      `${view}: landmark and heading violations, at any impact`,
    )
    .toEqual([]);
  if (strict) {
    expect
      .soft(found.filter(({ byDefault }) => byDefault).map(describe), `${view}: axe violations of its default rules`)
      .toEqual([]);
  }
  expect.soft(errors.splice(0), `${view}: page or console errors`).toEqual([]);
}

/**
 * One page at every width: loaded once at the narrowest, then widened, as a person turning a tablet or widening a
 * window would (media queries and the components' size observers follow the viewport, so each width is laid out as
 * it would be on load; a load per width cost three times the journey). Then its other audited states.
 */
/** The page in a low window: no sideways scroll, and what stays on screen takes at most a third of the height. */
async function checkLowWindows(page: Page, path: string): Promise<void> {
  for (const { width, height } of LOW_WINDOWS) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const view = `${path} @ ${width} × ${height}`;
    const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect.soft(scrollWidth, `${view}: the page scrolls sideways`).toBeLessThanOrEqual(width);
    const bands = await fixedBands(page);
    const held = bands.reduce((sum, band) => sum + band.height, 0);
    expect.soft(held, `${view}: fixed and sticky parts (${JSON.stringify(bands)})`).toBeLessThanOrEqual(height / 3);
  }
}

async function checkPage(
  page: Page,
  { path, shows, audits = [] }: WalkedPage,
  errors: string[],
  lowWindows: boolean,
): Promise<void> {
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await page.goto(path);
  const asLoaded = audits.filter((audit) => !audit.path && !audit.prepare);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const audit = asLoaded.find((candidate) => candidate.width === width);
    await settled(page, async () => {
      await shows?.(page);
      await audit?.shows?.(page);
    });
    await checkView(page, audit ? `${audit.name} @ ${width}` : `${path} @ ${width}`, width, errors, !!audit);
    if (width === 1280) titles.set(path, await page.title());
  }
  if (lowWindows) await checkLowWindows(page, path);
  for (const state of audits.filter((audit) => audit.path || audit.prepare)) {
    await page.setViewportSize({ width: state.width, height: 800 });
    if (state.path) await page.goto(state.path);
    await state.prepare?.(page);
    await settled(page, state.shows);
    await checkView(page, `${state.name} @ ${state.width}`, state.width, errors, true);
  }
}

async function walk(page: Page, pages: readonly WalkedPage[], { lowWindows = false } = {}): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  for (const walked of pages) await checkPage(page, walked, errors, lowWindows);
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

test("the public pages, at 320, 768 and 1280 px, and the account screens' states", async ({ page }) => {
  await walk(page, PUBLIC_PAGES);
});

test.describe(() => {
  test.use(signedInAs('claire'));
  test("Claire's pages, at 320, 768 and 1280 px, then at 640 × 400 and 320 × 200", async ({ page }) => {
    await walk(page, CLAIRE_PAGES, { lowWindows: true });
  });
});

test.describe(() => {
  test.use(signedInAs('admin'));
  test("the platform admin's page, at 320, 768 and 1280 px; no two pages share a title", async ({ page }) => {
    await walk(page, ADMIN_PAGES);

    const all = [...titles.entries()];
    expect(all).toHaveLength(PUBLIC_PAGES.length + CLAIRE_PAGES.length + ADMIN_PAGES.length);
    const shared = all.filter(([, title], index) => all.findIndex(([, other]) => other === title) !== index);
    expect(shared).toEqual([]);
  });
});

test('on a touch screen, every button is 44 × 44 CSS px at least', async ({ browser }) => {
  // A phone: a coarse pointer and touch, 390 px wide, with Claire's session (/forget-password opens signed in too).
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    storageState: signedInAs('claire').storageState,
  });
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
    for (const path of ['/forget-password', '/dashboard', '/pilotage', '/solutions', '/configurer-mon-compte']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('main [aria-busy="true"], main .ui-spinner')).toHaveCount(0, { timeout: 10_000 });
      expect.soft(await smallButtons(), path).toEqual([]);
    }
  } finally {
    await context.close();
  }
});
