import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { DEMO_SURVEY_SHARE_TOKEN } from '../../../mocks/seed/survey-seed';
import { signInAs } from '../../../tests/contract/harness';
import { renderRoute } from '../../../tests/render';

describe('/mon-enquete/dashboard', () => {
  it("shows Verdance's participation, per-question results with their figures, and the comments", async () => {
    await signInAs('claire.martin@verdance.fr');
    renderRoute('/mon-enquete/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: "Tableau de bord de l'enquête" })).toBeInTheDocument();
    const responses = db.surveyResponses.all().length;
    // 41 answers for 48 employees: 85 %.
    expect(await screen.findByText(`${Math.round((responses / 48) * 100)} %`)).toBeInTheDocument();
    expect(screen.getByText(`${responses} réponses sur 48 collaborateurs`)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: "Lien de l'enquête" })).toHaveValue(
      `${window.location.origin}/enquete/${DEMO_SURVEY_SHARE_TOKEN}`,
    );

    // Each chart has its figures as a table (text alternative).
    const chart = await screen.findByRole('figure', { name: /Je connais les engagements RSE/, busy: false });
    const table = await within(chart).findByRole('table');
    expect(within(table).getByRole('rowheader', { name: "Tout à fait d'accord" })).toBeInTheDocument();

    const comments = screen.getByRole('heading', { level: 2, name: /Commentaires des collaborateurs/ });
    expect(comments).toHaveTextContent(/\(\d+\)/);
    expect(screen.getAllByRole('blockquote').length).toBeGreaterThan(3);
  });

  it('lets an admin launch the survey when the company has none', async () => {
    await signInAs('sarah.lefebvre@cobalt-numerique.fr');
    const { user } = renderRoute('/mon-enquete/dashboard');
    expect(await screen.findByRole('heading', { name: 'Aucune enquête lancée' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Lancer l'enquête" }));
    expect(await screen.findByText(/Aucune réponse pour l'instant/)).toBeInTheDocument();
    expect((screen.getByRole('textbox', { name: "Lien de l'enquête" }) as HTMLInputElement).value).toContain(
      '/enquete/',
    );
  });

  it('offers a retry on failure and says when the server lacks the feature', async () => {
    await signInAs('claire.martin@verdance.fr');
    server.use(
      http.get('*/surveys/company/current', () =>
        HttpResponse.json({ statusCode: 500, message: 'Erreur.', error: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    const { unmount } = renderRoute('/mon-enquete/dashboard');
    expect(await screen.findByText(/Impossible de charger l'enquête de votre entreprise/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    unmount();

    server.use(http.get('*/surveys/company/current', () => new HttpResponse(null, { status: 501 })));
    renderRoute('/mon-enquete/dashboard');
    expect(await screen.findByText('Fonctionnalité indisponible sur ce serveur')).toBeInTheDocument();
  });

  it('keeps every figure exact with 2,000 answers and shows 600 comments a page at a time', async () => {
    const options = [
      "Pas du tout d'accord",
      "Plutôt pas d'accord",
      'Sans avis',
      "Plutôt d'accord",
      "Tout à fait d'accord",
    ];
    const counts = [1, 0, 765, 1233, 1];
    const overview = {
      survey: {
        id: 1,
        title: 'Enquête RSE 2026',
        intro: 'Votre avis compte.',
        shareToken: 'jeton-horizon',
        createdAt: '2026-09-01T08:00:00.000Z',
        questions: [
          {
            id: 'q1',
            label: 'Je comprends la démarche RSE de mon entreprise.',
            kind: 'scale',
            options,
            required: true,
          },
          { id: 'q2', label: 'Un commentaire ?', kind: 'text', options: [], required: false },
        ],
      },
      results: {
        responseCount: 2000,
        employeesNumber: 2400,
        participationRate: 83,
        lastResponseAt: '2026-11-20T08:00:00.000Z',
        questions: [
          {
            questionId: 'q1',
            answered: 2000,
            counts: options.map((option, index) => ({ option, count: counts[index] })),
          },
        ],
        comments: Array.from({ length: 600 }, (_, index) => ({
          questionId: 'q2',
          text: `Commentaire ${index + 1}`,
          submittedAt: '2026-11-20T08:00:00.000Z',
        })),
      },
    };
    server.use(http.get('*/surveys/company/current', () => HttpResponse.json(overview)));
    await signInAs('claire.martin@verdance.fr');
    renderRoute('/mon-enquete/dashboard');

    expect(await screen.findByText('2 000 réponses sur 2 400 collaborateurs')).toBeInTheDocument();
    const chart = await screen.findByRole('figure', { name: /Je comprends la démarche RSE/, busy: false });
    // 1 of 2,000 is not 0 %, 1,233 is written whole, and the shares of the table add up to the answers.
    expect(chart).toHaveTextContent("2 000 réponses · 62 % d'avis favorables");
    const table = await within(chart).findByRole('table');
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getByRole('cell').textContent?.replace(/\s/g, ' '));
    expect(cells).toEqual(['1 (< 1 %)', '0 (0 %)', '765 (38 %)', '1 233 (62 %)', '1 (< 1 %)']);

    expect(screen.getAllByRole('blockquote')).toHaveLength(24);
    expect(screen.getByRole('navigation', { name: 'Pagination des commentaires' })).toHaveTextContent('1–24 sur 600');
  });
});
