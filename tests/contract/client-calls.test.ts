import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { operations, proposedOperations } from './openapi-document';

/**
 * A static check over src/: every operation the spec lists (and every proposed extension) is called by the client
 * through the one typed client (`apiClient.GET('/path', ...)`), outside tests, stories and story fixtures. A call of
 * the contract nobody makes is a screen that does not follow it.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const NOT_CLIENT = /\.(test|stories)\.tsx?$|schema\.gen\.ts$|story-http\.ts$|fixtures\.tsx?$/;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !NOT_CLIENT.test(entry.name) ? [readFileSync(path, 'utf8')] : [];
  });
}

const code = sources(SRC).join('\n');
const calledWith = (method: string, path: string) =>
  new RegExp(`\\.${method.toUpperCase()}\\(\\s*'${path.replace(/[{}$]/g, (char) => `\\${char}`)}'`).test(code);

describe('the client calls', () => {
  it('every one of the 37 operations of the spec', () => {
    expect(operations).toHaveLength(37);
    expect(operations.filter(({ method, path }) => !calledWith(method, path)).map((op) => op.operationId)).toEqual([]);
  });

  it('every proposed extension', () => {
    expect(
      proposedOperations.filter(({ method, path }) => !calledWith(method, path)).map((op) => op.operationId),
    ).toEqual([]);
  });
});
