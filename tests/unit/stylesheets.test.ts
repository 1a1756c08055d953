import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each selector is styled in one stylesheet. The features' stylesheets load with their routes (and with their stories
 * in Storybook), in whatever order a person or a worker of the visual suite met them: two files giving the same
 * selector different values let the one loaded last win. `.rich-text` had rules in the dashboard's and in the action
 * plan's: once the action plan had been shown, a dashboard deadline's list lost its space below (« Mon tableau de bord
 * › Texte long » passed only on its retry). A rule inside an at-rule (`@media`, `@supports`) counts with its condition.
 */
const ROOT = join(import.meta.dirname, '..', '..');

function* stylesheets(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* stylesheets(path);
    else if (name.endsWith('.css')) yield path;
  }
}

/** Each rule's selectors, prefixed with the at-rules around it: '@media (forced-colors: active) › :root'. */
function selectors(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: string[] = [];
  const context: string[] = [];
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '{') {
      const prelude = text.slice(start, index).trim().replace(/\s+/g, ' ');
      // A keyframe's steps ('from', '50%') belong to their @keyframes, whose name is unique by the same rule.
      const inKeyframes = context.some((rule) => rule.startsWith('@keyframes'));
      if (!prelude.startsWith('@') && !inKeyframes) {
        for (const selector of prelude.split(',')) found.push([...context, selector.trim()].join(' › '));
      }
      context.push(prelude);
      start = index + 1;
    } else if (char === '}') {
      context.pop();
      start = index + 1;
    } else if (char === ';' && context.length === 0) {
      start = index + 1; // @import and other statements at the top level
    }
  }
  return found;
}

describe('stylesheets', () => {
  it('style each selector in one file, so that the order they load in changes nothing', () => {
    const files = new Map<string, Set<string>>();
    for (const path of stylesheets(join(ROOT, 'src'))) {
      for (const selector of selectors(readFileSync(path, 'utf8'))) {
        const where = files.get(selector) ?? new Set<string>();
        where.add(relative(ROOT, path));
        files.set(selector, where);
      }
    }
    const twice = [...files]
      .filter(([, where]) => where.size > 1)
      .map(([selector, where]) => `${selector}: ${[...where].join(', ')}`);
    expect(files.size).toBeGreaterThan(500);
    expect(twice).toEqual([]);
  });

  it('reads a rule inside an at-rule with its condition', () => {
    expect(selectors('@media (min-width: 40rem) { .a, .b > p { color: red; } } .a { margin: 0 }')).toEqual([
      '@media (min-width: 40rem) › .a',
      '@media (min-width: 40rem) › .b > p',
      '.a',
    ]);
  });
});
