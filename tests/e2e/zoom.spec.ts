import { expect, test, type Locator, type Page } from './fixtures';
import { fillDate } from './helpers';
import { signedInAs } from './signed-in';

/**
 * Issue 50: Claire on a 1280 × 800 laptop at 200 % zoom, a 640 × 400 CSS window drawn at twice the pixels. She sets a
 * deadline, writes to the copilote and reads its answer whole in the panel, opens the collaborators popup, and goes
 * through the dashboard with Tab, the focused control never entirely hidden behind a part fixed on screen.
 */

test.use({ ...signedInAs('claire'), viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

/** Whether `inner` lies entirely inside `outer` on screen (a pixel of rounding allowed). */
async function fullyInside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!a || !b) return false;
  return a.y >= b.y - 1 && a.y + a.height <= b.y + b.height + 1 && a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1;
}

/**
 * What the focused element looks like on screen: null when nothing is focused or it is not drawn, else whether some of
 * it shows (nine points over its box: one at least reaches it, or something inside it, rather than a part above it).
 */
function focusedShows(page: Page): Promise<{ name: string; shows: boolean } | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    const name = `${focused.tagName.toLowerCase()} « ${(focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)} »`;
    const xs = [0.1, 0.5, 0.9].map((at) => box.left + box.width * at);
    const ys = [0.1, 0.5, 0.9].map((at) => box.top + box.height * at);
    const shows = xs.some((x) =>
      ys.some((y) => {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
        const hit = document.elementFromPoint(x, y);
        return !!hit && (focused.contains(hit) || hit.contains(focused));
      }),
    );
    return { name, shows };
  });
}

test('at 640 × 400: a deadline saved, the copilote read whole, the collaborators popup, the dashboard by Tab', async ({
  page,
}) => {
  test.slow();
  const hidden: string[] = [];

  await test.step('a deadline is set and saved', async () => {
    await page.goto('/pilotage');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon pilotage' })).toBeVisible();
    const card = page
      .getByRole('region', { name: /^À réaliser/ })
      .getByRole('article')
      .first();
    await fillDate(card.getByRole('group', { name: 'Échéance' }), '2030-06-30');
    await page.keyboard.press('Tab');
    await expect(card.getByText('Enregistré', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(640);
  });

  await test.step('the copilote: the message sent and its answer both whole in the panel', async () => {
    await page.getByRole('button', { name: 'Écrire à votre copilote' }).click();
    const panel = page.getByRole('dialog', { name: 'Votre copilote' });
    const log = panel.getByRole('log', { name: 'Messages échangés avec votre copilote' });
    await expect(log.getByRole('listitem').first()).toBeVisible();
    const question = `Quel est mon score ? (${Date.now()})`;
    await panel.getByRole('textbox', { name: 'Votre message' }).fill(question);
    await page.keyboard.press('Enter');
    const asked = log.getByRole('listitem').filter({ hasText: question });
    const answer = log.getByRole('listitem').filter({ hasText: 'Votre score global est de' }).last();
    await expect(answer).toBeVisible();
    await expect.poll(() => fullyInside(asked, log)).toBe(true);
    await expect.poll(() => fullyInside(answer, log)).toBe(true);
    // The log has most of the window; the input and its hint are whole on screen.
    const logBox = await log.boundingBox();
    expect(logBox?.height ?? 0).toBeGreaterThan(400 / 2);
    await expect(panel.getByText('Entrée pour envoyer, Maj + Entrée pour aller à la ligne.')).toBeInViewport({
      ratio: 1,
    });
    await panel.getByRole('button', { name: 'Fermer la discussion' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Écrire à votre copilote' })).toBeFocused();
  });

  await test.step('the collaborators popup scrolls inside, its close button on screen', async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon tableau de bord' })).toBeVisible();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu principal' });
    await drawer.getByRole('button', { name: 'Gérer mes collaborateurs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mes collaborateurs' });
    await expect(dialog.getByRole('listbox', { name: 'Collaborateurs de votre entreprise' })).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Fermer' }).first();
    await expect(close).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(640);
    // The last control of the popup is reached by Tab and shows.
    await dialog.getByRole('button', { name: 'Ajouter le collaborateur' }).focus();
    const last = await focusedShows(page);
    expect(last?.shows, last?.name).toBe(true);
    await close.click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the dashboard by Tab: no focused control entirely hidden', async () => {
    await page.goto('/dashboard');
    await expect(page.getByText(/Votre score global/)).toBeVisible();
    await page.locator('body').focus();
    let reached = 0;
    for (let press = 0; press < 60; press += 1) {
      await page.keyboard.press('Tab');
      const focused = await focusedShows(page);
      if (!focused) continue;
      reached += 1;
      if (!focused.shows) hidden.push(focused.name);
    }
    expect(reached).toBeGreaterThan(20);
    expect(hidden).toEqual([]);
  });
});
