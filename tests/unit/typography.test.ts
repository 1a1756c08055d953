import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One typography: the product's French uses the specification's forms, the straight apostrophe ' and three dots '...',
 * in every source the product or its tests are made of, so that 'Cette page n'a pas pu s'afficher' never sits next to a
 * quote of the spec written the other way.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS = ['src', 'mocks', 'tests', 'scripts', 'bench', '.storybook'];
const CHECKED = /\.(ts|tsx|js|mjs|json|css|html|mdx)$/;
const FORBIDDEN = /[\u2019\u2026]/g;
/** The copilote reads what a person types: its normaliser must list the curly apostrophe to turn it into '. */
const ALLOWED = [{ file: 'mocks/chat/copilot.ts', text: /\/\[\u2019\u2018\]\/g/g }];

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== '__screenshots__') yield* sources(path);
    } else if (CHECKED.test(name) && !name.endsWith('.gen.ts')) yield path;
  }
}

function offences(): string[] {
  const found: string[] = [];
  for (const folder of FOLDERS) {
    for (const path of sources(join(ROOT, folder))) {
      const file = relative(ROOT, path);
      let text = readFileSync(path, 'utf8');
      for (const allowed of ALLOWED) if (allowed.file === file) text = text.replace(allowed.text, '');
      text.split('\n').forEach((line, index) => {
        if (FORBIDDEN.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
        FORBIDDEN.lastIndex = 0;
      });
    }
  }
  return found;
}

describe('typography', () => {
  it("writes the apostrophe ' and the ellipsis '...' as the specification does, everywhere", () => {
    expect(offences()).toEqual([]);
  });
});
