import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { config } from '../../src/config/env';
import { db, findUserByEmail } from '../../mocks/db';
import { accessTokenFor } from '../../mocks/handlers/session';
import { CLAIRE, SARAH, companyIdOf, idOf } from '../contract/personas';
import { allOperations, openapiDocument, responseValidator, schemaValidator } from '../contract/openapi-document';

/**
 * The reliability suite (issue 11): property-based requests generated from openapi.yaml for every operation — the
 * spec's and the proposed ones, read from the document, so an operation added later is covered without a line here.
 * Each request mixes valid and hostile values (malformed percent-encoding, huge or odd strings, wrong types, forged
 * tokens, another company's ids) and the backend must:
 * - never answer a 5xx;
 * - answer every error as JSON in a shape the contract declares (the operation's own, or `Error`);
 * - never hand a Cobalt user Verdance's data.
 * RELIABILITY_RUNS (default 12) sets the requests per operation; `npm run test:reliability` runs 100.
 */

const RUNS = Number(process.env.RELIABILITY_RUNS ?? 12);

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Json & { type?: string; $ref?: string; enum?: unknown[] };
}

const components = openapiDocument.components as { parameters: Record<string, Parameter>; schemas: Json };

function parametersOf(path: string, method: string): Parameter[] {
  const item = openapiDocument.paths[path] as Json & { parameters?: Array<Parameter | { $ref: string }> };
  const operation = item[method] as Json & { parameters?: Array<Parameter | { $ref: string }> };
  return [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((parameter) =>
    '$ref' in parameter ? components.parameters[parameter.$ref.split('/').pop()!]! : parameter,
  );
}

function hasBody(path: string, method: string): boolean {
  return !!(openapiDocument.paths[path]?.[method] as Json | undefined)?.requestBody;
}

/** The request body schema's property names, resolved one level (enough to aim values at real fields). */
function bodyFields(path: string, method: string): string[] {
  const body = (openapiDocument.paths[path]?.[method] as Json | undefined)?.requestBody as Json | undefined;
  const schema = (body?.content as Json | undefined)?.['application/json'] as { schema?: Json } | undefined;
  const ref = schema?.schema?.$ref;
  const resolved = (typeof ref === 'string' ? components.schemas[ref.split('/').pop()!] : schema?.schema) as
    { properties?: Json } | undefined;
  return Object.keys(resolved?.properties ?? {});
}

// ── Hostile and valid values ────────────────────────────────────────────────────────────────────────────────────

const MALFORMED_ESCAPES = ['%', '%E0%A4%A', '%zz', '%%', 'a%2', '%C3%28', '%ED%A0%80', '%00'];
const NAUGHTY = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'null',
  'undefined',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '😀'.repeat(50),
  'é'.repeat(3000),
  'a'.repeat(20_000),
];

/** A path or query value as raw URL text: valid ones, hostile ones, malformed escapes. */
const rawUrlValue = (valid: string[]) =>
  fc.oneof(
    fc.constantFrom(...valid.map(encodeURIComponent)),
    fc.constantFrom(...MALFORMED_ESCAPES),
    fc.constantFrom(...NAUGHTY).map(encodeURIComponent),
    fc.string({ maxLength: 40 }).map(encodeURIComponent),
    fc.integer({ min: -5, max: 100_000 }).map(String),
  );

