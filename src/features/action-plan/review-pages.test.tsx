import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { signInAs } from '../../../tests/contract/harness';
import { companyIdOf } from '../../../tests/contract/personas';
import { renderRoute } from '../../../tests/render';
import { chatRequestAtom } from '@/lib/chat-request';

const CLAIRE = 'claire.martin@verdance.fr';
const SARAH = 'sarah.lefebvre@cobalt-numerique.fr';

describe('/diagnostic', () => {
  it('reviews the 27 answers by axis, each with a link to change it', async () => {
    await signInAs(CLAIRE);
    renderRoute('/diagnostic');
    const governance = await screen.findByRole('region', { name: 'Gouvernance & Stratégie' });
    expect(screen.getAllByRole('listitem').filter((item) => item.classList.contains('review__item'))).toHaveLength(27);
    const first = within(governance).getAllByRole('listitem')[0];
    if (!first) throw new Error('Aucune réponse');
    const stored = db.formResponses.findFirst((q) => q.where({ companyId: companyIdOf(CLAIRE), formQuestionId: 1 }));
    expect(first).toHaveTextContent(`Niveau ${stored?.content}`);
    expect(within(first).getByRole('link', { name: /^Modifier : / })).toHaveAttribute(
      'href',
      '/diagnosis/gouvernance/1',
    );
    expect(screen.getByText('Toutes les questions notées ont une réponse.')).toBeInTheDocument();
  });

  it('marks unanswered questions and offers to resume at the first one', async () => {
    const companyId = companyIdOf(CLAIRE);
    db.formResponses.deleteMany((q) => q.where({ companyId, formQuestionId: 10 }));
    await signInAs(CLAIRE);
    renderRoute('/diagnostic');
    expect(await screen.findByText('Une question notée attend encore votre réponse.')).toBeInTheDocument();
    expect(screen.getByText('Sans réponse')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reprendre le questionnaire' })).toHaveAttribute(
      'href',
      '/diagnosis/social/2',
    );
  });

  it('shows an Acteur the answers without links to change them', async () => {
    await signInAs('lea.petit@verdance.fr');
    renderRoute('/diagnostic');
    await screen.findByRole('region', { name: 'Gouvernance & Stratégie' });
    expect(screen.queryByRole('link', { name: /^Modifier/ })).not.toBeInTheDocument();
  });
});

describe('/ma-performance', () => {
  it('sets scores, perception and the weakest three questions side by side', async () => {
    await signInAs(CLAIRE);
    renderRoute('/ma-performance');
    expect(await screen.findByText(/le diagnostic place en tête « Gouvernance & Stratégie »/)).toBeInTheDocument();
    const results = db.scoreResults.findFirst((q) => q.where({ companyId: companyIdOf(CLAIRE) }));
    expect(screen.getByText(`${results?.result}`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Environnement' })).toHaveAttribute(
      'aria-valuetext',
      `${results?.axe4Result}/25`,
    );
    const weakest = screen.getByRole('region', { name: 'Vos trois points les plus faibles' });
    const links = within(weakest).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/solutions\?question=\d+$/));
    // One bar per rated question: 23.
    expect(screen.getAllByRole('progressbar')).toHaveLength(4 + 23);
  });

  it("truncates a host's fractional scores (spec §3), in the scores and in the sentences", async () => {
    server.use(
      http.get('*/results/:email', () =>
        HttpResponse.json({ result: 64.9, axe2Result: 16.25, axe3Result: 15.99, axe4Result: 11.5, axe5Result: 21.01 }),
      ),
    );
    await signInAs(CLAIRE);
    renderRoute('/ma-performance');
    expect(
      await screen.findByText(/le diagnostic place en tête « Business durable », avec 21\/25\./),
    ).toBeInTheDocument();
    expect(screen.getByText('64')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Gouvernance & Stratégie' })).toHaveAttribute(
      'aria-valuetext',
      '16/25',
    );
    expect(screen.queryByText(/\b\d+\.\d+\b/)).not.toBeInTheDocument();
  });

  it("waits for the copilote's evaluation before showing scores", async () => {
    await signInAs(SARAH);
    renderRoute('/ma-performance');
    expect(await screen.findByText(/Votre copilote n'a pas encore réalisé l'évaluation/)).toBeInTheDocument();
  });

  it('is not part of the Acteur preset', async () => {
    await signInAs('lea.petit@verdance.fr');
    renderRoute('/ma-performance');
    // The signed-in layout's page-access check answers first: the Acteur preset does not open 'Ma performance'.
    expect(await screen.findByText('Cette page ne vous est pas ouverte')).toBeInTheDocument();
    expect(screen.getByText('Les pages qui vous sont ouvertes')).toBeInTheDocument();
  });
});

