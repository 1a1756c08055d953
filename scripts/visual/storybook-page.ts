import type { Browser, CDPSession, Page } from '@playwright/test';
import { SEED_REFERENCE_DATE } from '../../mocks/seed/constants';
import { UNANSWERED_CALLS } from '../../src/api/story-http';

/** The widths of the suite: every story at 1280 px, page stories at 375 px too (the breakpoint tokens' phone). */
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };
/** The tallest capture, in CSS pixels: longer pages are cut there (keeps baselines small). */
export const MAX_HEIGHT = 4000;

/** A story of the built Storybook's index.json. */
export interface IndexedStory {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

/** What the preview reports once a story has rendered, run its play function and axe. */
export interface StoryOutcome {
  /** 'success', 'warning' or 'error' (render, play function or axe failed), or 'missing'. */
  status: string;
  /** The error events seen, with their messages. */
  errors: string[];
  /** Axe's violations, when the a11y report failed. */
  violations: { id: string; impact: string | null; help: string; targets: string[]; messages: string[] }[];
  parameters: { screen?: string; layout?: string };
  globals: Record<string, unknown>;
  /** Whether the page shows the side menu 'Menu principal' and the copilote button. */
  frame: { menu: boolean; copilote: boolean };
}

/** Stable captures: no animation or transition, no blinking caret, no smooth scrolling. */
const STILL_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important; }`;

/**
 * One page of the preview (iframe.html) per worker: stories are switched in the page through Storybook's own preview
 * channel (`setCurrentStory`, then `storyFinished` once the story rendered, ran its play function and axe), which
 * costs a render instead of a page load, the preview's code and the fonts being loaded once.
 */
export async function openPreview(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: DESKTOP,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    reducedMotion: 'reduce',
  });
  // The seed's 'today' on every run: dates shown relative to now stay the same.
  await context.clock.setFixedTime(new Date(SEED_REFERENCE_DATE));
  await context.addInitScript((css) => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    });
  }, STILL_CSS);
  await context.addInitScript(trackCalls, UNANSWERED_CALLS.description!);
  const page = await context.newPage();
  // No story in the address: the preview loads its code and index, then waits to be told what to show.
  await page.goto(`${baseUrl}iframe.html`);
  await page.waitForFunction(() =>
    Boolean((window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue),
  );
  // No 'preparing' view. Asked for a story, the preview sets a 100 ms timer that hides every child of the body
  // (`.sb-show-preparing-story:not(.sb-show-main) > *`, display: none) until the story has played; only a switch of
  // view clears it, and the story's render does not. On a busy machine the timer fired while the story was rendering:
  // a focus given on mount was refused by the hidden page, react-aria's dialog took the focus instead, and the
  // collaborators popup's captures differed now and then (issue 48; reproduced by firing the timer at the render's
  // start). The suite waits for `storyFinished` anyway, so it has no use for that view.
  await page.evaluate(() => {
    const view = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.view;
    if (!view) throw new Error("Storybook's preview has no view to set up");
    view.showPreparingStory = () => undefined;
  });
  return page;
}

/** What `trackCalls` adds to the preview's window. */
interface CallsWindow {
  /** The calls on their way ('GET https://host/path'), less those a story keeps unanswered on purpose. */
  __steerCallsAwaited?: () => string[];
  /** Forgets the calls of the story before. */
  __steerForgetCalls?: () => void;
}

/**
 * Run in the preview before its own code: counts the calls made through `fetch` until they are answered (or fail),
 * so that a capture waits for the story's data rather than for a time (a busy machine delays an answer by seconds).
 * The calls a story keeps on their way for good note themselves (`unanswered`, src/api/story-http.ts, in the shared
 * `Symbol.for(symbolName)` set) and are not waited for.
 */
function trackCalls(symbolName: string): void {
  const win = window as unknown as Window & CallsWindow;
  const unansweredCalls = (): Set<string> =>
    ((globalThis as Record<symbol, Set<string> | undefined>)[Symbol.for(symbolName)] ??= new Set());
  const calls = new Map<number, string>();
  let next = 0;
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const url = new URL(input instanceof Request ? input.url : String(input), location.href).href;
    const id = next++;
    calls.set(id, `${method} ${url}`);
    const answered = () => calls.delete(id);
    return original(input, init).then(
      (response) => {
        answered();
        return response;
      },
      (error: unknown) => {
        answered();
        throw error;
      },
    );
  };
  win.__steerCallsAwaited = () => [...calls.values()].filter((call) => !unansweredCalls().has(call));
  win.__steerForgetCalls = () => {
    calls.clear();
    unansweredCalls().clear();
  };
}

interface PreviewWindow extends CallsWindow {
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: unknown;
    /** What the preview shows (Storybook's PreviewWeb view); its 'preparing' view is switched off (openPreview). */
    view?: { showPreparingStory: (options?: { immediate?: boolean }) => void };
    currentRender?: {
      phase?: string;
      story?: { parameters: Record<string, unknown> };
      storyContext?: () => { globals: Record<string, unknown> };
    };
  };
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, listener: (...args: unknown[]) => void): void;
    off(event: string, listener: (...args: unknown[]) => void): void;
    emit(event: string, ...args: unknown[]): void;
  };
}

/**
 * The viewport a story asks for (`globals: { viewport: { value: '375' } }`, one of .storybook/viewports.ts's presets),
 * or null. The Storybook app applies it by resizing the preview; here the page is resized before the story renders.
 */
export async function storyViewport(page: Page, storyId: string): Promise<{ width: number; height: number } | null> {
  return page.evaluate(async (storyId) => {
    const store = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.storyStoreValue as {
      loadStory(selection: { storyId: string }): Promise<{
        storyGlobals?: { viewport?: { value?: string } };
        parameters: { viewport?: { options?: Record<string, { styles: { width: string; height: string } }> } };
      }>;
    };
    const story = await store.loadStory({ storyId });
    const preset = story.storyGlobals?.viewport?.value;
    const styles = preset ? story.parameters.viewport?.options?.[preset]?.styles : undefined;
    return styles ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) } : null;
  }, storyId);
}

/** Shows a story in the open preview and waits until it has finished (play function and axe included). */
export async function showStory(
  page: Page,
  storyId: string,
  labels: { menu: string; copilote: string },
  viewport: { width: number; height: number } = DESKTOP,
): Promise<StoryOutcome> {
  await page.setViewportSize(viewport);
  return page.evaluate(
    ({ storyId, labels }) =>
      new Promise<StoryOutcome>((resolve) => {
        const win = window as unknown as PreviewWindow;
        const channel = win.__STORYBOOK_ADDONS_CHANNEL__;
        const errors: string[] = [];
        const listeners: [string, (...args: unknown[]) => void][] = [];
        const listen = (event: string, listener: (...args: unknown[]) => void) => {
          listeners.push([event, listener]);
          channel.on(event, listener);
        };
        const finish = (status: string, reporters: unknown[] = []) => {
          for (const [event, listener] of listeners) channel.off(event, listener);
          clearTimeout(timer);
          const a11y = reporters.find((report) => (report as { type?: string }).type === 'a11y') as
            | {
                status: string;
                result?: {
                  violations?: {
                    id: string;
                    impact: string | null;
                    help: string;
                    nodes: { target: string[]; any?: { message?: string }[] }[];
                  }[];
                  error?: unknown;
                };
              }
            | undefined;
          const violations =
            a11y?.status === 'failed'
              ? (a11y.result?.violations ?? []).map((violation) => ({
                  id: violation.id,
                  impact: violation.impact,
                  help: violation.help,
                  targets: violation.nodes.map((node) => node.target.join(' ')),
                  // axe's own words, e.g. the colours and the contrast ratio it measured
                  messages: violation.nodes.flatMap((node) => (node.any ?? []).map((check) => check.message ?? '')),
                }))
              : [];
          if (a11y?.status === 'failed' && a11y.result?.error) errors.push(`axe: ${String(a11y.result.error)}`);
          const render = win.__STORYBOOK_PREVIEW__?.currentRender;
          const parameters = (render?.story?.parameters ?? {}) as StoryOutcome['parameters'];
          const globals = render?.storyContext?.().globals ?? {};
          const menu = document.querySelector(`nav[aria-label="${labels.menu}"]`) !== null;
          const copilote = [...document.querySelectorAll('button')].some(
            (button) =>
              button.textContent?.trim() === labels.copilote || button.getAttribute('aria-label') === labels.copilote,
          );
          resolve({
            status,
            errors,
            violations,
            parameters: { screen: parameters.screen, layout: parameters.layout },
            globals,
            frame: { menu, copilote },
          });
        };
        const describe = (value: unknown) =>
          value instanceof Error ? `${value.name}: ${value.message}` : (JSON.stringify(value)?.slice(0, 500) ?? '');
        for (const event of ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing']) {
          listen(event, (value) => {
            errors.push(`${event}: ${describe(value)}`);
            if (event === 'storyMissing') finish('missing');
          });
        }
        listen('storyFinished', (value) => {
          const {
            storyId: finished,
            status,
            reporters,
          } = value as {
            storyId: string;
            status: string;
            reporters: unknown[];
          };
          if (finished === storyId) finish(status, reporters);
        });
        const timer = setTimeout(() => {
          errors.push('the story did not finish within 45 s');
          finish('error');
        }, 45_000);
        window.scrollTo(0, 0);
        win.__steerForgetCalls?.();
        // Nothing remembered from the story before: the side menu keeps its expanded state and open section in
        // localStorage, so a screen drew the menu as the previous story had left it.
        localStorage.clear();
        sessionStorage.clear();
        // The same start for every story, whatever the story before it did: react-aria draws keyboard focus rings
        // after a key press and none after a pointer press, and keeps the last one page-wide. A fresh page shows them
        // (no input yet), as a key press does; F24 presses nothing else.
        for (const type of ['keydown', 'keyup']) {
          document.dispatchEvent(new KeyboardEvent(type, { key: 'F24', bubbles: true }));
        }
        // The story already shown (the same story under other media features) is mounted again: asked for a second
        // time, the preview would not render it, and no storyFinished would come.
        const shown = (win.__STORYBOOK_PREVIEW__?.currentRender as { id?: string } | undefined)?.id;
        if (shown === storyId) channel.emit('forceRemount', { storyId });
        else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    { storyId, labels },
  );
}

/**
 * Whether a component story is captured with the page around it: when something shows outside the story's root (a
 * dialog, a popover, a tooltip), or the root is taller than the page can show (a list that scrolls with the page
 * would redraw while Playwright scrolled it into view).
 */
export function needsWholePage(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById('storybook-root');
    if (root && root.getBoundingClientRect().bottom > window.innerHeight) return true;
    return [...document.body.children].some(
      (element) =>
        element instanceof HTMLElement &&
        !['storybook-root', 'storybook-docs'].includes(element.id) &&
        !['SCRIPT', 'STYLE', 'svg'].includes(element.tagName) &&
        !element.classList.contains('sb-wrapper') &&
        !element.matches('.sb-errordisplay, .sb-preparing-story, .sb-preparing-docs, .sb-nopreview') &&
        // react-aria's live announcer stays in the body after a story that announced something: visually hidden (one
        // pixel, clipped), it must not turn the next component's capture into a whole page.
        !element.hasAttribute('data-live-announcer') &&
        element.getBoundingClientRect().height > 1,
    );
  });
}

/**
 * Sets the viewport to `width` and as tall as the page (up to MAX_HEIGHT), once every call of the story has been
 * answered and the page's height has stopped changing (sections that load late grow it), so a capture has the same
 * size on every run, on a quiet machine or beside the journeys.
 */
export async function fitViewport(page: Page, { width, height }: { width: number; height: number }): Promise<void> {
  await page.setViewportSize({ width, height });
  let viewportHeight = height;
  for (let attempt = 0; attempt < 4; attempt++) {
    const { pageHeight, awaited } = await page.evaluate(async (max) => {
      await document.fonts.ready;
      const awaitedCalls = () => (window as unknown as CallsWindow).__steerCallsAwaited?.() ?? [];
      const measure = () => Math.min(document.documentElement.scrollHeight, max);
      // Inner scrolling too: a log that follows its newest message settles once its rows are measured.
      const scrolled = () =>
        [...document.body.querySelectorAll<HTMLElement>('*')]
          .filter((element) => element.scrollTop > 0)
          .map((element) => element.scrollTop)
          .join(',');
      let last = measure();
      let lastScrolled = scrolled();
      let same = 0;
      for (let check = 0; same < 2; check++) {
        // A page whose height keeps changing with no call on its way is taken as it is after 20 checks, as before;
        // one still waiting for a call after 600 (30 s or more) is reported below.
        const waiting = awaitedCalls();
        if ((check >= 20 && waiting.length === 0) || check >= 600) return { pageHeight: last, awaited: waiting };
        // A poll for a state: every call of the story answered (a section whose data comes late has arrived, however
        // busy the machine), then the height and inner scrolling unchanged twice in a row, 50 ms apart.
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
        const next = measure();
        const nextScrolled = scrolled();
        same = awaitedCalls().length === 0 && next === last && nextScrolled === lastScrolled ? same + 1 : 0;
        last = next;
        lastScrolled = nextScrolled;
      }
      return { pageHeight: last, awaited: [] };
    }, MAX_HEIGHT);
    if (awaited.length > 0) {
      throw new Error(
        `Calls still unanswered after 30 s: ${awaited.join(', ')}. A call a story keeps on its way on purpose is ` +
          'answered by `unanswered` (src/api/story-http.ts).',
      );
    }
    if (pageHeight <= viewportHeight) break;
    viewportHeight = pageHeight;
    await page.setViewportSize({ width, height: viewportHeight });
  }
}

/**
 * The fonts of the story's text that are not bundled (issue 42): the baselines must move only when the design does,
 * not with the fonts a machine happens to have. For each text Chromium says which fonts drew its glyphs
 * (`CSS.getPlatformFontsForNode`, `isCustomFont` for a font the page loaded): any system font is returned, with the
 * element and text it drew, e.g. a `monospace` fallback, or a character none of the bundled fonts has. Texts drawn
 * inside form controls (a value, a placeholder) are checked by their computed font: its first family must be one the
 * page loaded. Only one element per font and new characters is asked about, so a page costs a few dozen calls.
 */
export async function systemFontsUsed(page: Page, cdp: CDPSession): Promise<string[]> {
  const { controls } = await page.evaluate(() => {
    const loaded = new Set(
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/^"|"$/g, '')),
    );
    const seen = new Map<string, Set<string>>();
    const controls: string[] = [];
    let probe = 0;
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('#storybook-docs, .sb-wrapper, [data-live-announcer]')) continue;
      const style = getComputedStyle(element);
      if (
        element.matches('input, textarea, select') &&
        (element as HTMLInputElement).value + element.getAttribute('placeholder')
      ) {
        const first = style.fontFamily
          .split(',')[0]!
          .trim()
          .replace(/^["']|["']$/g, '');
        if (!loaded.has(first)) controls.push(`${first} in <${element.tagName.toLowerCase()}>`);
        continue;
      }
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .replace(/\s/g, '');
      if (text === '' || !element.checkVisibility()) continue;
      const key = `${style.fontFamily}|${style.fontWeight}|${style.fontStyle}`;
      const chars = seen.get(key) ?? new Set<string>();
      seen.set(key, chars);
      if ([...text].every((char) => chars.has(char))) continue;
      for (const char of text) chars.add(char);
      element.setAttribute('data-font-probe', String(probe++));
    }
    return { controls };
  });
  const found = new Set(controls);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-font-probe]' });
    // A text may have gone since it was marked (« Confirmation d'ajout » shows its message for 3 s): Chromium no longer
    // knows its node, and there is nothing drawn left to ask about.
    const usages = await Promise.all(
      nodeIds.map(async (nodeId) => ({
        nodeId,
        fonts: await cdp
          .send('CSS.getPlatformFontsForNode', { nodeId })
          .then(({ fonts }) => fonts)
          .catch((error: unknown) => {
            if (String(error).includes('Could not find node')) return [];
            throw error;
          }),
      })),
    );
    for (const { nodeId, fonts } of usages) {
      const system = fonts.filter((font) => !font.isCustomFont);
      if (system.length === 0) continue;
      const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
      for (const font of system) found.add(`${font.familyName} in ${outerHTML.slice(0, 120)}`);
    }
  } finally {
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('[data-font-probe]')) element.removeAttribute('data-font-probe');
    });
  }
  return [...found];
}

/** A DevTools session on the preview, with the domains `systemFontsUsed` asks. */
export async function fontSession(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  return cdp;
}

/**
 * A baseline's name: the story id without its accents ('écrans-...' → 'ecrans-...'), the width, and a variant when
 * the story is captured again under other conditions (forced colours: 'forced-dark', 'forced-light').
 */
export function baselineName(storyId: string, width: number, variant?: string): string {
  return `${storyId.normalize('NFD').replace(/[\u0300-\u036f]/g, '')}--${width}${variant ? `--${variant}` : ''}.png`;
}
