import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test as base, type CDPSession, type Page } from '@playwright/test';
import { menuContent } from '../../src/components/layouts/menu-items';
import { chatContent } from '../../src/features/chat/content';
import { STORYBOOK_STATIC, STORYBOOK_URL } from './playwright.config';
import {
  DESKTOP,
  PHONE,
  fitViewport,
  fontSession,
  needsWholePage,
  openPreview,
  showStory,
  storyViewport,
  systemFontsUsed,
  type IndexedStory,
} from './storybook-page';

/**
 * Every story of the built Storybook (its index.json), in the order of the sidebar: rendered in Chromium with its
 * play function and axe (colour contrast on), then compared with its baselines in .storybook/__screenshots__.
 */
const index = JSON.parse(readFileSync(`${STORYBOOK_STATIC}/index.json`, 'utf8')) as {
  entries: Record<string, IndexedStory>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const FRAME_LABELS = { menu: menuContent.navLabel, copilote: chatContent.open };
/** Where each story's frame is written (FRAME_REPORT): tests/unit counts the framed signed-in stories from it. */
const FRAME_REPORT = process.env.VISUAL_FRAME_REPORT;
/** The baselines this run compared with (run.ts removes the others after a full --update). */
const BASELINES_USED = process.env.VISUAL_BASELINES_USED;

const test = base.extend<object, { preview: Page; fonts: CDPSession }>({
  preview: [
    async ({ browser }, use) => {
      const page = await openPreview(browser, STORYBOOK_URL);
      await use(page);
      await page.context().close();
    },
    { scope: 'worker' },
  ],
  fonts: [async ({ preview }, use) => use(await fontSession(preview)), { scope: 'worker' }],
});

/** A baseline's name: the story id without its accents ('écrans-...' → 'ecrans-...'), and the width. */
function baselineName(storyId: string, width: number): string {
  return `${storyId.normalize('NFD').replace(/[\u0300-\u036f]/g, '')}--${width}.png`;
}

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
      await expect(target).toHaveScreenshot(name);
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
