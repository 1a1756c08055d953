import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { signInAs } from '../../../tests/contract/harness';
import { renderRoute } from '../../../tests/render';
import { FIELD_MAX_LENGTH } from '@/api/limits';
import { companyQueries } from '@/api/queries/companies';
import {
  clearPerceptionOf,
  companyIdOf,
  recordProgressChanges,
  recordRequests,
} from '../../../tests/diagnosis-fixtures';

const SARAH = 'sarah.lefebvre@cobalt-numerique.fr';
const PRIMARY = "Selon vous, quel est l'axe le plus avancé de votre démarche RSE ?";
const IMPROVEMENT = 'Quel axe nécessite le plus de progrès ?';
const INITIATIVE = 'Quelle est la dernière initiative RSE de votre entreprise ?';
const SCORE = 'Quel score sur 100 pensez-vous obtenir au diagnostic ?';

describe('/diagnosis/entreprise', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it("draws its progress, 10, from the first frame, not the previous page's", async () => {
    await signInAs(SARAH);
    const recording = recordProgressChanges();
    stop = recording.stop;
    renderRoute('/diagnosis/entreprise');
    const bar = await screen.findByRole('progressbar', { name: 'Progression du diagnostic' });
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    expect(recording.changes()).toEqual([]);
  });

  it('says what is missing, field by field, and keeps Valider disabled until the form is valid', async () => {
    await clearPerceptionOf(SARAH);
    await signInAs(SARAH);
    const { user } = renderRoute('/diagnosis/entreprise');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "D'abord, comment percevez-vous votre politique RSE actuelle ?",
      }),
    ).toBeInTheDocument();
    const submit = await screen.findByRole('button', { name: 'Valider' });
    expect(submit).toBeDisabled();
    // Spec §2: on load the axis is 1 and progress 10.
    expect(screen.getByRole('progressbar', { name: 'Progression du diagnostic' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );

    // Leaving each field empty shows its message (validation on change and on leaving the field).
    act(() => screen.getByRole('button', { name: new RegExp(PRIMARY.slice(0, 20)) }).focus());
    await user.tab();
    expect(await screen.findByText("Veuillez sélectionner l'axe le plus avancé.")).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText("Veuillez sélectionner l'axe nécessitant le plus de progrès.")).toBeInTheDocument();
    const initiative = screen.getByRole('textbox', { name: new RegExp(INITIATIVE.slice(0, 20)) });
    expect(initiative).toHaveAttribute('placeholder', 'Ecrire ici...');
    await user.type(initiative, 'x');
    await user.clear(initiative);
    // The one rule of every form: the message shows once the field is left, then follows the typing.
    await user.tab();
    expect(await screen.findByText("N'oubliez pas de remplir le champ ci-dessus !")).toBeInTheDocument();
    await user.type(initiative, '   ');
    expect(screen.getByText("N'oubliez pas de remplir le champ ci-dessus !")).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Veuillez sélectionner une estimation de votre score.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('sends the codes of the choices, then goes to /limited-access', async () => {
    await signInAs(SARAH);
    const recording = recordRequests();
    stop = recording.stop;
    const { user, router } = renderRoute('/diagnosis/entreprise');

    // Prefilled with Business durable, Social et droits des collaborateurs and 25-50: only the initiative changes.
    const initiative = await screen.findByRole('textbox', { name: new RegExp(INITIATIVE.slice(0, 20)) });
    await user.clear(initiative);
    await user.paste('Bilan carbone réalisé en septembre');
    expect(screen.queryByText(/Veuillez|N'oubliez/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/limited-access'));
    const companyId = companyIdOf(SARAH);
    const put = recording.requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(`/api/companies/${companyId}/axes`);
    expect(put?.body).toEqual({
      primary_axe: 'BUIS',
      improvement_axe: 'SOC',
      last_initiative: 'Bilan carbone réalisé en septembre',
      expected_score: 'L2',
    });
    expect(db.companies.findFirst((q) => q.where({ id: companyId }))?.lastInitiative).toBe(
      'Bilan carbone réalisé en septembre',
    );
    expect(await screen.findByText('Soyez patient.e,')).toBeInTheDocument();
  });

  it('prefills the form from the company', async () => {
    await signInAs(SARAH);
    renderRoute('/diagnosis/entreprise');

    expect(
      await screen.findByDisplayValue("Adoption d'une politique de sobriété numérique pour nos serveurs."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(PRIMARY.slice(0, 20)) })).toHaveTextContent(
      'Business durable',
    );
    expect(screen.getByRole('button', { name: new RegExp(IMPROVEMENT.slice(0, 20)) })).toHaveTextContent(
      'Social et droits des collaborateurs',
    );
    expect(screen.getByRole('button', { name: new RegExp(SCORE.slice(0, 20)) })).toHaveTextContent('25-50 / 100');
    expect(screen.getByRole('button', { name: 'Valider' })).toBeEnabled();
  });

  it('keeps a half-filled form, and what was typed, when a re-read of the company fails', async () => {
    await signInAs(SARAH);
    const { user, queryClient } = renderRoute('/diagnosis/entreprise');
    const initiative = await screen.findByDisplayValue(
      "Adoption d'une politique de sobriété numérique pour nos serveurs.",
    );
    await user.clear(initiative);
    await user.paste('Bilan carbone en cours');

    const companyId = companyIdOf(SARAH);
    server.use(
      http.get(`*/api/companies/${companyId}`, () =>
        HttpResponse.json(
          { statusCode: 500, message: 'Erreur interne.', error: 'Internal Server Error' },
          { status: 500 },
        ),
      ),
    );
    // A re-read in the background, as a refocus of the window or another tab's change asks for.
    await act(() => queryClient.refetchQueries({ queryKey: companyQueries.detail(companyId).queryKey }));
    await waitFor(() =>
      expect(queryClient.getQueryState(companyQueries.detail(companyId).queryKey)?.status).toBe('error'),
    );

    expect(screen.queryByText(/Impossible de charger/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: new RegExp(INITIATIVE.slice(0, 20)) })).toHaveValue(
      'Bilan carbone en cours',
    );
    expect(screen.getByRole('button', { name: 'Valider' })).toBeEnabled();
  });

  it("holds the last initiative to the contract's 2,000 characters, not fewer", async () => {
    await signInAs(SARAH);
    renderRoute('/diagnosis/entreprise');
    const initiative = await screen.findByDisplayValue(
      "Adoption d'une politique de sobriété numérique pour nos serveurs.",
    );
    expect(initiative).toHaveAttribute('maxlength', String(FIELD_MAX_LENGTH.last_initiative));
    expect(FIELD_MAX_LENGTH.last_initiative).toBe(2_000);
  });
});

