import { expect, test, type Page } from './fixtures';
import { scenarioHref, SCENARIO_PARAM } from '../../mocks/console/scenario-link';
import { REVIEW_ENTRIES, REVIEW_GROUPS, type ReviewEntry } from '../../mocks/review/entries';
import { signedInEmail } from './helpers';

/**
 * The review walk (issue 42): every entry of le parcours de revue, opened by its scenario link, lands on its screen
 * without an error and shows what the entry promises.
 *
 * One journey opens every entry in turn in the same page, as a reviewer clicking down the list does: each link is
 * applied over what the entry before it left (its session, its network settings, its data), so the walk also checks
 * that a link resets all of it. A sample of entries is opened again each in a browser context of its own, as a link
 * pasted into a fresh browser is: no data yet, no session, the app's code not in the cache (issue 48: fifty fresh
 * contexts were one of the costliest parts of the suite).
 */
test.describe.configure({ mode: 'parallel' });

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
 * The walk's order: the list's, with Groupe Horizon's entry moved to just before the last group. Its company, built at
 * its first sign-in, adds 12,000 users to the demo's data, which every page load after it reads back (the entries
 * after it took one to four seconds more each). Not after the last group: its last entry leaves the network failing
 * for the API's `auth` area, and a link then signs its persona in under that failure (scenario-start.ts sets the
 * link's network after the sign-in), so its sign-in fails with « Lien de scénario : la connexion a échoué ».
 */
const WALK: readonly ReviewEntry[] = REVIEW_GROUPS.flatMap((group, index) => [
  ...(index === REVIEW_GROUPS.length - 1 ? REVIEW_ENTRIES.filter(builtOnDemand) : []),
  ...group.entries.filter((entry) => !builtOnDemand(entry)),
]);

function label(entry: ReviewEntry): string {
  return `${entry.name} (${entry.id})`;
}

/**
 * Opens `entry`'s scenario link in `page` and checks what the entry promises, with `check` (`expect`, or `expect.soft`
 * in the walk, where one entry's failure must not hide the next ones'). Every message names the entry.
 */
async function openEntry(page: Page, entry: ReviewEntry, check: typeof expect): Promise<void> {
  const name = label(entry);
  await page.goto(scenarioHref(entry.view, '/'));

  // Applied, then the page loaded again without the link's parameter.
  await check(page, `${name}: the link's parameter leaves the address`).toHaveURL(
    (url) => !url.searchParams.has(SCENARIO_PARAM),
    { timeout: 60_000 },
  );
  await check(page, `${name}: the tab's title`).toHaveTitle(entry.documentTitle, { timeout: 30_000 });
  await check(
    page.getByText(entry.shows).filter({ visible: true }).first(),
    `${name}: shows « ${entry.shows} »`,
  ).toBeVisible({ timeout: 30_000 });
  await check(page.getByText(ROUTE_ERROR), `${name}: no route error`).toHaveCount(0);
  await check(
    page.getByRole('alert').filter({ hasText: 'Lien de scénario' }),
    `${name}: no « Lien de scénario » alert`,
  ).toHaveCount(0);

  // This entry's link was applied, not the one before it left in place: its network settings (all of them: what the
  // link leaves out is back to a perfect network) and its persona's session, or none. /logout ends the session the
  // link opened: that is the page's subject.
  const network = await page.evaluate((key) => localStorage.getItem(key), NETWORK_KEY);
  check(JSON.parse(network ?? 'null'), `${name}: the link's network settings`).toEqual(entry.view.scenario.network);
  const persona = entry.view.page === '/logout' ? null : (entry.view.scenario.persona?.email ?? null);
  check(await signedInEmail(page), `${name}: the session's persona`).toBe(persona);
}

test('the review walk: every entry opened in turn in one page, as a reviewer goes down the list', async ({ page }) => {
  // About ten seconds an entry on a busy machine (two starts of the demo each), and Horizon's company built once.
  test.setTimeout(REVIEW_ENTRIES.length * 30_000 + 120_000);
  const errors: string[] = [];
  let current = '';
  page.on('pageerror', (error) => errors.push(`${current}: ${error.message}`));
  let reported = 0;

  for (const entry of WALK) {
    current = label(entry);
    await test.step(current, async () => {
      await openEntry(page, entry, expect.soft);
      expect.soft(errors.slice(reported), `${current}: uncaught errors in the page`).toEqual([]);
      reported = errors.length;
    });
  }
  // One thrown after the last entry's checks.
  expect(errors.slice(reported), 'uncaught errors in the page').toEqual([]);
});

for (const entry of FRESH_CONTEXT_SAMPLE) {
  test(`in a fresh browser: ${label(entry)}`, async ({ page }) => {
    // Two starts of the demo (the link applied, then the page); Horizon's company is built at its first sign-in.
    test.setTimeout(entry.view.scenario.persona?.builtOnDemand ? 180_000 : 120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openEntry(page, entry, expect);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  });
}
