import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, nextId } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { signInAs } from '../../../tests/contract/harness';
import { companyIdOf } from '../../../tests/contract/personas';
import { renderRoute } from '../../../tests/render';
import { dashboardQueries } from '@/api/queries/dashboard';
import { localIsoDate } from './logic';
import { recordRequests } from '../../../tests/record-requests';
import { buildSolution } from './fixtures';
import { typeDate } from '../../../tests/date-field';

const CLAIRE = 'claire.martin@verdance.fr';
/** Cobalt Numérique has no plan in the seed: the tests that change actions plant their own, and stay fast. */
const SARAH = 'sarah.lefebvre@cobalt-numerique.fr';

/** The method, path and JSON body of every write to the plan from now on (during the current test). */
function recordPlanCalls() {
  const { requests } = recordRequests({ only: ({ method, path }) => path.includes('/plan') && method !== 'GET' });
  return () => requests.map(({ method, path, body }) => ({ method, path, body }));
}

function column(name: string) {
  return screen.getByRole('region', { name: new RegExp(`^${name} \\(`) });
}

/** A fresh action of Claire's company, so the test does not depend on how the seed shuffled statuses. */
async function plantAction(content: string, overrides: Partial<Parameters<typeof db.solutions.create>[0]> = {}) {
  return db.solutions.create({
    id: nextId(db.solutions),
    companyId: companyIdOf(SARAH),
    content,
    description: '<p>Décrire la démarche <script>window.hacked = true</script></p>',
    group: 'Environnement',
    level: 'Niveau 2',
    questionTitle: 'Biodiversité et écosystèmes',
    leverId:
      db.levers.findFirst((q) => q.where({ content: 'Signer une convention avec une association naturaliste locale' }))
        ?.id ?? null,
    ...overrides,
  });
}

