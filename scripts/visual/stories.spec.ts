import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test as base } from '@playwright/test';
import { BASELINES_USED, FRAME_LABELS, stories, test } from './fixtures';
import { expectCaptureMatches } from './known-captures';
import { STORYBOOK_URL } from './playwright.config';
import {
  baselineName,
  DESKTOP,
  PHONE,
  fitViewport,
  needsWholePage,
  showStory,
  storyViewport,
  systemFontsUsed,
} from './storybook-page';

// Every story of the built Storybook, in the order of the sidebar: rendered in Chromium with its play function and axe
// (colour contrast on), then compared with its baselines in .storybook/__screenshots__
// (a capture known to match its baseline as it is passes without a pixel comparison: known-captures.ts).

/** Where each story's frame is written (FRAME_REPORT): tests/unit counts the framed signed-in stories from it. */
const FRAME_REPORT = process.env.VISUAL_FRAME_REPORT;

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ preview, fonts }) => {
    const ownViewport = await storyViewport(preview, story.id);
    const outcome = await showStory(preview, story.id, FRAME_LABELS, ownViewport ?? DESKTOP);
    expect(outcome.errors, 'the story renders and its play function passes').toEqual([]);
    expect(outcome.violations, 'no axe violation (colour contrast included)').toEqual([]);
    expect(outcome.status, "the preview's verdict").not.toBe('error');

    const signedIn = outcome.parameters.screen === 'signed-in' && outcome.globals.cadre !== 'sans';
    if (FRAME_REPORT && signedIn) {
      const line = JSON.stringify({ id: story.id, ...outcome.frame });
      mkdirSync(dirname(FRAME_REPORT), { recursive: true });
      writeFileSync(FRAME_REPORT, `${line}\n`, { flag: 'a' });
    }

    // A screen (in its frame, or full-screen with its own layout) at both widths; a story with its own viewport at
    // that one only (what a designer sees of it).
    const isPage = Boolean(outcome.parameters.screen) || outcome.parameters.layout === 'fullscreen';
    const isScreen = isPage && story.title.startsWith('Écrans/') && !story.title.includes('/Éléments/');
    const widths = ownViewport ? [ownViewport] : isScreen ? [DESKTOP, PHONE] : [DESKTOP];
    for (const viewport of widths) {
      await fitViewport(preview, viewport);
      // A page at the viewport's size; a component at its root's size, unless it shows a dialog or is too tall.
      const target = isPage || (await needsWholePage(preview)) ? preview : preview.locator('#storybook-root');
      const name = baselineName(story.id, viewport.width);
      if (BASELINES_USED) writeFileSync(BASELINES_USED, `${name}\n`, { flag: 'a' });
      await expectCaptureMatches(target, name);
    }
    // Drawn with bundled fonts only: a system font would make the captures depend on the machine.
    expect(await systemFontsUsed(preview, fonts), 'no system font (every font a story shows is bundled)').toEqual([]);
  });
}

/**
 * The static build works under a sub-path, as designers open it from a host: Storybook's own page, served at
 * /storybook/, shows its sidebar and the Introduction (its preview and index.json found through relative URLs).
 */
base('the built Storybook opens under the sub-path /storybook/', async ({ page }) => {
  await page.goto(`${STORYBOOK_URL}?path=/docs/introduction--docs`);
  await expect(page.getByRole('link', { name: 'Introduction' }).first()).toBeVisible({ timeout: 30_000 });
  const preview = page.frameLocator('#storybook-preview-iframe');
  await expect(preview.getByRole('heading', { level: 1, name: 'Steer, le Storybook des designers' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(new RegExp(`^${STORYBOOK_URL}`));
});
