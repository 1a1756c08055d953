// Its own document and module registry (the isolated project), and one file: see the comment below the imports.
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

/**
 * Every story is a test: it must render (and pass its play function) in jsdom, against the test MSW server. Its axe
 * check is the visual suite's, in Chromium, on every story (npm run test:visual, .ci/run): there it runs on the real
 * layout, colour contrast included, and the page stories inside their frame; run here too, it cost a third of this
 * file's time for a subset of the same rules (issue 48). Pages are rendered alone here (the frame's global off): the
 * shell around them is checked once by the Chromium suite (npm run test:visual), not once per page story in this
 * budgeted run.
 *
 * Why the stories do not share a worker with the other files (docs/toolchain.md, issue 48): Storybook unmounts a
 * story only when the next one runs; once the stories had run in a worker, tests of other files that type failed,
 * their fields missing what was typed (`storybook/test` brings a user-event copy of its own, which prepares the
 * document's fields its own way: the likely cause); and a story's router, made before the app's route files were
 * first loaded, lent its bare root to the app's (the router plugin's hot-update code). Why one file, not two shards:
 * each file of this project is a process of its own (a fork, a jsdom and the module graph again, about 2 s of CPU),
 * and this file starts first, so the other worker runs the shared files meanwhile.
 */
registerStoryMswServer(server);
// The play functions query through the copy of Testing Library that storybook/test bundles (tests/setup.ts does ours).
lightenRetryErrors(getConfig, configure);
setProjectAnnotations([preview, { initialGlobals: { [FRAME_GLOBAL]: 'sans' } }]);

type StoryModule = Parameters<typeof composeStories>[0];

/** `[path, module]` of each story file a glob found, by path. */
function storyFiles(modules: Record<string, StoryModule>): [string, StoryModule][] {
  return Object.entries(modules)
    .map(([path, module]): [string, StoryModule] => [path.replace('../../../', ''), module])
    .sort(([a], [b]) => a.localeCompare(b));
}

/**
 * `axe`: run axe here too, for stories no visual suite shows (the demo console's: Storybook lists only src/). The
 * app's stories have theirs in Chromium, on every story, with the real layout and colour contrast.
 */
function testStories(files: [string, StoryModule][], { axe: withAxe = false }: { axe?: boolean } = {}): void {
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

testStories(storyFiles(import.meta.glob<StoryModule>('../../../src/**/*.stories.tsx', { eager: true })));

// The demo console's stories (Storybook itself lists only src/: the console is not part of the designers'
// catalogue), with axe, since no visual suite shows them. Last: run before the app's stories, they left the mock
// backend in a state that made every later story slower (the story runs took 9-12 s longer).
testStories(storyFiles(import.meta.glob<StoryModule>('../../../mocks/console/*.stories.tsx', { eager: true })), {
  axe: true,
});
