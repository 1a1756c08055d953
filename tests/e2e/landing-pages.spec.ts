import { expect, test } from './fixtures';
import { axeViolations, logIn } from './helpers';

/** The pages people land on after login, and the 404, checked with axe in the real browser. */

test('the 404 page has no axe violations', async ({ page }) => {
  await page.goto('/nulle-part');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the dashboard shows the scores and has no axe violations', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'claire.martin@verdance.fr');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/Votre score global/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the not-yet-evaluated dashboard shows the limited-access message and has no axe violations', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'sarah.lefebvre@cobalt-numerique.fr');
  await expect(page.getByText('Soyez patient.e,')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the admin panel lists users, its tabs work by keyboard, and it has no axe violations', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'admin@steer.fr');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher un utilisateur' }).fill('claire.martin');
  await expect(page.getByRole('cell', { name: 'claire.martin@verdance.fr' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Utilisateurs' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Entreprises' })).toHaveAttribute('aria-selected', 'true');
});

for (const width of [1280, 1600]) {
  test(`the admin users table fits ${width} px without sideways scrolling, with compact rows`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await logIn(page, 'admin@steer.fr');
    await expect(page.getByRole('table', { name: 'Utilisateurs de la plateforme' })).toBeVisible();
    const frame = page.getByRole('region', { name: 'Tableau des utilisateurs' });
    const overflow = await frame.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const heights = await page
      .locator('tbody > tr')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThan(100);
    // Every action label is whole: nothing is cut by an ellipsis.
    const cut = await page
      .locator('.admin-users .ui-button__label')
      .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).length);
    expect(cut).toBe(0);
  });
}
