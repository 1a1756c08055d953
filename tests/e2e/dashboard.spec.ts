import { expect, test, type Page } from './fixtures';
import { axeViolations, logIn } from './helpers';
import { signedInAs } from './signed-in';

const CLAIRE = 'claire.martin@verdance.fr';
const HISTORY = 'Évolution de votre score RSE';
const RADAR = 'Maturité de vos enjeux prioritaires';

/** Rows of the hidden table that carries the line chart's figures (one per month). */
function historyRows(page: Page) {
  return page.getByRole('figure', { name: HISTORY }).getByRole('table').locator('tbody tr');
}

test.describe("Claire's dashboard", () => {
  test.use(signedInAs('claire'));

  test('shows every section with data at 1280 px, and at 1600 px once the window is widened', async ({ page }) => {
    // Loaded at 1280 px, then widened: the charts' text follows the window (reflow.spec.ts walks pages the same way).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard');
    for (const width of [1280, 1600]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByText(/Votre score global: \d+\/100/), `${width} px`).toBeVisible();
      await expect(page.getByRole('meter'), `${width} px`).toHaveCount(4);
      for (const name of [
        HISTORY,
        RADAR,
        'Avancée de vos actions prioritaires',
        'Répartition de vos enjeux prioritaires',
      ]) {
        const figure = page.getByRole('figure', { name });
        await expect(figure, `${name} at ${width} px`).toBeVisible();
        await expect(figure.locator('svg').first(), `${name} at ${width} px`).toBeVisible();
      }
      await expect(page.getByRole('figure', { name: 'Vos collaborateurs sur Steer' }), `${width} px`).toHaveCount(2);
      const deadlines = page.getByRole('region', { name: /^Mes échéances à venir \(\d+\)$/ });
      await expect(deadlines.getByRole('article'), `${width} px`).toHaveCount(2);
      await expect(
        page.getByRole('region', { name: 'Mes dernières réalisations' }).getByRole('article'),
        `${width} px`,
      ).toHaveCount(2);
      // The chart text follows the window: 18 px, 20 px from 1441 px wide.
      await expect(
        page.getByRole('figure', { name: HISTORY }).locator('[data-font-size]'),
        `${width} px`,
      ).toHaveAttribute('data-font-size', width >= 1441 ? '20' : '18');
      // Nothing overflows the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    }
  });

  test('switching periods redraws the line chart', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(historyRows(page)).toHaveCount(6);
    const sixMonths = await page.getByRole('figure', { name: HISTORY }).locator('svg').first().innerHTML();

    await page.getByRole('radio', { name: '3 mois' }).click();
    await expect(historyRows(page)).toHaveCount(3);
    await expect(page.getByRole('radio', { name: '3 mois' })).toBeChecked();
    expect(await page.getByRole('figure', { name: HISTORY }).locator('svg').first().innerHTML()).not.toBe(sixMonths);

    await page.getByRole('radio', { name: 'Tout' }).click();
    await expect(historyRows(page)).toHaveCount(12);
    await expect(historyRows(page).first().locator('th')).toHaveText(
      /^(Janvier|Février|Mars|Avril|Mai|Juin|Juillet|Août|Septembre|Octobre|Novembre|Décembre)$/,
    );
  });

  test('the radar opens enlarged, has no axe violations open, and closes with Escape', async ({ page }) => {
    await page.goto('/dashboard');
    const enlarge = page.getByRole('button', { name: 'Agrandir le radar' });
    await enlarge.click();
    const dialog = page.getByRole('dialog', { name: RADAR });
    await expect(dialog).toBeVisible();
    const large = dialog.locator('svg').first();
    await expect(large).toBeVisible();
    const small = page.getByRole('region', { name: "Mon plan d'actions Prioritaires" }).locator('figure svg').first();
    const [largeBox, smallBox] = await Promise.all([large.boundingBox(), small.boundingBox()]);
    expect(largeBox?.width ?? 0).toBeGreaterThan(smallBox?.width ?? 0);

    // Let every chart finish drawing before auditing the page with the dialog open.
    await expect(page.getByRole('figure', { name: 'Vos collaborateurs sur Steer' })).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(enlarge).toBeFocused();
  });
});

test.describe("Sarah's dashboard", () => {
  test.use(signedInAs('sarah'));

  // Her company is not evaluated yet: the limited-access message, and axe on it (landing-pages.spec.ts had the same
  // check until issue 48).
  test('shows the limited-access message and the empty states, without axe violations', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByText('Soyez patient.e,')).toBeVisible();
    const noDeadline = page.getByText(/^Vous n'avez pas encore indiqué d'échéances/);
    await expect(noDeadline).toHaveText(
      "Vous n'avez pas encore indiqué d'échéances pour vos actions prioritaires, ou bien celles-ci sont trop lointaines. Rendez-vous à la page pilotage pour le faire !",
    );
    await expect(noDeadline.getByRole('link', { name: 'la page pilotage' })).toHaveAttribute('href', '/pilotage');
    await expect(page.getByText("Vous n'avez pas réalisé d'actions les six derniers mois.")).toBeVisible();
    await expect(
      page.getByText("Aucun enjeu prioritaire n'a encore été retenu pour votre entreprise.").first(),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('the login page downloads Victory only once painted and idle, ahead of the dashboard that draws it', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  // Issue 25: the dashboard's code (Victory included) is fetched while /login is idle, never before its first paint.
  // The page goes idle once the demo's backend has opened its IndexedDB store: wait for the download, however late.
  const victoryStarts = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/victory[\w-]*\.js$/.test(new URL(entry.name).pathname)).length,
    );
  await expect.poll(victoryStarts, { timeout: 15_000 }).toBeGreaterThan(0);
  const timings = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    victory: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/victory[\w-]*\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }));
  expect(Number.isFinite(timings.firstPaint)).toBe(true);
  expect(timings.victory.length).toBeGreaterThan(0);
  for (const start of timings.victory) expect(start).toBeGreaterThan(timings.firstPaint);

  await logIn(page, CLAIRE);
  await expect(page.getByRole('figure', { name: RADAR }).locator('svg').first()).toBeVisible();
});
