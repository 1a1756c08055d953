import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The longest a function of the demo's backend may be (issue 49: `buildSeed` was one function of 505 lines). */
const MAX_LINES = 120;
const ROOT = join(import.meta.dirname, '../..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every function of a file (declarations, expressions, arrows, methods), with its length in lines. */
function functionsOf(path: string): { name: string; lines: number }[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const declared =
        node.name?.getText(source) ??
        (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(source) : '(anonymous)');
      found.push({ name: `${relative(ROOT, path)}:${first + 1} ${declared}`, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the demo backend reads in pieces', () => {
  it(`has no function over ${MAX_LINES} lines in mocks/`, () => {
    const functions = sourceFiles(join(ROOT, 'mocks')).flatMap(functionsOf);
    expect(functions.length).toBeGreaterThan(100);
    expect(functions.filter((fn) => fn.lines > MAX_LINES).map((fn) => `${fn.name}: ${fn.lines} lines`)).toEqual([]);
  });
});
