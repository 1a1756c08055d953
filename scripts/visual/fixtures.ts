import { readFileSync } from 'node:fs';
import { test as base, type CDPSession, type Page } from '@playwright/test';
import { menuContent } from '../../src/components/layouts/menu-items';
import { chatContent } from '../../src/features/chat/content';
import { STORYBOOK_STATIC, STORYBOOK_URL } from './playwright.config';
import { fontSession, openPreview, type IndexedStory } from './storybook-page';

/** Every story of the built Storybook (its index.json), in the order of the sidebar. */
export const stories = Object.values(
  (JSON.parse(readFileSync(`${STORYBOOK_STATIC}/index.json`, 'utf8')) as { entries: Record<string, IndexedStory> })
    .entries,
).filter((entry) => entry.type === 'story');

/** The names by which a page story's frame (menu, copilote) is found. */
export const FRAME_LABELS = { menu: menuContent.navLabel, copilote: chatContent.open };

/** The baselines this run compared with (run.ts removes the others after a full --update). */
export const BASELINES_USED = process.env.VISUAL_BASELINES_USED;

/** Each worker keeps one page of the preview open, and a DevTools session on it for the fonts it draws with. */
export const test = base.extend<object, { preview: Page; fonts: CDPSession }>({
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
