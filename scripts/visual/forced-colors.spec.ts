import { writeFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { BASELINES_USED, FRAME_LABELS, stories, test } from './fixtures';
import { expectCaptureMatches } from './known-captures';
import { baselineName, DESKTOP, fitViewport, needsWholePage, showStory } from './storybook-page';

/**
 * Issue 43: the stories that draw a meter, a choice or a chart, again under a contrast theme (Windows' contrast
 * themes, `forced-colors: active` in CSS), with a dark and a light theme, each against its own baseline
 * (`<story>--1280--forced-dark.png`, `--forced-light`). Everything else of the suite runs without forced colours: these
 * captures are apart from stories.spec.ts, in a page of their own.
 */
const KEY_STORIES: readonly (readonly [title: string, name: string])[] = [
  ['Écrans/Tableau de bord/Éléments/Thermomètre', 'Défaut'],
  ['Écrans/Tableau de bord/Éléments/Résumé des scores', 'Défaut'],
  ['Composants/Barre de progression', 'Axes'],
  ['Composants/Contrôle segmenté', 'Défaut'],
  ['Composants/Interrupteur', 'Activé'],
  ['Écrans/Diagnostic/Éléments/Échelle de notation', 'Sélectionné'],
  ['Graphiques/Courbe', 'Défaut'],
  ['Graphiques/Barres', 'Défaut'],
  ['Graphiques/Barres', 'Horizontal'],
  ['Graphiques/Camembert et anneau', 'Défaut'],
  ['Graphiques/Camembert et anneau', 'Anneau'],
  ['Graphiques/Radar', 'Défaut'],
  ['Graphiques/Anneau des collaborateurs', 'Défaut'],
  ['Écrans/Tableau de bord/Mon tableau de bord', 'Défaut'],
  ['Écrans/Diagnostic/Question', 'Défaut'],
];
const SCHEMES = ['dark', 'light'] as const;

// The worker's preview page is shared with stories.spec.ts: after each capture it goes back to the default media.
test.afterEach(async ({ preview }) => {
  await preview.emulateMedia({ forcedColors: null, colorScheme: null });
});

for (const [title, name] of KEY_STORIES) {
  const story = stories.find((entry) => entry.title === title && entry.name === name);
  test(`forced colours › ${title} › ${name}`, async ({ preview }) => {
    expect(story, `the story '${title} › ${name}' exists`).toBeDefined();
    for (const colorScheme of SCHEMES) {
      await preview.emulateMedia({ forcedColors: 'active', colorScheme });
      // Axe is left out here: its colour-contrast rule reads the author's colours, not the ones the theme forces.
      const outcome = await showStory(preview, story!.id, FRAME_LABELS, DESKTOP);
      expect(outcome.errors, 'the story renders and its play function passes').toEqual([]);
      await fitViewport(preview, DESKTOP);
      const isPage = Boolean(outcome.parameters.screen) || outcome.parameters.layout === 'fullscreen';
      const target = isPage || (await needsWholePage(preview)) ? preview : preview.locator('#storybook-root');
      const file = baselineName(story!.id, DESKTOP.width, `forced-${colorScheme}`);
      if (BASELINES_USED) writeFileSync(BASELINES_USED, `${file}\n`, { flag: 'a' });
      await expectCaptureMatches(target, file);
    }
  });
}
