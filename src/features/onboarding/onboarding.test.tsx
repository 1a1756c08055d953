import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { readAccessToken } from '@/api';
import { config } from '@/config/env';
import { findUserByEmail } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { signInAs } from '../../../tests/contract/harness';
import { renderRoute } from '../../../tests/render';

const NINA = 'nina.roux@atelier-lumen.fr';
const PAUL = 'paul.girard@transports-azur.fr';

function tokenClaims(): Record<string, unknown> {
  const token = readAccessToken() ?? '';
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('onboarding', () => {
  it('sends a user without company to the onboarding; she creates her company and her token carries it', async () => {
    await signInAs(NINA);
    expect(tokenClaims().companyId).toBeNull();
    let created: Record<string, unknown> | undefined;
    // Held until the disabled button has been seen.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`${config.apiUrl}/api/companies/add`, async ({ request }) => {
        created = (await request.clone().json()) as Record<string, unknown>;
        await answered;
        return undefined; // the real handler answers
      }),
    );
    const { router, user } = renderRoute('/home');
    expect(await screen.findByRole('heading', { name: 'Mon entreprise' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(screen.getByRole('textbox', { name: /^Nombre de salariés/ })).toHaveValue('1');

    await user.click(screen.getByRole('button', { name: 'Créer mon entreprise' }));
    expect(screen.getByText('Veuillez indiquer le nom de votre entreprise.')).toBeInTheDocument();
    expect(screen.getByText("Veuillez choisir un secteur d'activité.")).toBeInTheDocument();
    expect(created).toBeUndefined();

    await user.fill(screen.getByRole('textbox', { name: /^Nom de l'entreprise/ }), 'Atelier Lumen');
    await user.fill(screen.getByRole('textbox', { name: /^Votre poste/ }), 'Gérante');
    await user.click(screen.getByRole('button', { name: /Secteur d'activité/ }));
    await user.click(await screen.findByRole('option', { name: 'Bâtiment' }));
    await user.fill(screen.getByRole('textbox', { name: 'Activité' }), 'Rénovation énergétique');
    await user.fill(screen.getByRole('textbox', { name: /^Nombre de salariés/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Créer mon entreprise' }));

    // Disabled while saving: a second press cannot send it twice.
    await waitFor(() => expect(screen.getByRole('button', { name: /Créer mon entreprise/ })).toBeDisabled());
    answer();
    expect(await screen.findByRole('heading', { name: 'Bienvenue à bord !' })).toBeInTheDocument();
    expect(created).toMatchObject({
      name: 'Atelier Lumen',
      position: 'Gérante',
      sector: 'Bâtiment',
      activity: 'Rénovation énergétique',
      employeesNumber: 12,
      userId: findUserByEmail(NINA)?.id,
    });
    const companyId = findUserByEmail(NINA)?.companyId;
    expect(companyId).toEqual(expect.any(Number));
    expect(tokenClaims().companyId).toBe(companyId);
    // The navigation follows the token's renewal: on a loaded machine it can land a moment after the claims.
    await waitFor(() => expect(router.state.location.search).toEqual({ etape: 'bienvenue' }));
    // With a company, the shell shows its menu.
    expect(screen.getAllByRole('navigation', { name: 'Menu principal' }).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByRole('heading', { name: 'Diagnostic de votre maturité RSE' })).toBeInTheDocument();
  });

  it('lets a user join the company of his domain as MEMBER, with its fields prefilled and locked', async () => {
    await signInAs(PAUL);
    let joined: Record<string, unknown> | undefined;
    const reads: string[] = [];
    server.use(
      http.put(`${config.apiUrl}/api/users/:id`, async ({ request }) => {
        joined = (await request.clone().json()) as Record<string, unknown>;
        return undefined;
      }),
      http.get(`${config.apiUrl}/api/users/:id`, ({ params }) => {
        reads.push(String(params.id));
        return undefined;
      }),
    );
    const { user } = renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Mon entreprise' })).toBeInTheDocument();
    const company = screen.getByRole('textbox', { name: "Nom de l'entreprise" });
    expect(company).toHaveAttribute('readonly');
    expect((company as HTMLInputElement).value).not.toBe('');
    for (const name of ["Secteur d'activité", 'Activité', 'Site internet', 'Nombre de salariés']) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('readonly');
    }
    expect(screen.getByText(/est déjà inscrite sur Steer/)).toBeInTheDocument();

    await user.fill(screen.getByRole('textbox', { name: /^Votre poste/ }), 'Responsable logistique');
    await user.click(screen.getByRole('button', { name: "Rejoindre l'entreprise" }));
    expect(await screen.findByRole('heading', { name: 'Bienvenue à bord !' })).toBeInTheDocument();

    // The user is read again once the token carries the company, as openapi.yaml says (GET /api/users/{id}).
    await waitFor(() => expect(reads).toEqual([`${findUserByEmail(PAUL)?.id}`]));
    const paul = findUserByEmail(PAUL);
    expect(joined).toEqual({
      userId: paul?.id,
      companyId: paul?.companyId,
      position: 'Responsable logistique',
      role: 'MEMBER',
    });
    expect(paul?.membershipRole).toBe('MEMBER');
    expect(tokenClaims().companyId).toBe(paul?.companyId);
  });

  it('says when the company lookup fails and retries it', async () => {
    await signInAs(NINA);
    server.use(
      http.get(`${config.apiUrl}/api/companies/list-domain`, () =>
        HttpResponse.json({ statusCode: 500, message: 'Panne', error: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    const { user } = renderRoute('/onboarding');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger les informations de votre entreprise.');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: 'Créer mon entreprise' })).toBeInTheDocument();
  });

  it('says when the save fails and lets the user try again', async () => {
    await signInAs(PAUL);
    // A 500, which the client does not send again by itself (a lost answer is retried: see src/api/retry-policy.ts).
    server.use(
      http.put(`${config.apiUrl}/api/users/:id`, () => HttpResponse.json({ message: 'Erreur' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderRoute('/onboarding');
    await user.fill(await screen.findByRole('textbox', { name: /^Votre poste/ }), 'Responsable logistique');
    await user.click(screen.getByRole('button', { name: "Rejoindre l'entreprise" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Votre entreprise n'a pas pu être enregistrée. Vérifiez votre connexion puis réessayez.",
    );
    await user.click(screen.getByRole('button', { name: "Rejoindre l'entreprise" }));
    expect(await screen.findByRole('heading', { name: 'Bienvenue à bord !' })).toBeInTheDocument();
  });

  it('goes to /login when there is no session', async () => {
    const { router } = renderRoute('/onboarding');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
