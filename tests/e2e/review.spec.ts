import { expect, test } from './fixtures';
import { scenarioHref, SCENARIO_PARAM } from '../../mocks/console/scenario-link';
import { REVIEW_ENTRIES } from '../../mocks/review/entries';

/**
 * The review walk (issue 42): every entry of le parcours de revue, opened by its scenario link in a browser context of
 * its own, lands on its screen without an error and shows what the entry promises.
 */
test.describe.configure({ mode: 'parallel' });

/** The app's error boundary (src/features/errors/route-error.tsx). */
const ROUTE_ERROR = "Cette page n'a pas pu s'afficher";

for (const entry of REVIEW_ENTRIES) {
  test(`${entry.name} (${entry.id})`, async ({ page }) => {
    // Two starts of the demo (the link applied, then the page); Horizon's company is built at its first sign-in.
    test.setTimeout(entry.view.scenario.persona?.builtOnDemand ? 180_000 : 120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(scenarioHref(entry.view, '/'));

    // Applied, then the page loaded again without the link's parameter.
    await expect(page).toHaveURL((url) => !url.searchParams.has(SCENARIO_PARAM), { timeout: 60_000 });
    await expect(page).toHaveTitle(entry.documentTitle, { timeout: 30_000 });
    await expect(page.getByText(entry.shows).filter({ visible: true }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(ROUTE_ERROR)).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: 'Lien de scénario' })).toHaveCount(0);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  });
}
