import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { loadStoryRouter, withStoryProviders } from './decorators';
import { setupStoryMsw } from './msw';
import '../src/styles/global.css';

/**
 * Project annotations, shared by Storybook and by Vitest (`setProjectAnnotations(preview)` + `composeStories`).
 * Safe to import in jsdom: the MSW worker only starts inside the loader.
 */
const preview: Preview = {
  decorators: [withStoryProviders],
  loaders: [mswLoader(setupStoryMsw), loadStoryRouter],
  parameters: {
    layout: 'padded',
    a11y: {
      // Violations fail the story's test run.
      test: 'error',
    },
    controls: {
      matchers: {
        color: /(background|color)$/i,
        date: /Date$/i,
      },
    },
  },
};

export default preview;
