import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { config } from '@/config/env';
import { createHandlers } from '../../../mocks/handlers';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { signInAs } from '../../../tests/contract/harness';
import { renderRoute } from '../../../tests/render';
import { DIAGNOSIS_QUESTIONS } from '@/content/diagnosis';
import { clearAnswersOf, keepAnswersOf, recordRequests } from '../../../tests/diagnosis-fixtures';
import { holdFirstWriteUntilSecond, secondSentOrHeld } from '../../../tests/write-race';

const SARAH = 'sarah.lefebvre@cobalt-numerique.fr';
const CLAIRE = 'claire.martin@verdance.fr';
const FORM_RESPONSE = '*/form-response/default/:formId';

const failWith = (status: number) => () =>
  HttpResponse.json({ statusCode: status, message: 'Refusé', error: 'Bad Request' }, { status });

describe('/diagnosis/{axe}/{order}', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('shows the question, its saved answer, the summary and the progress of the page', async () => {
    await signInAs(SARAH);
    renderRoute('/diagnosis/gouvernance/3');

    expect(await screen.findByRole('heading', { level: 1, name: 'Maîtrise des risques et des impacts' })).toHaveFocus();
    expect(screen.getByText('Gouvernance & Stratégie · Question 3 sur 8')).toBeInTheDocument();
    const saved = screen.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked);
    expect(saved).toBeDefined();
    expect(screen.getByRole('heading', { name: 'En résumé' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progression du diagnostic' })).toHaveAttribute(
      'aria-valuenow',
      '35',
    );
    expect(screen.getByRole('link', { name: 'Précédente question' })).toHaveAttribute(
      'href',
      '/diagnosis/gouvernance/2',
    );
  });

  it("opens 'Quel enjeu ?' with the ISO 26000 and ESRS / VSME tags, and a definition from its info icon", async () => {
    await signInAs(SARAH);
    const { user } = renderRoute('/diagnosis/environnement/1');

    await user.click(await screen.findByRole('button', { name: 'Quel enjeu ?' }));
    const enjeu = await screen.findByRole('dialog', { name: 'Pourquoi réduire ses émissions ?' });
    expect(within(enjeu).getByText('Enjeu')).toBeInTheDocument();
    expect(within(enjeu).getByText("6.5 L'environnement")).toBeInTheDocument();
    expect(within(enjeu).getByText('E1 Changement climatique')).toBeInTheDocument();
    expect(within(enjeu).getByText(/B3 Énergie et émissions de gaz à effet de serre/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Définition : scope 3' }));
    const definition = await screen.findByRole('dialog', { name: 'Scope 3' });
    expect(within(definition).getByText('Définition')).toBeInTheDocument();
  });

  it('saves a chosen level at once with the payload of the contract', async () => {
    await signInAs(SARAH);
    const recording = recordRequests();
    stop = recording.stop;
    const { user } = renderRoute('/diagnosis/social/2');

    await user.click(await screen.findByRole('radio', { name: /Niveau 4/ }));
    expect(await screen.findByText('Enregistré', { selector: '.save-status' })).toBeInTheDocument();
    const post = recording.requests.find(
      (request) => request.method === 'POST' && request.path === '/form-response/default/1',
    );
    await waitFor(() => expect(post?.body).toEqual({ responses: [{ formQuestionId: 10, content: '4' }] }));
  });

  it("keeps 'Suivant' disabled with its tooltip until a level is chosen", async () => {
    await signInAs(SARAH);
    clearAnswersOf(SARAH);
    const { user, router } = renderRoute('/diagnosis/gouvernance/1');

    await screen.findByRole('heading', { level: 1, name: "Raison d'être" });
    const next = screen.getByRole('button', { name: 'Suivant' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // The tooltip opens when a keyboard user reaches the button (it stays in the tab order while disabled).
    for (let step = 0; step < 12 && document.activeElement !== next; step++) await user.tab();
    expect(next).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sélectionnez un niveau pour avancer');
    await user.click(next);
    expect(router.state.location.pathname).toBe('/diagnosis/gouvernance/1');

    await user.click(screen.getByRole('radio', { name: /Niveau 2/ }));
    await user.click(await screen.findByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/diagnosis/gouvernance/2'));
  });

  it('submits a free-text answer with Enter (Shift + Enter goes to the next line) and goes to the next axis', async () => {
    await signInAs(SARAH);
    const recording = recordRequests();
    stop = recording.stop;
    const { user, router } = renderRoute('/diagnosis/gouvernance/8');

    const answer = await screen.findByRole('textbox', { name: /Votre réponse/ });
    await user.clear(answer);
    // The lines are pasted, the keys that matter pressed.
    await user.paste('Un point hebdomadaire');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.paste('Des objectifs annuels');
    expect(router.state.location.pathname).toBe('/diagnosis/gouvernance/8');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/diagnosis/social'));
    await waitFor(() =>
      expect(
        recording.requests.find((request) => request.method === 'POST' && request.path === '/form-response/default/1')
          ?.body,
      ).toEqual({
        responses: [{ formQuestionId: 8, content: 'Un point hebdomadaire\nDes objectifs annuels' }],
      }),
    );
  });

  it('shows the two rating-save errors where the choice was made, keeps the choice and saves on retry', async () => {
    await signInAs(SARAH);
    const { user } = renderRoute('/diagnosis/business/2');
    await screen.findByRole('heading', { level: 1, name: 'Achats responsables' });

    // A level other than the saved one, so choosing it is a change.
    const choice = screen.getAllByRole('radio').find((radio) => !(radio as HTMLInputElement).checked)!;
    server.use(http.post(FORM_RESPONSE, failWith(400)));
    await user.click(choice);
    expect(await screen.findByText("Une erreur s'est produite.")).toBeInTheDocument();
    expect(choice).toBeChecked();

    server.use(http.post(FORM_RESPONSE, () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Erreur de connexion. Réessayez.')).toBeInTheDocument();
    // The client re-read the answer after the lost call: the server does not have it.
    expect(screen.getByText(/^Non enregistré/, { selector: '.save-status' })).toContainElement(
      screen.getByRole('button', { name: 'Réessayer' }),
    );

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Enregistré', { selector: '.save-status' })).toBeInTheDocument();
    expect(choice).toBeChecked();
  });

  it('keeps the second of two quick ratings when the server would answer the first one last (issue 49)', async () => {
    await signInAs(SARAH);
    // The server holds the first level until the second has been written, if it ever comes while the first waits.
    const { arrived, answerFirst, resolver } = holdFirstWriteUntilSecond(async (request) => {
      const { responses } = (await request.json()) as { responses: { content: string }[] };
      return responses[0]!.content;
    });
    server.use(http.post(FORM_RESPONSE, resolver));
    const { user, queryClient, unmount } = renderRoute('/diagnosis/social/2');
    await screen.findByRole('heading', { level: 1 });
    const [first, second] = screen.getAllByRole('radio').filter((radio) => !(radio as HTMLInputElement).checked);

    await user.click(first!);
    await waitFor(() => expect(arrived).toHaveLength(1));
    await user.click(second!);
    // Either the second level reached the server while the first waits, or the client holds it until the first is
    // answered: only then does the server answer the first.
    await waitFor(() => expect(secondSentOrHeld(arrived, queryClient)).toBe(true));
    answerFirst();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));

    const secondLevel = (second as HTMLInputElement).value;
    expect(arrived).toEqual([(first as HTMLInputElement).value, secondLevel]);
    expect(second).toBeChecked();
    expect(await screen.findByText('Enregistré', { selector: '.save-status' })).toBeInTheDocument();
    // What a return to the question shows, from the server.
    unmount();
    renderRoute('/diagnosis/social/2');
    await screen.findByRole('heading', { level: 1 });
    const shown = screen.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked);
    expect((shown as HTMLInputElement | undefined)?.value).toBe(secondLevel);
  });

  it('says « Enregistré » when the server saved the level but its answer was lost, with no error (issue 35)', async () => {
    await signInAs(SARAH);
    const backend = createHandlers(config.apiUrl);
    // The server does the write, then its answer is lost, every time (the retries carry the same key).
    server.use(
      http.post(FORM_RESPONSE, async ({ request }) => {
        await getResponse(backend, request);
        return HttpResponse.error();
      }),
    );
    const { user } = renderRoute('/diagnosis/social/2');
    await user.click(await screen.findByRole('radio', { name: /Niveau 4/ }));
    expect(await screen.findByText('Enregistré', { selector: '.save-status' })).toBeInTheDocument();
    expect(screen.queryByText('Erreur de connexion. Réessayez.')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Niveau 4/ })).toBeChecked();
  });

  it('keeps a level chosen offline selected, says so, and sends it when the connection returns (issue 35)', async () => {
    await signInAs(SARAH);
    const recording = recordRequests();
    stop = recording.stop;
    const { user } = renderRoute('/diagnosis/social/2');
    const level = await screen.findByRole('radio', { name: /Niveau 4/ });
    // No server answers anything: the save, its retries and the re-read after it all fail by network.
    server.use(http.all('*', () => HttpResponse.error()));
    await user.click(level);
    expect(await screen.findByText('Vous êtes hors ligne')).toBeInTheDocument();
    expect(
      await screen.findByText('Vous êtes hors ligne : envoi dès le retour de la connexion', {
        selector: '.save-status',
      }),
    ).toBeInTheDocument();
    expect(level).toBeChecked();
    expect(screen.queryByText('Erreur de connexion. Réessayez.')).not.toBeInTheDocument();

    server.resetHandlers();
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Enregistré', { selector: '.save-status' })).toBeInTheDocument();
    expect(level).toBeChecked();
    const saved = recording.requests.filter(
      (request) => request.method === 'POST' && request.path === '/form-response/default/1',
    );
    expect(saved.at(-1)?.body).toEqual({ responses: [{ formQuestionId: 10, content: '4' }] });
  });

  it("shows the two submit errors under the question when 'Suivant' cannot send the answer", async () => {
    await signInAs(SARAH);
    const { user, router } = renderRoute('/diagnosis/environnement/6');
    // An answer the server does not hold yet, so a re-read after a lost call cannot find it there.
    await user.type(await screen.findByRole('textbox', { name: /Votre réponse/ }), ' Et nos fournisseurs.');

    server.use(http.post(FORM_RESPONSE, failWith(400)));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText("Une erreur s'est produite. Veuillez réessayer.")).toBeInTheDocument();

    server.use(http.post(FORM_RESPONSE, () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText("Une erreur est survenue lors de l'envoi de la réponse.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/diagnosis/environnement/6');

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/diagnosis/business'));
  });
});

describe('question redirects', () => {
  it('goes to question 1 when the order is not a number or exceeds the axis count', async () => {
    await signInAs(SARAH);
    const first = renderRoute('/diagnosis/gouvernance/abc');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/diagnosis/gouvernance/1'));
    first.unmount();
    const second = renderRoute('/diagnosis/social/7');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/diagnosis/social/1'));
  });

  it("takes the axis's range from the server (GET /form-axe/len), not from the spec's counts", async () => {
    await signInAs(SARAH);
    // A host with five questions on the social axis: the sixth is out of range, the fifth is in.
    server.use(
      http.get('*/form-axe/len', ({ request }) =>
        new URL(request.url).searchParams.get('axe') === 'social' ? HttpResponse.json(5) : undefined,
      ),
    );
    const outside = renderRoute('/diagnosis/social/6');
    await waitFor(() => expect(outside.router.state.location.pathname).toBe('/diagnosis/social/1'));
  });

  it('goes to question 1 when the server answers 400 for the question', async () => {
    await signInAs(SARAH);
    server.use(
      http.get('*/form-question', ({ request }) =>
        new URL(request.url).searchParams.get('question') === '4' ? failWith(400)() : undefined,
      ),
    );
    const { router } = renderRoute('/diagnosis/business/4');
    await waitFor(() => expect(router.state.location.pathname).toBe('/diagnosis/business/1'));
    expect(await screen.findByRole('heading', { level: 1, name: /Éthique des affaires/ })).toBeInTheDocument();
  });

  it('sends an unanswered question back to the first unanswered one, and to the perception form when nothing is answered', async () => {
    await signInAs(SARAH);
    keepAnswersOf(SARAH, [1, 2]);
    const skipping = renderRoute('/diagnosis/gouvernance/6');
    await waitFor(() => expect(skipping.router.state.location.pathname).toBe('/diagnosis/gouvernance/3'));
    skipping.unmount();

    clearAnswersOf(SARAH);
    const fresh = renderRoute('/diagnosis/social/2');
    await waitFor(() => expect(fresh.router.state.location.pathname).toBe('/diagnosis/entreprise'));
    fresh.unmount();

    // The very first question is where a fresh company starts: it stays.
    const start = renderRoute('/diagnosis/gouvernance/1');
    expect(await screen.findByRole('heading', { level: 1, name: "Raison d'être" })).toBeInTheDocument();
    expect(start.router.state.location.pathname).toBe('/diagnosis/gouvernance/1');
  });

  it('asks a person without a session to log in instead of showing a blank page', async () => {
    renderRoute('/diagnosis/gouvernance/2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connectez-vous pour répondre au diagnostic' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });
});

describe('a signed-in person without a company', () => {
  it('is told that the answers belong to a company', async () => {
    await signInAs('nina.roux@atelier-lumen.fr');
    renderRoute('/diagnosis/gouvernance/1');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Rattachez-vous à votre entreprise pour répondre au diagnostic',
      }),
    ).toBeInTheDocument();
    // The link says where it leads: the onboarding's company form, where a person without a company goes (spec §2).
    expect(screen.getByRole('link', { name: 'Me rattacher à mon entreprise' })).toHaveAttribute('href', '/onboarding');
    expect(screen.queryByRole('link', { name: 'Retour au tableau de bord' })).not.toBeInTheDocument();
  });
});

describe('the axis banner', () => {
  it('links only the axes already reached and asks the server before switching', async () => {
    await signInAs(SARAH);
    // Her company has finished Gouvernance only: Social is open (the questionnaire goes on there), not the others.
    keepAnswersOf(
      SARAH,
      DIAGNOSIS_QUESTIONS.filter((question) => question.axis === 'gouvernance').map((question) => question.id),
    );
    const recording = recordRequests();
    const { user, router } = renderRoute('/diagnosis/social/1');
    const tabs = await screen.findByRole('navigation', { name: 'Axes du diagnostic' });

    expect(within(tabs).getByText('Social')).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Entreprise' })).toHaveAttribute('href', '/diagnosis/entreprise');
    expect(within(tabs).getByRole('link', { name: 'Gouvernance' })).toHaveAttribute('href', '/diagnosis/gouvernance');
    for (const locked of ['Environnement', 'Business']) {
      expect(await within(tabs).findByRole('link', { name: locked })).toHaveAttribute('aria-disabled', 'true');
    }

    server.use(http.get('*/form-axe/available/:axe', () => HttpResponse.json({ available: false })));
    await user.click(within(tabs).getByRole('link', { name: 'Gouvernance' }));
    expect(
      await screen.findByText(
        "L'axe Gouvernance & Stratégie n'est pas encore accessible : répondez d'abord à toutes les questions notées des axes précédents.",
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/diagnosis/social/1');

    server.resetHandlers();
    await user.click(within(tabs).getByRole('link', { name: 'Gouvernance' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/diagnosis/gouvernance'));
    expect(recording.requests.filter((request) => request.path === '/form-axe/available/2')).toHaveLength(2);
    recording.stop();
  });

  it("says so with 'Réessayer' when the answers that open the tabs fail, and opens them once the retry succeeds", async () => {
    await signInAs(CLAIRE);
    let failing = true;
    server.use(http.get(`${FORM_RESPONSE}/all`, () => (failing ? failWith(500)() : undefined)));
    const { user } = renderRoute('/diagnosis/gouvernance/1');
    const tabs = await screen.findByRole('navigation', { name: 'Axes du diagnostic' });
    const alert = await screen.findByText(
      'Impossible de charger les axes auxquels vous avez accès. Vérifiez votre connexion puis réessayez.',
    );
    expect(within(tabs).queryByRole('link', { name: 'Social' })).not.toBeInTheDocument();

    failing = false;
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Réessayer' }));
    expect(await within(tabs).findByRole('link', { name: 'Social' })).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText(/Impossible de charger les axes/)).not.toBeInTheDocument();
  });

  it('opens every axis a company has answered, from the server, on a fresh load', async () => {
    await signInAs(CLAIRE);
    renderRoute('/diagnosis/gouvernance/1');
    const tabs = await screen.findByRole('navigation', { name: 'Axes du diagnostic' });
    for (const axis of ['Social', 'Environnement', 'Business']) {
      const tab = await within(tabs).findByRole('link', { name: axis });
      expect(tab).not.toHaveAttribute('aria-disabled');
    }
    expect(screen.queryByText('Terminez les axes précédents pour accéder à celui-ci.')).not.toBeInTheDocument();
  });
});
