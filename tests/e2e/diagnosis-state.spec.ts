import { expect, test, type Page } from './fixtures';
import { deleteAsAnotherTab, storedRecords } from './demo-storage';
import { logIn, openMenu } from './helpers';
import { signedInAs } from './signed-in';

/**
 * Issue 24 in the demo build: the questionnaire's banner knows where the company stands from the server, after a
 * reload too, and 'Mon évaluation' opens the whole questionnaire or none of it, on screen and in the backend.
 */

const SARAH = 'sarah.lefebvre@cobalt-numerique.fr';
const LEA = 'lea.petit@verdance.fr';
const LOCKED = 'Terminez les axes précédents pour accéder à celui-ci.';
const REFUSED = 'Cette page ne vous est pas ouverte';

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Axes du diagnostic' });

/**
 * Keeps only the Gouvernance answers of a person's company, as another tab of the demo would have saved them: the
 * in-browser backend reads the other tab's changes before its next answer.
 */
async function keepGouvernanceOnly(page: Page, email: string) {
  const users = await storedRecords<{ email: string; companyId: number | null }>(page, 'users');
  const companyId = users.find((user) => user.email === email)?.companyId;
  const questions = await storedRecords<{ id: number; axe: number }>(page, 'formQuestions');
  const axeOf = new Map(questions.map((question) => [question.id, question.axe]));
  const responses = await storedRecords<{ id: number; companyId: number; formQuestionId: number }>(
    page,
    'formResponses',
  );
  const others = responses.filter(
    (response) => response.companyId === companyId && axeOf.get(response.formQuestionId) !== 2,
  );
  await deleteAsAnotherTab(
    page,
    'formResponses',
    others.map((response) => response.id),
  );
}

/** A call of the API with the page's own session, as the client would send it. */
async function callApi(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, {
        method: init.method ?? 'GET',
        headers: {
          Authorization: `Bearer ${sessionStorage.getItem('accessToken') ?? ''}`,
          'Content-Type': 'application/json',
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { path, init },
  );
}

test.describe("from Claire's saved session", () => {
  test.use(signedInAs('claire'));

  test('Claire reloads a question page: every axis her company has answered stays open, with no lock', async ({
    page,
  }) => {
    await page.goto('/diagnosis/gouvernance/1');
    await expect(page.getByRole('heading', { level: 1, name: "Raison d'être" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: "Raison d'être" })).toBeVisible();
    for (const axis of ['Social', 'Environnement', 'Business']) {
      const tab = tabs(page).getByRole('link', { name: axis });
      await expect(tab).toHaveAttribute('href', `/diagnosis/${axis.toLowerCase()}`);
      await expect(tab).not.toHaveAttribute('aria-disabled', 'true');
    }
    await expect(page.getByText(LOCKED)).toHaveCount(0);
  });

  // Léa's sign-in, on Claire's tab after the change, is part of the subject: the form, as a person would.
  test('without « Mon évaluation », the preamble, an intro and a question page refuse alike, and so does the backend', async ({
    page,
  }) => {
    // A sign-in and three cold pages: 29.6 s on its retry in a full run (with two sign-ins then).
    test.slow();
    // Claire leaves Léa only the resources and the store.
    // The app's dashboard, not the route's static frame: the session is restored and the backend answers.
    await page.goto('/dashboard');
    await expect(page.getByText('Votre score global')).toBeVisible();
    const pages = await callApi(page, '/pages/all?softwareId=1');
    const ids = (pages.body as { name: string }[]).flatMap((candidate, index) =>
      ['Ressources Steer (onglet Mes ressources)', 'Steer Store'].includes(candidate.name) ? [index + 1] : [],
    );
    const update = await callApi(page, '/users/update-collaborator', {
      method: 'PATCH',
      body: { email: LEA, role: 'Acteur', pages: ids },
    });
    expect(update.status).toBe(200);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, LEA);
    await expect(page).toHaveURL(/\/mes-ressources$/);
    for (const path of ['/diagnosis/preamble', '/diagnosis/gouvernance', '/diagnosis/gouvernance/1']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: REFUSED }), path).toBeVisible();
      await expect(
        page.getByText('Votre profil ne donne pas accès à la page « Mon évaluation ».', { exact: false }),
        path,
      ).toBeVisible();
    }
    const question = await callApi(page, '/form-question?axe=2&question=1');
    expect(question.status).toBe(403);
    const position = await callApi(page, '/form/current/1');
    expect(position.status).toBe(403);
  });

  test('a question page has the one signed-in shell: the copilote chat and the collaborators are there', async ({
    page,
  }) => {
    await page.goto('/diagnosis/social/2');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Écrire à votre copilote' })).toBeVisible();
    await openMenu(page);
    const collaborators = page.getByRole('button', { name: 'Gérer mes collaborateurs' });
    await collaborators.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Mes collaborateurs' })).toBeVisible();
  });
});

test.describe("from Sarah's saved session", () => {
  test.use(signedInAs('sarah'));

  test('a company that finished only Gouvernance: Social open, Environnement locked, after a reload too', async ({
    page,
  }) => {
    // A page of the demo first, whose backend then reads the change another tab makes.
    await page.goto('/dashboard');
    await expect(page.getByText('Soyez patient.e,')).toBeVisible();
    await keepGouvernanceOnly(page, SARAH);
    await page.goto('/diagnosis/social/1');
    for (const pass of ['first load', 'reload']) {
      // The banner knows where the company stands: no tab is pending (neither a link nor a lock) any more.
      await expect(tabs(page).locator('.axis-banner__tab--pending'), pass).toHaveCount(0);
      await expect(tabs(page).getByText('Social'), pass).toHaveAttribute('aria-current', 'page');
      await expect(tabs(page).getByRole('link', { name: 'Gouvernance' }), pass).not.toHaveAttribute('aria-disabled');
      const environnement = tabs(page).getByRole('link', { name: 'Environnement' });
      await expect(environnement, pass).toHaveAttribute('aria-disabled', 'true');
      await expect(tabs(page).getByRole('link', { name: 'Business' }), pass).toHaveAttribute('aria-disabled', 'true');
      // A person has used the mouse on the page before pointing at a tab (react-aria shows hover tooltips to a pointer).
      await page.getByRole('heading', { level: 1 }).click();
      await environnement.hover();
      await expect(page.getByRole('tooltip'), pass).toHaveText(LOCKED);
      await page.mouse.move(0, 0);
      if (pass === 'first load') await page.reload();
    }
  });
});
