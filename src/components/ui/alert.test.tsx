import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('says its tone in words before the message, so colour is not the only signal', () => {
    render(<Alert tone="danger">Adresse mail / mot de passe incorrect</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur : Adresse mail / mot de passe incorrect');
  });

  it('does not say it twice when the message already opens with it', () => {
    render(<Alert tone="danger">Erreur: Cette adresse e-mail est déjà utilisée.</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Erreur: Cette adresse e-mail est déjà utilisée\.$/);
  });

  it('uses a polite status for the other tones', () => {
    render(<Alert tone="success">Changements validés</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Succès : Changements validés');
  });
});
