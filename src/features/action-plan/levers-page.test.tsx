import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { config } from '@/config/env';
import { createHandlers } from '../../../mocks/handlers';
import { describe, expect, it } from 'vitest';
import { db, findUserByEmail } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { signInAs } from '../../../tests/contract/harness';
import { renderRoute } from '../../../tests/render';
import { spoken } from '../../../tests/announcements';
import { dashboardQueries } from '@/api/queries/dashboard';
import { recordRequests } from '../../../tests/record-requests';
import { buildLever } from './fixtures';

const CLAIRE = 'claire.martin@verdance.fr';
/** Cobalt Numérique: answered, not evaluated, no priority issue and no plan yet. */
const SARAH = 'sarah.lefebvre@cobalt-numerique.fr';
const LEVER = 'Signer une convention avec une association naturaliste locale';

/** The points each lever card says it would gain (0 for none). */
const gainsOf = (cards: HTMLElement[]) =>
  cards.map((card) => {
    const text = card.querySelector('.lever-card__gain')?.textContent ?? '';
    return text.startsWith('+') ? Number(text.replace(/[^\d,]/g, '').replace(',', '.')) : 0;
  });

describe('/solutions', () => {
  it('ranks the levers by the points the company would gain, and filters by axis', async () => {
    await signInAs(CLAIRE);
    const { user, router } = renderRoute('/solutions');
    await screen.findAllByRole('article');
    // A page of 24 levers at a time, whatever the catalogue's length, in rank order across the pages.
    const total = db.levers.all().length;
    expect(total).toBeGreaterThan(24);
    expect(screen.getAllByRole('article')).toHaveLength(24);
    const pager = screen.getByRole('navigation', { name: 'Pagination des leviers' });
    expect(pager).toHaveTextContent(`1–24 sur ${total}`);
    const lastGainOfPage1 = gainsOf(screen.getAllByRole('article')).at(-1) ?? 0;
    await user.click(within(pager).getByRole('button', { name: 'Page suivante' }));
    expect(gainsOf(screen.getAllByRole('article'))[0]).toBeLessThanOrEqual(lastGainOfPage1);
    await user.click(within(pager).getByRole('button', { name: 'Page précédente' }));
    const cards = screen.getAllByRole('article');
    const gains = gainsOf(cards);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    expect(gains[0]).toBeGreaterThan(0);

    await user.click(screen.getByRole('radio', { name: 'Environnement' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ axe: 'environnement' }));
    for (const card of screen.getAllByRole('article'))
      expect(within(card).getByText('Environnement')).toBeInTheDocument();
    // The new count is spoken once, politely: only the filter's outcome, nothing else.
    const count = screen.getByText(/^\d+ leviers?$/, { selector: '.levers__toolbar p' }).textContent;
    await waitFor(() => expect(spoken('polite')).toEqual([count]));
  });

  it('draws one page of 24 levers of a catalogue of 300, and counts them all', async () => {
    const catalogue = Array.from({ length: 300 }, (_, index) =>
      buildLever({ id: index + 1, content: `Levier ${index + 1}`, pointsToGain: 300 - index, isPriority: false }),
    );
    server.use(http.get('*/users/solutions/:email/levers', () => HttpResponse.json(catalogue)));
    await signInAs(CLAIRE);
    renderRoute('/solutions');
    expect(await screen.findByRole('article', { name: /Levier 1\b/ })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(screen.getByRole('navigation', { name: 'Pagination des leviers' })).toHaveTextContent('1–24 sur 300');
  });

  it('marks a question as a priority issue and adds a lever to the plan, which the dashboard then counts', async () => {
    await signInAs(SARAH);
    const { seen: calls } = recordRequests({
      only: ({ method, path }) => method !== 'GET' && path.includes('/users/solutions/'),
    });
    const { user, queryClient } = renderRoute('/solutions?axe=environnement');
    await queryClient.prefetchQuery(dashboardQueries.results(SARAH));
    const card = await screen.findByRole('article', { name: LEVER });
    const questionId = db.formQuestions.findFirst((q) => q.where({ title: 'Biodiversité et écosystèmes' }))?.id;
    const email = encodeURIComponent(SARAH);

    const priority = within(card).getByRole('button', { name: 'Enjeu prioritaire' });
    expect(priority).toHaveAttribute('aria-pressed', 'false');
    await user.click(priority);
    await waitFor(() => expect(priority).toHaveAttribute('aria-pressed', 'true'));
    expect(calls).toEqual([`PUT /users/solutions/${email}/priority-issues/${questionId}`]);
    const companyId = findUserByEmail(SARAH)?.companyId ?? -1;
    expect(db.likedQuestions.findMany((q) => q.where({ companyId })).map((liked) => liked.questionTitle)).toContain(
      'Biodiversité et écosystèmes',
    );

    await user.click(within(card).getByRole('button', { name: `Ajouter au plan : ${LEVER}` }));
    expect(await within(card).findByText('Dans mon plan')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Voir dans Mon pilotage' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/pilotage\?action=\d+$/),
    );
    await waitFor(() => expect(spoken().join(' | ')).toContain(`« ${LEVER} » a été ajouté à votre plan d'actions`));
    expect(calls.at(-1)).toBe(`POST /users/solutions/${email}/plan`);
    expect(db.solutions.findFirst((q) => q.where({ companyId, content: LEVER }))?.status).toBe('toRealize');
    expect(queryClient.getQueryState(dashboardQueries.results(SARAH).queryKey)?.isInvalidated).toBe(true);

    await user.click(priority);
    await waitFor(() => expect(priority).toHaveAttribute('aria-pressed', 'false'));
    expect(calls.at(-1)).toBe(`DELETE /users/solutions/${email}/priority-issues/${questionId}`);
  });

  it('shows the lever in the plan when the server wrote it but its answer was lost, and adds it once (issue 35)', async () => {
    await signInAs(SARAH);
    // The server does the write, then the answer is lost, every time (the retries carry the same key).
    const backend = createHandlers(config.apiUrl);
    server.use(
      http.post(`${config.apiUrl}/users/solutions/:email/plan`, async ({ request }) => {
        await getResponse(backend, request);
        return HttpResponse.error();
      }),
    );
    const { user } = renderRoute('/solutions?axe=environnement');
    const card = await screen.findByRole('article', { name: LEVER });
    await user.click(within(card).getByRole('button', { name: `Ajouter au plan : ${LEVER}` }));
    // The client re-read the plan before saying anything: the lever is in it, and no error contradicts it.
    expect(await within(card).findByText('Dans mon plan')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: `Ajouter au plan : ${LEVER}` })).not.toBeInTheDocument();
    expect(within(card).getByText('Enregistré')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const companyId = findUserByEmail(SARAH)?.companyId ?? -1;
    expect(db.solutions.findMany((q) => q.where({ companyId, content: LEVER }))).toHaveLength(1);
  });

  it('says « Non enregistré — Réessayer » on the card when the server did not add the lever, and adds it on retry', async () => {
    await signInAs(SARAH);
    server.use(http.post(`${config.apiUrl}/users/solutions/:email/plan`, () => HttpResponse.error(), { once: true }));
    server.use(http.post(`${config.apiUrl}/users/solutions/:email/plan`, () => HttpResponse.error(), { once: true }));
    server.use(http.post(`${config.apiUrl}/users/solutions/:email/plan`, () => HttpResponse.error(), { once: true }));
    server.use(http.post(`${config.apiUrl}/users/solutions/:email/plan`, () => HttpResponse.error(), { once: true }));
    const { user } = renderRoute('/solutions?axe=environnement');
    const card = await screen.findByRole('article', { name: LEVER });
    await user.click(within(card).getByRole('button', { name: `Ajouter au plan : ${LEVER}` }));
    // Sent 4 times (the retries), never written; the re-read of the plan says so.
    const retry = await within(card).findByRole('button', { name: 'Réessayer' });
    expect(within(card).getByText(/^Non enregistré/)).toContainElement(retry);
    await user.click(retry);
    expect(await within(card).findByText('Dans mon plan')).toBeInTheDocument();
    expect(within(card).getByText('Enregistré')).toBeInTheDocument();
    const companyId = findUserByEmail(SARAH)?.companyId ?? -1;
    expect(db.solutions.findMany((q) => q.where({ companyId, content: LEVER }))).toHaveLength(1);
  });

  it('narrows to one question from « Ma performance » and goes back to all levers', async () => {
    await signInAs(CLAIRE);
    const questionId = db.formQuestions.findFirst((q) => q.where({ title: 'Biodiversité et écosystèmes' }))?.id;
    const { user } = renderRoute(`/solutions?question=${questionId}`);
    expect(await screen.findByText('Leviers de la question « Biodiversité et écosystèmes »')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Voir tous les leviers' }));
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(2));
  });

  it('shows an Acteur the catalogue without the buttons that change the plan', async () => {
    await signInAs('lea.petit@verdance.fr');
    renderRoute('/solutions');
    expect(await screen.findByText('Consultation seule')).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: /Ajouter au plan/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enjeu prioritaire' })).not.toBeInTheDocument();
  });

  it('says the catalogue is not available on a server without the extension (501)', async () => {
    server.use(
      http.get('*/users/solutions/:email/levers', () =>
        HttpResponse.json({ statusCode: 501, message: 'Not Implemented' }, { status: 501 }),
      ),
    );
    await signInAs(CLAIRE);
    renderRoute('/solutions');
    expect(await screen.findByText('Fonctionnalité indisponible sur ce serveur')).toBeInTheDocument();
  });
});
