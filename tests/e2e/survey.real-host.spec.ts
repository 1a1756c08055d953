import { expect, test } from './fixtures';
import { axeViolations, logIn } from './helpers';

/**
 * The staff survey against the HTTP mock server ('real-host' project): the public link is answered in a separate
 * browser context — another person, no session — and the company's dashboard sees the participation rise. In the
 * demo build each context has its own in-browser backend, so this journey needs a shared server.
 */

test('an anonymous answer through the public link raises the participation rate', async ({ page, browser }) => {
  await page.goto('/login');
  await logIn(page, 'claire.martin@verdance.fr');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/mon-enquete/dashboard');
  const participation = page.getByText(/réponses? sur 48 collaborateurs/);
  await expect(participation).toBeVisible();
  const before = Number(/^(\d+)/.exec((await participation.textContent()) ?? '')?.[1]);
  expect(await axeViolations(page)).toEqual([]);
  const link = await page.getByRole('textbox', { name: "Lien de l'enquête" }).inputValue();

  const staff = await browser.newContext();
  const form = await staff.newPage();
  await form.goto(link);
  await expect(
    form.getByRole('heading', { level: 1, name: 'Enquête de perception RSE des collaborateurs' }),
  ).toBeVisible();
  expect(await axeViolations(form)).toEqual([]);
  await form.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(form.getByText(/Merci de répondre aux questions 1, 2, 3/)).toBeVisible();
  for (const group of await form.getByRole('group').all()) {
    await group.getByRole('radio').first().check();
  }
  await form.getByRole('textbox', { name: /Une idée, une remarque/ }).fill('Merci pour cette enquête !');
  await form.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(form.getByRole('heading', { name: 'Merci pour votre participation !' })).toBeVisible();
  await staff.close();

  await page.reload();
  await expect(page.getByText(`${before + 1} réponses sur 48 collaborateurs`)).toBeVisible();
  await expect(page.getByText('Merci pour cette enquête !').first()).toBeVisible();
});
