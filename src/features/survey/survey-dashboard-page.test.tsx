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
});
