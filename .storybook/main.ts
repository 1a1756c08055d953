import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook reads the project's vite.config.ts (plugins, the `@/` and `@mocks/` aliases), so stories are built
 * exactly like the app.
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'storybook-addon-pseudo-states'],
  // The app's public files, and the MSW worker that only Storybook's loader registers (the app answers its calls in
  // the page: mocks/browser.ts), kept apart so that no app build ships it.
  staticDirs: ['../public', './public'],
  core: { disableTelemetry: true },
};

export default config;
