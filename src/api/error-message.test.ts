import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorMessage, refusalReason } from './error-message';

const refusal = (status: number, message: string) =>
  new ApiError(status, JSON.stringify({ statusCode: status, message, error: 'Bad Request' }));

describe('errorMessage', () => {
  const wording = { fallback: "L'enregistrement a échoué.", noAnswer: 'Vérifiez votre connexion.' };

  it("shows the server's French reason for a refusal, the screen's text for a server failure", () => {
    expect(errorMessage(refusal(400, 'Le nom est obligatoire.'), wording)).toBe('Le nom est obligatoire.');
    expect(errorMessage(refusal(500, 'Internal error'), wording)).toBe("L'enregistrement a échoué.");
  });

  it("never shows the network's English text", () => {
    expect(errorMessage(new ApiError(0, 'Failed to fetch'), wording)).toBe('Vérifiez votre connexion.');
    expect(errorMessage(new TypeError('Failed to fetch'), wording)).toBe('Vérifiez votre connexion.');
    expect(errorMessage(new ApiError(0, 'Failed to fetch'), { fallback: 'Échec.' })).toBe('Échec.');
  });

  it('lets a screen name its text for a status, and choose which answers speak for themselves', () => {
    expect(errorMessage(refusal(409, 'Conflict'), { ...wording, byStatus: { 409: 'Adresse déjà utilisée.' } })).toBe(
      'Adresse déjà utilisée.',
    );
    expect(errorMessage(refusal(404, 'Introuvable.'), { ...wording, serverMessage: [400] })).toBe(
      "L'enregistrement a échoué.",
    );
    expect(errorMessage(refusal(400, 'Refusé.'), { ...wording, serverMessage: 'never' })).toBe(
      "L'enregistrement a échoué.",
    );
    expect(errorMessage(refusal(503, 'Maintenance en cours.'), { ...wording, serverMessage: 'answers' })).toBe(
      'Maintenance en cours.',
    );
  });

  it("reads a refusal's reason only from 4xx answers", () => {
    expect(refusalReason(refusal(403, 'Réservé aux administrateurs.'))).toBe('Réservé aux administrateurs.');
    expect(refusalReason(refusal(500, 'Erreur interne.'))).toBeUndefined();
    expect(refusalReason(new ApiError(0, 'Failed to fetch'))).toBeUndefined();
  });
});
