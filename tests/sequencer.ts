import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The story runs' test files (tests/unit/stories/stories-1.test.tsx, stories-2.test.tsx). */
export const STORY_TESTS = '/tests/unit/stories/stories-';

/**
 * `files` in the same order, but for the story runs, moved after every other file. The shared project's files share
 * their worker, and once the stories have run in one, tests of other files that type fail there
 * (tests/unit/stories/run-stories.ts): a worker that takes a story shard takes no other file after it, since Vitest's
 * pool hands the files out in this order.
 */
export function storiesLast<File extends { moduleId: string }>(files: readonly File[]): File[] {
  const isStoryRun = (file: File) => file.moduleId.includes(STORY_TESTS);
  return [...files.filter((file) => !isStoryRun(file)), ...files.filter(isStoryRun)];
}

/**
 * Vitest's own order (the slowest first, from the last run's durations; the largest first on a fresh clone), with
 * the story runs last.
 */
export default class StoriesLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return storiesLast(await super.sort(files));
  }
}
