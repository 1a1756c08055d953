import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook reads the project's vite.config.ts (plugins, the `@/` and `@mocks/` aliases), so stories are built
 * exactly like the app.
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  // Serves public/mockServiceWorker.js, which the MSW loader registers.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
