import { expect, test, type Page } from './fixtures';
import { axeViolations } from './helpers';
import { signedInAs } from './signed-in';

/**
 * The platform admin's panel, from the admin's saved session (auth.spec.ts checks that the admin's sign-in leads
 * there). The other pages people land on are audited where a journey already loads them (issue 48): the 404 and
 * Claire's dashboard in the reflow walk (reflow.spec.ts, axe's default rules at every impact among its checks),
 * Sarah's not-yet-evaluated dashboard in dashboard.spec.ts.
 */

test.use(signedInAs('admin'));

/** The users table: no sideways scrolling in its frame, compact rows, every action label whole. */
async function expectCompactTable(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  // The layout of the new width is painted before it is measured (size observers answer within a frame).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByRole('table', { name: 'Utilisateurs de la plateforme' })).toBeVisible();
  const frame = page.getByRole('region', { name: 'Tableau des utilisateurs' });
  const overflow = await frame.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect.soft(overflow, `at ${width} px, the table scrolls sideways`).toBeLessThanOrEqual(0);
  const heights = await page
    .locator('tbody > tr')
    .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
  expect.soft(Math.max(...heights), `at ${width} px, the tallest row`).toBeLessThan(100);
  // Every action label is whole: nothing is cut by an ellipsis.
  const cut = await page
    .locator('.admin-users .ui-button__label')
    .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).length);
  expect.soft(cut, `at ${width} px, action labels cut by an ellipsis`).toBe(0);
}

test('the admin panel: its users table fits 1280 and 1600 px with compact rows, it lists users, its tabs work by keyboard, and it has no axe violations', async ({
  page,
}) => {
  // Loaded at 1280 px, then widened (the layout follows the viewport, as on a load at that width: reflow.spec.ts).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expectCompactTable(page, 1280);
  await expectCompactTable(page, 1600);

  // The default window again for the rest, as the panel's own journey had it.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('searchbox', { name: 'Rechercher un utilisateur' }).fill('claire.martin');
  await expect(page.getByRole('cell', { name: 'claire.martin@verdance.fr' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Utilisateurs' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Entreprises' })).toHaveAttribute('aria-selected', 'true');
});
