import { expect, test, type Page } from './fixtures';
import { axeViolations, openMenu } from './helpers';
import { signedInAs } from './signed-in';

/** The signed-in shell and the onboarding, in Chromium: menu by mouse and keyboard, profile popup, onboarding. */

const MENU = [
  {
    section: 'Tableau de bord',
    links: [
      ['Mes progrès', '/approach'],
      ['Ma performance', '/ma-performance'],
    ],
  },
  {
    section: "Plan d'action",
    links: [
      ['Mon évaluation', '/diagnostic'],
      ['Mes leviers', '/solutions'],
      ['Mon pilotage', '/pilotage'],
      ['Mes réalisations', '/mes-actions-realisees'],
    ],
  },
  {
    section: 'Mes ressources',
    links: [
      ['Ressources Steer', '/mes-ressources'],
      ['Mes documents', '/mes-documents'],
    ],
  },
  { section: 'Enquête(s)', links: [['Tableau de bord', '/mon-enquete/dashboard']] },
] as const;

const rail = (page: Page) => page.locator('.side-menu');
const nav = (page: Page) => rail(page).getByRole('navigation', { name: 'Menu principal' });

function tokenCompanyId(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const token = sessionStorage.getItem('accessToken') ?? '';
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { companyId: unknown }).companyId;
  });
}

/**
 * After following a menu link: the address, and the entry highlighted in the menu. Pages that other parts of the
 * product add may be missing from a partial build; there the 404 page must show instead (never a blank screen).
 */