describe('/diagnosis/preamble', () => {
  it("hides 'Suivant' once the company has its expected score and axis to improve, and offers the way on", async () => {
    await signInAs(SARAH);
    renderRoute('/diagnosis/preamble');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Un petit préambule sur la RSE...' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Votre perception RSE est déjà enregistrée.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Suivant' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier ma perception' })).toHaveAttribute(
      'href',
      '/diagnosis/entreprise',
    );
    // Sarah's company has answered every rated question: the way back in is a review.
    expect(await screen.findByRole('link', { name: 'Revoir mes réponses' })).toHaveAttribute(
      'href',
      '/diagnosis/gouvernance/1',
    );
  });

  it("shows 'Suivant' to /diagnosis/entreprise before the perception form, and opens the two notions", async () => {
    await clearPerceptionOf(SARAH);
    await signInAs(SARAH);
    const { user } = renderRoute('/diagnosis/preamble');

    expect(await screen.findByRole('link', { name: 'Suivant' })).toHaveAttribute('href', '/diagnosis/entreprise');
    const boundaries = screen.getByRole('button', { name: 'Limites planétaires' });
    expect(boundaries).toHaveAttribute('aria-expanded', 'false');
    await user.click(boundaries);
    expect(boundaries).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Stockholm Resilience Centre/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Théorie du Donut' }));
    expect(screen.getByText(/Oxfam/)).toBeVisible();
  });
});
