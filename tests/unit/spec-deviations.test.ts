import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/spec-deviations.md names, in its last column, the tests that show each deviation: every file named there
 * exists, so the document cannot point at a test that was renamed or never written.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SKIPPED = new Set(['node_modules', 'dist', '.git', 'storybook-static', 'test-results', 'playwright-report']);

function filesUnder(directory: string, into: string[] = []): string[] {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(directory, entry.name);
    if (entry.isDirectory()) filesUnder(path, into);
    else into.push(path.slice(ROOT.length + 1));
  }
  return into;
}

/** The file names in backquotes of the table's last column, row by row. */
function namedTests(markdown: string): { row: string; file: string }[] {
  return markdown
    .split('\n')
    .filter((line) => /^\|\s*\d+\s*\|/.test(line))
    .flatMap((line) => {
      const cells = line.split('|').slice(1, -1);
      const row = cells[0]?.trim() ?? '?';
      const shownBy = cells[cells.length - 1] ?? '';
      return [...shownBy.matchAll(/`([^`]+\.[a-z]+)`/g)].map((match) => ({ row, file: match[1] ?? '' }));
    });
}

describe('docs/spec-deviations.md', () => {
  const named = namedTests(readFileSync(join(ROOT, 'docs/spec-deviations.md'), 'utf8'));
  const files = filesUnder(ROOT);
  const names = new Set(files.map((file) => basename(file)));

  it('names at least one test per row', () => {
    expect(named.length).toBeGreaterThan(0);
    const rows = new Set(named.map((entry) => entry.row));
    const table = readFileSync(join(ROOT, 'docs/spec-deviations.md'), 'utf8')
      .split('\n')
      .filter((line) => /^\|\s*\d+\s*\|/.test(line)).length;
    expect(rows.size).toBe(table);
  });

  it('names only files that exist', () => {
    const missing = named.filter(({ file }) => (file.includes('/') ? !files.includes(file) : !names.has(file)));
    expect(missing).toEqual([]);
  });
});
