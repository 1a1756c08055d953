import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The rules docs/architecture.md states for the session, the access token, the chat's stores and the signed-in
 * shell, held against the code that ships: the app (`src/`) and the demo console (`mocks/console/`), which signs
 * personas in beside it. Tests, stories and fixtures set things up from outside and are not read.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const SHIPPED = ['src', 'mocks/console'];
const SOURCE = /\.(ts|tsx)$/;
const NOT_SHIPPED = /\.(test|stories)\.tsx?$|(^|\/|\.)fixtures\.tsx?$|\.gen\.ts$/;

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (SOURCE.test(name) && !NOT_SHIPPED.test(name)) yield path;
  }
}

const files = SHIPPED.flatMap((folder) =>
  [...sources(join(ROOT, folder))].map((path) => ({ file: relative(ROOT, path), text: readFileSync(path, 'utf8') })),
);

/** The shipped files whose code (comments left out) matches `pattern`. */
function filesMatching(pattern: RegExp): string[] {
  return files
    .filter(({ text }) => pattern.test(text.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')))
    .map(({ file }) => file)
    .sort();
}

describe('the access token (docs/architecture.md, "One client" and "The signed-in person")', () => {
  it('is read and written in session storage by one module, src/api/token-storage.ts', () => {
    expect(filesMatching(/sessionStorage/)).toEqual(['src/api/token-storage.ts']);
  });

  it('is written and cleared by the session module alone (the console signs in through it)', () => {
    expect(filesMatching(/\b(writeAccessToken|clearAccessToken)\(/)).toEqual([
      'src/api/token-storage.ts',
      'src/features/auth/session.ts',
    ]);
  });

  it('has one decoder of its claims, src/api/access-token.ts', () => {
    expect(filesMatching(/\batob\(|\baccessTokenPayload\(/)).toEqual(['src/api/access-token.ts']);
  });
});

describe('the end of a session (docs/architecture.md, "The end of a session")', () => {
  it('empties the query cache in one place, the session module', () => {
    expect(filesMatching(/queryClient\.clear\(\)/)).toEqual(['src/features/auth/session.ts']);
  });

  it('says where a person without a session goes in one place: guards, /logout and a refused renewal use it', () => {
    expect(filesMatching(/redirect\(\{\s*to: '\/login'|navigate\(\{\s*to: '\/login'|<Navigate to="\/login"/)).toEqual([
      // After a confirmed e-mail or a new password, not the end of a session: the account pages' own way on.
      'src/features/auth/components/confirm-email-page.tsx',
      'src/features/auth/components/reset-password-page.tsx',
    ]);
    expect(filesMatching(/\bLOGIN_PAGE = \{ to: '\/login' \}/)).toEqual(['src/features/auth/session.ts']);
  });
});

describe('the chat and the shell (docs/architecture.md, "The copilote chat" and "One signed-in shell")', () => {
  it('builds chat stores only in the registry outside React', () => {
    expect(filesMatching(/new ChatStore\(/)).toEqual(['src/features/chat/chat-store.ts']);
  });

  it('renders the signed-in shell from one layout, src/routes/_session.tsx', () => {
    expect(filesMatching(/<SignedInShell\b/)).toEqual(['src/routes/_session.tsx']);
  });
});
