import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../tests/contract/harness';
import { renderRoute } from '../../../tests/render';
import { GUIDES } from './guides';

describe('/mes-ressources', () => {
  it('lists at least 12 guides across the four axes and opens one at /articles-blog/{slug}', async () => {
    await signInAs('claire.martin@verdance.fr');
    const { user, router } = renderRoute('/mes-ressources');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ressources Steer' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').length).toBeGreaterThanOrEqual(12);
    expect(new Set(GUIDES.map((guide) => guide.axis)).size).toBe(4);

    await user.click(screen.getByRole('link', { name: /Le bilan de gaz à effet de serre/ }));
    expect(await screen.findByRole('heading', { level: 1, name: /Le bilan de gaz à effet de serre/ })).toBeVisible();
    expect(router.state.location.pathname).toBe('/articles-blog/bilan-ges');
    expect(screen.getByRole('heading', { level: 2, name: 'Cadre réglementaire' })).toBeInTheDocument();
  });

  it('filters by axis and searches without accents, with a way back from an empty result', async () => {
    await signInAs('lea.petit@verdance.fr');
    const { user } = renderRoute('/mes-ressources');
    await screen.findByRole('heading', { level: 1, name: 'Ressources Steer' });

    await user.click(screen.getByRole('radio', { name: 'Social et droits des collaborateurs' }));
    const socialCount = GUIDES.filter((guide) => guide.axis === 'social').length;
    expect(screen.getByRole('status')).toHaveTextContent(`${socialCount} guides`);

    await user.fill(screen.getByRole('searchbox', { name: 'Rechercher un guide' }), 'egalite index');
    expect(screen.getByRole('status')).toHaveTextContent('1 guide');
    expect(screen.getByRole('link', { name: /Index de l'égalité professionnelle/ })).toBeInTheDocument();

    await user.fill(screen.getByRole('searchbox', { name: 'Rechercher un guide' }), 'photosynthèse');
    expect(screen.getByRole('status')).toHaveTextContent('Aucun guide');
    expect(screen.getByText(/Aucun guide ne correspond à « photosynthèse »/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(screen.getByRole('status')).toHaveTextContent(`${GUIDES.length} guides`);
  });

  it('says so when a guide does not exist', async () => {
    await signInAs('claire.martin@verdance.fr');
    renderRoute('/articles-blog/guide-inconnu');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux ressources' })).toHaveAttribute('href', '/mes-ressources');
  });
});
