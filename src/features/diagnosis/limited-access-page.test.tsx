import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../tests/contract/harness';
import { renderRoute } from '../../../tests/render';
import { clearAnswersOf, keepAnswersOf } from '../../../tests/diagnosis-fixtures';

const SARAH = 'sarah.lefebvre@cobalt-numerique.fr';

describe('/limited-access', () => {
  it('asks for patience and resumes the questionnaire where the company stands', async () => {
    await signInAs(SARAH);
    keepAnswersOf(SARAH, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    renderRoute('/limited-access');

    expect(await screen.findByText('Soyez patient.e,')).toBeInTheDocument();
    expect(
      screen.getByText(
        "l'évaluation de votre maturité RSE sera réalisée avec votre copilote lors de votre prochain échange !",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Reprendre le questionnaire' })).toHaveAttribute(
      'href',
      '/diagnosis/social/2',
    );
  });

  it('starts with the first axis when nothing is answered yet', async () => {
    await signInAs(SARAH);
    clearAnswersOf(SARAH);
    renderRoute('/limited-access');
    expect(await screen.findByRole('link', { name: 'Commencer le questionnaire' })).toHaveAttribute(
      'href',
      '/diagnosis/gouvernance',
    );
  });
});

describe('/diagnosis/loader', () => {
  it('summarises the answers per axis and leads to /limited-access while the company is not evaluated', async () => {
    await signInAs(SARAH);
    keepAnswersOf(SARAH, [1, 2, 3, 9, 10]);
    renderRoute('/diagnosis/loader');

    expect(await screen.findByRole('progressbar', { name: 'Gouvernance & Stratégie' })).toHaveAttribute(
      'aria-valuetext',
      '3 / 8 questions répondues',
    );
    expect(screen.getByRole('progressbar', { name: 'Social et droits des collaborateurs' })).toHaveAttribute(
      'aria-valuetext',
      '2 / 6 questions répondues',
    );
    expect(screen.getByRole('progressbar', { name: 'Business durable' })).toHaveAttribute(
      'aria-valuetext',
      '0 / 7 questions répondues',
    );
    expect(screen.getByText(/Il reste des questions notées sans réponse/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Reprendre le questionnaire' })).toHaveAttribute(
      'href',
      '/diagnosis/gouvernance/4',
    );
    expect(screen.getByRole('link', { name: 'Continuer' })).toHaveAttribute('href', '/limited-access');
  });

  it('leads to the dashboard once the copilote has evaluated the company', async () => {
    await signInAs('claire.martin@verdance.fr');
    renderRoute('/diagnosis/loader');
    expect(await screen.findByRole('link', { name: 'Voir mon tableau de bord' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText(/Toutes les questions notées ont une réponse/)).toBeInTheDocument();
  });
});
