import { describe, expect, it } from 'vitest';
import { config } from '../../src/config/env';
import { UNKNOWN_ROUTE_MESSAGE } from '../../mocks/handlers/guard';
import { cases as actionPlanCases } from './cases/action-plan';
import { cases as authCases } from './cases/auth';
import { cases as collaboratorCases } from './cases/collaborators';
import { cases as companyCases } from './cases/companies';
import { cases as dashboardCases } from './cases/dashboard';
import { cases as documentCases } from './cases/documents';
import { cases as formCases } from './cases/form';
import { cases as preferenceCases } from './cases/preferences';
import { cases as solutionCases } from './cases/solutions';
import { cases as surveyCases } from './cases/survey';
import { cases as userCases } from './cases/users';
import { outcomeOf, signInAs, type ContractCase } from './harness';
import {
  allOperations,
  declaresJsonBody,
  openapiDocument,
  operations,
  proposedOperations,
  responseValidator,
} from './openapi-document';

const allCases: ContractCase[] = [
  ...authCases,
  ...userCases,
  ...collaboratorCases,
  ...companyCases,
  ...dashboardCases,
  ...solutionCases,
  ...formCases,
  ...actionPlanCases,
  ...documentCases,
  ...surveyCases,
  ...preferenceCases,
];

describe('the contract covers every operation', () => {
  it('declares the 37 calls of the spec', () => {
    expect(operations).toHaveLength(37);
  });

  it("tags every proposed operation as an extension, apart from the spec's calls", () => {
    const document = openapiDocument.paths;
    for (const operation of proposedOperations) {
      const declared = document[operation.path]?.[operation.method] as { tags?: string[]; description?: string };
      expect(declared.tags, operation.operationId).toEqual(['extensions']);
      expect(declared.description?.length ?? 0, `${operation.operationId} says why it is needed`).toBeGreaterThan(40);
    }
  });

  it.each(allOperations.map((operation) => [operation.operationId, operation] as const))(
    '%s has a success case and an error case',
    (operationId) => {
      const statuses = allCases.filter((entry) => entry.operationId === operationId).map((entry) => entry.expectStatus);
      expect(
        statuses.some((status) => status >= 200 && status < 300),
        'a 2xx case',
      ).toBe(true);
      expect(
        statuses.some((status) => status >= 400 && status < 500),
        'a 4xx case',
      ).toBe(true);
    },
  );

  it.each(
    allOperations.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const),
  )('%s has a handler', async (_label, operation) => {
    const path = operation.path.replace(/\{[^}]+\}/g, (match) =>
      match === '{token}' ? 'x'.repeat(40) : match === '{email}' ? 'someone%40example.fr' : '1',
    );
    // The shared catch-all answers an API path no handler serves with its own 404/405: that answer is a failure here.
    const response = await fetch(`${config.apiUrl}${path}`, {
      method: operation.method.toUpperCase(),
      headers: { 'Content-Type': 'application/json' },
      body: operation.method === 'get' ? undefined : '{}',
    });
    expect(response.status).toBeGreaterThanOrEqual(200);
    const { message } = (await response.json().catch(() => ({}))) as { message?: string };
    expect(response.status === 405 || message === UNKNOWN_ROUTE_MESSAGE, `${response.status} ${message}`).toBe(false);
  });
});

describe('every response validates against its operation schema', () => {
  it.each(allCases.map((entry) => [`${entry.operationId} — ${entry.name}`, entry] as const))(
    '%s',
    async (_label, entry) => {
      if (entry.as) await signInAs(entry.as);
      await entry.setup?.();
      const outcome = await outcomeOf(entry.call);
      expect(outcome.status, JSON.stringify(outcome.body)).toBe(entry.expectStatus);
      if (!declaresJsonBody(entry.operationId, outcome.status)) {
        // No JSON to validate: a 204 has no body, a file download answers bytes.
        if (outcome.status === 204) expect(outcome.body ?? '').toBe('');
        else expect((outcome.body as Blob).size).toBeGreaterThan(0);
        return;
      }
      const validate = responseValidator(entry.operationId, outcome.status);
      const valid = validate(outcome.body);
      expect(valid, JSON.stringify({ body: outcome.body, errors: validate.errors }, null, 2)).toBe(true);
    },
  );
});
