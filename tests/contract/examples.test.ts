import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { refreshCookie } from '../../mocks/handlers/cookies';
import { allOperations, openapiDocument, schemaValidatorAt } from './openapi-document';

/**
 * Every example of openapi.yaml is a valid instance of its schema, access tokens included (decoded, their claims
 * validate against AccessTokenClaims and match the user they come with): a server that answers from the examples
 * alone (Prism) then serves the client what the real one would.
 */

type Json = Record<string, unknown>;

interface ExampleCase {
  /** Where the example sits, for the test's name. */
  where: string;
  /** Path segments of the schema it must satisfy. */
  schema: string[];
  value: unknown;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const namedExamples = (openapiDocument.components.examples ?? {}) as Record<string, Json>;
const referencedExamples = new Set<string>();

function exampleValue(entry: unknown): unknown {
  if (isObject(entry) && typeof entry.$ref === 'string') {
    const name = entry.$ref.replace('#/components/examples/', '');
    referencedExamples.add(name);
    const target = namedExamples[name];
    if (!target) throw new Error(`Exemple ${entry.$ref} introuvable`);
    return target.value;
  }
  return isObject(entry) ? entry.value : undefined;
}

/** Media types, parameters and headers hold their example beside a `schema`; schemas hold their own `example`. */
function collect(node: unknown, path: string[], into: ExampleCase[]): ExampleCase[] {
  if (Array.isArray(node)) {
    node.forEach((child, index) => collect(child, [...path, String(index)], into));
    return into;
  }
  if (!isObject(node)) return into;
  const where = path.join(' › ');
  if ('schema' in node && isObject(node.schema)) {
    if ('example' in node) into.push({ where, schema: [...path, 'schema'], value: node.example });
    for (const [name, entry] of Object.entries(isObject(node.examples) ? node.examples : {})) {
      into.push({ where: `${where} › ${name}`, schema: [...path, 'schema'], value: exampleValue(entry) });
    }
  } else if ('example' in node) {
    into.push({ where, schema: path, value: node.example });
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === 'example' || key === 'examples') continue;
    // Named examples are checked where they are used, against that operation's schema.
    if (path.length === 1 && path[0] === 'components' && key === 'examples') continue;
    collect(child, [...path, key], into);
  }
  return into;
}

const cases = collect(openapiDocument, [], []);
const validateClaims = schemaValidatorAt('components', 'schemas', 'AccessTokenClaims');

describe('the examples of openapi.yaml', () => {
  it('are found across schemas, parameters, headers and responses', () => {
    expect(cases.length).toBeGreaterThan(100);
    expect(cases.some((entry) => entry.where.includes('headers › SetRefreshCookie'))).toBe(true);
    expect(cases.some((entry) => entry.where.endsWith('› platformAdmin'))).toBe(true);
  });

  it('leave no named example unused', () => {
    expect(Object.keys(namedExamples).filter((name) => !referencedExamples.has(name))).toEqual([]);
  });

  it.each(cases.map((entry) => [entry.where, entry] as const))('%s validates against its schema', (_where, entry) => {
    const validate = schemaValidatorAt(...entry.schema);
    expect(validate(entry.value), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });
});

/** Follows `$ref`s to what they name in openapi.yaml. */
function dereference(node: unknown): unknown {
  let current = node;
  while (isObject(current) && typeof current.$ref === 'string') {
    current = current.$ref
      .replace('#/', '')
      .split('/')
      .reduce<unknown>((parent, key) => (isObject(parent) ? parent[key] : undefined), openapiDocument);
  }
  return current;
}

/** What a server answering from the contract alone (Prism, static mode) would send: an example, never an invention. */
function hasExample(media: Json): boolean {
  if ('example' in media || 'examples' in media) return true;
  const schema = dereference(media.schema);
  if (!isObject(schema)) return false;
  if ('example' in schema) return true;
  const items = dereference(schema.items);
  return schema.type === 'array' && isObject(items) && 'example' in items;
}

describe('every answer of every operation', () => {
  const bodies = allOperations.flatMap((operation) =>
    Object.entries(operation.responses).flatMap(([status, response]) => {
      const content = dereference(response);
      return Object.entries(isObject(content) && isObject(content.content) ? content.content : {}).map(
        ([mediaType, media]) => [`${operation.operationId} ${status} ${mediaType}`, media as Json] as const,
      );
    }),
  );

  it('covers the 37 calls of the spec and the proposed extensions', () => {
    expect(new Set(bodies.map(([where]) => where.split(' ')[0])).size).toBeGreaterThanOrEqual(37);
  });

  it.each(bodies)('%s has an example (on the media type, its schema or its items)', (_where, media) => {
    expect(hasExample(media)).toBe(true);
  });
});

/** Examples that carry an access token, with the user it was issued to. */
const sessions = cases.filter(
  (entry): entry is ExampleCase & { value: { accessToken: string; user?: Json } } =>
    isObject(entry.value) && typeof entry.value.accessToken === 'string',
);

describe('the access tokens of the examples', () => {
  it('exist for login and refreshSession, schema examples and named ones', () => {
    expect(sessions.filter((entry) => entry.where.includes('/api/auth/login')).length).toBeGreaterThanOrEqual(3);
    expect(sessions.filter((entry) => entry.where.includes('/api/auth/refresh')).length).toBeGreaterThanOrEqual(3);
  });

  it.each(sessions.map((entry) => [entry.where, entry] as const))(
    '%s decodes to every required claim, matching its user',
    (_where, entry) => {
      const claims = decodeJwt(entry.value.accessToken);
      expect(validateClaims(claims), JSON.stringify(validateClaims.errors, null, 2)).toBe(true);
      expect(claims.exp).toBeGreaterThan(claims.iat ?? 0);
      const user = entry.value.user;
      if (!user) return;
      expect(claims).toMatchObject({
        id: user.id,
        email: user.email,
        companyId: user.companyId,
        role: user.role,
        accountAuthLevel: user.accountAuthLevel,
        accountStatus: user.accountStatus,
      });
    },
  );
});

describe('the named session examples', () => {
  const users = (operation: string) =>
    sessions.filter((entry) => entry.where.includes(operation)).map((entry) => entry.value.user);

  it.each(['/api/auth/login', '/api/auth/refresh'])(
    '%s offers a company admin, a platform admin and a user without company',
    (operation) => {
      expect(users(operation)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ role: 'Administrateur principal', accountAuthLevel: 'USER' }),
          // ADMIN and ACTIVE: what opens /admin.
          expect.objectContaining({ accountAuthLevel: 'ADMIN', accountStatus: 'ACTIVE' }),
          expect.objectContaining({ accountAuthLevel: 'USER', companyId: null, company: null }),
        ]),
      );
    },
  );
});

describe('the refresh cookie', () => {
  const attributes = (cookie: string) =>
    Object.fromEntries(
      cookie
        .split(';')
        .slice(1)
        .map((part) => part.trim().split('='))
        .map(([name = '', value = '']) => [name.toLowerCase(), value]),
    );
  const headers = openapiDocument.components.headers as Record<string, { schema: { example: string } }>;

  it.each(['SetRefreshCookie', 'ClearRefreshCookie'])(
    '%s: the contract and the mock backend agree on SameSite and Path',
    (name) => {
      const documented = attributes(headers[name]?.schema.example ?? '');
      const served = attributes(refreshCookie('jeton'));
      expect(documented.samesite).toBe('Lax');
      expect(served.samesite).toBe(documented.samesite);
      expect(served.path).toBe(documented.path);
      expect('httponly' in documented).toBe(true);
    },
  );
});
