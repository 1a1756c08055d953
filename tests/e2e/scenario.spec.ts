import { expect, test, type Page } from './fixtures';
import { signedInEmail } from './helpers';

/**
 * Scenario links (issue 42): a link copied from the demo console opens the same page, persona and settings in a fresh
 * browser context; a link the demo cannot read says so in French and changes nothing.
 */

const NETWORK_KEY = 'steer-demo-network';
const HUGO = 'hugo.bernard@verdance.fr';

async function openConsole(page: Page) {
  const toggle = page.getByRole('button', { name: /^Démo/ });
  await toggle.click();
  return page.getByRole('region', { name: 'Console de démonstration' });
}

/**
 * The persona's upcoming deadlines as the API answers them: the data's day moves every one of them. The in-browser
 * backend starts with the page's first call, which the page may not have made yet when its title shows: until it
 * answers, the static host does (with the app's HTML). The demo console's button comes once it has started
 * (mocks/browser.ts mounts the console after the backend's start-up).
 */
async function deadlines(page: Page, email: string): Promise<unknown> {
  await expect(page.getByRole('button', { name: /^Démo/ })).toBeVisible({ timeout: 30_000 });
  return page.evaluate(async (who) => {
    const response = await fetch(`/users/solutions/${encodeURIComponent(who)}/upcoming-solutions?all=true`, {
      headers: { Authorization: `Bearer ${sessionStorage.getItem('accessToken') ?? ''}` },
      credentials: 'include',
    });
    return response.json() as Promise<unknown>;
  }, email);
}

test('a link copied from the console opens the same page, persona and settings in a fresh context', async ({
  browser,
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The data dated for another day than today, through a link too: the copied link must carry that day.
  const day = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await page.goto(`/dashboard?scenario=persona:${HUGO};date:${day};fresh`);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
  await page.goto('/pilotage');
  await expect(page).toHaveTitle('Mon pilotage · Steer', { timeout: 30_000 });
  const before = await deadlines(page, HUGO);
  expect(JSON.stringify(before)).toMatch(/\d{4}-\d{2}-\d{2}/);

  const panel = await openConsole(page);
  await panel.getByRole('radio', { name: /^Réaliste/ }).check();
  await panel.getByLabel('Documents internes').selectOption('500');
  await panel.getByRole('button', { name: 'Copier le lien de cette vue' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Lien copié' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('/pilotage?scenario=persona:hugo.bernard@verdance.fr;latency:realistic;fail:documents=500;');
  expect(link).toContain(`date:${day};fresh`);
  const settings = await page.evaluate((key) => localStorage.getItem(key), NETWORK_KEY);

  const other = await browser.newContext();
  try {
    const fresh = await other.newPage();
    await fresh.goto(link);
    await expect(fresh).toHaveURL((url) => url.pathname === '/pilotage' && url.search === '', { timeout: 60_000 });
    await expect(fresh).toHaveTitle('Mon pilotage · Steer', { timeout: 30_000 });
    expect(await signedInEmail(fresh)).toBe('hugo.bernard@verdance.fr');
    expect(JSON.parse((await fresh.evaluate((key) => localStorage.getItem(key), NETWORK_KEY)) ?? 'null')).toEqual(
      JSON.parse(settings ?? 'null'),
    );
    expect(await deadlines(fresh, HUGO)).toEqual(before);
    // The console's badge says the network is altered, as in the first browser.
    await expect(fresh.getByRole('button', { name: 'Démo (conditions réseau simulées actives)' })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('a link naming an unknown persona says so in French and changes nothing', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /^Démo/ })).toBeVisible({ timeout: 60_000 });
  const before = await page.evaluate((key) => localStorage.getItem(key), NETWORK_KEY);

  await page.goto('/pilotage?scenario=persona:personne@exemple.fr;latency:slow;fresh');

  const alert = page.getByRole('alert').filter({ hasText: 'Lien de scénario' });
  await expect(alert).toHaveText(
    "Lien de scénario : aucune persona de la démo n'a l'adresse « personne@exemple.fr ». Rien n'a été modifié.",
    { timeout: 60_000 },
  );
  await expect(page).toHaveURL((url) => !url.searchParams.has('scenario'));
  // Nobody signed in: the guarded page sends to the login; the network is as it was.
  await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
  expect(await signedInEmail(page)).toBeNull();
  expect(await page.evaluate((key) => localStorage.getItem(key), NETWORK_KEY)).toBe(before);
});

test('a malformed link is refused whole', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login?scenario=persona:claire.martin@verdance.fr;latency:rapide');
  await expect(page.getByRole('alert').filter({ hasText: 'Lien de scénario mal formé' })).toContainText(
    "« rapide » n'est pas une latence connue",
    { timeout: 60_000 },
  );
  await expect(page).toHaveURL(/\/login$/);
  expect(await signedInEmail(page)).toBeNull();
});
