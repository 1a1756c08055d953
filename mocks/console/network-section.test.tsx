import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allOperations } from '../../tests/contract/openapi-document';
import { readAccessToken } from '@/api';
import { config } from '@/config/env';
import { signInAs } from '../../tests/contract/harness';
import { CLAIRE } from '../../tests/contract/personas';
import {
  areaOfPath,
  defaultNetworkSettings,
  getNetworkSettings,
  loadNetworkSettings,
  setNetworkSettings,
  setUnstableHostDraw,
} from '../network';
import { NetworkSection } from './network-section';

describe('areaOfPath', () => {
  it('puts every operation of openapi.yaml, the proposed extensions included, in an area the console can fail', () => {
    const unplaced = allOperations
      .map(({ path }) => path.replace(/\{[^}]+\}/g, 'x'))
      .filter((path) => areaOfPath(path) === undefined);
    expect(unplaced).toEqual([]);
  });

  it('fails an extension endpoint as the console asks: the documents and the survey', async () => {
    await signInAs(CLAIRE);
    setNetworkSettings({
      ...defaultNetworkSettings(),
      failures: { ...defaultNetworkSettings().failures, documents: '500' },
    });
    const headers = { Authorization: `Bearer ${readAccessToken()}` };
    const documents = await fetch(`${config.apiUrl}/documents/company`, { headers });
    expect(documents.status).toBe(500);
    expect(await documents.json()).toMatchObject({
      message: 'Erreur interne simulée par la console de démonstration.',
    });
    expect((await fetch(`${config.apiUrl}/surveys/company/current`, { headers })).status).toBe(200);
  });
});

describe('NetworkSection', () => {
  it('starts on a perfect network', () => {
    render(<NetworkSection />);
    expect(screen.getByRole('radio', { name: /^Aucune/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Tableau de bord' })).toHaveValue('none');
    expect(screen.getByRole('status')).toHaveTextContent('Réseau parfait');
  });

  it('saves the latency and the failures it is given, and restores everything', async () => {
    const user = userEvent.setup();
    render(<NetworkSection />);

    await user.click(screen.getByRole('radio', { name: /^Lente/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tableau de bord' }), 'Erreur 500');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Authentification' }), 'Erreur réseau');

    expect(getNetworkSettings()).toEqual({
      latency: 'slow',
      failures: { ...defaultNetworkSettings().failures, dashboard: '500', auth: 'network' },
      unstable: false,
    });
    // Persisted: a reload reads the same settings back.
    expect(loadNetworkSettings()).toMatchObject({ latency: 'slow', failures: { dashboard: '500' } });
    expect(screen.getByRole('status')).toHaveTextContent('Conditions réseau simulées actives.');

    await user.click(screen.getByRole('button', { name: 'Tout rétablir' }));

    expect(getNetworkSettings()).toEqual(defaultNetworkSettings());
    expect(screen.getByRole('radio', { name: /^Aucune/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Authentification' })).toHaveValue('none');
  });

  it('labels every API area in French', () => {
    render(<NetworkSection />);
    for (const name of [
      'Authentification',
      'Utilisateurs',
      'Collaborateurs',
      'Entreprises',
      'Tableau de bord',
      'Actions',
      'Questionnaire',
      'Documents internes',
      'Enquête collaborateurs',
    ]) {
      expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
    }
  });
});

describe('« Hôte instable »', () => {
  it('is a preset of the console, saved with the rest, and read as off from settings saved before it existed', async () => {
    const user = userEvent.setup();
    render(<NetworkSection />);
    await user.click(screen.getByRole('checkbox', { name: /Hôte instable/ }));
    expect(getNetworkSettings().unstable).toBe(true);
    expect(screen.getByText('Conditions réseau simulées actives.')).toBeInTheDocument();
    expect(loadNetworkSettings().unstable).toBe(true);
    const { unstable: _unstable, ...older } = defaultNetworkSettings();
    window.localStorage.setItem('steer-demo-network', JSON.stringify(older));
    expect(loadNetworkSettings().unstable).toBe(false);
  });

  it('answers 503 with Retry-After: 1 when its error fault is drawn', async () => {
    await signInAs(CLAIRE);
    setNetworkSettings({ ...defaultNetworkSettings(), unstable: true });
    // The draws, in the handler's order: no 3 s delay (0.5), then the 503 (0.05). A fixed draw rather than up to 80
    // random calls, which met the 3 s delay often enough to time out on 2 cores.
    const draws = [0.5, 0.05];
    setUnstableHostDraw(() => draws.shift() ?? 0.5);
    try {
      const response = await fetch(`${config.apiUrl}/users/${encodeURIComponent(CLAIRE)}/notification-preferences`, {
        headers: { Authorization: `Bearer ${readAccessToken()}` },
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('1');
    } finally {
      setUnstableHostDraw(null);
    }
  });
});
