import { expect, test, type Page } from './fixtures';
import { logIn } from './helpers';

/**
 * Account journeys on the demo build (in-browser backend): sign-up and e-mail confirmation through the demo outbox,
 * password reset, landing by role, the guest guard, the narrow-screen login. Their subject is the sign-in, so they go
 * through the login form rather than start from a saved session. Axe audits every account screen and its error
 * states in the reflow walk (reflow.spec.ts), which loads them: its default rules at every impact as well.
 */

const PASSWORD = 'Steer2026!';
const CLAIRE = 'claire.martin@verdance.fr';

/** Opens the link of the newest e-mail sent to `to` from the demo console's outbox (a full page load). */
async function openLatestEmailLink(page: Page, to: string, subject: string) {
  await page.getByRole('button', { name: /^Démo/ }).click();
  const panel = page.getByRole('region', { name: 'Console de démonstration' });
  await expect(panel).toBeVisible();
  const email = panel.getByRole('listitem').filter({ hasText: to }).filter({ hasText: subject }).first();
  await email.getByRole('link', { name: /^Ouvrir le lien/ }).click();
}

test.describe('account journeys', () => {
  test('sign up, confirm the address from the outbox, log in and land on the onboarding', async ({ page }) => {
    const email = `ines.durand.${Date.now()}@atelier-lumen.fr`;
    const password = 'Sobriete2026!';
    await page.goto('/signup');
    await expect(page.getByRole('button', { name: "C'est parti !" })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
    await page.getByRole('textbox', { name: 'Prénom' }).fill('Inès');
    await page.getByRole('textbox', { name: 'Adresse mail' }).fill(email);
    await page.getByLabel(/^Mot de passe/).fill(password);
    await page.getByLabel(/^Confirmation du mot de passe/).fill(password);
    await page.getByRole('button', { name: "C'est parti !" }).click();
    await expect(
      page.getByText('Un mail vous attend dans votre boîte de réception pour valider votre compte :)'),
    ).toBeVisible();

    // Not confirmed yet: the login is refused, with the server's reason (not a false 'incorrect').
    await page.getByRole('link', { name: 'Je me connecte' }).click();
    await logIn(page, email, password);
    await expect(page.getByRole('alert')).toContainText(
      'Veuillez confirmer votre adresse e-mail avant de vous connecter.',
    );

    await openLatestEmailLink(page, email, 'Confirmez votre adresse e-mail');
    await expect(page).toHaveURL(/\/confirm-email\?token=/);
    await expect(page.getByText("Votre mail est validé, c'est parti pour la suite !")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });

    await logIn(page, email, password);
    // A fresh account has no company yet: the onboarding takes over from the dashboard.
    await expect(page).toHaveURL(/\/onboarding$/);
  });

  test('forgot password: outbox link, new password, log in with it', async ({ page }) => {
    const newPassword = 'Nouveau2026!';
    await page.goto('/login');
    await page.getByRole('link', { name: 'Je réinitialise mon mot de passe' }).click();
    await expect(page).toHaveURL(/\/forget-password$/);
    // The address bar changes first; /login (which also asks for 'Adresse mail') shows until the page's code is in.
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié ?' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Adresse mail' }).fill(CLAIRE);
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pas de panique, on a pensé à tout !' })).toBeVisible();
    await expect(page.getByText('Un mail vous attend dans votre boîte de réception', { exact: true })).toBeVisible();

    await openLatestEmailLink(page, CLAIRE, 'Réinitialisation de votre mot de passe');
    await expect(page).toHaveURL(/\/reset-password\/[\w-]{30,}$/);
    await page.getByLabel(/^Nouveau mot de passe/).fill(newPassword);
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mot de passe réinitialisé avec succès !' }),
    ).toBeVisible();
    await expect(page.getByText('Redirection vers la page de connexion...')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });

    await logIn(page, CLAIRE, PASSWORD);
    await expect(page.getByRole('alert')).toContainText('Adresse mail / mot de passe incorrect');
    await logIn(page, CLAIRE, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a short reset link is refused without a form', async ({ page }) => {
    await page.goto('/reset-password/trop-court');
    await expect(page.getByRole('alert')).toContainText('Lien invalide ou expiré.');
    await expect(page.getByLabel(/^Nouveau mot de passe/)).toHaveCount(0);
  });

  test('the platform admin lands on /admin', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, 'admin@steer.fr');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a signed-in user going back to /login is sent to the dashboard', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, CLAIRE);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Connectons-nous.' })).toHaveCount(0);
  });

  test('logout ends the session and returns to /login', async ({ page }) => {
    await page.goto('/login');
    await logIn(page, CLAIRE);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.sessionStorage.getItem('accessToken'))).toBeNull();
    // The session is over: the dashboard now asks to log in.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('below 1024 px the login advises a larger screen above its form, and the panel comes back when wide', async ({
    page,
  }) => {
    // Issue 43: the form stays (people who zoom must sign in); login-widths.spec.ts signs in at 320, 853 and 1000 px.
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/login');
    await expect(
      page.getByText('Pour une meilleure expérience, affichez cette page sur un écran plus grand (ordinateur).'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Présentation de Steer' })).toHaveCount(0);

    // Back to a wide window: the panel comes back and the advice goes, without a reload.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('complementary', { name: 'Présentation de Steer' })).toBeVisible();
    await expect(
      page.getByText('Pour une meilleure expérience, affichez cette page sur un écran plus grand (ordinateur).'),
    ).toHaveCount(0);
  });
});
