import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNANSWERED_CALLS, unanswered } from '@/api/story-http';

/**
 * The visual suite captures a story once every call it made has been answered (scripts/visual/storybook-page.ts),
 * so a call a story keeps on its way for good must say so: it is answered by `unanswered`, which notes it. Another
 * never-answering resolver would hold each capture of that story 30 s before the suite fails it; this finds one at
 * once, in the story files, their fixtures and helpers, and the decorators.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const NEVER_ANSWERS = /new Promise(<never>)?\(\(\) => (\{\}|undefined)\)|delay\(\s*'infinite'\s*\)/;

function* storySources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* storySources(path);
    else if (/\.stories\.tsx?$|fixtures\.tsx?$|story-[\w-]+\.tsx?$|^(decorators|preview|personas)\.tsx?$/.test(name))
      yield path;
  }
}

describe('calls a story leaves unanswered', () => {
  it('are answered by `unanswered`, never by a promise of their own', () => {
    const offences = [...storySources(join(ROOT, 'src')), ...storySources(join(ROOT, '.storybook'))]
      .filter((path) => path !== join(ROOT, 'src', 'api', 'story-http.ts'))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${relative(ROOT, path)}:${index + 1}` }))
          .filter(({ line }) => NEVER_ANSWERS.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offences).toEqual([]);
  });

  it('notes the call it holds, by method and address, and never settles', async () => {
    const notes = () => (globalThis as typeof globalThis & { [UNANSWERED_CALLS]?: Set<string> })[UNANSWERED_CALLS];
    notes()?.clear();
    const held = unanswered({ request: new Request('https://steer.example/api/preferences', { method: 'PATCH' }) });
    const outcome = await Promise.race([held.then(() => 'settled'), Promise.resolve('pending')]);
    expect(outcome).toBe('pending');
    expect([...(notes() ?? [])]).toEqual(['PATCH https://steer.example/api/preferences']);
  });
});