async function expectArrivedAt(page: Page, path: string, label: string) {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
  const notFound = page.getByRole('heading', { name: /Erreur 404/ });
  await expect(nav(page).or(notFound).first()).toBeVisible();
  if (await notFound.isVisible()) return;
  // The new page's heading takes focus (the route announcement), and the menu, left by focus, folds: the pointer
  // opens it again (moved off the rail first: it may still rest where the last page left it, which hovers nothing).
  await expect(page.locator('main h1')).toBeFocused();
  await openMenu(page);
  await expect(nav(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
}

test.describe('side menu', () => {
  test.use(signedInAs('claire'));

  test('every entry by mouse; collapsed and expanded menu without axe violations', async ({ page }) => {
    // Eleven pages and two axe scans: 20-30 s alone, past 60 s in CI beside the review walk (twice in one run).
    test.setTimeout(120_000);
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Home Page' })).toBeVisible();
    // The pointer away from the menu: a new tab's pointer sits at the top left corner, on the rail, which it expands
    // (the sign-in form's button left it on the right, when this journey signed in first).
    await page.mouse.move(900, 300);
    await expect(rail(page)).toHaveAttribute('data-expanded', 'false');
    expect(await axeViolations(page)).toEqual([]);

    await page.mouse.move(30, 300);
    await expect(rail(page)).toHaveAttribute('data-expanded', 'true');
    expect(await axeViolations(page)).toEqual([]);
    await page.mouse.move(900, 300);
    await expect(rail(page)).toHaveAttribute('data-expanded', 'false');

    // From page to page through the menu, as a person does: no reload between entries.
    for (const { section, links } of MENU) {
      for (const [label, path] of links) {
        await page.mouse.move(30, 300);
        const trigger = nav(page).getByRole('button', { name: section, exact: true });
        if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
        await nav(page).getByRole('link', { name: label, exact: true }).click();
        await expectArrivedAt(page, path, label);
      }
    }
    await page.goto('/home');
    await page.mouse.move(30, 300);
    await nav(page).getByRole('link', { name: 'SteerStore' }).click();
    await expectArrivedAt(page, '/steer-store', 'SteerStore');

    await page.goto('/home');
    await page.mouse.move(30, 300);
    await nav(page).getByRole('link', { name: 'Steer', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('every entry by keyboard: Tab expands, arrows move, Enter follows, Escape collapses', async ({ page }) => {
    test.setTimeout(120_000);
    for (const { section, links } of MENU) {
      for (const [label, path] of links) {
        await page.goto('/home');
        await expect(page.getByRole('heading', { name: 'Home Page' })).toBeVisible();
        // The skip link comes first, then the menu.
        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
        await page.keyboard.press('Tab');
        await expect(rail(page)).toHaveAttribute('data-expanded', 'true');
        const trigger = nav(page).getByRole('button', { name: section, exact: true });
        await arrowTo(page, trigger);
        if ((await trigger.getAttribute('aria-expanded')) !== 'true') await page.keyboard.press('Enter');
        await arrowTo(page, nav(page).getByRole('link', { name: label, exact: true }));
        await page.keyboard.press('Enter');
        await expectArrivedAt(page, path, label);
      }
    }

    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Home Page' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(rail(page)).toHaveAttribute('data-expanded', 'true');
    await expect(nav(page).locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(rail(page)).toHaveAttribute('data-expanded', 'false');
    // Focus stays in the menu, on an entry still shown.
    await expect(nav(page).locator(':focus')).toHaveCount(1);
  });

  test('the expanded state and the open submenu survive a reload', async ({ page }) => {
    await page.goto('/home');
    await openMenu(page);
    await nav(page).getByRole('button', { name: 'Mes ressources' }).click();
    await expect(nav(page).getByRole('link', { name: 'Mes documents' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Home Page' })).toBeVisible();
    await expect(rail(page)).toHaveAttribute('data-expanded', 'true');
    await expect(nav(page).getByRole('button', { name: 'Mes ressources' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page).getByRole('link', { name: 'Mes documents' })).toBeVisible();
  });

  test('the profile popup opens from the initials, keeps the menu open, and has no axe violations', async ({
    page,
  }) => {
    await page.goto('/home');
    await openMenu(page);
    await nav(page).getByRole('button', { name: 'Mon profil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mon profil' });
    await expect(dialog.getByRole('textbox', { name: 'Adresse mail' })).toHaveValue('claire.martin@verdance.fr');
    await page.mouse.move(900, 700);
    await expect(rail(page)).toHaveAttribute('data-expanded', 'true');
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByLabel(/^Mot de passe actuel/).fill('Steer2026!');
    await dialog.getByLabel(/^Nouveau mot de passe/).fill('Nouveau2026!');
    await dialog.getByLabel(/^Confirmation du nouveau/).fill('Autre2026!');
    // The one form rule: a field's message shows once the field is left.
    await dialog.getByLabel(/^Confirmation du nouveau/).press('Tab');
    await expect(dialog.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(nav(page).getByRole('button', { name: 'Mon profil' })).toBeFocused();
  });

  test('below 1024 px the menu is a drawer behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/home');
    await expect(rail(page)).toBeHidden();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu principal' });
    await drawer.getByRole('button', { name: 'Mes ressources' }).click();
    await drawer.getByRole('link', { name: 'Ressources Steer' }).click();
    await expect(page).toHaveURL(/\/mes-ressources$/);
    await expect(drawer).toBeHidden();
  });
});

async function arrowTo(page: Page, target: ReturnType<Page['locator']>) {
  for (let step = 0; step < 30; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toBeFocused();
}

/**
 * Nina and Paul have no company yet: the onboarding takes over from the dashboard their sign-in leads to (auth.spec.ts
 * signs a new account in through the form to it), and these journeys start there, from their saved sessions.
 */
test.describe('onboarding', () => {
  test.describe(() => {
    test.use(signedInAs('nina'));
    test('nina.roux creates her company and reaches the preamble; every step without axe violations', async ({
      page,
    }) => {
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/onboarding$/);
      await expect(page.getByRole('heading', { name: 'Mon entreprise' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('textbox', { name: /^Votre poste/ }).fill('Gérante');
      await page.getByRole('textbox', { name: /^Nom de l'entreprise/ }).fill('Atelier Lumen');
      await page.getByRole('button', { name: /Secteur d'activité/ }).click();
      await page.getByRole('option', { name: 'Bâtiment' }).click();
      await page.getByRole('textbox', { name: 'Activité' }).fill('Rénovation énergétique du bâti ancien');
      await page.getByRole('textbox', { name: /^Nombre de salariés/ }).fill('12');
      await page.getByRole('button', { name: 'Créer mon entreprise' }).click();

      await expect(page.getByRole('heading', { name: 'Bienvenue à bord !' })).toBeVisible();
      expect(await tokenCompanyId(page)).toEqual(expect.any(Number));
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Suivant' }).click();

      await expect(page.getByRole('heading', { name: 'Diagnostic de votre maturité RSE' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Diapositive suivante' }).click();
      await page.getByRole('button', { name: 'Diapositive suivante' }).click();
      await expect(page.getByRole('group', { name: 'Diapositive 3 sur 3' })).toBeVisible();
      await page.getByRole('link', { name: "C'est parti !" }).click();
      await expect(page).toHaveURL(/\/diagnosis\/preamble$/);
    });
  });

  test.describe(() => {
    test.use(signedInAs('paul'));
    test('paul.girard joins the company of his domain', async ({ page }) => {
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/onboarding$/);
      await expect(page.getByRole('textbox', { name: "Nom de l'entreprise" })).toHaveValue('Transports Azur');
      await expect(page.getByRole('textbox', { name: "Nom de l'entreprise" })).toHaveAttribute('readonly', '');
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('textbox', { name: /^Votre poste/ }).fill('Responsable logistique');
      await page.getByRole('button', { name: "Rejoindre l'entreprise" }).click();
      await expect(page.getByRole('heading', { name: 'Bienvenue à bord !' })).toBeVisible();
      await expect(page.getByText(/Votre espace Transports Azur est prêt/)).toBeVisible();
      expect(await tokenCompanyId(page)).toEqual(expect.any(Number));
    });
  });
});
