// Its own document and module registry (the isolated project): Storybook unmounts a story only when the next one runs,
// so the last story's tree would otherwise stay in the document the next files of a shared worker query.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import { registerStoryMswServer } from '../../../.storybook/msw';
import { server } from '../../../mocks/node';
import { FRAME_GLOBAL } from '../../../.storybook/screen-frame';

/**
 * Every story is a test: it must render (and pass its play function) in jsdom, against the test MSW server. Its axe
 * check is the visual suite's, in Chromium, on every story (npm run test:visual, .ci/run): there it runs on the real
 * layout, colour contrast included, and the page stories inside their frame; run here too, it cost a third of these
 * files' time for a subset of the same rules (issue 48). Pages are
 * rendered alone here (the frame's global off): the shell around them is checked once by the Chromium suite
 * (npm run test:visual), not once per page story in this budgeted run.
 */
registerStoryMswServer(server);
setProjectAnnotations([preview, { initialGlobals: { [FRAME_GLOBAL]: 'sans' } }]);

export type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('../../../src/**/*.stories.tsx');

/**
 * The story files of one shard (every `of`-th file from `shard`): the suite is split into files so that the two
 * workers of `npm test` share it, instead of one worker running every story while the other has finished.
 */
export async function storyShard(shard: number, of: number): Promise<[string, StoryModule][]> {
  const paths = Object.keys(modules)
    .sort()
    .filter((_path, index) => index % of === shard);
  return Promise.all(
    paths.map(async (path) => [path.replace('../../../', ''), await modules[path]!()] as [string, StoryModule]),
  );
}

/**
 * `axe`: run axe here too, for stories no visual suite shows (the demo console's: Storybook lists only src/). The
 * app's stories have theirs in Chromium, on every story, with the real layout and colour contrast.
 */
export function testStories(files: [string, StoryModule][], { axe: withAxe = false }: { axe?: boolean } = {}): void {
  describe.each(files)('%s', (_path, module) => {
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
