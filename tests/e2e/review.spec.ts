import {
  describeViolation,
  expect,
  test,
  watchContext,
  type BrowserContext,
  type Page,
  type PolicyWatch,
} from './fixtures';
import { scenarioHref, SCENARIO_PARAM } from '../../mocks/console/scenario-link';
import { REVIEW_ENTRIES, type ReviewEntry } from '../../mocks/review/entries';
import { signedInEmail } from './helpers';

/**
 * The review walk (issue 42): every entry of le parcours de revue, opened by its scenario link, lands on its screen
 * without an error and shows what the entry promises.
 *
 * The walk opens every entry in turn in one page, as a reviewer clicking down the list does, each entry a test of its
 * own: each link is applied over what the entry before it left (its session, its network settings, its data), so the
 * walk also checks that a link resets all of it. A sample of entries is opened again each in a browser context of its own, as a link
 * pasted into a fresh browser is: no data yet, no session, the app's code not in the cache (issue 48: fifty fresh
 * contexts were one of the costliest parts of the suite).
 */

/** The app's error boundary (src/features/errors/route-error.tsx). */
const ROUTE_ERROR = "Cette page n'a pas pu s'afficher";
/** Where setNetworkSettings (mocks/network.ts) keeps the settings a link applied. */
const NETWORK_KEY = 'steer-demo-network';

/**
 * The entries opened in a fresh context too: signed out (the 404), Léa (an Actrice, her restricted menu), Nina with
 * `fresh` (her onboarding), the platform admin, and Groupe Horizon, whose company is built at its first sign-in in a
 * browser that has none of the demo's data.
 */
const FRESH_CONTEXT_SAMPLE: readonly ReviewEntry[] = [
  'not-found',
  'menu-acteur',
  'onboarding-create',
  'admin',
  'dashboard-large',
].map((id) => {
  const entry = REVIEW_ENTRIES.find((candidate) => candidate.id === id);
  // A renamed entry must not leave the sample quietly.
  if (!entry) throw new Error(`The fresh-context sample names ${id}, which le parcours de revue no longer has`);
  return entry;
});

const builtOnDemand = (entry: ReviewEntry) => entry.view.scenario.persona?.builtOnDemand === true;
/**
 * The walk's order: the list's, with Groupe Horizon's entry last. Its company, built at its first sign-in, adds 12,000
 * users to the demo's data, which every page load after it reads back (the entries after it took one to four seconds
 * more each).
 */
const WALK: readonly ReviewEntry[] = [
  ...REVIEW_ENTRIES.filter((entry) => !builtOnDemand(entry)),
  ...REVIEW_ENTRIES.filter(builtOnDemand),
];

function label(entry: ReviewEntry): string {
  return `${entry.name} (${entry.id})`;
}

/** Opens `entry`'s scenario link in `page` and checks what the entry promises. Every message names the entry. */
async function openEntry(page: Page, entry: ReviewEntry): Promise<void> {
  const name = label(entry);
  await page.goto(scenarioHref(entry.view, '/'));

  // Applied, then the page loaded again without the link's parameter.
  await expect(page, `${name}: the link's parameter leaves the address`).toHaveURL(
    (url) => !url.searchParams.has(SCENARIO_PARAM),
    { timeout: 60_000 },
  );
  await expect(page, `${name}: the tab's title`).toHaveTitle(entry.documentTitle, { timeout: 30_000 });
  await expect(
    page.getByText(entry.shows).filter({ visible: true }).first(),
    `${name}: shows « ${entry.shows} »`,
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(ROUTE_ERROR), `${name}: no route error`).toHaveCount(0);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Lien de scénario' }),
    `${name}: no « Lien de scénario » alert`,
  ).toHaveCount(0);

  // This entry's link was applied, not the one before it left in place: its network settings (all of them: what the
  // link leaves out is back to a perfect network) and its persona's session, or none. /logout ends the session the
  // link opened: that is the page's subject.
  const network = await page.evaluate((key) => localStorage.getItem(key), NETWORK_KEY);
  expect(JSON.parse(network ?? 'null'), `${name}: the link's network settings`).toEqual(entry.view.scenario.network);
  const persona = entry.view.page === '/logout' ? null : (entry.view.scenario.persona?.email ?? null);
  expect(await signedInEmail(page), `${name}: the session's persona`).toBe(persona);
}

test.describe('the review walk, in one page', () => {
  // One browser context and page for every entry, opened in turn in the list's order (a failed entry's worker starts
  // again, and the walk goes on from the next entry in a new page); each entry stays a test of its own. The page's
  // Content-Security-Policy is watched as every journey's is (fixtures.ts), entry by entry.
  let walk: { context: BrowserContext; page: Page; errors: string[]; policy: PolicyWatch } | null = null;

  test.beforeAll(async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'fr-FR', viewport: { width: 1440, height: 900 } });
    const policy: PolicyWatch = { violations: [], unprotected: [] };
    await watchContext(context, policy, baseURL ? new URL(baseURL).origin : null);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    walk = { context, page, errors, policy };
  });
  test.afterAll(async () => {
    await walk?.context.close();
    walk = null;
  });

  for (const entry of WALK) {
    test(label(entry), async () => {
      // Two starts of the demo (the link applied, then the page); Horizon's company is built at its first sign-in.
      test.setTimeout(builtOnDemand(entry) ? 180_000 : 90_000);
      const { page, errors, policy } = walk!;
      errors.length = 0;
      policy.violations.length = 0;
      policy.unprotected.length = 0;
      await openEntry(page, entry);
      expect(errors, 'uncaught errors in the page').toEqual([]);
      expect(policy.violations.map(describeViolation), 'Content-Security-Policy violations').toEqual([]);
      expect(policy.unprotected, 'pages served without the Content-Security-Policy').toEqual([]);
    });
  }
});

for (const entry of FRESH_CONTEXT_SAMPLE) {
  test(`in a fresh browser: ${label(entry)}`, async ({ page }) => {
    // Two starts of the demo (the link applied, then the page); Horizon's company is built at its first sign-in.
    test.setTimeout(entry.view.scenario.persona?.builtOnDemand ? 180_000 : 120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openEntry(page, entry);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  });
}
