import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultNetworkSettings, getNetworkSettings, loadNetworkSettings } from '../network';
import { NetworkSection } from './network-section';

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
    ]) {
      expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
    }
  });
});
