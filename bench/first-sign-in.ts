/**
 * The first sign-in in a fresh browser, for `npm run bench:startup` (issue 41): Claire, whose data are in the seed,
 * against Groupe Horizon's director, whose 26,000 records the demo builds at that sign-in. Each in a new context (an
 * empty IndexedDB), once the in-browser backend answers on /login: from the click on 'Se connecter' to the frame
 * that shows the score, the longest task meanwhile, the longest time between two frames (a page that does not
 * repaint), and when the words « Préparation de Groupe Horizon » first showed (since the click).
 */
import type { Browser } from '@playwright/test';
import { fillLoginAs } from './shared';
import { LAPTOP_VIEWPORT } from './cold-pages';

export interface FirstSignIn {
  /** Click → the frame that shows the score. */
  total: number;
  longestTask: number;
  longestFrameGap: number;
  /** Click → the preparation message on screen; NaN when it never showed. */
  message: number;
}

/** Installed before any page script: every long task, and whether the demo console (the backend answers) is there. */
const PROBE = `(() => {
  window.__steerTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__steerTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
})()`;

/** Armed before the click: resolves once the score is drawn, with the figures of `FirstSignIn`. */
const ARM = `(() => {
  window.__steerSignIn = new Promise((resolve) => {
    let start = null;
    let message = Number.NaN;
    let previous = null;
    let gap = 0;
    document.addEventListener('click', (event) => { start = event.timeStamp; previous = performance.now(); }, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (start !== null && Number.isNaN(message) && (document.body.textContent ?? '').includes('Préparation de Groupe Horizon')) {
        requestAnimationFrame((time) => { message = time - start; });
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const check = (time) => {
      if (start !== null) {
        gap = Math.max(gap, time - previous);
        previous = time;
        const main = document.querySelector('main');
        if (main && (main.textContent ?? '').includes('Votre score global')) {
          observer.disconnect();
          const longestTask = Math.max(0, ...window.__steerTasks.filter(([begin, duration]) => begin + duration >= start).map(([, duration]) => duration));
          resolve({ total: time - start, longestTask, longestFrameGap: gap, message });
          return;
        }
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
})()`;

declare global {
  interface Window {
    __steerSignIn?: Promise<FirstSignIn>;
  }
}

/** One first sign-in as `email` on the demo at `origin`, in a fresh context. */
export async function firstSignIn(browser: Browser, origin: string, email: string): Promise<FirstSignIn> {
  const context = await browser.newContext({ viewport: LAPTOP_VIEWPORT, locale: 'fr-FR' });
  // A slowed CPU on a busy machine: Playwright's 30 s for an action or a navigation are not enough.
  context.setDefaultTimeout(120_000);
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/login`);
    await fillLoginAs(page, email);
    // The backend is ready when its console shows: the click then times the sign-in, not the backend's start.
    await page.getByRole('button', { name: /^Démo/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(ARM);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    return await page.evaluate<FirstSignIn>('window.__steerSignIn', undefined);
  } finally {
    await context.close();
  }
}
