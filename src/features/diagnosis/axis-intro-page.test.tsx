import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/render';
import { recordProgressChanges } from '../../../tests/diagnosis-fixtures';

describe('/diagnosis/{axe} introductions', () => {
  it("draws its own progress from the first frame, not the previous page's", async () => {
    const recording = recordProgressChanges();
    try {
      renderRoute('/diagnosis/social');
      const bar = await screen.findByRole('progressbar', { name: 'Progression du diagnostic' });
      expect(bar).toHaveAttribute('aria-valuenow', '50');
      expect(recording.changes()).toEqual([]);
    } finally {
      recording.stop();
    }
  });

  it.each([
    ['gouvernance', 'Gouvernance & Stratégie', 30, 2, "Passer à l'axe Social", '/diagnosis/social'],
    [
      'social',
      'Social et droits des collaborateurs',
      50,
      3,
      "Passer à l'axe Environnement",
      '/diagnosis/environnement',
    ],
    // The spec's table sends Environnement back to /diagnosis/social; the next axis is Business.
    ['environnement', 'Environnement', 70, 4, "Passer à l'axe Business", '/diagnosis/business'],
  ])(
    '%s: title, illustration, progress, first question and next axis',
    async (slug, title, progress, _axe, next, href) => {
      renderRoute(`/diagnosis/${slug}`);

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: `Illustration de l'axe ${title}` })).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByRole('progressbar', { name: 'Progression du diagnostic' })).toHaveAttribute(
          'aria-valuenow',
          String(progress),
        ),
      );
      expect(screen.getByRole('link', { name: 'Commencer les questions' })).toHaveAttribute(
        'href',
        `/diagnosis/${slug}/1`,
      );
      expect(screen.getByRole('link', { name: next })).toHaveAttribute('href', href);
    },
  );

  it("Business: progress 90, 'Page précédente' to Environnement, 'Suivant' to its first question", async () => {
    renderRoute('/diagnosis/business');

    expect(await screen.findByRole('heading', { level: 1, name: 'Business durable' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progression du diagnostic' })).toHaveAttribute(
      'aria-valuenow',
      '90',
    );
    expect(screen.getByRole('link', { name: 'Page précédente' })).toHaveAttribute('href', '/diagnosis/environnement');
    expect(screen.getByRole('link', { name: 'Suivant' })).toHaveAttribute('href', '/diagnosis/business/1');
    expect(screen.getByRole('link', { name: "Passer à l'analyse de mes réponses" })).toHaveAttribute(
      'href',
      '/diagnosis/loader',
    );
  });

  it('shows the not-found page for an unknown axis', async () => {
    renderRoute('/diagnosis/finance');
    expect(await screen.findByText(/Erreur 404/)).toBeInTheDocument();
  });
});
