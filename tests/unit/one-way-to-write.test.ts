import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The writes' rules (docs/architecture.md, "Writes"), read from the sources: every write is a factory of its
 * feature's `mutations.ts`, taking the client TanStack passes rather than a `queryClient` parameter; a screen's
 * `useMutation(` takes such a factory; and a factory that writes one record (it takes the record's id, e-mail, user
 * or token) runs in that record's scope, so two writes to it reach the server in the order they were made.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const SRC = join(ROOT, 'src');

/** Factories that write no existing record, so have nothing to scope by: each creates one, or is a session's call. */
const UNSCOPED: Record<string, string> = {
  'auth.login': 'opens a session',
  'auth.register': 'creates an account',
  'auth.forgotPassword': 'sends an e-mail',
  'auth.resetPassword': 'a single-use link',
  'collaborators.add': 'creates an account',
  'documents.upload': 'creates a document',
  'onboarding.createCompany': 'creates a company',
  'survey.launch': "creates the company's survey",
};

/** A parameter that names one record. */
const RECORD_PARAMETER = /\b(id|\w+Id|email|user|\w+Token)\b/;

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$|\.gen\.ts$/.test(name)) yield path;
  }
}

const files = [...sources(SRC)].map((path) => ({ file: relative(ROOT, path), text: readFileSync(path, 'utf8') }));
const isMutations = (file: string) => /^src\/features\/[^/]+\/mutations\.ts$/.test(file);

/** The text inside the parentheses that open at `open`. */
function argumentsAt(text: string, open: number): string {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '(') depth++;
    else if (text[index] === ')' && --depth === 0) return text.slice(open + 1, index);
  }
  throw new Error('Unbalanced parentheses');
}

interface Factory {
  name: string;
  parameters: string;
  options: string;
}

/** The `name: (parameters) => mutationOptions({...})` entries of a mutations.ts. */
function factoriesOf(text: string): Factory[] {
  const found: Factory[] = [];
  for (const match of text.matchAll(/(\w+): \(([^)]*)\) =>\s*mutationOptions\(/g)) {
    const open = match.index + match[0].length - 1;
    found.push({ name: match[1]!, parameters: match[2]!, options: argumentsAt(text, open) });
  }
  return found;
}

const factories = files
  .filter(({ file }) => isMutations(file))
  .flatMap(({ file, text }) =>
    factoriesOf(text).map((factory) => ({ ...factory, id: `${file.split('/')[2]}.${factory.name}` })),
  );

describe('one way to write', () => {
  it('finds the factories of every feature that writes', () => {
    const features = new Set(factories.map(({ id }) => id.split('.')[0]));
    expect([...features].sort()).toEqual([
      'account',
      'action-plan',
      'auth',
      'collaborators',
      'diagnosis',
      'documents',
      'onboarding',
      'survey',
    ]);
    // Every mutationOptions call of a mutations.ts is one of the factories read here.
    const calls = files
      .filter(({ file }) => isMutations(file))
      .reduce((sum, { text }) => sum + [...text.matchAll(/\bmutationOptions\(/g)].length, 0);
    expect(factories).toHaveLength(calls);
  });

  it('writes only from mutations.ts: no mutation options or mutation function anywhere else', () => {
    const elsewhere = files
      .filter(({ file, text }) => !isMutations(file) && /\bmutationOptions\(|\bmutationFn\b/.test(text))
      .map(({ file }) => file);
    expect(elsewhere).toEqual([]);
  });

  it('gives every useMutation a factory (or a prop that holds one), never options written in place', () => {
    const offences: string[] = [];
    for (const { file, text } of files) {
      for (const match of text.matchAll(/\buseMutation\(/g)) {
        const argument = argumentsAt(text, match.index + match[0].length - 1).trim();
        const factory = /^(\{\s*\.\.\.)?\w+Mutations\.\w+\(/.test(argument);
        const prop = /^\w+$/.test(argument) && new RegExp(`\\b${argument}: UseMutationOptions<`).test(text);
        if (!factory && !prop) offences.push(`${file}: useMutation(${argument.slice(0, 60)})`);
      }
    }
    expect(offences).toEqual([]);
  });

  it('takes the client TanStack passes, never a queryClient parameter', () => {
    const offences = factories.filter(({ parameters }) => /QueryClient/.test(parameters)).map(({ id }) => id);
    expect(offences).toEqual([]);
  });

  it('scopes every write to one record by that record, and lists why the others have none', () => {
    const unscoped = factories.filter(({ options }) => !/\bscope:/.test(options)).map(({ id }) => id);
    expect(unscoped.sort()).toEqual(Object.keys(UNSCOPED).sort());
    const recordWrites = factories.filter(({ parameters }) => RECORD_PARAMETER.test(parameters));
    expect(recordWrites.filter(({ options }) => !/\bscope:/.test(options)).map(({ id }) => id)).toEqual([]);
  });
});
