import { expect, test } from './fixtures';
import { fillDate } from './helpers';
import { signedInAs } from './signed-in';

/**
 * The action plan as Claire uses it after her diagnosis, in the real browser against the in-browser backend. Each
 * journey starts from her saved session. Axe audits her pages in the reflow walk (reflow.spec.ts), which loads them
 * all: /approach, /ma-performance, /diagnostic, /solutions, /pilotage and /mes-actions-realisees with its default
 * rules at every impact too, as the single-page journeys here did until issue 48.
 */

test.use(signedInAs('claire'));
const LEVER = 'Signer une convention avec une association naturaliste locale';
/** The start of the lever's description: what the dashboard's deadline list shows. */
const LEVER_DESCRIPTION = /Un diagnostic écologique par des naturalistes/;

/** A calendar date `days` from today in the browser's zone, ISO. */
function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test('a lever becomes a priority, joins the plan, moves to « En cours » by keyboard and its deadline reaches the dashboard', async ({
  page,
}) => {
  await page.goto('/solutions?axe=environnement');
  const lever = page.getByRole('article', { name: LEVER });
  const priority = lever.getByRole('button', { name: 'Enjeu prioritaire' });
  await expect(priority).toHaveAttribute('aria-pressed', 'false');
  await priority.click();
  await expect(priority).toHaveAttribute('aria-pressed', 'true');
  await lever.getByRole('button', { name: `Ajouter au plan : ${LEVER}` }).click();
  await expect(lever.getByText('Dans mon plan')).toBeVisible();

  await lever.getByRole('link', { name: 'Voir dans Mon pilotage' }).click();
  await expect(page).toHaveURL(/\/pilotage\?action=\d+$/);
  const toDo = page.getByRole('region', { name: /^À réaliser/ });
  const card = toDo.getByRole('article', { name: LEVER });
  await expect(card).toBeVisible();

  // Keyboard only: focus the move button, press Enter; focus follows the action to its new column.
  await card.getByRole('button', { name: `Passer en cours : ${LEVER}` }).focus();
  await page.keyboard.press('Enter');
  const inProgress = page.getByRole('region', { name: /^En cours/ });
  const moved = inProgress.getByRole('article', { name: LEVER });
  await expect(moved).toBeVisible();
  await expect(moved.getByRole('heading', { name: LEVER })).toBeFocused();

  // The date typed day, month, year; Enter (or leaving the field) saves it.
  await fillDate(moved.getByRole('group', { name: 'Échéance' }), inDays(7));
  await page.keyboard.press('Enter');
  await expect(moved.getByRole('button', { name: "Retirer l'échéance" })).toBeVisible();

  await page.goto('/dashboard');
  const upcoming = page.getByRole('region', { name: /^Mes échéances à venir \(\d+\)$/ });
  const showAll = upcoming.getByRole('button', { name: /^Voir les \d+ échéances$/ });
  // Claire has more than two deadlines: only two show until the list is expanded.
  await showAll.click();
  await expect(upcoming.getByText(LEVER_DESCRIPTION)).toBeVisible();
});

test("an answer changed from « Mon évaluation » shows in « Ma performance » after the copilote's evaluation", async ({
  page,
}) => {
  await page.goto('/ma-performance');
  const environment = page.getByRole('progressbar', { name: 'Environnement' });
  await expect(environment).toHaveAttribute('aria-valuetext', '11/25');

  await page.goto('/diagnostic');
  await page.getByRole('link', { name: 'Modifier : Biodiversité et écosystèmes' }).click();
  await expect(page).toHaveURL(/\/diagnosis\/environnement\/5$/);
  await page.getByText('Niveau 4 · Exemplaire').click();
  await expect(page.getByRole('radio', { name: /^Niveau 4/ })).toBeChecked();

  // The copilote's evaluation, from the demo console.
  await page.getByRole('button', { name: 'Démo' }).click();
  await page.getByRole('button', { name: "Lancer l'évaluation" }).click();
  await expect(page.getByRole('definition').first()).toBeVisible();
  await page.getByRole('button', { name: 'Fermer la console' }).click();

  await page.goto('/ma-performance');
  await expect(environment).toHaveAttribute('aria-valuetext', '13/25');
  await expect(page.getByRole('progressbar', { name: 'Biodiversité et écosystèmes' })).toHaveAttribute(
    'aria-valuetext',
    'Niveau 4 – Exemplaire',
  );
});

test('/ma-demarche leads to « Mes progrès »', async ({ page }) => {
  await page.goto('/ma-demarche/etapes');
  await expect(page).toHaveURL(/\/approach$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mes progrès' })).toBeVisible();
});
