import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import axe from 'axe-core';
import { configure, getConfig } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import { registerStoryMswServer } from '../../../.storybook/msw';
import { server } from '../../../mocks/node';
import { FRAME_GLOBAL } from '../../../.storybook/screen-frame';
import { lightenRetryErrors } from '../../dev-diagnostics';
import { STORY_FILES, STORY_SHARDS, type StoryModule } from './shards';

/**
 * Every story is a test: it must render (and pass its play function) in jsdom, against the test MSW server. Its axe
 * check is the visual suite's, in Chromium, on every story (npm run test:visual, .ci/run): there it runs on the real
 * layout, colour contrast included, and the page stories inside their frame; run here too, it cost a third of this
 * run's time for a subset of the same rules (issue 48). Pages are rendered alone here (the frame's global off): the
 * shell around them is checked once by the Chromium suite (npm run test:visual), not once per page story in this
 * budgeted run.
 *
 * The stories run in the shared project, in two shards (`stories-1.test.tsx`, `stories-2.test.tsx`, split by
 * shards.ts) that the sequencer puts after every other file (tests/sequencer.ts): each worker then ends with one
 * shard, and the stories reuse the module graph (React, the router, msw, the app's modules) and the document the
 * worker already has. In the isolated project they had a process of their own, which loaded all of that a third time:
 * the stories took 16 to 20 s of one worker there, about 13 s of the two workers here (issue 48). Last, because once
 * the stories have run in a worker, tests of other files that type fail, their fields missing what was typed
 * (`storybook/test` brings a user-event copy of its own, which prepares the document's fields its own way: the likely
 * cause; docs/toolchain.md).
 */
registerStoryMswServer(server);
// The play functions query through the copy of Testing Library that storybook/test bundles (tests/setup.ts does ours).
lightenRetryErrors(getConfig, configure);
setProjectAnnotations([preview, { initialGlobals: { [FRAME_GLOBAL]: 'sans' } }]);

const CONSOLE = 'mocks/console/';

/**
 * Runs the stories of shard `index` (0 or 1), with axe for the console's stories. Those come after the app's: run
 * before them, they left the mock backend in a state that made every later story slower (the story runs took 9-12 s
 * longer).
 */
export async function testStoryShard(index: number): Promise<void> {
  const paths = [...STORY_SHARDS[index]!].sort(
    (a, b) => Number(a.startsWith(CONSOLE)) - Number(b.startsWith(CONSOLE)) || a.localeCompare(b),
  );
  const files = await Promise.all(
    paths.map(async (path): Promise<[string, StoryModule]> => [path, await STORY_FILES[path]!()]),
  );
  describe.each(files)('%s', (path, module) => {
    const withAxe = path.startsWith(CONSOLE);
    const stories = Object.entries(composeStories(module)) as [string, { run: () => Promise<void> }][];
    it.each(stories)('%s renders', async (_name, Story) => {
      // run() mounts the story inside React's act and then runs its play function against the rendered DOM.
      await Story.run();
      expect(document.body.textContent?.length ?? 0).toBeGreaterThan(0);
      if (withAxe) {
        // Contrast needs layout; 'region' is a page-level rule a lone component cannot meet; react-aria's live
        // announcer is a transient third-party region.
        const { violations } = await axe.run(
          { include: [['body']], exclude: [['[data-live-announcer]']] },
          // Only the violations are read: axe keeps one node of each passed or inapplicable rule instead of all.
          { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } },
        );
        expect(violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map((node) => node.html) }))).toEqual(
          [],
        );
      }
      cleanup();
    });
  });
}
