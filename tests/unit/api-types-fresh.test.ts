import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

// Not `new URL(..., import.meta.url)`: Vite rewrites that pattern into an http:// asset URL.
const root = (path: string) => resolve(dirname(fileURLToPath(import.meta.url)), '../..', path);

describe('generated API types', () => {
  it('src/api/schema.gen.ts is what `npm run gen:api` produces from openapi.yaml', async () => {
    const ast = await openapiTS(pathToFileURL(root('openapi.yaml')));
    const committed = readFileSync(root('src/api/schema.gen.ts'), 'utf8');
    // The CLI prepends a banner comment to the same body.
    expect(committed.trim().endsWith(astToString(ast).trim())).toBe(true);
  }, 30_000);
});
