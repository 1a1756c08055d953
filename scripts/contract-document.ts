import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * openapi.yaml, parsed once, and response validators compiled from its own schemas (JSON Schema 2020-12). Shared by
 * the contract suite (tests/contract) and the integrator's check of a live host (scripts/verify-host).
 */

const DOCUMENT_ID = 'https://steer.local/openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Json = Record<string, unknown>;

export interface OperationInfo {
  operationId: string;
  method: (typeof METHODS)[number];
  path: string;
  responses: Json;
  /** A proposed extension (tag `extensions`, `x-steer-status: proposed`), not one of the spec's calls. */
  proposed: boolean;
}

export const openapiDocument = parse(
  // Not `new URL(..., import.meta.url)`: Vite rewrites that pattern into an http:// asset URL.
  readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../openapi.yaml'), 'utf8'),
) as Json & { paths: Record<string, Record<string, Json>>; components: Json };

/**
 * The contract's version (`info.version`, semver: docs/api-changelog.md): the mock server states it at /health, and
 * verify:host in its report's first line, so an integrator sees which version a host was checked against.
 */
export const contractVersion = String((openapiDocument.info as { version?: unknown } | undefined)?.version ?? '');

/** Every operation of the contract: the spec's calls and the proposed extensions. */
export const allOperations: OperationInfo[] = Object.entries(openapiDocument.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => {
    const operation = item[method] as Json;
    return {
      operationId: String(operation.operationId),
      method,
      path,
      responses: operation.responses as Json,
      proposed: operation['x-steer-status'] === 'proposed',
    };
  }),
);

/** The spec's own calls (its table of section 7). */
export const operations: OperationInfo[] = allOperations.filter((operation) => !operation.proposed);

/** Calls the client needs beyond the spec's table, proposed to the API's owners (tag `extensions`). */
export const proposedOperations: OperationInfo[] = allOperations.filter((operation) => operation.proposed);

// OpenAPI keywords (example, discriminator, x-...) are not JSON Schema vocabulary: strict mode off, formats on.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...openapiDocument, $id: DOCUMENT_ID });

function pointer(...segments: string[]): string {
  return segments.map((segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
}

/** A validator for the schema found at `segments` in openapi.yaml (unescaped path segments), e.g. for an example. */
export function schemaValidatorAt(...segments: string[]): ValidateFunction {
  return ajv.compile({ $ref: `${DOCUMENT_ID}#/${pointer(...segments)}` });
}

function resolveResponse(response: Json): { ref: string[]; content?: Json } {
  if (typeof response.$ref === 'string') {
    const name = response.$ref.replace('#/components/responses/', '');
    const target = (openapiDocument.components.responses as Record<string, Json>)[name];
    if (!target) throw new Error(`Réponse ${response.$ref} introuvable`);
    return { ref: ['components', 'responses', name], content: target.content as Json | undefined };
  }
  return { ref: [], content: response.content as Json | undefined };
}

const validators = new Map<string, ValidateFunction>();

/** False for a response without a JSON body (a 204, a file download). */
export function declaresJsonBody(operationId: string, status: number): boolean {
  const operation = allOperations.find((candidate) => candidate.operationId === operationId);
  const response = operation?.responses[String(status)] as Json | undefined;
  return response ? Boolean(resolveResponse(response).content?.['application/json']) : true;
}

/** The validator of an operation's response body for a status (its application/json schema). */
export function responseValidator(operationId: string, status: number): ValidateFunction {
  const key = `${operationId}:${status}`;
  const cached = validators.get(key);
  if (cached) return cached;
  const operation = allOperations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`Opération inconnue : ${operationId}`);
  const response = operation.responses[String(status)] as Json | undefined;
  if (!response) throw new Error(`${operationId} ne déclare pas de réponse ${status}`);
  const { ref, content } = resolveResponse(response);
  if (!content?.['application/json']) throw new Error(`${operationId} ${status} n'a pas de corps JSON`);
  const location = ref.length
    ? pointer(...ref, 'content', 'application/json', 'schema')
    : pointer(
        'paths',
        operation.path,
        operation.method,
        'responses',
        String(status),
        'content',
        'application/json',
        'schema',
      );
  const validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/${location}` });
  validators.set(key, validate);
  return validate;
}

/** The validator of a named schema of `components.schemas` (the realtime events' payloads, for one). */
export function schemaValidator(name: string): ValidateFunction {
  const key = `schema:${name}`;
  const cached = validators.get(key);
  if (cached) return cached;
  const validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/${pointer('components', 'schemas', name)}` });
  validators.set(key, validate);
  return validate;
}
