import { config } from 'zod';

/**
 * Imported first by mocks/browser.ts, before any schema is built: Zod decides when it builds an object schema whether
 * to compile its check with `new Function`, an eval that the page's Content-Security-Policy refuses (no
 * 'unsafe-eval': scripts/vite/security-headers.ts) and reports as a violation. The in-browser backend checks without
 * compiling.
 */
config({ jitless: true });
