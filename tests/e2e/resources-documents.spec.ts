import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { axeViolations } from './helpers';
import { signedInAs } from './signed-in';

/** Issue 15's pages in the demo build: documents, resources, the SteerStore, settings, and page access. */

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% Politique RSE de Verdance Conseil\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test.describe("from Claire's saved session", () => {
  test.use(signedInAs('claire'));

  test('claire uploads a PDF, downloads the same bytes, finds it after a reload, then deletes it', async ({ page }) => {
    await page.goto('/mes-documents');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes documents' })).toBeVisible();
    await expect(page.getByText(/Aucun document pour le moment/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page
      .getByLabel('Choisir des fichiers')
      .setInputFiles({ name: 'Politique RSE 2026.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByRole('main').getByText('« Politique RSE 2026.pdf » a été déposé.')).toBeVisible();
    const row = page.getByRole('row', { name: /Politique RSE 2026\.pdf/ });
    await expect(row).toContainText('Claire Martin');
    await expect(row).toContainText('PDF');
    expect(await axeViolations(page)).toEqual([]);

    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Télécharger Politique RSE 2026.pdf' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Politique RSE 2026.pdf');
    const bytes = await readFile(await download.path());
    expect(Buffer.compare(bytes, PDF)).toBe(0);

    await page.reload();
    await expect(page.getByRole('rowheader', { name: 'Politique RSE 2026.pdf' })).toBeVisible();

    await page.getByRole('button', { name: 'Supprimer Politique RSE 2026.pdf' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer ce document ?' });
    await expect(confirm).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(page.getByText('« Politique RSE 2026.pdf » a été supprimé.')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Politique RSE 2026.pdf' })).toHaveCount(0);
  });

  test('a wrong file type is refused with a clear message, and Steer templates download as files', async ({ page }) => {
    await page.goto('/mes-documents-internes');
    await page
      .getByLabel('Choisir des fichiers')
      .setInputFiles({ name: 'outil.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await expect(page.getByText(/« outil\.exe » n'est pas un format accepté/)).toBeVisible();

    await page.getByRole('link', { name: 'Documents Steer' }).click();
    await expect(page).toHaveURL(/\/mes-documents-steer$/);
    expect(await axeViolations(page)).toEqual([]);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le modèle « Charte RSE »' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Steer - Charte RSE.rtf');
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('{\\rtf1')).toBe(true);
  });

  test('claire opens a guide from the library and follows an awareness module', async ({ page }) => {
    await page.goto('/mes-ressources');
    await expect(page.getByRole('heading', { level: 1, name: 'Ressources Steer' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Rechercher un guide' }).fill('vigilance');
    await page.getByRole('link', { name: /Devoir de vigilance/ }).click();
    await expect(page).toHaveURL(/\/articles-blog\/devoir-de-vigilance$/);
    await expect(page.getByRole('heading', { level: 1, name: /Devoir de vigilance/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/sensibilisation');
    await page.getByRole('link', { name: "Le bilan carbone, l'essentiel" }).click();
    await page.getByRole('button', { name: 'Écran suivant' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Trois scopes' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Trois scopes' })).toBeVisible();
  });

  test('claire contacts the copilote about an offer of the SteerStore', async ({ page }) => {
    await page.goto('/steer-store');
    await expect(page.getByRole('heading', { level: 1, name: 'SteerStore' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page
      .getByRole('button', { name: "Contacter mon copilote au sujet de l'offre « Pack 5 heures de copilotage »" })
      .click();
    await expect(page.getByText(/message prérempli sur l'offre « Pack 5 heures de copilotage »/)).toBeVisible();
    // The copilote chat opens with the message ready to read, edit and send (not sent for the person).
    const panel = page.getByRole('dialog', { name: 'Votre copilote' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Votre message' })).toHaveValue(/« Pack 5 heures de copilotage »/);
  });

  test('the account settings page gathers profile, password and notifications', async ({ page }) => {
    await page.goto('/configurer-mon-compte');
    await expect(page.getByRole('heading', { level: 1, name: 'Configurer mon compte' })).toBeVisible();
    await expect(page.getByRole('switch', { name: "Rappels d'échéances" })).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("from Léa's saved session", () => {
  test.use(signedInAs('lea'));

  test('lea.petit (Acteur) reaches the resources and the store, not the documents or the survey', async ({ page }) => {
    // Five cold page loads and an axe run: 12 s alone, over 30 s beside the other worker on a busy machine.
    test.slow();
    for (const path of ['/mes-documents', '/mes-documents-steer', '/mon-enquete/dashboard']) {
      await page.goto(path);
      await expect(page.getByText('Cette page ne vous est pas ouverte').first()).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/mes-ressources');
    await expect(page.getByRole('heading', { level: 1, name: 'Ressources Steer' })).toBeVisible();
    await page.goto('/steer-store');
    await expect(page.getByRole('heading', { level: 1, name: 'SteerStore' })).toBeVisible();
  });
});
