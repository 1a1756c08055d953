import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Two rules of docs/architecture.md, held by reading the sources: a route whose page reads server data starts it in
 * its loader (« Routes load their data »), and a feature shows loading and failure only through QueryState.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const SRC = join(ROOT, 'src');

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && !/\.gen\.ts$/.test(name)) yield path;
  }
}

/** The file an import names, for the imports of our own code ('@/...' and relative ones). */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? join(SRC, specifier.slice(2)) : join(dirname(from), specifier);
  for (const candidate of [`${base}.tsx`, `${base}.ts`, join(base, 'index.ts')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

const importsOf = (source: string) =>
  [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)].map((match) => match[1]!);

/**
 * Whether a page reads server data: its module or a module of its own feature it imports (its sections, forms)
 * calls useQuery. The shell's parts (menu, page access, collaborators, chat) are not the page's.
 */
function pageReadsData(pageModule: string, seen = new Set<string>()): boolean {
  if (seen.has(pageModule)) return false;
  seen.add(pageModule);
  const source = readFileSync(pageModule, 'utf8');
  if (/\buse(Suspense)?Query\(/.test(source)) return true;
  const feature = relative(SRC, pageModule).split('/').slice(0, 2).join('/');
  return importsOf(source).some((specifier) => {
    if (!specifier.startsWith('.')) return false;
    const target = resolve(pageModule, specifier);
    return target !== null && relative(SRC, target).startsWith(`${feature}/`) && pageReadsData(target, seen);
  });
}

/** Route files whose page (a feature's module they import) reads data while the route has no loader. */
function routesFetchingWithoutLoader(): string[] {
  const found: string[] = [];
  for (const route of files(join(SRC, 'routes'))) {
    // The router ignores files named '-...': the shell, the tests' helpers.
    if (route.split('/').at(-1)!.startsWith('-')) continue;
    const source = readFileSync(route, 'utf8');
    if (/^\s*loader:/m.test(source)) continue;
    const pages = importsOf(source)
      .filter((specifier) => specifier.startsWith('@/features/'))
      .map((specifier) => resolve(route, specifier))
      .filter((target): target is string => target !== null);
    if (pages.some((page) => pageReadsData(page))) found.push(relative(ROOT, route));
  }
  return found.sort();
}

describe('routes load their data', () => {
  it('every route whose page reads server data starts it in its loader', () => {
    expect(routesFetchingWithoutLoader()).toEqual([]);
  });

  it('tells a page that reads data (the check finds what it must)', () => {
    expect(pageReadsData(join(SRC, 'features/account/account-settings-page.tsx'))).toBe(true);
    expect(pageReadsData(join(SRC, 'features/resources/resources-library-page.tsx'))).toBe(false);
  });
});

describe('one way to show loading and errors', () => {
  it('no feature draws its own loading block or failure message: QueryState does', () => {
    const own = [...files(join(SRC, 'features'))]
      .filter((file) => /\b(LoadError|LoadingBlock)\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(own).toEqual([]);
  });
});
