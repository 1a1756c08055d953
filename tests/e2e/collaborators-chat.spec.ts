import { expect, test, type Page } from './fixtures';
import {
  axeViolations,
  expectLastRow,
  expectRowAt,
  logIn,
  openMenu,
  watchTypingIndicator,
  windowedListSize,
} from './helpers';
import { signedInAs } from './signed-in';

/** Issue 13 in the demo build: the collaborator popup, page access, and the copilote chat. */

const HUGO = 'hugo.bernard@verdance.fr';

async function openCollaborators(page: Page) {
  // The collapsed menu shows its bottom icons once expanded (hover); the icon is then pressed by keyboard, as the
  // demo console's button sits over the menu's bottom corner.
  await openMenu(page);
  const icon = page.getByRole('button', { name: 'Gérer mes collaborateurs' });
  await icon.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Mes collaborateurs' });
  await expect(dialog.getByRole('listbox', { name: 'Collaborateurs de votre entreprise' })).toBeVisible();
  return { dialog, icon };
}

test.describe("from Claire's saved session", () => {
  test.use(signedInAs('claire'));

  test('Claire adds a collaborator with the Acteur preset, finds them, changes a page and validates', async ({
    page,
  }) => {
    // Two axe runs in the popup and a dozen steps: under the enforced policy's fixture, at 2 workers, it crossed 30 s.
    test.slow();
    await page.goto('/dashboard');
    const { dialog, icon } = await openCollaborators(page);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('textbox', { name: /Adresse e-mail/ }).fill('ines.carpentier@verdance.fr');
    await dialog.getByRole('textbox', { name: 'Prénom (facultatif)' }).fill('Inès');
    await dialog.getByRole('textbox', { name: 'Nom (facultatif)', exact: true }).fill('Carpentier');
    await dialog.getByRole('button', { name: /Profil type/ }).click();
    await page.getByRole('option', { name: 'Acteur', exact: true }).click();
    await expect(dialog.getByRole('switch', { name: "Plan d'actions" })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Steer Store' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Tableau de bord' })).not.toBeChecked();

    // The payloads themselves are checked in the component tests; here, what the server stored shows back.
    await dialog.getByRole('button', { name: 'Ajouter le collaborateur' }).click();
    await expect(dialog.getByText('Un nouveau collaborateur·rice·s a été ajouté !')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue('');
    // Gone after 3 s.
    await expect(dialog.getByText('Un nouveau collaborateur·rice·s a été ajouté !')).toBeHidden({ timeout: 5_000 });

    await dialog.getByRole('searchbox', { name: 'Rechercher un collaborateur' }).fill('CARPENT');
    await expect(dialog.getByRole('option')).toHaveCount(1);
    await dialog.getByRole('option', { name: /^Inès Carpentier/ }).click();
    await expect(dialog.getByRole('heading', { name: 'Modifier Inès Carpentier' })).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Steer Store' })).toBeChecked();
    await expect(dialog.getByText('(3 pages sur 12)')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // A switch is toggled with Space, as a keyboard user would.
    await dialog.getByRole('switch', { name: 'Mes documents' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await expect(dialog.getByText('Changements validés')).toBeVisible();

    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog.getByRole('heading', { name: 'Ajouter un collaborateur' })).toBeVisible();
    // Selected again, the toggles come back from the server with the change.
    await dialog.getByRole('option', { name: /^Inès Carpentier/ }).click();
    await expect(dialog.getByText('(4 pages sur 12)')).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Mes documents' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(icon).toBeFocused();
  });

  test('Claire chats with her copilote: history, her message, the typing indicator, then the answer', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const launcher = page.getByRole('button', { name: 'Écrire à votre copilote' });
    await launcher.click();
    const chat = page.getByRole('dialog', { name: 'Votre copilote' });
    const log = chat.getByRole('log', { name: 'Messages échangés avec votre copilote' });
    const before = await windowedListSize(log);
    const input = chat.getByRole('textbox', { name: 'Votre message' });
    await expect(input).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    await input.fill('Quel est mon score ?');
    const typingShown = await watchTypingIndicator(page);
    await input.press('Enter');
    await expectRowAt(log, before + 1, 'Quel est mon score ?');
    await expectLastRow(log, before + 2, 'Votre score global est de');
    expect(await typingShown()).toBe(true);
    await expect(chat.getByText("Votre copilote est en train d'écrire...")).toBeHidden();
    // The newest message is in view.
    await expect(log.getByRole('listitem').last()).toBeInViewport();

    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('the owner list on /pilotage follows a collaborator added from the menu, without a reload', async ({ page }) => {
    // The popup, an addition and /pilotage in one journey: it crossed 30 s at 2 workers (see above).
    test.slow();
    await page.goto('/dashboard');
    await openMenu(page);
    await page.getByRole('button', { name: "Plan d'action" }).click();
    await page.getByRole('link', { name: 'Mon pilotage' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mon pilotage' })).toBeVisible();
    const filters = page.getByRole('region', { name: 'Filtres' });
    const ownerFilter = filters.getByRole('combobox', { name: 'Responsable' });
    await expect(ownerFilter).toHaveValue('Tous les responsables');
    // The owner is searched by name, as in a company of thousands.
    await ownerFilter.fill('Yanis');
    await expect(page.getByRole('option', { name: 'Yanis Ferrand' })).toHaveCount(0);
    await expect(page.getByText('Aucun collaborateur ne correspond à « Yanis ».')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ownerFilter).toHaveValue('Tous les responsables');
    await filters.getByRole('button', { name: /^Afficher les suggestions/ }).click();
    await expect(page.getByRole('option', { name: 'Hugo Bernard' })).toBeVisible();
    await page.keyboard.press('Escape');

    const { dialog } = await openCollaborators(page);
    await dialog.getByRole('textbox', { name: /Adresse e-mail/ }).fill('yanis.ferrand@verdance.fr');
    await dialog.getByRole('textbox', { name: 'Prénom (facultatif)' }).fill('Yanis');
    await dialog.getByRole('textbox', { name: 'Nom (facultatif)', exact: true }).fill('Ferrand');
    await dialog.getByRole('button', { name: /Profil type/ }).click();
    await page.getByRole('option', { name: 'Acteur', exact: true }).click();
    await dialog.getByRole('button', { name: 'Ajouter le collaborateur' }).click();
    await expect(dialog.getByText('Un nouveau collaborateur·rice·s a été ajouté !')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await ownerFilter.fill('Yanis');
    await page.getByRole('option', { name: 'Yanis Ferrand' }).click();
    await expect(ownerFilter).toHaveValue('Yanis Ferrand');
    await expect(ownerFilter).toBeFocused();
  });

  // Claire from her saved session; Hugo's sign-in through the form, on her tab, is the subject.
  test('two people on one tab: Hugo, signing in after Claire, sees none of her drafts', async ({ page }) => {
    // Two sessions, two dashboards, the chat and the popup twice: 29 s at 2 workers in the full run (its retry).
    test.slow();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Écrire à votre copilote' }).click();
    const chat = page.getByRole('dialog', { name: 'Votre copilote' });
    await chat.getByRole('textbox', { name: 'Votre message' }).fill('Brouillon confidentiel de Claire');
    await page.keyboard.press('Escape');
    const { dialog } = await openCollaborators(page);
    await dialog.getByRole('textbox', { name: /Adresse e-mail/ }).fill('recrue.confidentielle@verdance.fr');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await openMenu(page);
    await page.getByRole('link', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, HUGO);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Écrire à votre copilote' }).click();
    await expect(chat.getByRole('textbox', { name: 'Votre message' })).toHaveValue('');
    await expect(chat.getByText('Brouillon confidentiel de Claire')).toHaveCount(0);
    await page.keyboard.press('Escape');
    const again = await openCollaborators(page);
    await expect(again.dialog.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue('');
  });
});

test.describe("from Léa's saved session", () => {
  test.use(signedInAs('lea'));

  // '/' sends her where her sign-in does: both ask landingRouteFor (src/features/auth/session.ts) for her session.
  test('Léa, Acteur, lands on a page she may open, sees the locked entries, and is told whom to ask on a typed URL', async ({
    page,
  }) => {
    await page.goto('/');
    // Her preset opens the action plan, not the dashboard: she lands on its first page, not on a refusal.
    await expect(page).toHaveURL(/\/diagnostic$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cette page ne vous est pas ouverte' })).toHaveCount(0);
    await expect(page).toHaveTitle('Mon évaluation · Steer');
    await expect(page.getByRole('button', { name: 'Gérer mes collaborateurs' })).toHaveCount(0);

    // The menu shows what she was not granted as locked, with whom to ask, never as a link that refuses.
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Tableau de bord' }).click();
    const locked = menu.getByRole('link', { name: 'Mes progrès' });
    await expect(locked).toHaveAttribute('aria-disabled', 'true');
    await locked.hover();
    await expect(page.getByRole('tooltip')).toContainText('Cette page ne fait pas partie de vos accès.');
    await expect(page.getByRole('tooltip')).toContainText('Claire Martin (claire.martin@verdance.fr)');
    await menu.getByRole('button', { name: "Plan d'action" }).click();
    await expect(menu.getByRole('link', { name: 'Mon pilotage' })).not.toHaveAttribute('aria-disabled', 'true');

    // A typed URL of a page she was not given still explains itself.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Cette page ne vous est pas ouverte' })).toBeVisible();
    await expect(page.getByText(/Claire Martin \(claire\.martin@verdance\.fr\)/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Les pages qui vous sont ouvertes' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
