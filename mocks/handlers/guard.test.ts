import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../src/config/env';
import { FIELD_MAX_LENGTH, NAME_MAX_LENGTH } from '../../src/api/limits';
import { createMemoryStorage, db, findUserByEmail, loadDatabase } from '../db';
import { STORAGE_FULL_MESSAGE } from './kit';
import { accessTokenFor } from './session';
import {
  BODY_TOO_LARGE_MESSAGE,
  MALFORMED_URL_MESSAGE,
  MAX_BODY_BYTES,
  MAX_JSON_ARRAY_ITEMS,
  MAX_JSON_DEPTH,
  UNKNOWN_ROUTE_MESSAGE,
  jsonShapeProblem,
} from './guard';

/** The shared layer's protections (issue 11, "bad input"): every answer is the contract's error shape, never a 5xx. */

const api = (path: string) => `${config.apiUrl}${path}`;
const CLAIRE = 'claire.martin@verdance.fr';

async function asClaire(): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await accessTokenFor(findUserByEmail(CLAIRE)!)}` };
}

async function errorOf(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return (await response.json()) as { statusCode: number; message: string; error: string };
}

describe('malformed percent-encoding', () => {
  it.each([
    ['GET', '/users/%E0%A4%A/password'],
    ['PATCH', '/users/%/password'],
    ['GET', '/api/users/%'],
    ['GET', '/users/count/%E0%A4%A'],
    ['POST', '/api/users/reset-password/%E0%A4%A'],
    ['GET', '/api/companies/list-domain?domain=%E0%A4%A'],
    ['GET', '/api/auth/confirm-email?token=%'],
  ])('%s %s answers 400 with the error shape', async (method, path) => {
    const response = await fetch(api(path), {
      method,
      headers: { ...(await asClaire()), 'Content-Type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      statusCode: 400,
      message: MALFORMED_URL_MESSAGE,
      error: 'Bad Request',
    });
  });
});

describe('unknown routes and methods', () => {
  it('answers a JSON 404 for an API path nobody serves', async () => {
    const response = await fetch(api('/api/nothing-here'));
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ statusCode: 404, message: UNKNOWN_ROUTE_MESSAGE });
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const response = await fetch(api('/api/auth/login'), { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect((await errorOf(response)).message).toMatch(/^La méthode DELETE n'est pas acceptée/);
  });
});

describe('body size', () => {
  it('answers 413 above the limit, before any handler reads it', async () => {
    const before = db.users.all().length;
    const response = await fetch(api('/api/auth/register'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'x'.repeat(MAX_BODY_BYTES),
        lastName: 'Durand',
        email: 'a@b.fr',
        password: 'Abcdef1!',
      }),
    });
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toMatchObject({ statusCode: 413, message: BODY_TOO_LARGE_MESSAGE });
    expect(db.users.all()).toHaveLength(before);
  });
});

describe('text limits from the contract', () => {
  it('refuses a first name over 100 characters with a French message, and accepts exactly 100', async () => {
    const register = (firstName: string, email: string) =>
      fetch(api('/api/auth/register'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ firstName, lastName: 'Durand', email, password: 'Sobriete2026!' }),
      });
    const refused = await register('a'.repeat(NAME_MAX_LENGTH + 1), 'long.prenom@atelier-lumen.fr');
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe('Le champ « Prénom » ne doit pas dépasser 100 caractères.');
    expect(findUserByEmail('long.prenom@atelier-lumen.fr')).toBeUndefined();
    expect((await register('a'.repeat(NAME_MAX_LENGTH), 'juste.cent@atelier-lumen.fr')).status).toBe(201);
  });

  it('refuses a free-text answer over its limit and a 1 MiB value anywhere', async () => {
    const headers = { ...(await asClaire()), 'Content-Type': 'application/json' };
    const tooLong = await fetch(api('/form-response/default/1'), {
      method: 'POST',
      headers,
      body: JSON.stringify({ responses: [{ formQuestionId: 1, content: 'x'.repeat(FIELD_MAX_LENGTH.content + 1) }] }),
    });
    expect(tooLong.status).toBe(400);
    expect((await errorOf(tooLong)).message).toMatch(/« Réponse » ne doit pas dépasser 2\s000 caractères/);
    const huge = await fetch(api(`/users/${encodeURIComponent(CLAIRE)}`), {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ name: 'x'.repeat(1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
  });
});

describe('unexpected exceptions', () => {
  it('never answer a stack trace', async () => {
    const { server } = await import('../node');
    const { createApiHttp } = await import('./kit');
    const http = createApiHttp(config.apiUrl);
    server.use(
      http.get('/api/users/{id}', () => {
        throw new Error('boom at line 42');
      }),
    );
    const response = await fetch(api('/api/users/1'), { headers: await asClaire() });
    expect(response.status).toBe(500);
    const body = await errorOf(response);
    expect(JSON.stringify(body)).not.toMatch(/boom|line 42|at /);
  });
});

describe("a write the demo's storage cannot keep", () => {
  afterEach(async () => {
    await loadDatabase(); // back to memory only
  });

  it('fails the request with 507 and the error shape; nothing is created', async () => {
    const storage = createMemoryStorage();
    await loadDatabase({ storage });
    vi.spyOn(storage, 'write').mockRejectedValue(
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await fetch(api('/api/auth/register'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Inès',
        lastName: 'Durand',
        email: 'ines.durand@atelier-lumen.fr',
        password: 'Sobriete2026!',
      }),
    });
    expect(response.status).toBe(507);
    expect(await errorOf(response)).toMatchObject({ statusCode: 507, message: STORAGE_FULL_MESSAGE });
    expect(findUserByEmail('ines.durand@atelier-lumen.fr')).toBeUndefined();
    warn.mockRestore();
  });
});

describe('jsonShapeProblem', () => {
  it('counts only the brackets and commas of the JSON, not those inside its strings', () => {
    const brackets = '['.repeat(MAX_JSON_DEPTH + 1);
    expect(jsonShapeProblem(JSON.stringify({ text: brackets, escaped: 'a\\"[' }))).toBeNull();
    expect(jsonShapeProblem(`${brackets}${']'.repeat(MAX_JSON_DEPTH + 1)}`)).toBe('depth');
    expect(jsonShapeProblem(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBeNull();
    const list = (count: number) => JSON.stringify(Array.from({ length: count }, () => 'a,b'));
    expect(jsonShapeProblem(list(MAX_JSON_ARRAY_ITEMS))).toBeNull();
    expect(jsonShapeProblem(list(MAX_JSON_ARRAY_ITEMS + 1))).toBe('items');
    // Keys of an object are not items of a list.
    const wide = Object.fromEntries(
      Array.from({ length: MAX_JSON_ARRAY_ITEMS + 5 }, (_, index) => [`k${index}`, index]),
    );
    expect(jsonShapeProblem(JSON.stringify(wide))).toBeNull();
  });
});
