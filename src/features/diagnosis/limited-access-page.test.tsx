import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, setPageAuthorizations } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { recordRequests } from '../../../tests/record-requests';
import { answerList } from './story-handlers';
import { signInAs } from '../../../tests/contract/harness';
import { renderRoute } from '../../../tests/render';
import { clearAnswersOf, companyIdOf, keepAnswersOf } from '../../../tests/diagnosis-fixtures';

const SARAH = 'sarah.lefebvre@cobalt-numerique.fr';

describe('/limited-access', () => {
  it('asks for patience and resumes the questionnaire where the company stands', async () => {
    await signInAs(SARAH);
    keepAnswersOf(SARAH, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    renderRoute('/limited-access');

    expect(await screen.findByText('Soyez patient.e,')).toBeInTheDocument();
    expect(
      screen.getByText(
        "l'évaluation de votre maturité RSE sera réalisée avec votre copilote lors de votre prochain échange !",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Reprendre le questionnaire' })).toHaveAttribute(
      'href',
      '/diagnosis/social/2',
    );
  });

  it('starts with the first axis when nothing is answered yet', async () => {
    await signInAs(SARAH);
    clearAnswersOf(SARAH);
    renderRoute('/limited-access');
    expect(await screen.findByRole('link', { name: 'Commencer le questionnaire' })).toHaveAttribute(
      'href',
      '/diagnosis/gouvernance',
    );
  });
});

describe('/limited-access for a collaborator or an evaluated company', () => {
  it('neither calls GET /form/current nor links to the questionnaire for a person whose accesses do not open it', async () => {
    const companyId = companyIdOf(SARAH);
    const acteur = db.users.all().find((user) => user.companyId === companyId && user.collaboratorRole === 'Acteur');
    if (!acteur) throw new Error("Aucun Acteur dans l'entreprise de Sarah");
    await setPageAuthorizations(acteur.id, [12]); // Steer Store alone
    const recording = recordRequests();
    try {
      await signInAs(acteur.email);
      renderRoute('/limited-access');
      expect(await screen.findByText('Soyez patient.e,')).toBeInTheDocument();
      // The page has settled: its results call has been answered (404, not evaluated).
      await waitFor(() => expect(screen.queryByRole('status', { name: /Chargement/ })).not.toBeInTheDocument());
      expect(screen.queryByRole('link', { name: /questionnaire|Revoir/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(recording.requests.filter(({ path }) => path.startsWith('/form/current'))).toEqual([]);
    } finally {
      recording.stop();
    }
  });

  it('says the evaluation is done, not to come, once the company is evaluated, and leads to the landing page', async () => {
    await signInAs('claire.martin@verdance.fr');
    renderRoute('/limited-access');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "L'évaluation de votre maturité RSE a été réalisée avec votre copilote.",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/sera réalisée/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à « Mon tableau de bord »' })).toHaveAttribute('href', '/dashboard');
  });
});

/** The summary's bar of an axis says how many of its questions have an answer. */
async function expectAnswered(axis: string, valueText: string) {
  expect(await screen.findByRole('progressbar', { name: axis })).toHaveAttribute('aria-valuetext', valueText);
}

describe('/diagnosis/loader', () => {
  it('summarises the answers per axis and leads to /limited-access while the company is not evaluated', async () => {
    await signInAs(SARAH);
    keepAnswersOf(SARAH, [1, 2, 3, 9, 10]);
    renderRoute('/diagnosis/loader');

    await expectAnswered('Gouvernance & Stratégie', '3 / 8 questions répondues');
    await expectAnswered('Social et droits des collaborateurs', '2 / 6 questions répondues');
    await expectAnswered('Business durable', '0 / 7 questions répondues');
    expect(screen.getByText(/Il reste des questions notées sans réponse/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Reprendre le questionnaire' })).toHaveAttribute(
      'href',
      '/diagnosis/gouvernance/4',
    );
    expect(screen.getByRole('link', { name: 'Continuer' })).toHaveAttribute('href', '/limited-access');
  });

  it('leads to the dashboard once the copilote has evaluated the company', async () => {
    await signInAs('claire.martin@verdance.fr');
    renderRoute('/diagnosis/loader');
    expect(await screen.findByRole('link', { name: 'Voir mon tableau de bord' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText(/Toutes les questions notées ont une réponse/)).toBeInTheDocument();
  });

  it("reads the answers in one list call, by the server's own ids, even when they differ from the bundled ones", async () => {
    // A host numbering its questions from 101: three governance answers and one social one, the rest unanswered.
    const answered: Record<number, string> = { 1: '3', 2: '2', 3: '4', 9: '1' };
    const list = answerList(answered).map((answer) => ({ ...answer, formQuestionId: answer.formQuestionId + 100 }));
    server.use(
      http.get('*/form-response/default/:formId/all', () => HttpResponse.json(list)),
      // The bundled ids mean nothing to this host.
      http.get('*/form-response/default/:formId', () =>
        HttpResponse.json(
          { statusCode: 400, message: 'Aucune réponse trouvée.', error: 'Bad Request' },
          { status: 400 },
        ),
      ),
    );
    const recording = recordRequests();
    try {
      await signInAs(SARAH);
      renderRoute('/diagnosis/loader');
      await expectAnswered('Gouvernance & Stratégie', '3 / 8 questions répondues');
      await expectAnswered('Social et droits des collaborateurs', '1 / 6 questions répondues');
      expect(recording.requests.filter(({ path }) => path.startsWith('/form-response/'))).toEqual([
        expect.objectContaining({ path: '/form-response/default/1/all' }),
      ]);
    } finally {
      recording.stop();
    }
  });
});
