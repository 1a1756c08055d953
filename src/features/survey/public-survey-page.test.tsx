import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { DEMO_SURVEY_SHARE_TOKEN } from '../../../mocks/seed/survey-seed';
import { renderRoute } from '../../../tests/render';

const LINK = `/enquete/${DEMO_SURVEY_SHARE_TOKEN}`;

describe('/enquete/{shareToken}', () => {
  it('records one anonymous answer without any account, then thanks the person', async () => {
    const before = db.surveyResponses.all().length;
    const { user } = renderRoute(LINK);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enquête de perception RSE des collaborateurs' }),
    ).toBeVisible();
    expect(screen.getByText('Verdance Conseil')).toBeInTheDocument();

    const groups = screen.getAllByRole('group');
    for (const group of groups) {
      await user.click(within(group).getAllByRole('radio')[0]!);
    }
    await user.fill(screen.getByRole('textbox', { name: /Une idée, une remarque/ }), 'Plus de vélos, svp.');
    await user.click(screen.getByRole('button', { name: 'Envoyer mes réponses' }));

    // Focus moves to the thanks on the next frame (after the page has swapped its content).
    const thanks = await screen.findByRole('heading', { name: 'Merci pour votre participation !' });
    await waitFor(() => expect(thanks).toHaveFocus());
    const after = db.surveyResponses.all();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)?.answers).toContainEqual({ questionId: 'q10', value: 'Plus de vélos, svp.' });
    // The answer token of this visit is spent: one answer per use of the link.
    expect(db.surveyAnswerTokens.all().every((token) => token.usedAt !== null)).toBe(true);
  });

  it('names the questions left unanswered and sends nothing', async () => {
    const before = db.surveyResponses.all().length;
    const { user } = renderRoute(LINK);
    await screen.findByRole('heading', { level: 1, name: 'Enquête de perception RSE des collaborateurs' });
    const [first] = screen.getAllByRole('group');
    await user.click(within(first!).getAllByRole('radio')[3]!);
    await user.click(screen.getByRole('button', { name: 'Envoyer mes réponses' }));
    expect(
      await screen.findByText("Merci de répondre aux questions 2, 3, 4, 5, 6, 7, 8, 9 avant d'envoyer."),
    ).toBeVisible();
    expect(db.surveyResponses.all()).toHaveLength(before);
  });

  it('refuses a second answer with the same visit', async () => {
    const { user } = renderRoute(LINK);
    await screen.findByRole('heading', { level: 1, name: 'Enquête de perception RSE des collaborateurs' });
    // The visit's token is spent elsewhere (another tab of the same visit, a double submission).
    for (const token of db.surveyAnswerTokens.all()) {
      await db.surveyAnswerTokens.update(token, {
        data(draft) {
          draft.usedAt = new Date().toISOString();
        },
      });
    }
    for (const group of screen.getAllByRole('group')) await user.click(within(group).getAllByRole('radio')[1]!);
    await user.click(screen.getByRole('button', { name: 'Envoyer mes réponses' }));
    expect(
      await screen.findByText('Votre réponse a déjà été enregistrée. Merci pour votre participation !'),
    ).toBeVisible();
  });

  it('says when the link does not exist', async () => {
    renderRoute('/enquete/lien-inconnu-de-plus-de-vingt-caracteres');
    expect(await screen.findByRole('heading', { name: 'Lien introuvable' })).toBeInTheDocument();
  });
});
