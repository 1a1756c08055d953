import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../tests/contract/harness';
import { db, findUserByEmail, isRating } from '../db';
import { EvaluationSection } from './evaluation-section';
import { readCurrentSession } from './session';

describe('EvaluationSection', () => {
  it('is disabled, with the reason, when nobody is signed in', () => {
    render(<EvaluationSection reload={vi.fn()} />);
    const button = screen.getByRole('button', { name: "Lancer l'évaluation" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Connectez-vous d'abord/);
  });

  it('is disabled for a user without a company', async () => {
    await signInAs('nina.roux@atelier-lumen.fr');
    render(<EvaluationSection reload={vi.fn()} />);
    const button = screen.getByRole('button', { name: "Lancer l'évaluation" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/aucune entreprise/);
  });

  it("evaluates the signed-in user's company and offers a reload", async () => {
    await signInAs('claire.martin@verdance.fr');
    const session = readCurrentSession();
    expect(session.kind).toBe('company');
    const reload = vi.fn();
    const user = userEvent.setup();
    render(<EvaluationSection reload={reload} />);
    expect(screen.getByText(/Verdance Conseil/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Lancer l'évaluation" }));

    const scores = await screen.findByLabelText("Scores de l'évaluation");
    const stored = db.scoreResults.findFirst((q) =>
      q.where({ companyId: session.kind === 'company' ? session.companyId : -1 }),
    );
    expect(stored).toBeDefined();
    expect(within(scores).getByText('Score global').nextElementSibling).toHaveTextContent(`${stored?.result}/100`);
    for (const [axis, key] of [
      ['Gouvernance', 'axe2Result'],
      ['Social', 'axe3Result'],
      ['Environnement', 'axe4Result'],
      ['Business', 'axe5Result'],
    ] as const) {
      expect(within(scores).getByText(axis).nextElementSibling).toHaveTextContent(`${stored?.[key]}/25`);
    }
    expect(screen.getByRole('status')).toHaveTextContent(`score global de ${stored?.result}/100`);

    await user.click(screen.getByRole('button', { name: 'Recharger la page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the refusal when a rated question is unanswered', async () => {
    await signInAs('claire.martin@verdance.fr');
    const companyId = findUserByEmail('claire.martin@verdance.fr')?.companyId ?? -1;
    const rated = db.formResponses.findMany((q) => q.where({ companyId })).find((answer) => isRating(answer.content));
    expect(rated).toBeDefined();
    db.formResponses.delete((q) => q.where({ id: rated?.id ?? -1 }));
    const user = userEvent.setup();
    render(<EvaluationSection reload={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: "Lancer l'évaluation" }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Évaluation impossible : 1 question notée sans réponse.');
    expect(within(alert).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Recharger la page' })).not.toBeInTheDocument();
  });
});
