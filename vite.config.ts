import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { normalizeBasePath } from './src/config/base-path.ts';
import { preloadFonts } from './scripts/vite/preload-font.ts';
import { routeHtml } from './scripts/vite/route-html.ts';
import { routeModulePreload } from './scripts/vite/route-modulepreload.ts';
import { emitSecurityHeaders } from './scripts/vite/security-headers.ts';
import { routesChunk, startupChunk } from './scripts/vite/startup-chunk.ts';

export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};

/**
 * Modules that only re-export: our barrels (`@/components/ui`, `@/api`...) and the indexes of the component and icon
 * libraries. The bundler keeps only what is imported from them (lazy barrels).
 */
const BARRELS =
  /\/src\/(components\/[\w-]+\/index\.tsx?|api\/index\.ts|content\/[\w-]+\/index\.ts|lib\/jotai\.ts)$|\/node_modules\/(lucide-react\/dist\/esm\/lucide-react\.mjs|react-aria-components\/dist\/exports\/index\.mjs|react-aria\/dist\/exports\/index\.mjs|react-stately\/dist\/exports\/index\.mjs|@tanstack\/[\w-]+\/(build\/modern|dist\/esm|dist)\/index\.js)$/;
const UNSPLIT_ROUTES = new Set<string>(['/_guest', '/_guest/login']);
const entry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
/**
 * The split modules of the signed-in shell, of the guarded group and of the dashboard
 * (`.../routes/_session.tsx?tsr-split=component`, `_session/_authenticated.tsx`, `_session/_authenticated/dashboard.tsx`).
 */
const SIGNED_IN_ROUTES = /\/src\/routes\/_session(\/_authenticated(\/dashboard)?)?\.tsx\?tsr-split=/;
/** The split modules of the pages a visitor opens without an account (the public survey, the auth pages) and /admin. */
const PUBLIC_ROUTES =
  /\/src\/routes\/(enquete\.|forget-password|reset-password|logout|admin|_guest\/|index)[^/?]*\.tsx\?tsr-split=/;

const routesDirectory = fileURLToPath(new URL('./src/routes', import.meta.url));

export default defineConfig({
  // VITE_BASE_PATH=/steer-demo/ builds the demo for that sub-path: assets, the router's basepath, the survey's
  // shared and e-mailed links all follow `base` (import.meta.env.BASE_URL, read in src/config/env.ts).
  base: normalizeBasePath(process.env.VITE_BASE_PATH),
  // The router plugin must run before react() so generated route files are transformed too.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // /login is where almost every visit starts: its page (and its layout's) ships with the entry, not in chunks
      // fetched once the entry has run.
      // Every page's loader (it starts the page's calls) travels with its component: kept in the route tree, the
      // loaders put their query factories in the code /login runs before its first paint (the dashboard's alone was
      // 0.6 kB gzip). A hover of a link still preloads both: the chunk, then its loader.
      codeSplittingOptions: {
        // No hot-reload code under Vitest. That code runs when a route module is first evaluated: if the document's
        // router (`window.__TSR_ROUTER__`, set by every router created in a document) has a route of the same id, it
        // takes that route's components. A story router (`createStoryRouter`, root `component: Outlet`) created before
        // a worker first loads `__root.tsx` thus gave the app's root route the story's Outlet for the rest of the
        // worker: no DocumentTitle, RouteFocus or LiveAnnouncer in any page (toolchain guide, issue 48).
        addHmr: !process.env.VITEST,
        splitBehavior: ({ routeId }) =>
          UNSPLIT_ROUTES.has(routeId)
            ? []
            : [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
    }),
    react(),
    routeModulePreload({ routesDirectory }),
    // dashboard.html, pilotage.html...: each framed route's own HTML, its frame painted before any script runs.
    routeHtml({ routesDirectory }),
    // Latin covers French; the other subsets load only if their characters ever appear.
    preloadFonts({ match: /inter-latin-wght-normal/ }),
    // _headers and the nginx snippet next to the output; `vite preview` sends them (docs/real-host.md).
    emitSecurityHeaders(),
  ],
  resolve: { alias },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // Every browser the build targets (Vite's baseline) supports modulepreload: its polyfill would be dead weight.
  build: {
    sourcemap: false,
    // Fonts always as files: a small subset (JetBrains Mono's Latin) would otherwise be inlined as a data: URL, which
    // the policy's `font-src 'self'` refuses. Other assets keep Vite's default (undefined: inline under 4 kB).
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // A page that imports one primitive from a barrel (`@/components/ui`) gets that primitive's module, not every
      // module the barrel re-exports: /login no longer downloads the modal, select or tooltip code.
      experimental: { lazyBarrel: true },
      // Lazy barrels need side-effect-free barrels: ours only re-export.
      treeshake: { moduleSideEffects: [{ test: BARRELS, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            startupChunk({ name: 'startup', entries: [entry], barrels: BARRELS }),
            // What signing in opens: the signed-in shell and the dashboard, one file instead of some forty.
            routesChunk({
              name: 'signed-in',
              entry,
              routes: SIGNED_IN_ROUTES,
              except: PUBLIC_ROUTES,
              barrels: BARRELS,
            }),
          ],
        },
      },
    },
  },
});
