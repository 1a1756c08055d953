import { expect, test, type Locator, type Page } from './fixtures';
import { axeViolations } from './helpers';
import { signedInAs } from './signed-in';

/** The diagnosis in the real browser: the whole questionnaire by keyboard, saved answers, axe on each kind of page. */

const AXES = [
  { slug: 'gouvernance', count: 8, start: 'Commencer les questions' },
  { slug: 'social', count: 6, start: 'Commencer les questions' },
  { slug: 'environnement', count: 6, start: 'Commencer les questions' },
  { slug: 'business', count: 7, start: 'Suivant' },
] as const;

/** Presses Tab until the target has the focus, as a keyboard user would (fails after `max` presses). */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let step = 0; step < max; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Presses Tab until a radio of the rating has the focus (the group is one tab stop). */
async function tabToRating(page: Page, max = 20) {
  for (let step = 0; step < max; step++) {
    if (await page.evaluate(() => document.activeElement?.matches('input[type="radio"]') ?? false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error("Le groupe de niveaux n'a jamais reçu le focus");
}

async function checkedLevel(page: Page): Promise<string | null> {
  return page.locator('input[type="radio"]:checked').evaluate((input) => (input as HTMLInputElement).value);
}

test.describe("from Sarah's saved session", () => {
  test.use(signedInAs('sarah'));

  test('sarah.lefebvre goes from the preamble through the perception form and answers the 27 questions by keyboard', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // Preamble: her company already gave its perception, so 'Suivant' is hidden and the page offers to edit it.
    await page.goto('/diagnosis/preamble');
    await expect(page.getByRole('heading', { level: 1, name: 'Un petit préambule sur la RSE...' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Modifier ma perception' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Suivant' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Limites planétaires' }).click();
    await expect(page.getByText(/Stockholm Resilience Centre/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Perception form, prefilled from the company.
    await page.getByRole('link', { name: 'Modifier ma perception' }).click();
    await expect(page).toHaveURL(/\/diagnosis\/entreprise$/);
    const initiative = page.getByRole('textbox', { name: /dernière initiative RSE/ });
    await expect(initiative).toHaveValue(/sobriété numérique/);
    expect(await axeViolations(page)).toEqual([]);
    await initiative.fill('');
    // The one form rule: a field's message shows once the field is left.
    await initiative.press('Tab');
    await expect(page.getByText("N'oubliez pas de remplir le champ ci-dessus !")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Valider' })).toBeDisabled();
    await initiative.fill('Bilan carbone de nos serveurs et de nos déplacements, réalisé en octobre.');
    await page.getByRole('button', { name: 'Valider' }).click();
    await expect(page).toHaveURL(/\/limited-access$/);
    await expect(page.getByText('Soyez patient.e,')).toBeVisible();

    // Every rated question is answered already: the way on is a review from the first question.
    await page.getByRole('link', { name: 'Revoir mes réponses' }).click();
    await expect(page).toHaveURL(/\/diagnosis\/gouvernance\/1$/);

    for (const [axisIndex, axis] of AXES.entries()) {
      if (axisIndex > 0) {
        // The intro of the axis: on to its first question by keyboard.
        await expect(page).toHaveURL(new RegExp(`/diagnosis/${axis.slug}$`));
        const start = page.getByRole('link', { name: axis.start, exact: true });
        await tabTo(page, start);
        await page.keyboard.press('Enter');
      }
      for (let order = 1; order <= axis.count; order++) {
        await expect(page).toHaveURL(new RegExp(`/diagnosis/${axis.slug}/${order}$`));
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeFocused();
        const isFreeText = order === axis.count;
        if (isFreeText) {
          const answer = page.getByRole('textbox', { name: /Votre réponse/ });
          await tabTo(page, answer);
          await page.keyboard.press('ControlOrMeta+A');
          await page.keyboard.type(`Pratiques ${axis.slug} décrites au clavier.`);
          await page.keyboard.press('Enter');
          continue;
        }
        await tabToRating(page);
        const before = await checkedLevel(page);
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('main').getByText('Enregistré', { exact: true })).toBeVisible();
        const chosen = await checkedLevel(page);
        expect(chosen).not.toBe(before);

        if (axis.slug === 'social' && order === 3) {
          // In the middle of the questionnaire, a reload keeps the answer just given.
          await page.reload();
          await expect(page.getByRole('heading', { level: 1, name: 'Développement des compétences' })).toBeVisible();
          await expect(page.locator(`input[type="radio"][value="${chosen}"]`)).toBeChecked();
          await heading.focus();
        }
        await tabTo(page, page.getByRole('button', { name: 'Suivant' }));
        await page.keyboard.press('Enter');
      }
    }

    await expect(page).toHaveURL(/\/diagnosis\/loader$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Analyse de vos réponses' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Business durable' })).toHaveAttribute(
      'aria-valuetext',
      '7 / 7 questions répondues',
    );
    await page.getByRole('link', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(/\/limited-access$/);
  });
});

test.describe("from Claire's saved session", () => {
  test.use(signedInAs('claire'));

  test('claire.martin sees her saved answers preselected', async ({ page }) => {
    await page.goto('/diagnosis/gouvernance/1');
    await expect(page.getByRole('heading', { level: 1, name: "Raison d'être" })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Niveau 3/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Suivant' })).toBeEnabled();

    await page.goto('/diagnosis/environnement/3');
    await expect(
      page.getByRole('heading', { level: 1, name: "Pollution de l'eau, de l'air et des sols" }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: /Niveau 1/ })).toBeChecked();
  });

  test('an axis intro and a question with its Enjeu modal open have no axe violations', async ({ page }) => {
    await page.goto('/diagnosis/environnement');
    await expect(page.getByRole('heading', { level: 1, name: 'Environnement' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progression du diagnostic' })).toHaveAttribute(
      'aria-valuenow',
      '70',
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/diagnosis/environnement/1');
    await page.getByRole('button', { name: 'Quel enjeu ?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pourquoi réduire ses émissions ?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('E1 Changement climatique')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Quel enjeu ?' })).toBeFocused();
  });
});

test('a question page opened without a session offers the login', async ({ page }) => {
  await page.goto('/diagnosis/social/2');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connectez-vous pour répondre au diagnostic' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
