/**
 * Cold loads of signed-in pages on a slowed CPU, for `npm run bench:startup` (issue 41): what a reviewer opening a
 * link a colleague sent sees on an ordinary office laptop.
 *
 * One browser context per build signs in once as Claire (the refresh cookie and, in the demo, the IndexedDB store
 * stay in the context). Each measured load opens a new tab — an empty session storage, so the app restores the
 * session from its cookie — with the HTTP cache cleared and the CPU slowed through the DevTools protocol
 * (`Emulation.setCPUThrottlingRate`), then reads in the page: the largest contentful paint, when the page's content
 * was first drawn (the score on /dashboard, the first card on /pilotage, the first lever on /solutions), and the
 * cumulative layout shift up to a second after it.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { fillLoginAsClaire } from './shared';

/** What shows that each page's content is there (not its frame, not a skeleton). */
export const CONTENT_SELECTORS = {
  '/dashboard': '.score-summary__global-value',
  '/pilotage': '.action-card__title',
  '/solutions': '.lever-card__title',
} as const;
export type ColdPath = keyof typeof CONTENT_SELECTORS;
export const COLD_PATHS = Object.keys(CONTENT_SELECTORS) as ColdPath[];

/** The viewport of the measure (an office laptop's window). */
export const LAPTOP_VIEWPORT = { width: 1280, height: 900 };

export interface ColdLoad {
  lcp: number;
  /** When the content was first in a frame (page time, ms); NaN for a page without content to wait for (/login). */
  content: number;
  cls: number;
}

/**
 * Installed before any page script: the largest paint's candidates, the layout shifts, and the first animation frame
 * in which the current path's content selector matches (the frame that draws it).
 */
const PROBE = `(() => {
  const selectors = ${JSON.stringify(CONTENT_SELECTORS)};
  const probe = { lcp: Number.NaN, cls: 0, content: Number.NaN };
  window.__steerCold = probe;
  try {
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) probe.lcp = last.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) probe.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {}
  const selector = selectors[location.pathname];
  if (!selector) return;
  const seen = () => {
    if (!Number.isNaN(probe.content) || !document.querySelector(selector)) return false;
    requestAnimationFrame((time) => { if (Number.isNaN(probe.content)) probe.content = time; });
    return true;
  };
  const observer = new MutationObserver(() => { if (seen()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true });
})()`;

declare global {
  interface Window {
    __steerCold?: ColdLoad;
  }
}

/** A new tab, its HTTP cache cleared and its CPU slowed `cpu` times, before anything loads. */
async function slowedTab(context: BrowserContext, cpu: number): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return page;
}

/** Loads `url` in `page` and reads the probe once the content (or, without content, the load) is there. */
async function readLoad(page: Page, url: string, withContent: boolean): Promise<ColdLoad> {
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  if (withContent) {
    await page.waitForFunction('!Number.isNaN(window.__steerCold?.content ?? Number.NaN)', undefined, {
      timeout: 120_000,
    });
  }
  // The largest paint's entry reaches the observer in a task of its own, late on a busy machine.
  await page
    .waitForFunction('!Number.isNaN(window.__steerCold?.lcp ?? Number.NaN)', undefined, { timeout: 60_000 })
    .catch(() => undefined);
  // Late shifts and the last paint candidate: a second of settling, in the slowed page's own time.
  await page.waitForTimeout(1_000);
  const load = await page.evaluate<ColdLoad>('({ ...window.__steerCold })');
  if (withContent && new URL(page.url()).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${page.url()}: the session was not restored`);
  }
  return load;
}

/** One cold load of `url` with no session at all (the bare app's /login), in a context of its own. */
export async function coldPublicLoad(browser: Browser, url: string, cpu: number): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport: LAPTOP_VIEWPORT, locale: 'fr-FR' });
  // A slowed CPU on a busy machine: Playwright's 30 s for an action or a navigation are not enough.
  context.setDefaultTimeout(120_000);
  await context.addInitScript(PROBE);
  try {
    return await readLoad(await slowedTab(context, cpu), url, false);
  } finally {
    await context.close();
  }
}

/** A context signed in as Claire on `origin`, ready for cold loads of its signed-in pages. */
export async function signedInContext(browser: Browser, origin: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: LAPTOP_VIEWPORT, locale: 'fr-FR' });
  // A slowed CPU on a busy machine: Playwright's 30 s for an action or a navigation are not enough.
  context.setDefaultTimeout(120_000);
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await fillLoginAsClaire(page);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByText('Votre score global').waitFor();
  await page.waitForLoadState('networkidle');
  await page.close();
  return context;
}

/** One cold load of a signed-in page in a new tab of `context`: the session comes back from the refresh cookie. */
export async function coldSignedInLoad(
  context: BrowserContext,
  origin: string,
  path: ColdPath,
  cpu: number,
): Promise<ColdLoad> {
  const page = await slowedTab(context, cpu);
  try {
    return await readLoad(page, `${origin}${path}`, true);
  } finally {
    await page.close();
  }
}
