import { FIELD_PATTERN } from '../../src/api/limits';
import { badRequest } from './errors';

// Input checks: French messages, in the contract's error shape.
/** The contract's patterns (openapi.yaml, through src/api/limits.ts): the forms check the same. */
export const EMAIL_PATTERN = new RegExp(FIELD_PATTERN.email);
export const PASSWORD_RULE = new RegExp(FIELD_PATTERN.password);

/** Parses a JSON body or throws a 400; `null`/non-objects are refused too. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // fall through to the 400 below
  }
  throw badRequest('Corps de requête JSON invalide.');
}

export function requireString(body: Record<string, unknown>, field: string, label: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`Le champ « ${label} » est obligatoire.`);
  return value.trim();
}

export function requireEmail(value: unknown): string {
  if (typeof value !== 'string' || !EMAIL_PATTERN.test(value.trim())) {
    throw badRequest('Veuillez saisir une adresse email valide');
  }
  return value.trim().toLowerCase();
}
