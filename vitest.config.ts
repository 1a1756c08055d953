import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Files that need a module registry of their own (vi.mock, vi.doMock, module-level state they cannot reset) are
 * named `*.isolated.test.ts(x)` and run in the isolated project; every other file shares its worker.
 */
const ISOLATED = ['**/*.isolated.test.{ts,tsx}'];
const TESTS = [
  'src/**/*.test.{ts,tsx}',
  'mocks/**/*.test.{ts,tsx}',
  'tests/unit/**/*.test.{ts,tsx}',
  'tests/contract/**/*.test.ts',
];
const EXCLUDED = ['tests/e2e/**', 'node_modules/**'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./tests/setup.ts'],
      restoreMocks: true,
      testTimeout: 20_000,
      hookTimeout: 30_000,
      reporters: ['default'],
      pool: 'forks',
      // Vitest's default keeps one core for itself (one worker on 2 cores), though its main process mostly waits.
      maxWorkers: Math.max(2, availableParallelism()),
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: TESTS,
            exclude: [...EXCLUDED, ...ISOLATED],
            // Most of a file's cost was its own start: a fresh module graph (React, the router, msw, the store, the
            // seed) and setup. Files in a worker now share them; each test still starts from the seed, with no
            // session, no rendered tree and default handlers (tests/setup.ts), which is all the isolation they use.
            isolate: false,
          },
        },
        { extends: true, test: { name: 'isolated', include: ISOLATED, exclude: EXCLUDED, isolate: true } },
      ],
    },
  }),
);
