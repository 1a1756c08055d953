import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { loadStoryRouter, withStoryProviders } from './decorators';
import { setupStoryMsw } from './msw';
import { FRAME_GLOBAL, loadScreenFrame, withScreenFrame } from './screen-frame';
import { STORY_VIEWPORTS } from './viewports';
import '../src/styles/global.css';
import './preview.css';

// The stories speak French: screen readers and hyphenation read them as French (preview-head.html sets it before the
// first paint of Storybook's own iframe; this line covers Vitest's browser page, which has no preview-head).
if (typeof document !== 'undefined') document.documentElement.lang = 'fr';

// Play functions wait up to 5 s for what a story loads, as the jsdom tests do (tests/setup.ts): the visual suite runs
// two stories at once on a 2-core machine, where 1 s (Testing Library's default) was sometimes too short.
configure({ asyncUtilTimeout: 5_000 });

/**
 * Project annotations, shared by Storybook and by Vitest (`setProjectAnnotations(preview)` + `composeStories`).
 * Safe to import in jsdom: the MSW worker only starts inside the loader.
 */
const preview: Preview = {
  // A Docs page for every story file: the props table and each story's comment as its description.
  tags: ['autodocs'],
  // withScreenFrame inside withStoryProviders: the shell needs the router, query cache and jotai store.
  decorators: [withScreenFrame, withStoryProviders],
  loaders: [mswLoader(setupStoryMsw), loadStoryRouter, loadScreenFrame],
  globalTypes: {
    [FRAME_GLOBAL]: {
      description: 'Les écrans dans leur cadre (menu, en-tête, copilote) ou seuls',
      toolbar: {
        title: 'Cadre',
        icon: 'browser',
        items: [
          { value: 'avec', title: 'Écran dans son cadre' },
          { value: 'sans', title: 'Page seule' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { [FRAME_GLOBAL]: 'avec' },
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
    viewport: { options: STORY_VIEWPORTS },
    options: {
      // The designer's order (docs/storybook.md): the journey through the product, screens before their parts.
      storySort: {
        order: [
          'Introduction',
          'Fondations',
          ['Couleurs', 'Typographie', 'Espacements, rayons, ombres et mouvement', 'Icônes'],
          'Composants',
          ['*', 'Cadre'],
          'Graphiques',
          'Écrans',
          [
            'Compte',
            ['*', 'Éléments'],
            'Accueil',
            ['*', 'Éléments'],
            'Diagnostic',
            ['*', 'Éléments'],
            'Tableau de bord',
            ['*', 'Éléments'],
            "Plan d'action",
            ['*', 'Éléments'],
            'Ressources',
            ['*', 'Éléments'],
            'Enquête',
            ['*', 'Éléments'],
            'Administration',
            ['*', 'Éléments'],
            'Erreurs',
          ],
        ],
      },
    },
  },
};

export default preview;
