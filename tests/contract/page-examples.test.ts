import { describe, expect, it } from 'vitest';
import { PAGE_NAMES, presetPageNames } from '../../src/domain/pages';
import type { CollaboratorRole } from '../../src/domain/permissions';
import { openapiDocument } from './openapi-document';

/**
 * The contract's examples about pages say what src/domain/pages.ts says: a page's id is its 1-based place in
 * PAGE_NAMES, and a collaborator example carries its role's preset. An integrator reading the examples then builds
 * the same page ids as the client.
 */

type Json = Record<string, unknown>;
const schemas = openapiDocument.components.schemas as Record<string, { example: Json }>;

function exampleOf(name: string): Json {
  const example = schemas[name]?.example;
  if (!example) throw new Error(`Le schéma ${name} n'a pas d'exemple`);
  return example;
}

const idOf = (name: string) => PAGE_NAMES.indexOf(name as (typeof PAGE_NAMES)[number]) + 1;
const presetIds = (role: CollaboratorRole) => presetPageNames(role).map(idOf);

describe("openapi.yaml's page examples", () => {
  it('name each page by its id in PAGE_NAMES', () => {
    const page = exampleOf('Page') as { id: number; name: string };
    const authorization = exampleOf('PageAuthorization') as { page: { id: number; name: string } };
    const list = exampleOf('PageAuthorizationListResponse') as { message: { page: { id: number; name: string } }[] };
    for (const { id, name } of [page, authorization.page, ...list.message.map((entry) => entry.page)]) {
      expect(PAGE_NAMES[id - 1], `page ${id}`).toBe(name);
    }
  });

  it("give each collaborator example its role's preset", () => {
    for (const name of ['AddCollaboratorRequest', 'UpdateCollaboratorRequest']) {
      const { role, pages } = exampleOf(name) as { role: CollaboratorRole; pages: number[] };
      expect(pages, name).toEqual(presetIds(role));
    }
  });
});
