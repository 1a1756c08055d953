import type { ErrorObject } from 'ajv';
import { allOperations, declaresJsonBody, responseValidator, schemaValidator } from '../contract-document';
import type { Exchange } from './http';
import type { Outcome } from './report';

/** What the contract says of one answer. */
export interface Judgement {
  outcome: Outcome;
  detail: string;
}

/** The first few schema errors, in one line: `/user/companyId must be integer,null`. */
export function schemaErrors(errors: readonly ErrorObject[] | null | undefined): string {
  const messages = (errors ?? []).slice(0, 3).map((error) => `${error.instancePath || '(body)'} ${error.message}`);
  const more = (errors?.length ?? 0) > 3 ? ` (+${(errors?.length ?? 0) - 3} more)` : '';
  return messages.join('; ') + more;
}

function snippet(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 77)}...` : line || '(empty body)';
}

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Judges an answer against the operation's responses in openapi.yaml: a status the operation does not declare fails,
 * and so does a body outside the schema declared for that status (for errors, the contract's error shape). A
 * proposed extension (`x-steer-status: proposed`) answering 404 or 501 is skipped: the host does not have it yet, and
 * the client says so on the screen that needs it (`isMissingExtension`).
 */
export function judge(operationId: string, exchange: Exchange): Judgement {
  const operation = allOperations.find((candidate) => candidate.operationId === operationId);
  if (!operation) return { outcome: 'failed', detail: `unknown operation ${operationId}` };
  const { status } = exchange;
  if (operation.proposed && (status === 404 || status === 501)) {
    return { outcome: 'skipped', detail: `${status}: proposed extension not on this host (the client says so)` };
  }
  if (!(String(status) in operation.responses)) {
    const declared = Object.keys(operation.responses).join(', ');
    return { outcome: 'failed', detail: `${status} is not a declared status (${declared}): ${snippet(exchange.text)}` };
  }
  if (!declaresJsonBody(operationId, status)) return { outcome: 'passed', detail: `${status}` };
  const parsed = parseJson(exchange.text);
  if (!parsed.ok) return { outcome: 'failed', detail: `${status} body is not JSON: ${snippet(exchange.text)}` };
  const validate = responseValidator(operationId, status);
  if (!validate(parsed.value)) {
    const what = status >= 400 ? 'error body outside the error shape' : 'body outside the schema';
    return { outcome: 'failed', detail: `${status} ${what}: ${schemaErrors(validate.errors)}` };
  }
  return { outcome: 'passed', detail: `${status}` };
}

/** Validates a value against a named schema of `components.schemas` (token claims, chat events). */
export function matchesSchema(name: string, value: unknown): { ok: true } | { ok: false; errors: string } {
  const validate = schemaValidator(name);
  return validate(value) ? { ok: true } : { ok: false, errors: schemaErrors(validate.errors) };
}
