import type { BrowserContext } from '@playwright/test';

/** A `securitypolicyviolation` the browser reported: what was refused, by which directive, from where, on which page. */
export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
  page: string;
}

const BINDING = '__steerSecurityPolicyViolation';

/**
 * Makes every page of `context` hand its Content-Security-Policy violations to `report`, with the page's address.
 * Shared by the journeys' fixture (tests/e2e/fixtures.ts), which fails a test on one, and `scripts/csp-report.ts`,
 * which counts them under a report-only policy.
 */
export async function reportViolations(context: BrowserContext, report: (violation: Violation) => void): Promise<void> {
  await context.exposeBinding(BINDING, ({ page }, violation: Omit<Violation, 'page'>) => {
    report({ ...violation, page: page.url() });
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const send = (window as unknown as Record<string, (violation: object) => void>)[binding];
      send?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      });
    });
  }, BINDING);
}
