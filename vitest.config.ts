import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';
import StoriesLastSequencer from './tests/sequencer';

/**
 * A file that needs a module registry of its own (vi.mock, vi.doMock, module state it cannot reset) is named
 * `*.isolated.test.ts(x)` and runs in the isolated project; every other file shares its worker.
 */
const ISOLATED = '**/*.isolated.test.{ts,tsx}';
const NOT_ISOLATED = '**/!(*.isolated).test.{ts,tsx}';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./tests/setup.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'mocks/**/*.test.{ts,tsx}',
        'tests/unit/**/*.test.{ts,tsx}',
        'tests/contract/**/*.test.ts',
        'tests/reliability/**/*.test.ts',
      ],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      restoreMocks: true,
      testTimeout: 20_000,
      hookTimeout: 30_000,
      reporters: ['default'],
      // The story runs after every other file: their worker takes nothing after them (tests/sequencer.ts).
      sequence: { sequencer: StoriesLastSequencer },
      pool: 'forks',
      // Vitest's default keeps one core for itself (one worker on 2 cores), though its main process mostly waits.
      maxWorkers: Math.max(2, availableParallelism()),
      // Projects inherit the lists above (arrays add up): each one only narrows them with its own exclude.
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            exclude: [ISOLATED],
            // Most of a file's cost was its own start: a fresh module graph (React, the router, msw, the store, the
            // seed) and setup. Files in a worker now share them; each test still starts from the seed, with no
            // session, no rendered tree and default handlers (tests/setup.ts), which is all the isolation they use.
            isolate: false,
          },
        },
        { extends: true, test: { name: 'isolated', exclude: [NOT_ISOLATED], isolate: true } },
      ],
    },
  }),
);