const anyJsonValue = fc.oneof(
  fc.constantFrom(...NAUGHTY),
  fc.jsonValue({ maxDepth: 2 }),
  fc.integer(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
);

/** A JSON body aimed at the operation's own fields, with valid-looking and hostile values alike. */
const bodyFor = (fields: string[], valid: Record<string, unknown>) =>
  fc.oneof(
    fc.record(Object.fromEntries(fields.map((field) => [field, fc.oneof(fc.constant(valid[field]), anyJsonValue)])), {
      requiredKeys: [],
    }),
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom('{', '[]', 'null', '"texte"', '{"a":', 'é'.repeat(100)),
  );

// ── Who calls ──────────────────────────────────────────────────────────────────────────────────────────────────

type Caller = 'anonymous' | 'claire' | 'sarah' | 'forged' | 'garbage';
const tokens: Partial<Record<Caller, string>> = {};

beforeEach(async () => {
  tokens.claire = await accessTokenFor(findUserByEmail(CLAIRE)!);
  tokens.sarah = await accessTokenFor(findUserByEmail(SARAH)!);
  const [header, payload] = tokens.claire.split('.');
  tokens.forged = `${header}.${payload}.c2lnbmF0dXJlLWZhdXNzZQ`;
  tokens.garbage = 'pas.un.jeton';
});

/** Valid values of the usual parameters, read from the store (so generated requests often reach deep code). */
function validValues(): Record<string, string[]> {
  const verdance = companyIdOf(CLAIRE);
  const cobalt = companyIdOf(SARAH);
  return {
    id: [String(idOf(CLAIRE)), String(idOf(SARAH))],
    email: [CLAIRE, SARAH, 'inconnu@exemple.fr'],
    companyId: [String(verdance), String(cobalt)],
    formId: ['1'],
    axe: ['1', '2', '5', 'ENV'],
    token: ['x'.repeat(43)],
    domain: ['verdance.fr', 'cobalt-numerique.fr'],
    duration: ['3', '6', '12'],
    question: ['1', '2'],
    userId: [String(idOf(CLAIRE))],
    softwareId: ['1'],
    all: ['true', 'false'],
  };
}

const validBody: Record<string, unknown> = {
  email: CLAIRE,
  password: 'Steer2026!',
  currentPassword: 'Steer2026!',
  newPassword: 'Nouveau2026!',
  firstName: 'Inès',
  lastName: 'Durand',
  name: 'Inès',
  surname: 'Durand',
  work: 'Responsable RSE',
  position: 'Responsable RSE',
  responses: [{ formQuestionId: 1, content: '3' }],
};

// ── The properties ─────────────────────────────────────────────────────────────────────────────────────────────

/** Verdance's identifying data, which a Cobalt user must never receive. */
function verdanceMarkers(): string[] {
  const verdance = db.companies.findFirst((q) => q.where({ id: companyIdOf(CLAIRE) }))!;
  return [verdance.name, `@${verdance.domain}`];
}

/** Operations whose purpose is to show another company's public card (joining a company by domain). */
const PUBLIC_LOOKUPS = new Set(['findCompanyByDomain']);

/** Operations without bearer auth (`security: []`): the caller's token means nothing there (login as anyone). */
function isPublic(path: string, method: string): boolean {
  const security = (openapiDocument.paths[path]?.[method] as { security?: unknown[] } | undefined)?.security;
  return Array.isArray(security) && security.length === 0;
}

const errorValidator = () => schemaValidator('Error');

function declaresJson(operationId: string, status: number): boolean {
  try {
    responseValidator(operationId, status);
    return true;
  } catch {
    return false;
  }
}

/** Every generated request across operations, for the note: how many the suite tried. */
const tried = { requests: 0, byStatus: new Map<number, number>() };

describe('every operation of openapi.yaml, under generated requests', () => {
  it('covers every operation of the document', () => {
    expect(allOperations.length).toBeGreaterThanOrEqual(37);
  });

  it.each(
    allOperations.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const),
  )('%s: never 5xx, errors in a declared JSON shape, nothing of another company', async (_label, operation) => {
    const parameters = parametersOf(operation.path, operation.method);
    const valid = validValues();
    const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
    const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
    const withBody = hasBody(operation.path, operation.method);
    const publicOperation = isPublic(operation.path, operation.method);

    const request = fc.record({
      caller: fc.constantFrom<Caller>('anonymous', 'claire', 'sarah', 'sarah', 'forged', 'garbage'),
      path: fc.record(Object.fromEntries(pathParameters.map((p) => [p.name, rawUrlValue(valid[p.name] ?? ['1'])]))),
      query: fc.record(
        Object.fromEntries(
          queryParameters.map((p) => [p.name, fc.option(rawUrlValue(valid[p.name] ?? ['1']), { nil: undefined })]),
        ),
      ),
      body: withBody
        ? fc.option(bodyFor(bodyFields(operation.path, operation.method), validBody), { nil: undefined })
        : fc.constant(undefined),
    });

    await fc.assert(
      fc.asyncProperty(request, async ({ caller, path, query, body }) => {
        const url =
          config.apiUrl +
          operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => path[name] ?? '1') +
          (Object.entries(query).some(([, value]) => value !== undefined)
            ? `?${Object.entries(query)
                .filter(([, value]) => value !== undefined)
                .map(([key, value]) => `${key}=${value}`)
                .join('&')}`
            : '');
        const headers: Record<string, string> = {};
        if (caller !== 'anonymous') headers.Authorization = `Bearer ${tokens[caller]}`;
        let payload: string | undefined;
        if (withBody && body !== undefined) {
          headers['Content-Type'] = 'application/json';
          payload = typeof body === 'string' && /^[[{"n]|^é/.test(body) ? body : JSON.stringify(body);
        }
        const response = await fetch(url, { method: operation.method.toUpperCase(), headers, body: payload });
        const text = await response.text();
        tried.requests++;
        tried.byStatus.set(response.status, (tried.byStatus.get(response.status) ?? 0) + 1);
        const context = `${operation.method.toUpperCase()} ${url.slice(0, 200)} as ${caller} → ${response.status} ${text.slice(0, 300)}`;

        expect(response.status, context).toBeLessThan(500);
        if (response.status >= 400) {
          expect(response.headers.get('content-type') ?? '', context).toMatch(/application\/json/);
          const parsed: unknown = JSON.parse(text);
          const validate = declaresJson(operation.operationId, response.status)
            ? responseValidator(operation.operationId, response.status)
            : errorValidator();
          expect(validate(parsed), `${context} ${JSON.stringify(validate.errors)}`).toBe(true);
          expect(text, context).not.toMatch(/\bat [\w.<>]+ \(|URIError|TypeError|node_modules/);
        }
        if (caller === 'sarah' && response.ok && !publicOperation && !PUBLIC_LOOKUPS.has(operation.operationId)) {
          for (const marker of verdanceMarkers()) expect(text, context).not.toContain(marker);
        }
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });

  it('tried enough requests to mean something', () => {
    expect(tried.requests).toBeGreaterThanOrEqual(allOperations.length * RUNS);
    console.info(
      `[fiabilité] ${tried.requests} requêtes générées sur ${allOperations.length} opérations ; statuts : ${[
        ...tried.byStatus,
      ]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(', ')}`,
    );
  });
});
