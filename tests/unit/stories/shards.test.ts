import { globSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { storiesLast } from '../../sequencer';
import { STORY_FILES, STORY_SHARDS, shardsBySize } from './shards';

const sizes: Record<string, number> = { a: 5, b: 4, c: 3, d: 3, e: 2, f: 1 };

describe('the story runs', () => {
  it('split files into shards of about the same size, each file in one shard, the same split every time', () => {
    const shards = shardsBySize(Object.keys(sizes), (path) => sizes[path]!, 2);
    expect(shards).toEqual([
      ['a', 'd', 'f'],
      ['b', 'c', 'e'],
    ]);
    expect(shardsBySize(['f', 'e', 'd', 'c', 'b', 'a'], (path) => sizes[path]!, 2)).toEqual(shards);
  });

  it('run every story file of src/ and of the demo console, each in one of the two shards', () => {
    const onDisk = globSync(['src/**/*.stories.tsx', 'mocks/console/*.stories.tsx']).sort();
    expect(Object.keys(STORY_FILES).sort()).toEqual(onDisk);
    expect(STORY_SHARDS).toHaveLength(2);
    expect(STORY_SHARDS.flat().sort()).toEqual(onDisk);
    const [first, second] = STORY_SHARDS.map((shard) => shard.reduce((sum, path) => sum + statSync(path).size, 0));
    expect(Math.max(first!, second!) / (first! + second!)).toBeLessThan(0.6);
  });

  it('come after every other file, which keep their order: a worker takes no file after a story run', () => {
    const files = ['src/a.test.tsx', 'tests/unit/stories/stories-2.test.tsx', 'src/b.test.tsx'].map((path) => ({
      moduleId: `/work/main/${path}`,
    }));
    expect(storiesLast([...files, { moduleId: '/work/main/tests/unit/stories/stories-1.test.tsx' }])).toEqual([
      files[0],
      files[2],
      files[1],
      { moduleId: '/work/main/tests/unit/stories/stories-1.test.tsx' },
    ]);
  });
});
