import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readAccessToken } from '../../src/api';
import { defaultNetworkSettings, setNetworkSettings } from '../network';
import { DEMO_PASSWORD, DEMO_PERSONAS } from '../seed/personas';
import { PersonasSection } from './personas-section';
import { accessTokenPayload } from '../../src/api/access-token';

describe('PersonasSection', () => {
  it('lists every persona with its e-mail and what it shows, and the common password', () => {
    render(<PersonasSection navigate={vi.fn()} />);
    for (const persona of DEMO_PERSONAS) {
      expect(screen.getByText(persona.label)).toBeInTheDocument();
      expect(screen.getByText(persona.email)).toBeInTheDocument();
      expect(screen.getByText(persona.demonstrates)).toBeInTheDocument();
    }
    expect(screen.getByText(DEMO_PASSWORD)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Se connecter en tant que/ })).toHaveLength(DEMO_PERSONAS.length);
  });

  it('signs in through the API, keeps the token and goes to the landing route', async () => {
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(<PersonasSection navigate={navigate} />);

    await user.click(screen.getByRole('button', { name: 'Se connecter en tant que Claire Martin' }));

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard'));
    const token = readAccessToken();
    expect(token).toBeTruthy();
    expect(accessTokenPayload(token ?? '')).toMatchObject({ email: 'claire.martin@verdance.fr' });
  });

  it('signs in as the login screen does: through the session module, which also removes the legacy token cookie', async () => {
    document.cookie = 'token=legacy; path=/';
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(<PersonasSection navigate={navigate} />);

    await user.click(screen.getByRole('button', { name: 'Se connecter en tant que Claire Martin' }));

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard'));
    expect(document.cookie).not.toMatch(/(^|;\s*)token=/);
  });

  it('sends the platform admin to /admin', async () => {
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(<PersonasSection navigate={navigate} />);

    await user.click(screen.getByRole('button', { name: 'Se connecter en tant que Alex Steer' }));

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin'));
  });

  it("shows the server's refusal for an unconfirmed e-mail and stays put", async () => {
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(<PersonasSection navigate={navigate} />);

    await user.click(screen.getByRole('button', { name: 'Se connecter en tant que Julien Moreau' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Connexion refusée : .*confirm/i);
    expect(navigate).not.toHaveBeenCalled();
    expect(readAccessToken()).toBeNull();
  });

  it('says the sign-in failed when the demo network breaks the auth calls', async () => {
    setNetworkSettings({
      ...defaultNetworkSettings(),
      failures: { ...defaultNetworkSettings().failures, auth: '500' },
    });
    const navigate = vi.fn();
    const user = userEvent.setup();
    render(<PersonasSection navigate={navigate} />);

    await user.click(screen.getByRole('button', { name: 'Se connecter en tant que Claire Martin' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Connexion impossible : /);
    expect(navigate).not.toHaveBeenCalled();
  });
});
