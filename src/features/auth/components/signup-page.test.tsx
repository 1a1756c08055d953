import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { renderRoute } from '../../../../tests/render';
import { passwordInput } from './auth-test-utils';

const EMAIL_MESSAGE = 'Veuillez saisir une adresse email valide';
const PASSWORD_MESSAGE =
  'Votre mot de passe doit comporter au minimum 8 caractères, avec au moins une majuscule, un chiffre et un caractère spécial';
const MISMATCH_MESSAGE = 'Les mots de passe ne correspondent pas';
const NEW_ACCOUNT = {
  lastName: 'Durand',
  firstName: 'Inès',
  email: 'ines.durand@atelier-lumen.fr',
  password: 'Sobriete2026!',
};

const field = (name: string) => screen.getByRole('textbox', { name });
const password = () => passwordInput(/^Mot de passe/);
const confirmation = () => passwordInput(/^Confirmation du mot de passe/);
const submitButton = () => screen.getByRole('button', { name: "C'est parti !" });

async function openSignUp() {
  const rendered = renderRoute('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Créons votre compte.' });
  return rendered;
}

type User = Awaited<ReturnType<typeof openSignUp>>['user'];

async function fillValidForm(user: User, values = NEW_ACCOUNT) {
  await user.fill(field('Nom'), values.lastName);
  await user.fill(field('Prénom'), values.firstName);
  await user.fill(field('Adresse mail'), values.email);
  await user.fill(password(), values.password);
  await user.fill(confirmation(), values.password);
}

/** Bodies of the register calls, as the server received them. */
function recordRegisterBodies() {
  const bodies: unknown[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/api/auth/register')
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
  };
  server.events.on('request:start', listener);
  return { bodies, stop: () => server.events.removeListener('request:start', listener) };
}

afterEach(() => {
  server.events.removeAllListeners();
});

describe('Sign-up screen', () => {
  it('asks for last name, first name, e-mail, password and confirmation, with fitting autocomplete', async () => {
    await openSignUp();
    expect(field('Nom')).toHaveAttribute('autocomplete', 'family-name');
    expect(field('Prénom')).toHaveAttribute('autocomplete', 'given-name');
    expect(field('Adresse mail')).toHaveAttribute('autocomplete', 'email');
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmation()).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("links 'Je me connecte' and the left logo to /login", async () => {
    await openSignUp();
    expect(screen.getByRole('link', { name: 'Je me connecte' })).toHaveAttribute('href', '/login');
    const brand = screen.getByRole('complementary', { name: 'Présentation de Steer' });
    expect(within(brand).getByRole('link', { name: 'Steer' })).toHaveAttribute('href', '/login');
  });

  it("keeps 'C'est parti !' disabled until e-mail, password and confirmation are filled and valid (names not checked)", async () => {
    const { user } = await openSignUp();
    expect(submitButton()).toBeDisabled();
    await user.fill(field('Adresse mail'), NEW_ACCOUNT.email);
    expect(submitButton()).toBeDisabled();
    await user.fill(password(), NEW_ACCOUNT.password);
    expect(submitButton()).toBeDisabled();
    await user.fill(confirmation(), NEW_ACCOUNT.password);
    expect(submitButton()).toBeEnabled();
    await user.type(confirmation(), 'x');
    expect(submitButton()).toBeDisabled();
  });

  it('flags an invalid e-mail once the field is left, an empty one too', async () => {
    const { user } = await openSignUp();
    await user.click(field('Adresse mail'));
    await user.tab();
    expect(await screen.findByText(EMAIL_MESSAGE)).toBeInTheDocument();
    await user.fill(field('Adresse mail'), 'ines durand@atelier-lumen.fr');
    expect(screen.getByText(EMAIL_MESSAGE)).toBeInTheDocument();
    expect(field('Adresse mail')).toHaveAttribute('aria-invalid', 'true');
    await user.fill(field('Adresse mail'), NEW_ACCOUNT.email);
    expect(screen.queryByText(EMAIL_MESSAGE)).not.toBeInTheDocument();
  });

  it('states the password rule when the password is too weak', async () => {
    const { user } = await openSignUp();
    await user.fill(password(), 'sobriete2026');
    expect(screen.queryByText(PASSWORD_MESSAGE)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    await user.fill(password(), NEW_ACCOUNT.password);
    expect(screen.queryByText(PASSWORD_MESSAGE)).not.toBeInTheDocument();
  });

  it('says when the confirmation does not match, and follows later changes of the password', async () => {
    const { user } = await openSignUp();
    await user.fill(password(), NEW_ACCOUNT.password);
    await user.fill(confirmation(), 'Sobriete2026?');
    await user.tab();
    expect(await screen.findByText(MISMATCH_MESSAGE)).toBeInTheDocument();
    expect(confirmation()).toHaveAccessibleDescription(MISMATCH_MESSAGE);
    await user.fill(password(), 'Sobriete2026?');
    expect(screen.queryByText(MISMATCH_MESSAGE)).not.toBeInTheDocument();
  });

  it('creates the account with {lastName, firstName, email, password} and shows the check-your-mail message on 201', async () => {
    const register = recordRegisterBodies();
    const { user } = await openSignUp();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(
      await screen.findByText('Un mail vous attend dans votre boîte de réception pour valider votre compte :)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Pensez à vérifier vos courriers indésirables (spams).')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.queryByRole('button', { name: "C'est parti !" })).not.toBeInTheDocument();
    await waitFor(() => expect(register.bodies).toEqual([NEW_ACCOUNT]));
    expect(findUserByEmail(NEW_ACCOUNT.email)?.accountStatus).toBe('PENDING_VALIDATION');
  });

  it("shows 'Erreur: {server message}' when the server refuses (409)", async () => {
    const { user, router } = await openSignUp();
    await fillValidForm(user, { ...NEW_ACCOUNT, email: 'claire.martin@verdance.fr' });
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur: Cette adresse e-mail est déjà utilisée.');
    expect(alert.parentElement).toHaveFocus();
    expect(router.state.location.pathname).toBe('/signup');
    expect(submitButton()).toBeInTheDocument();
  });

  it("shows 'Erreur: {server message}' for a success status other than 201", async () => {
    server.use(
      http.post('*/api/auth/register', () => HttpResponse.json({ status: 200, message: 'Compte déjà en attente.' })),
    );
    const { user } = await openSignUp();
    await fillValidForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur: Compte déjà en attente.');
  });

  it("shows 'Une erreur est survenue : {message}' when the call fails", async () => {
    server.use(http.post('*/api/auth/register', () => HttpResponse.error()));
    const { user } = await openSignUp();
    await fillValidForm(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Une erreur est survenue : \S.+$/);
  });
});
