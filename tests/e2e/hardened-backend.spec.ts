import { expect, test, type Page } from './fixtures';
import { storedRecords } from './demo-storage';

/**
 * The in-browser backend under pressure (issue 11): two tabs of the demo writing one after the other keep both
 * writes; a write the browser's storage cannot keep fails visibly (the demo console opens on it, the reset is the way
 * out) instead of answering a success that a reload undoes; no password sits in clear in the storage.
 */

const PASSWORD = 'Sobriete2026!';

async function signUp(page: Page, email: string, firstName: string) {
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
  await page.getByRole('textbox', { name: 'Prénom' }).fill(firstName);
  await page.getByRole('textbox', { name: 'Adresse mail' }).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await page.getByLabel(/^Confirmation du mot de passe/).fill(PASSWORD);
  await page.getByRole('button', { name: "C'est parti !" }).click();
}

const signedUp = (page: Page) =>
  page.getByText('Un mail vous attend dans votre boîte de réception pour valider votre compte :)');

/** The e-mails the demo console's outbox lists for an address (what this tab's backend holds). */
async function outboxEntriesFor(page: Page, to: string) {
  const toggle = page.getByRole('button', { name: /^Démo/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const panel = page.getByRole('region', { name: 'Console de démonstration' });
  await expect(panel).toBeVisible();
  return panel.getByRole('listitem').filter({ hasText: to });
}

test.describe("the demo's data under pressure", () => {
  test('two tabs each create an account: both survive, and no password is stored in clear', async ({ context }) => {
    const stamp = Date.now();
    const inTabA = `onglet.a.${stamp}@atelier-lumen.fr`;
    const inTabB = `onglet.b.${stamp}@atelier-lumen.fr`;
    const tabA = await context.newPage();
    const tabB = await context.newPage();
    // Both tabs have loaded the same data before either writes.
    await tabA.goto('/signup');
    await tabB.goto('/signup');

    await signUp(tabA, inTabA, 'Alice');
    await expect(signedUp(tabA)).toBeVisible();
    await signUp(tabB, inTabB, 'Bruno');
    await expect(signedUp(tabB)).toBeVisible();

    // Each tab's backend knows both accounts: the confirmation e-mails of both are in its outbox, with and
    // without a reload.
    await expect(await outboxEntriesFor(tabB, inTabA)).toHaveCount(1);
    await tabA.reload();
    await expect(await outboxEntriesFor(tabA, inTabB)).toHaveCount(1);
    await expect(await outboxEntriesFor(tabA, inTabA)).toHaveCount(1);

    const stored = JSON.stringify(await storedRecords(tabA, 'users'));
    expect(stored).toContain(inTabA);
    expect(stored).toContain(inTabB);
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toContain('Steer2026!');
  });

  test('a full storage fails the sign-up visibly; the console offers the reset; nothing vanishes later', async ({
    page,
    context,
  }) => {
    const email = `stockage.plein.${Date.now()}@atelier-lumen.fr`;
    await page.goto('/signup');
    // The origin's quota used up, as Chromium reports it when the disk is full: every IndexedDB write then fails.
    const cdp = await context.newCDPSession(page);
    const origin = new URL(page.url()).origin;
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1 });

    await signUp(page, email, 'Inès');
    await expect(signedUp(page)).toHaveCount(0);
    const toggle = page.getByRole('button', { name: /^Démo \(.*stockage plein/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'Console de démonstration' });
    await expect(panel.getByRole('alert')).toContainText('Le stockage de ce navigateur est plein');

    // Make room (the browser's quota back), then the way out the console offers.
    await cdp.send('Storage.overrideQuotaForOrigin', { origin });
    await panel.getByRole('button', { name: 'Réinitialiser les données de démonstration' }).click();
    await panel.getByRole('button', { name: 'Confirmer la réinitialisation' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The refused sign-up left nothing behind, before and after a reload.
    expect(JSON.stringify(await storedRecords(page, 'users'))).not.toContain(email);
    await page.reload();
    await expect(await outboxEntriesFor(page, email)).toHaveCount(0);
    expect(JSON.stringify(await storedRecords(page, 'users'))).not.toContain(email);
  });
});
