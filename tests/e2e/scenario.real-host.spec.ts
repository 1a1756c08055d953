import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';

/**
 * The real-host build holds none of the scenario links or the review (issue 42): their code lives in mocks/, reached
 * only through src/main.tsx's dynamic import under VITE_API_MOCKING; a link opened there is an ordinary address.
 */

const DIST = new URL('../../dist-real/', import.meta.url);
/** Texts only the demo console's scenario links and review carry. */
const DEMO_ONLY = ['Copier le lien de cette vue', 'Lien de scénario', 'Parcours de revue', 'steer-demo-review-seen'];

test('the real-host build carries no scenario link or review code', () => {
  const assets = new URL('assets/', DIST);
  const files = readdirSync(assets).filter((name) => /\.(js|mjs|css)$/.test(name));
  expect(files.length).toBeGreaterThan(0);
  for (const name of [...files.map((file) => join(assets.pathname, file)), join(DIST.pathname, 'index.html')]) {
    const text = readFileSync(name, 'utf8');
    for (const marker of DEMO_ONLY) expect.soft(text.includes(marker), `${name} contains « ${marker} »`).toBe(false);
  }
});

test('a scenario link opened on the real-host build signs nobody in', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/dashboard?scenario=persona:claire.martin@verdance.fr;fresh');
  await expect(page).toHaveURL(/\/login/, { timeout: 45_000 });
  await expect(page.getByRole('button', { name: /^Démo/ })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
});
