import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { composeStories } from '@storybook/react-vite';

export type StoryModule = Parameters<typeof composeStories>[0];

/** Every story file, by its path from the root, and how to import it: a shard imports only its own. */
export const STORY_FILES: Record<string, () => Promise<StoryModule>> = Object.fromEntries(
  Object.entries({
    ...import.meta.glob<StoryModule>('../../../src/**/*.stories.tsx'),
    // The demo console's stories: Storybook itself lists only src/ (the console is not part of the designers'
    // catalogue), so no visual suite shows them, and they have their axe run here.
    ...import.meta.glob<StoryModule>('../../../mocks/console/*.stories.tsx'),
  }).map(([path, load]) => [path.replace('../../../', ''), load]),
);

/**
 * Splits `paths` into `count` shards of about the same total size: the largest first, each to the lightest shard so
 * far (the first of equals), equal sizes taken by path, so that the split is the same on every machine.
 */
export function shardsBySize(paths: readonly string[], sizeOf: (path: string) => number, count: number): string[][] {
  const shards = Array.from({ length: count }, () => ({ paths: [] as string[], size: 0 }));
  const bySize = paths
    .map((path) => ({ path, size: sizeOf(path) }))
    .sort((a, b) => b.size - a.size || a.path.localeCompare(b.path));
  for (const { path, size } of bySize) {
    const lightest = shards.reduce((best, shard) => (shard.size < best.size ? shard : best));
    lightest.paths.push(path);
    lightest.size += size;
  }
  return shards.map((shard) => shard.paths);
}

/**
 * The story files of each of the two shards (`stories-1.test.tsx`, `stories-2.test.tsx`), each with about half of the
 * stories' source: a run's time follows it.
 */
export const STORY_SHARDS: string[][] = shardsBySize(
  Object.keys(STORY_FILES),
  (path) => statSync(resolve(import.meta.dirname, '../../..', path)).size,
  2,
);
