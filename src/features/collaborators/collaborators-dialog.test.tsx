import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, getResponse, http, HttpResponse } from 'msw';
import { config } from '@/config/env';
import { createHandlers } from '../../../mocks/handlers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '@/api';
import { collaboratorQueries } from '@/api/queries/collaborators';
import { db, findUserByEmail, pageIdsOfUser } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { signInAs } from '../../../tests/contract/harness';
import { CLAIRE, HUGO, LEA } from '../../../tests/contract/personas';
import { renderWithProviders } from '../../../tests/render';
import { spoken } from '../../../tests/announcements';
import { LiveAnnouncer } from '@/components/ui';
import { CollaboratorsDialog } from './collaborators-dialog';
import type { TeamManager } from './model';
import { buildCollaborator } from './fixtures';
import { recordRequests } from '../../../tests/record-requests';
import { restoreRealTimers } from '../../../tests/timers';
import { inFrameOfKeystroke } from '../../../tests/keystroke';

const LIST_URL = '*/users/company/';

function managerOf(email: string): TeamManager {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`${email} absent du jeu de données`);
  return { id: user.id, role: user.collaboratorRole };
}

async function openAs(email: string) {
  await signInAs(email);
  const onOpenChange = vi.fn();
  const rendered = renderWithProviders(
    <>
      <CollaboratorsDialog isOpen onOpenChange={onOpenChange} manager={managerOf(email)} />
      <LiveAnnouncer />
    </>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Mes collaborateurs' });
  const list = await within(dialog).findByRole('listbox', { name: 'Collaborateurs de votre entreprise' });
  // The form appears with the pages' toggles, which load separately.
  await within(dialog).findByRole('switch', { name: 'Steer Store' });
  return { ...rendered, dialog, list, onOpenChange };
}

/** Records the requests to a path from now on (method, body). */
const recordCalls = (pathname: string) => recordRequests({ only: ({ path }) => path === pathname });

const optionNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((option) => option.querySelector('.collaborators__item-name')?.textContent ?? '');

const switchStates = (dialog: HTMLElement) =>
  Object.fromEntries(
    within(dialog)
      .getAllByRole('switch')
      .map((toggle) => [toggle.closest('label')?.textContent ?? '', (toggle as HTMLInputElement).checked]),
  );

const onNames = (dialog: HTMLElement) =>
  Object.entries(switchStates(dialog))
    .filter(([, on]) => on)
    .map(([name]) => name);

async function chooseRole(user: Awaited<ReturnType<typeof openAs>>['user'], dialog: HTMLElement, role: string) {
  await user.click(within(dialog).getByRole('button', { name: /Profil type/ }));
  await user.click(await screen.findByRole('option', { name: role }));
}

let stopRecording: (() => void) | undefined;
afterEach(() => {
  vi.restoreAllMocks();
  stopRecording?.();
  stopRecording = undefined;
  restoreRealTimers();
});

describe('the collaborator popup', () => {
  it('opens on the search box, ready for a name, and filters the team with what was typed while it loaded', async () => {
    let answer: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    const backend = createHandlers(config.apiUrl);
    server.use(
      http.get(LIST_URL, async ({ request }) => {
        await arrived;
        return getResponse(backend, request);
      }),
    );
    await signInAs(CLAIRE);
    const { user } = renderWithProviders(
      <CollaboratorsDialog isOpen onOpenChange={vi.fn()} manager={managerOf(CLAIRE)} />,
    );
    // The box is there and focused from the popup's first frame, before the team.
    const search = screen.getByRole('searchbox', { name: 'Rechercher un collaborateur' });
    expect(search).toHaveFocus();
    await user.fill(search, 'petit');
    answer();
    const list = await screen.findByRole('listbox', { name: 'Collaborateurs de votre entreprise' });
    expect(optionNames(list)).toEqual(['Léa Petit']);
    expect(search).toHaveFocus();
  });

  it('leaves the focus where it is while the popup opens: the dialog does not take it back from the page', async () => {
    // react-aria's dialog focuses itself when it opens with nothing focused inside, and half a second later takes the
    // focus again if the page's body has it. The body has it for a frame whenever a list of choices closes and hands
    // the focus back to its trigger: a role chosen in that frame left the focus on the dialog. The time is the
    // subject here (the library's timeout): only `setTimeout` is faked, and the team never answers.
    server.use(http.get(LIST_URL, () => delay('infinite')));
    await signInAs(CLAIRE);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(<CollaboratorsDialog isOpen onOpenChange={vi.fn()} manager={managerOf(CLAIRE)} />);
    const search = screen.getByRole('searchbox', { name: 'Rechercher un collaborateur' });
    expect(search).toHaveFocus();
    act(() => search.blur());
    act(() => vi.advanceTimersByTime(1000));
    expect(document.body).toHaveFocus();
    // Nothing set on the fake clock is dropped with it (the slow-call notice's timers, among others).
    act(() => vi.runOnlyPendingTimers());
  });

  it("sorts the team by 'name surname' and searches names case-insensitively", async () => {
    const people: Schemas['Collaborator'][] = [
      { id: 11, name: 'Zoé', surname: 'Arnaud', role: 'Acteur', email: 'zoe.arnaud@verdance.fr' },
      { id: 12, name: 'amine', surname: 'Zeroual', role: 'Acteur', email: 'amine.zeroual@verdance.fr' },
      { id: 13, name: 'Claire', surname: 'Martin', role: 'Administrateur principal', email: CLAIRE },
      { id: 14, name: 'Claire', surname: 'Dubois', role: 'Acteur', email: 'claire.dubois@verdance.fr' },
    ];
    server.use(http.get(LIST_URL, () => HttpResponse.json({ message: people })));
    const { user, dialog, list } = await openAs(CLAIRE);

    expect(optionNames(list)).toEqual(['amine Zeroual', 'Claire Dubois', 'Claire Martin', 'Zoé Arnaud']);

    const search = within(dialog).getByRole('searchbox', { name: 'Rechercher un collaborateur' });
    await user.fill(search, 'CLAIRE');
    expect(optionNames(list)).toEqual(['Claire Dubois', 'Claire Martin']);
    await user.fill(search, 'arnaud');
    expect(optionNames(list)).toEqual(['Zoé Arnaud']);
    await user.fill(search, 'personne');
    expect(within(dialog).getByText('Aucun collaborateur ne correspond à « personne ».')).toBeInTheDocument();
  });

  it("draws a keystroke's result with the keystroke, before the browser may paint: no frame shows a stale list", async () => {
    const { dialog, list } = await openAs(CLAIRE);
    const search = within(dialog).getByRole('searchbox', { name: 'Rechercher un collaborateur' });
    await inFrameOfKeystroke(search as HTMLInputElement, 'petit', () =>
      expect(optionNames(list)).toEqual(['Léa Petit']),
    );
  });

  it('refreshes the list every 5 s while the search box is empty, and not while someone types in it', async () => {
    // Only the polling interval is faked: requests, renders and typing run in real time, so no poll happens unseen.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const recording = recordCalls('/users/company/');
    stopRecording = recording.stop;
    const { dialog, user, rerender, queryClient } = await openAs(CLAIRE);
    const gets = () => recording.requests.filter((call) => call.method === 'GET').length;
    // A poll that fires while the previous one is still answering is merged into it: wait for each answer (on a
    // busy machine the answer can take longer than the test takes to reach the next tick).
    const polled = async (count: number) => {
      await waitFor(() => expect(gets()).toBe(count));
      // waitFor would not look again (its interval is faked here): the answer is awaited with a real timeout.
      await act(async () => {
        while (queryClient.isFetching({ queryKey: collaboratorQueries.list().queryKey }) > 0) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      });
    };
    await polled(1);

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await polled(2);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await polled(3);

    const search = within(dialog).getByRole('searchbox', { name: 'Rechercher un collaborateur' });
    await user.type(search, 'lé');
    const whileTyping = gets();
    await act(() => vi.advanceTimersByTimeAsync(16_000));
    expect(gets()).toBe(whileTyping);

    await user.clear(search);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await polled(whileTyping + 1);

    // Closed, the popup asks nothing more.
    rerender(<CollaboratorsDialog isOpen={false} onOpenChange={() => {}} manager={managerOf(CLAIRE)} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const whenClosed = gets();
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(gets()).toBe(whenClosed);
  });

  it('keeps showing the team when a refresh fails, and says so', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { dialog, list } = await openAs(CLAIRE);
    server.use(
      http.get(LIST_URL, () => HttpResponse.json({ statusCode: 500, message: 'x', error: 'y' }, { status: 500 })),
    );
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await within(dialog).findByText(/La liste n'a pas pu être actualisée/)).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: /Léa Petit/ })).toBeInTheDocument();
  });

  it('applies each preset to the toggles, which the admin can change afterwards', async () => {
    const { user, dialog } = await openAs(CLAIRE);
    expect(onNames(dialog)).toEqual([]);

    await chooseRole(user, dialog, 'Acteur');
    expect(onNames(dialog)).toEqual(["Plan d'actions", 'Ressources Steer (onglet Mes ressources)', 'Steer Store']);

    await chooseRole(user, dialog, 'Administrateur secondaire');
    const switches = within(dialog).getAllByRole('switch');
    expect(switches).toHaveLength(12);
    expect(onNames(dialog)).toHaveLength(12);

    await user.click(within(dialog).getByRole('switch', { name: 'Enquête(s)' }));
    expect(onNames(dialog)).toHaveLength(11);
    expect(within(dialog).getByRole('switch', { name: 'Enquête(s)' })).not.toBeChecked();
  });

  it('offers the main admin both roles and a secondary admin only Acteur', async () => {
    const claire = await openAs(CLAIRE);
    await claire.user.click(within(claire.dialog).getByRole('button', { name: /Profil type/ }));
    const offered = (await screen.findByRole('listbox', { name: /Profil type/ })).querySelectorAll('[role=option]');
    expect([...offered].map((option) => option.textContent)).toEqual(['Administrateur secondaire', 'Acteur']);
    claire.unmount();

    const hugo = await openAs(HUGO);
    await hugo.user.click(within(hugo.dialog).getByRole('button', { name: /Profil type/ }));
    const hugoOffered = (await screen.findByRole('listbox', { name: /Profil type/ })).querySelectorAll('[role=option]');
    expect([...hugoOffered].map((option) => option.textContent)).toEqual(['Acteur']);
  });

  it('adds a collaborator with the contract payload, says so for 3 s and clears the form', async () => {
    const recording = recordCalls('/users/add-collaborator');
    stopRecording = recording.stop;
    const { user, dialog, list } = await openAs(CLAIRE);

    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le collaborateur' }));
    expect(within(dialog).getByText("Veuillez saisir l'adresse e-mail du collaborateur.")).toBeInTheDocument();
    expect(within(dialog).getByText('Veuillez choisir un profil type.')).toBeInTheDocument();
    expect(recording.requests).toHaveLength(0);

    const email = within(dialog).getByRole('textbox', { name: /Adresse e-mail/ });
    await user.fill(email, 'camille.roche@verdance');
    expect(within(dialog).getByText('Veuillez saisir une adresse email valide')).toBeInTheDocument();
    await user.type(email, '.fr');
    await user.fill(within(dialog).getByRole('textbox', { name: 'Prénom (facultatif)' }), 'Camille');
    await user.fill(within(dialog).getByRole('textbox', { name: 'Nom (facultatif)' }), 'Roche');
    await chooseRole(user, dialog, 'Acteur');
    await user.click(within(dialog).getByRole('switch', { name: 'Mes documents' }));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le collaborateur' }));
    const status = await within(dialog).findByText('Un nouveau collaborateur·rice·s a été ajouté !');
    expect(status.closest('[role=status]')).not.toBeNull();
    await waitFor(() => expect(spoken('polite')).toContain('Un nouveau collaborateur·rice·s a été ajouté !'));
    expect(recording.requests[0]?.body).toEqual({
      email: 'camille.roche@verdance.fr',
      role: 'Acteur',
      name: 'Camille',
      surname: 'Roche',
      pages: [4, 9, 10, 12],
    });
    // The form is empty again, ready for the next person.
    expect(within(dialog).getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue('');
    expect(onNames(dialog)).toEqual([]);
    expect(await within(list).findByText('Camille Roche')).toBeInTheDocument();
    const added = findUserByEmail('camille.roche@verdance.fr');
    expect(added && pageIdsOfUser(added.id)).toEqual([4, 9, 10, 12]);

    // The exact 3 s are checked in use-timed-message.test.ts.
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    expect(within(dialog).queryByText('Un nouveau collaborateur·rice·s a été ajouté !')).not.toBeInTheDocument();
  });

  it('says why an addition failed and keeps everything typed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog } = await openAs(CLAIRE);
    await user.fill(within(dialog).getByRole('textbox', { name: /Adresse e-mail/ }), LEA);
    await user.fill(within(dialog).getByRole('textbox', { name: 'Prénom (facultatif)' }), 'Léa');
    await chooseRole(user, dialog, 'Acteur');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le collaborateur' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cette adresse e-mail correspond déjà à un compte Steer',
    );
    expect(within(dialog).getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue(LEA);
    expect(within(dialog).getByRole('textbox', { name: 'Prénom (facultatif)' })).toHaveValue('Léa');
    expect(onNames(dialog)).toHaveLength(3);

    server.use(http.post('*/users/add-collaborator', () => HttpResponse.error()));
    await user.fill(within(dialog).getByRole('textbox', { name: /Adresse e-mail/ }), 'lea.nouvelle@verdance.fr');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le collaborateur' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Le serveur ne répond pas.');
    expect(within(dialog).getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue('lea.nouvelle@verdance.fr');
    // Spec §8: the failure is also logged.
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('says « Enregistré » when the server added the collaborator but its answer was lost, and adds them once (issue 35)', async () => {
    const backend = createHandlers(config.apiUrl);
    server.use(
      http.post('*/users/add-collaborator', async ({ request }) => {
        await getResponse(backend, request);
        return HttpResponse.error();
      }),
    );
    const { user, dialog, list } = await openAs(CLAIRE);
    await user.fill(within(dialog).getByRole('textbox', { name: /Adresse e-mail/ }), 'camille.roche@verdance.fr');
    await user.fill(within(dialog).getByRole('textbox', { name: 'Prénom (facultatif)' }), 'Camille');
    await chooseRole(user, dialog, 'Acteur');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter le collaborateur' }));
    expect(await within(dialog).findByText('Enregistré')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(await within(list).findByText(/Camille/)).toBeInTheDocument();
    expect(db.users.findMany((q) => q.where({ email: 'camille.roche@verdance.fr' }))).toHaveLength(1);
  });

  it('says « Changements validés » when the server saved an edit but its answer was lost, and shows what it holds (issue 35)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lea = findUserByEmail(LEA);
    if (!lea) throw new Error('Léa absente');
    const backend = createHandlers(config.apiUrl);
    server.use(
      http.patch('*/users/update-collaborator', async ({ request }) => {
        await getResponse(backend, request);
        return HttpResponse.error();
      }),
    );
    const { user, dialog, list } = await openAs(CLAIRE);
    await user.click(within(list).getByRole('option', { name: /Léa Petit/ }));
    await user.click(await within(dialog).findByRole('switch', { name: 'Mes documents' }));
    const wanted = switchStates(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await within(dialog).findByText('Changements validés')).toBeInTheDocument();
    // Told once: no error, and no second « Enregistré » beside the spec's message.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Enregistré')).not.toBeInTheDocument();
    expect(switchStates(dialog)).toEqual(wanted);
    expect(pageIdsOfUser(lea.id).includes(10)).toBe(wanted['Mes documents']);
  });

  it('says « Non enregistré » with « Réessayer » when an edit failed, and the retry sends the same change, told once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let refuse = true;
    const backend = createHandlers(config.apiUrl);
    server.use(
      http.patch('*/users/update-collaborator', async ({ request }) =>
        refuse
          ? HttpResponse.json(
              { statusCode: 500, message: 'Erreur interne du serveur.', error: 'Internal Server Error' },
              { status: 500 },
            )
          : getResponse(backend, request),
      ),
    );
    const recording = recordCalls('/users/update-collaborator');
    stopRecording = recording.stop;
    const { user, dialog, list } = await openAs(CLAIRE);
    await user.click(within(list).getByRole('option', { name: /Léa Petit/ }));
    await user.click(await within(dialog).findByRole('switch', { name: 'Mes documents' }));
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await within(dialog).findByText(/Non enregistré/)).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Réessayer' }));
    expect(await within(dialog).findByText('Changements validés')).toBeInTheDocument();
    expect(within(dialog).queryByText('Enregistré')).not.toBeInTheDocument();
    expect(recording.requests).toHaveLength(2);
    expect(recording.requests[1]?.body).toEqual(recording.requests[0]?.body);
  });

  it("edits a collaborator's pages from their authorizations, validates, and 'Annuler' deselects", async () => {
    const lea = findUserByEmail(LEA);
    if (!lea) throw new Error('Léa absente');
    const granted = pageIdsOfUser(lea.id);
    const recording = recordCalls('/users/update-collaborator');
    stopRecording = recording.stop;
    const { user, dialog, list } = await openAs(CLAIRE);

    await user.click(within(list).getByRole('option', { name: /Léa Petit/ }));
    expect(await within(dialog).findByRole('heading', { name: 'Modifier Léa Petit' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Ajouter le collaborateur' })).not.toBeInTheDocument();
    // The toggles replace a loader once the person's pages have arrived.
    const toggles = await within(dialog).findAllByRole('switch');
    expect(toggles.flatMap((toggle, index) => ((toggle as HTMLInputElement).checked ? [index + 1] : []))).toEqual(
      granted,
    );

    await user.click(within(dialog).getByRole('switch', { name: 'Mes documents' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await within(dialog).findByText('Changements validés')).toBeInTheDocument();
    const toggled = granted.includes(10) ? granted.filter((id) => id !== 10) : [...granted, 10].sort((a, b) => a - b);
    expect(recording.requests[0]?.body).toEqual({ email: LEA, role: 'Acteur', pages: toggled });
    expect(pageIdsOfUser(lea.id)).toEqual(toggled);
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    expect(within(dialog).queryByText('Changements validés')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(within(dialog).queryByRole('heading', { name: 'Modifier Léa Petit' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Ajouter un collaborateur' })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: /Léa Petit/ })).toHaveAttribute('aria-selected', 'false');
  });

  it('says when an update is refused, and keeps the toggles as the admin left them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.patch('*/users/update-collaborator', () =>
        HttpResponse.json(
          { statusCode: 500, message: 'Erreur interne du serveur.', error: 'Internal Server Error' },
          { status: 500 },
        ),
      ),
    );
    const { user, dialog, list } = await openAs(CLAIRE);
    await user.click(within(list).getByRole('option', { name: /Léa Petit/ }));
    await within(dialog).findByRole('heading', { name: 'Modifier Léa Petit' });
    await user.click(await within(dialog).findByRole('switch', { name: 'Tableau de bord' }));
    const before = switchStates(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Les changements n'ont pas été enregistrés.");
    expect(switchStates(dialog)).toEqual(before);
  });

  it("believes the server's success flag: a 200 with success false is not 'Changements validés'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.patch('*/users/update-collaborator', () =>
        HttpResponse.json({ success: false, message: 'Ce collaborateur a quitté votre entreprise.' }),
      ),
    );
    const { user, dialog, list } = await openAs(CLAIRE);
    await user.click(within(list).getByRole('option', { name: /Léa Petit/ }));
    await within(dialog).findByRole('heading', { name: 'Modifier Léa Petit' });
    await user.click(await within(dialog).findByRole('switch', { name: 'Tableau de bord' }));
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ce collaborateur a quitté votre entreprise.');
    expect(within(dialog).queryByText('Changements validés')).not.toBeInTheDocument();
  });

  it('shows, read-only, the rights of someone this admin may not change', async () => {
    const { user, dialog, list } = await openAs(HUGO);
    await user.click(within(list).getByRole('option', { name: /Claire Martin/ }));
    expect(
      await within(dialog).findByText(/Les droits de l'administrateur principal ne peuvent pas être modifiés/),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getAllByRole('switch')[0]).toBeDisabled());
    expect(within(dialog).queryByRole('button', { name: 'Valider' })).not.toBeInTheDocument();
  });

  it('draws a bounded window of a 2,400-person team, counts it the French way, searches it and walks it by keyboard', async () => {
    const team = Array.from({ length: 2400 }, (_, index) =>
      buildCollaborator({
        id: 1000 + index,
        name: `Prénom${String(index).padStart(4, '0')}`,
        surname: index === 1800 ? 'Zéphyr' : 'Durand',
        role: 'Acteur',
        email: `personne${index}@horizon.fr`,
      }),
    );
    server.use(http.get(LIST_URL, () => HttpResponse.json({ message: team })));
    const { user, dialog, list } = await openAs(CLAIRE);
    expect(within(dialog).getByText('2 400 collaborateurs')).toBeInTheDocument();
    const options = within(list).getAllByRole('option');
    expect(options.length).toBeLessThanOrEqual(60);
    expect(options[0]).toHaveAttribute('aria-setsize', '2400');

    list.focus();
    await user.keyboard('{End}');
    const active = () => document.getElementById(list.getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent('Prénom2399 Durand');
    await user.keyboard('{Enter}');
    await within(dialog).findByRole('heading', { name: 'Modifier Prénom2399 Durand' });

    await user.fill(within(dialog).getByRole('searchbox', { name: 'Rechercher un collaborateur' }), 'zephyr');
    await waitFor(() => expect(optionNames(list)).toEqual(['Prénom1800 Zéphyr']));
  });

  it('keeps a failed list load from spinning forever', async () => {
    server.use(
      http.get(LIST_URL, () => HttpResponse.json({ statusCode: 500, message: 'x', error: 'y' }, { status: 500 })),
    );
    await signInAs(CLAIRE);
    renderWithProviders(<CollaboratorsDialog isOpen onOpenChange={() => {}} manager={managerOf(CLAIRE)} />);
    expect(await screen.findByText(/Impossible de charger la liste de vos collaborateurs/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