describe('/pilotage', () => {
  it('shows every action of the demo company in its status column', async () => {
    await signInAs(CLAIRE);
    renderRoute('/pilotage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon pilotage' })).toBeInTheDocument();
    await screen.findByRole('region', { name: /^À réaliser/ });
    const stored = db.solutions.findMany((q) => q.where({ companyId: companyIdOf(CLAIRE) }));
    for (const [label, status] of [
      ['À réaliser', 'toRealize'],
      ['En cours', 'inProgress'],
      ['Validée', 'validated'],
    ] as const) {
      const count = stored.filter((solution) => solution.status === status).length;
      expect(column(label)).toHaveAccessibleName(`${label} (${count})`);
      // The column draws its first cards (the board is windowed); each says its place among all of the column's.
      await waitFor(() => {
        const drawn = within(column(label)).getAllByRole('article');
        expect(drawn.length).toBeGreaterThanOrEqual(Math.min(count, 3));
        expect(drawn.map((card) => card.closest('li')?.getAttribute('aria-posinset'))).toEqual(
          drawn.map((_, index) => String(index + 1)),
        );
        for (const card of drawn) expect(card.closest('li')).toHaveAttribute('aria-setsize', String(count));
      });
    }
  });

  it('moves an action to « En cours » with a button, sends only the status and keeps focus on the action', async () => {
    const action = await plantAction('Installer des nichoirs');
    await signInAs(SARAH);
    const calls = recordPlanCalls();
    const { user, queryClient } = renderRoute('/pilotage');
    await queryClient.prefetchQuery(dashboardQueries.results(SARAH));

    const card = await screen.findByRole('article', { name: 'Installer des nichoirs' });
    expect(within(column('À réaliser')).getByRole('article', { name: 'Installer des nichoirs' })).toBe(card);
    // The description is drawn once opened, and server HTML is sanitised: the script never reaches the page.
    expect(within(card).queryByText('Décrire la démarche')).not.toBeInTheDocument();
    await user.click(within(card).getByText('Description'));
    expect(await within(card).findByText('Décrire la démarche')).toBeInTheDocument();
    expect(card.querySelector('script')).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Passer en cours : Installer des nichoirs' }));

    const moved = await within(column('En cours')).findByRole('article', { name: 'Installer des nichoirs' });
    expect(calls()).toEqual([
      {
        method: 'PATCH',
        path: `/users/solutions/${encodeURIComponent(SARAH)}/plan/${action.id}`,
        body: { status: 'inProgress' },
      },
    ]);
    await waitFor(() => expect(within(moved).getByRole('heading')).toHaveFocus());
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      '« Installer des nichoirs » est maintenant dans la colonne « En cours ».',
    );
    // The dashboard's queries are marked stale, so it shows the change without a reload.
    expect(queryClient.getQueryState(dashboardQueries.results(SARAH).queryKey)?.isInvalidated).toBe(true);
    expect(db.solutions.findFirst((q) => q.where({ id: action.id }))?.status).toBe('inProgress');
  });

  it('saves a deadline on blur, an owner, and clears the deadline', async () => {
    const action = await plantAction('Installer des nichoirs');
    const colleague = db.users
      .findMany((q) => q.where({ companyId: companyIdOf(SARAH) }))
      .find((person) => person.email !== SARAH);
    if (!colleague) throw new Error('Sarah travaille seule');
    await signInAs(SARAH);
    const calls = recordPlanCalls();
    const { user } = renderRoute('/pilotage');
    const card = await screen.findByRole('article', { name: 'Installer des nichoirs' });

    const deadline = within(card).getByRole('group', { name: 'Échéance' });
    await typeDate(user, deadline, '2027-03-15');
    expect(calls()).toEqual([]);
    await user.tab();
    await waitFor(() => expect(calls().at(-1)?.body).toEqual({ deadline: '2027-03-15' }));

    const owner = within(card).getByRole('combobox', { name: 'Responsable' });
    await user.fill(owner, colleague.lastName);
    await user.click(await screen.findByRole('option', { name: `${colleague.firstName} ${colleague.lastName}` }));
    await waitFor(() => expect(calls().at(-1)?.body).toEqual({ assigneeId: colleague.id }));
    await waitFor(() => expect(owner).toHaveValue(`${colleague.firstName} ${colleague.lastName}`));

    await user.click(await within(card).findByRole('button', { name: "Retirer l'échéance" }));
    await waitFor(() => expect(calls().at(-1)?.body).toEqual({ deadline: null }));
    // The call is recorded when it leaves; the server writes it a moment later (seen once in a busy CI run).
    await waitFor(() =>
      expect(db.solutions.findFirst((q) => q.where({ id: action.id }))).toMatchObject({
        deadline: null,
        assigneeId: colleague.id,
      }),
    );
  });

  it('ends with the owner chosen last, on screen and on the server, when the first choice is answered last', async () => {
    const action = await plantAction('Installer des nichoirs');
    const [first, second] = db.users
      .findMany((q) => q.where({ companyId: companyIdOf(SARAH) }))
      .filter((person) => person.email !== SARAH);
    if (!first || !second) throw new Error('Sarah a moins de deux collègues');
    // The server handles the first change only once the second is stored (a client that sends both at once: the first
    // is then answered last), or once the client holds the second back until the first is answered (its mutation
    // waits, paused, in the query client): whichever comes first, with no time given to either.
    let changes = 0;
    let firstHandled = false;
    const ownerStored = () => db.solutions.findFirst((q) => q.where({ id: action.id }))?.assigneeId;
    let secondHeldBack = () => false;
    server.use(
      http.patch('*/users/solutions/:email/plan/:solutionId', async () => {
        changes += 1;
        if (changes > 1) return;
        // A bound in case a client did neither (it would then show in the assertions below); never reached here.
        const giveUp = Date.now() + 10_000;
        while (ownerStored() !== second.id && !secondHeldBack() && Date.now() < giveUp) await delay(10);
        firstHandled = true;
      }),
    );
    await signInAs(SARAH);
    const { user, queryClient } = renderRoute('/pilotage');
    secondHeldBack = () =>
      queryClient
        .getMutationCache()
        .getAll()
        .some(({ state }) => state.isPaused && (state.variables as { assigneeId?: number })?.assigneeId === second.id);
    const card = await screen.findByRole('article', { name: 'Installer des nichoirs' });
    const owner = within(card).getByRole('combobox', { name: 'Responsable' });
    const choose = async (person: { firstName: string; lastName: string }) => {
      await user.fill(owner, person.lastName);
      await user.click(await screen.findByRole('option', { name: `${person.firstName} ${person.lastName}` }));
    };

    await choose(first);
    await choose(second);
    await waitFor(() => expect(firstHandled && changes === 2).toBe(true));
    await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'false'));
    // Every answer has come back and been read: no write is left, nor the re-reads that follow them.
    await waitFor(() => expect(queryClient.isMutating() + queryClient.isFetching()).toBe(0));
    expect(ownerStored()).toBe(second.id);
    expect(owner).toHaveValue(`${second.firstName} ${second.lastName}`);
    expect(within(card).getByText('Enregistré')).toBeInTheDocument();
  }, 60_000);

  it("adds the company's own KPI and ignores a blank one", async () => {
    const action = await plantAction('Installer des nichoirs');
    await signInAs(SARAH);
    const calls = recordPlanCalls();
    const { user } = renderRoute('/pilotage');
    const card = await screen.findByRole('article', { name: 'Installer des nichoirs' });

    const openNewKpi = async () => {
      await user.click(within(card).getByRole('button', { name: /KPI/ }));
      await user.click(await screen.findByRole('option', { name: '+ Ajouter mon KPI' }));
    };
    await openNewKpi();
    await user.fill(within(card).getByRole('textbox', { name: 'Mon KPI' }), '   ');
    await user.click(within(card).getByRole('button', { name: 'Ajouter' }));
    expect(within(card).queryByRole('textbox', { name: 'Mon KPI' })).not.toBeInTheDocument();
    expect(calls()).toEqual([]);

    await openNewKpi();
    await user.fill(within(card).getByRole('textbox', { name: 'Mon KPI' }), 'Nichoirs occupés au printemps');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(calls()).toEqual([
        {
          method: 'POST',
          path: `/users/solutions/${encodeURIComponent(SARAH)}/plan/${action.id}/kpis`,
          body: { label: 'Nichoirs occupés au printemps' },
        },
      ]),
    );
    expect(await within(card).findByRole('button', { name: /Nichoirs occupés au printemps/ })).toBeInTheDocument();
  });

  it('filters by axis, owner and overdue', async () => {
    await plantAction('Action en retard', { deadline: '2020-01-10', status: 'inProgress', group: 'Business' });
    await plantAction('Action à temps', { deadline: localIsoDate(), group: 'Gouvernance' });
    await signInAs(SARAH);
    const { user } = renderRoute('/pilotage');
    await screen.findByRole('article', { name: 'Action en retard' });
    expect(screen.getAllByText('En retard').length).toBeGreaterThanOrEqual(1);

    await user.click(screen.getByRole('checkbox', { name: 'Seulement les actions en retard' }));
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Action en retard',
    ]);

    await user.click(screen.getByRole('button', { name: 'Tous les axes Axe' }));
    await user.click(await screen.findByRole('option', { name: 'Gouvernance & Stratégie' }));
    expect(screen.queryByRole('article', { name: 'Action en retard' })).not.toBeInTheDocument();
    expect(screen.getByText('Aucune action ne correspond à ces filtres.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Seulement les actions en retard' }));
    expect(screen.getByRole('article', { name: 'Action à temps' })).toBeInTheDocument();
    const filtersRegion = screen.getByRole('region', { name: 'Filtres' });
    await user.click(within(filtersRegion).getByRole('button', { name: /^Afficher les suggestions/ }));
    await user.click(await screen.findByRole('option', { name: 'Sans responsable' }));
    expect(within(filtersRegion).getByRole('combobox', { name: 'Responsable' })).toHaveValue('Sans responsable');
    expect(screen.getByRole('article', { name: 'Action à temps' })).toBeInTheDocument();
  });

  it('is read-only for an Acteur', async () => {
    await signInAs('lea.petit@verdance.fr');
    renderRoute('/pilotage');
    expect(await screen.findByText('Consultation seule')).toBeInTheDocument();
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: /Passer en cours/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Échéance')).not.toBeInTheDocument();
  });

  it('offers the levers when the plan is empty', async () => {
    await signInAs('sarah.lefebvre@cobalt-numerique.fr');
    renderRoute('/pilotage');
    expect(await screen.findByText(/Votre plan d'actions est vide/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choisir des leviers' })).toHaveAttribute('href', '/solutions');
  });

  it('says the feature is not available on a server without the extension', async () => {
    server.use(
      http.get('*/users/solutions/:email/plan', () =>
        HttpResponse.json({ statusCode: 404, message: 'Cannot GET', error: 'Not Found' }, { status: 404 }),
      ),
    );
    await signInAs(CLAIRE);
    renderRoute('/pilotage');
    expect(await screen.findByText('Fonctionnalité indisponible sur ce serveur')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  it('draws a bounded number of cards per column for a plan of 600 actions, and counts them all', async () => {
    const statuses = ['toRealize', 'inProgress', 'validated'] as const;
    const plan = Array.from({ length: 600 }, (_, index) =>
      buildSolution({ id: index + 1, content: `Action ${index + 1}`, status: statuses[index % 3] }),
    );
    server.use(http.get('*/users/solutions/:email/plan', () => HttpResponse.json(plan)));
    await signInAs(CLAIRE);
    renderRoute('/pilotage');
    for (const name of ['À réaliser', 'En cours']) {
      const region = await screen.findByRole('region', { name: `${name} (200)` });
      const cards = within(region)
        .getAllByRole('listitem')
        .filter((item) => item.hasAttribute('aria-posinset'));
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.length).toBeLessThanOrEqual(20);
      expect(cards[0]).toHaveAttribute('aria-setsize', '200');
    }
  });
  it('draws the cards a filter brings back as on opening: those on screen first, the ones below a task later', async () => {
    // 60 open actions, one in two overdue.
    const plan = Array.from({ length: 60 }, (_, index) =>
      buildSolution({
        id: index + 1,
        content: `Action ${index + 1}`,
        status: 'toRealize',
        deadline: index % 2 === 0 ? '2020-01-15' : '2099-01-15',
      }),
    );
    server.use(http.get('*/users/solutions/:email/plan', () => HttpResponse.json(plan)));
    await signInAs(CLAIRE);
    renderRoute('/pilotage');
    const drawn = () =>
      within(screen.getByRole('region', { name: /^À réaliser/ }))
        .getAllByRole('listitem')
        .filter((item) => item.hasAttribute('aria-posinset')).length;
    await screen.findByRole('region', { name: 'À réaliser (60)' });
    // The three cards below the screen come a task each after the first frame: a few tasks, each ended by act (which
    // draws what it brought and runs the effect that plans the next), draw them all.
    const settle = async () => {
      for (let task = 0; task < 5; task++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };
    await settle();
    const settled = drawn();
    const overdueOnly = screen.getByRole('checkbox', { name: 'Seulement les actions en retard' });
    act(() => fireEvent.click(overdueOnly));
    expect(screen.getByRole('region', { name: 'À réaliser (30)' })).toBeInTheDocument();
    await settle();
    act(() => fireEvent.click(overdueOnly));
    // The click's own render: the cards on screen only, fewer than once settled.
    expect(screen.getByRole('region', { name: 'À réaliser (60)' })).toBeInTheDocument();
    expect(drawn()).toBeLessThan(settled);
    await waitFor(() => expect(drawn()).toBeGreaterThanOrEqual(settled));
  });

  it('offers a bounded, searchable list of owners from a company of 2,400, and saves the one chosen', async () => {
    const action = await plantAction('Installer des nichoirs');
    const colleague = db.users
      .findMany((q) => q.where({ companyId: companyIdOf(SARAH) }))
      .find((person) => person.email !== SARAH);
    if (!colleague) throw new Error('Sarah travaille seule');
    // Her real colleague is the 1,235th of 2,400 people; the others exist only in the list the page reads.
    const team = Array.from({ length: 2_400 }, (_, index) => ({
      id: index === 1_234 ? colleague.id : 10_000 + index,
      name: index === 1_234 ? 'Inès' : 'Camille',
      surname: `Garnier-${index}`,
      role: 'Acteur' as const,
      email: `personne.${index}@horizon.test`,
    }));
    server.use(http.get('*/users/company/', () => HttpResponse.json({ message: team })));
    await signInAs(SARAH);
    const calls = recordPlanCalls();
    const { user } = renderRoute('/pilotage');
    const card = await screen.findByRole('article', { name: 'Installer des nichoirs' });
    // A closed owner field draws none of them: the board's cards no longer carry 2,400 options each.
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: /^Afficher les suggestions/ }));
    const options = await screen.findAllByRole('option');
    expect(options.length).toBeLessThanOrEqual(50);
    expect(options[0]).toHaveAccessibleName('Aucun responsable');

    const owner = within(card).getByRole('combobox', { name: 'Responsable' });
    await user.fill(owner, 'ines');
    // The one match, then the current choice, which every list keeps.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Inès Garnier-1234',
      'Aucun responsable',
    ]);
    await user.click(screen.getByRole('option', { name: 'Inès Garnier-1234' }));
    await waitFor(() => expect(calls().at(-1)?.body).toEqual({ assigneeId: colleague.id }));
    await waitFor(() =>
      expect(db.solutions.findFirst((q) => q.where({ id: action.id }))?.assigneeId).toBe(colleague.id),
    );
  });

  it("opens on the action a lever's 'Voir dans Mon pilotage' names, even far down a long column", async () => {
    const plan = Array.from({ length: 300 }, (_, index) =>
      buildSolution({ id: index + 1, content: `Action ${index + 1}`, status: 'toRealize' }),
    );
    server.use(http.get('*/users/solutions/:email/plan', () => HttpResponse.json(plan)));
    await signInAs(CLAIRE);
    renderRoute('/pilotage?action=290');
    const column = await screen.findByRole('region', { name: 'À réaliser (300)' });
    expect(await within(column).findByRole('article', { name: 'Action 290' })).toBeInTheDocument();
  });

  it('keeps an action in its place when its deadline changes, with its « Enregistré », until the next visit', async () => {
    const plan = Array.from({ length: 60 }, (_, index) =>
      buildSolution({
        id: index + 1,
        content: `Action ${index + 1}`,
        status: 'toRealize',
        deadline: `2027-01-${String((index % 28) + 1).padStart(2, '0')}`,
      }),
    );
    server.use(
      http.get('*/users/solutions/:email/plan', () => HttpResponse.json(plan)),
      http.patch('*/users/solutions/:email/plan/:solutionId', async ({ request, params }) => {
        const solution = plan.find((entry) => entry.id === Number(params.solutionId));
        if (!solution) return HttpResponse.json({ statusCode: 404, message: 'Introuvable' }, { status: 404 });
        Object.assign(solution, (await request.json()) as Partial<typeof solution>);
        return HttpResponse.json(solution);
      }),
    );
    await signInAs(CLAIRE);
    const { user, unmount } = renderRoute('/pilotage');
    const first = await within(await screen.findByRole('region', { name: 'À réaliser (60)' })).findByRole('article', {
      name: 'Action 1',
    });
    await typeDate(user, within(first).getByRole('group', { name: 'Échéance' }), '2030-12-31');
    await user.tab();
    // Saved as the last of sixty, it stays first while the person is on the page, saying it was saved.
    await waitFor(() => {
      const card = screen.getByRole('article', { name: 'Action 1' });
      expect(within(card).getByText('Enregistré')).toBeInTheDocument();
      expect(card.closest('li')).toHaveAttribute('aria-posinset', '1');
    });
    expect(plan.find((entry) => entry.id === 1)?.deadline).toBe('2030-12-31');
    // The next visit sorts it by its new deadline.
    unmount();
    renderRoute('/pilotage');
    const column = await screen.findByRole('region', { name: 'À réaliser (60)' });
    expect(await within(column).findByRole('article', { name: 'Action 2' })).toBeInTheDocument();
    expect(within(column).queryByRole('article', { name: 'Action 1' })).not.toBeInTheDocument();
  });
});
