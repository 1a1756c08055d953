import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { SEED_REFERENCE_DATE } from '../mocks/seed/constants';
import { menuContent } from '../src/components/layouts/menu-items';
import { chatContent } from '../src/features/chat/content';
import { personaOf } from './personas';
import { FRAME_GLOBAL } from './screen-frame';

/**
 * The Storybook suite in Chromium (vitest.storybook.config.ts): the addon runs each story, its play function and axe
 * (colour contrast on); this file adds the visual baseline. Every story is captured at 1280 px, and a page story
 * (`parameters.screen`, or a fullscreen page with its own layout) at 375 px too.
 *
 * Stable on any day and any run: the clock is the seed's reference day, animations and transitions are off, the
 * caret does not blink, and the page waits for its fonts (Inter, from @fontsource-variable/inter).
 */
const VISUAL = import.meta.env.VITE_STORYBOOK_VISUAL !== 'off';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };
/** The tallest capture, in CSS pixels: longer pages are cut there (keeps baselines small). */
const MAX_HEIGHT = 4000;

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(SEED_REFERENCE_DATE), shouldAdvanceTime: true });
  const style = document.createElement('style');
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
    caret-color: transparent !important; scroll-behavior: auto !important; }`;
  document.head.append(style);
});

/** What the body held before the story: the story's canvas is the first element appended after. */
let bodyBefore = new Set<Element>();

beforeEach(() => {
  bodyBefore = new Set(document.body.children);
});

/** The story's canvas: the container the addon appended to the body for this story (a modal may mark it hidden). */
function storyCanvas(): HTMLElement | undefined {
  return [...document.body.children].find(
    (element): element is HTMLElement => element instanceof HTMLDivElement && !bodyBefore.has(element),
  );
}

/** Something shown outside the canvas (a dialog, a popover, a tooltip): then the whole page is captured. */
function hasOverlay(canvas: HTMLElement): boolean {
  return [...document.body.children].some(
    (element) =>
      element !== canvas &&
      !bodyBefore.has(element) &&
      element instanceof HTMLElement &&
      !['SCRIPT', 'STYLE'].includes(element.tagName) &&
      element.getBoundingClientRect().height > 0,
  );
}

/** A baseline's file name: the story id without its accents ('écrans-...' → 'ecrans-...'). */
function baselineName(storyId: string, width: number): string {
  return `${storyId.normalize('NFD').replace(/[\u0300-\u036f]/g, '')}--${width}`;
}

/** The document's height once it is the same for three checks in a row, 150 ms apart (at most 3 s). */
async function settledPageHeight(): Promise<number> {
  const measure = () => Math.min(document.documentElement.scrollHeight, MAX_HEIGHT);
  let last = measure();
  let same = 0;
  for (let check = 0; check < 20 && same < 2; check++) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const next = measure();
    same = next === last ? same + 1 : 0;
    last = next;
  }
  return last;
}

interface StoryInTest {
  id: string;
  parameters: Record<string, unknown>;
  args: Record<string, unknown>;
  globals: Record<string, unknown>;
}

/**
 * A signed-in screen is shown as its persona meets it: with a company, the side menu 'Menu principal' and the
 * copilote button are around the page (.storybook/screen-frame.tsx).
 */
function expectSignedInFrame(story: StoryInTest): void {
  if (story.parameters.screen !== 'signed-in' || story.globals[FRAME_GLOBAL] === 'sans') return;
  if (personaOf(story.parameters, story.args).companyId === null) return;
  const menu = document.querySelector(`nav[aria-label="${menuContent.navLabel}"]`);
  const copilote = [...document.querySelectorAll('button')].find((button) => button.textContent === chatContent.open);
  expect(menu, `the side menu '${menuContent.navLabel}'`).not.toBeNull();
  expect(copilote, 'the copilote button').toBeDefined();
}

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryInTest }).story;
  if (!story || context.task.result?.state === 'fail') return;
  expectSignedInFrame(story);
  if (!VISUAL) return;
  const canvas = storyCanvas();
  if (!canvas) return;
  await document.fonts.ready;
  const isPage = Boolean(story.parameters.screen) || story.parameters.layout === 'fullscreen';
  const target = () => {
    const current = storyCanvas() ?? canvas;
    return page.elementLocator(hasOverlay(current) ? document.body : current);
  };
  const capture = async ({ width, height }: { width: number; height: number }) => {
    // The story runs in an iframe as large as the viewport, and only what the iframe shows is captured: a page
    // taller than the screen gets a viewport as tall as the page (up to MAX_HEIGHT), measured once its height has
    // stopped changing (sections that load late grow it), so the capture's size is the same on every run.
    await page.viewport(width, height);
    let viewportHeight = height;
    for (let attempt = 0; attempt < 4; attempt++) {
      const pageHeight = await settledPageHeight();
      if (pageHeight <= viewportHeight) break;
      viewportHeight = pageHeight;
      await page.viewport(width, viewportHeight);
    }
    await expect(target()).toMatchScreenshot(baselineName(story.id, width));
  };
  await capture(DESKTOP);
  if (isPage) await capture(PHONE);
  await page.viewport(DESKTOP.width, DESKTOP.height);
});
