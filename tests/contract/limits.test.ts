import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, FIELD_MAX_LENGTH, FIELD_PATTERN } from '../../src/api/limits';
import { openapiDocument } from './openapi-document';

/**
 * Every text field of the contract has a `maxLength`, and the client's limits module (which the forms and the mock
 * backend use) says the same as openapi.yaml for every field a request carries.
 */

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
};

const schemas = openapiDocument.components.schemas as Record<string, Schema>;

/** Text fields: strings that are not enums, constants or dates. */
function textFields(schema: Schema, path: string, name: string | null, found: Array<[string, string | null, Schema]>) {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const isDate = schema.format === 'date' || schema.format === 'date-time';
  if (types.includes('string') && schema.enum === undefined && schema.const === undefined && !isDate) {
    found.push([path, name, schema]);
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) textFields(child, `${path}.${key}`, key, found);
  if (schema.items) textFields(schema.items, `${path}[]`, name, found);
  for (const child of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) {
    textFields(child, path, name, found);
  }
  return found;
}

const allTextFields = Object.entries(schemas).flatMap(([name, schema]) => textFields(schema, name, null, []));

/** The schemas request bodies use, with the schemas they reference. */
function requestSchemaNames(): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.split('/').pop()!;
      if (!names.has(name)) {
        names.add(name);
        visit(schemas[name]);
      }
    }
    for (const child of Object.values(value)) visit(child);
  };
  for (const item of Object.values(openapiDocument.paths)) {
    for (const operation of Object.values(item)) visit((operation as { requestBody?: unknown }).requestBody);
  }
  return names;
}

describe('text limits', () => {
  it('finds text fields to check', () => {
    expect(allTextFields.length).toBeGreaterThan(50);
  });

  it.each(allTextFields.map(([path, , schema]) => [path, schema] as const))('%s has a maxLength', (_path, schema) => {
    expect(schema.maxLength).toEqual(expect.any(Number));
  });

  it("src/api/limits.ts gives every request field the contract's maxLength", () => {
    const requestFields = [...requestSchemaNames()].flatMap((name) => textFields(schemas[name]!, name, null, []));
    expect(requestFields.length).toBeGreaterThan(10);
    for (const [path, name, schema] of requestFields) {
      expect(name, path).not.toBeNull();
      expect(FIELD_MAX_LENGTH[name as keyof typeof FIELD_MAX_LENGTH], path).toBe(schema.maxLength);
    }
  });

  it("src/api/limits.ts gives every patterned request field the contract's pattern, and no other", () => {
    const requestFields = [...requestSchemaNames()].flatMap((name) => textFields(schemas[name]!, name, null, []));
    const patterned = requestFields.filter(([, , schema]) => schema.pattern !== undefined);
    expect(patterned.length).toBeGreaterThanOrEqual(4);
    for (const [path, name, schema] of patterned) {
      expect(FIELD_PATTERN[name as keyof typeof FIELD_PATTERN], path).toBe(schema.pattern);
    }
    const names = new Set(patterned.map(([, name]) => name));
    expect([...names].sort()).toEqual(Object.keys(FIELD_PATTERN).sort());
  });

  it('names every limited field in French', () => {
    expect(Object.keys(FIELD_LABELS).sort()).toEqual(Object.keys(FIELD_MAX_LENGTH).sort());
  });
});
