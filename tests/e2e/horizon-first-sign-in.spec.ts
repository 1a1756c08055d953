import { expect, test } from './fixtures';
import { logIn } from './helpers';

/**
 * Groupe Horizon's first sign-in in a fresh browser (issue 41): its 26,000 records are built by a module worker and
 * written to IndexedDB there, the login page says what is being prepared once the sign-in has waited a second, and
 * the data are there after a reload. How long it takes and the longest task are measured by `npm run bench:startup`.
 */

const HORIZON = 'direction@groupe-horizon.fr';
/** French digit grouping: a narrow no-break space in 2 400. */
const PREPARING = /^Préparation de Groupe Horizon : 2\s400 collaborateurs...$/;

test('the first sign-in as Groupe Horizon builds it in a worker and says so while it takes', async ({ page }) => {
  test.setTimeout(180_000);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  // The worker's code is held back, as on a slow connection, until the login page says what it is preparing: the
  // sign-in then waits as long as it takes for the notice to come (it comes once the sign-in has waited a second).
  let releaseWorker = () => {};
  const workerHeld = new Promise<void>((resolve) => (releaseWorker = resolve));
  await page.route(/\/assets\/horizon-worker-[^/]+\.js$/, async (route) => {
    await workerHeld;
    await route.continue();
  });

  await page.goto('/login');
  await expect(page.getByRole('button', { name: /^Démo/ })).toBeVisible({ timeout: 60_000 });
  await logIn(page, HORIZON);
  const status = page.getByRole('status').filter({ hasText: PREPARING });
  await expect(status).toBeVisible();
  releaseWorker();
  await expect(page.getByText('Votre score global')).toBeVisible({ timeout: 150_000 });
  await expect(status).toHaveCount(0);
  expect(workers.some((path) => /\/assets\/horizon-worker-[^/]+\.js$/.test(path))).toBe(true);

  // The worker's commit is in IndexedDB: a reload restores the session and reads Horizon back.
  await page.reload();
  await expect(page.getByText('Votre score global')).toBeVisible({ timeout: 60_000 });
  // The documents' bytes too: the first document downloads with its text.
  await page.goto('/mes-documents-internes');
  const first = page.getByRole('rowheader').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const name = (await first.textContent()) ?? '';
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Télécharger ${name}` }).click();
  const bytes = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of bytes) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  expect(text.startsWith('indicateur;') || text.startsWith(name)).toBe(true);
});
