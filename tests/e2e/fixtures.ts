import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';
import { reportViolations, type Violation } from '../../scripts/csp-violations';

/**
 * Every journey's `test`: Playwright's, with the Content-Security-Policy watched. The server the journeys run against
 * (scripts/serve-static.ts) sends the headers the build emits (scripts/vite/security-headers.ts), so the
 * policy is enforced; each browser context of a test — the default one and any the test opens itself — reports every
 * `securitypolicyviolation` event, and the test fails on the first one, and if a page of the app came without the
 * policy. Specs import `test` and `expect` from here instead of '@playwright/test'.
 */

export * from '@playwright/test';

export interface PolicyWatch {
  violations: Violation[];
  /** Pages of the app (documents from the journey's origin) served without a Content-Security-Policy. */
  unprotected: string[];
}

const watched = new WeakSet<BrowserContext>();

/** Makes `context` report its violations into `watch` (once per context). */
export async function watchContext(context: BrowserContext, watch: PolicyWatch, origin: string | null): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  await reportViolations(context, (violation) => watch.violations.push(violation));
  context.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'document' || origin === null || new URL(request.url()).origin !== origin) return;
    if (!response.headers()['content-security-policy']) watch.unprotected.push(request.url());
  });
}

export function describeViolation({ directive, blocked, sample, source, page }: Violation): string {
  return `${directive} refused ${blocked}${sample ? ` (${JSON.stringify(sample)})` : ''} at ${source}, on ${page}`;
}

export const test = base.extend<{ securityPolicy: PolicyWatch }>({
  securityPolicy: [
    async ({ browser, baseURL }, provide) => {
      const watch: PolicyWatch = { violations: [], unprotected: [] };
      const origin = baseURL ? new URL(baseURL).origin : null;
      // Contexts a test opens itself (a phone, a second person) are watched too.
      const newContext = browser.newContext.bind(browser);
      const patched: Browser['newContext'] = async (...args) => {
        const context = await newContext(...args);
        await watchContext(context, watch, origin);
        return context;
      };
      browser.newContext = patched;
      try {
        await provide(watch);
      } finally {
        browser.newContext = newContext;
      }
      expect(watch.violations.map(describeViolation), 'Content-Security-Policy violations').toEqual([]);
      expect(watch.unprotected, 'pages served without the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, securityPolicy, baseURL }, provide) => {
    await watchContext(context, securityPolicy, baseURL ? new URL(baseURL).origin : null);
    await provide(context);
  },
});

export { expect };