describe('/mes-actions-realisees', () => {
  afterEach(() => vi.restoreAllMocks());

  it('groups the achievements by axis and level and exports them as CSV', async () => {
    await signInAs(CLAIRE);
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:realisations';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderRoute('/mes-actions-realisees');
    const governance = await screen.findByRole('region', { name: /^Gouvernance & Stratégie \(\d+\)$/ });
    expect(within(governance).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(/^Niveau \d – /);

    await user.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const csv = await blobs[0]?.text();
    const lines = csv?.replace('\uFEFF', '').trim().split('\r\n') ?? [];
    expect(lines[0]).toBe('Axe;Niveau;Action;Question;Date de validation');
    // Every achievement is exported, drawn or not: each axis's list says how many it holds.
    const listed = screen
      .getAllByRole('list')
      .map((list) => Number(within(list).queryAllByRole('listitem')[0]?.getAttribute('aria-setsize') ?? 0));
    expect(lines.length - 1).toBe(listed.reduce((sum, count) => sum + count, 0));
  });

  it('says so when nothing was achieved in six months', async () => {
    await signInAs(SARAH);
    renderRoute('/mes-actions-realisees');
    expect(await screen.findByText("Vous n'avez pas réalisé d'actions les six derniers mois.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exporter en CSV' })).not.toBeInTheDocument();
  });

  it('offers a retry when the achievements fail to load', async () => {
    server.use(
      http.get('*/users/solutions/validated-grouped/:companyId', () =>
        HttpResponse.json({ statusCode: 500, message: 'Panne' }, { status: 500 }),
      ),
    );
    await signInAs(CLAIRE);
    renderRoute('/mes-actions-realisees');
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});

describe('/approach', () => {
  it('shows every step of the demo company done, and leads to the plan', async () => {
    await signInAs(CLAIRE);
    renderRoute('/approach');
    expect(await screen.findByText(/Toutes les étapes sont franchies/)).toBeInTheDocument();
    expect(screen.getAllByText('Terminée')).toHaveLength(9);
    expect(await screen.findByRole('heading', { name: 'Évolution de votre score RSE' })).toBeInTheDocument();
  });

  it("writes a host's fractional history scores truncated in the chart's table (spec §3)", async () => {
    server.use(
      http.get('*/dashboard/scoreHistory', () =>
        HttpResponse.json({ scores: { '2026-03': [{ score: 47.8, date: '2026-03-02T10:00:00.000Z' }] } }),
      ),
    );
    await signInAs(CLAIRE);
    renderRoute('/approach');
    const table = await screen.findByRole('table', { name: /Évolution de votre score RSE/ });
    expect(within(table).getByRole('row', { name: /Mars/ })).toHaveTextContent('47/100');
  });

  it('points a company waiting for its evaluation to the copilote', async () => {
    await signInAs(SARAH);
    const { user, store } = renderRoute('/ma-demarche');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes progrès' })).toBeInTheDocument();
    const contact = await screen.findByRole('button', { name: 'Contacter mon copilote' });
    const current = document.querySelector('[aria-current="step"]');
    expect(current).toHaveTextContent('Évaluation avec votre copilote');
    expect(
      screen.getByText('Votre score apparaîtra ici après la première évaluation avec votre copilote.'),
    ).toBeInTheDocument();
    await user.click(contact);
    // The chat of the signed-in shell takes the request: its panel opens with the draft, not sent.
    const panel = await screen.findByRole('dialog', { name: 'Votre copilote' });
    const message = within(panel).getByRole('textbox', { name: 'Votre message' }) as HTMLTextAreaElement;
    expect(message.value).toMatch(/évaluation de notre maturité RSE/);
    expect(store.get(chatRequestAtom)).toBeNull();
  });

  it("Mes réalisations draws a bounded number of a large company's 400 achievements", async () => {
    const solutions = Array.from({ length: 100 }, (_, index) => ({
      solution: {
        content: `Action réalisée ${index + 1}`,
        question: { title: 'Atténuation du changement climatique' },
      },
      updated_at: new Date().toISOString(),
    }));
    const levels = { '1': solutions, '2': solutions };
    server.use(
      http.get('*/users/solutions/validated-grouped/:companyId', () =>
        HttpResponse.json({ success: true, message: { Environnement: levels, Social: levels } }),
      ),
    );
    await signInAs(CLAIRE);
    renderRoute('/mes-actions-realisees');
    expect(await screen.findAllByRole('region', { name: /\(200\)$/ })).toHaveLength(2);
    const drawn = document.querySelectorAll('.achievements__item').length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThanOrEqual(60);
  });
});
