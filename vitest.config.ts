import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

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
      pool: 'forks',
    },
  }),
);
