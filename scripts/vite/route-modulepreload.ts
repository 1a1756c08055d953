import { createHash } from 'node:crypto';
import { relative, sep } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { FORM_FIRST_ROUTE_IDS } from '../../src/app/form-first-routes.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Requests the code-split chunks of the route being opened together with the entry, instead of after it has run.
 *
 * With `autoCodeSplitting`, a route's component lives in its own chunk that the router imports once the entry has
 * evaluated: a second network round trip before the first paint. This plugin writes a small script file (linked from
 * index.html, content-hashed) with each route's chunks (its own and its pathless layouts', plus what they import and the entry does
 * not) and their CSS; the script matches `location.pathname` and adds the `modulepreload` and stylesheet links for
 * that route alone while the page is still being parsed. Vite's preload helper later finds the same links and does not
 * fetch them twice.
 *
 * In the demo build, a route that calls the API before it can show anything (every route but the form-first ones,
 * src/app/form-first-routes.ts) also gets the in-browser backend's chunk (mocks/browser.ts), which src/main.tsx
 * imports at once for those routes: it then downloads with the route's code instead of after the entry has run.
 */

export interface RouteAssets {
  /** The route's URL as a regular expression source, e.g. `^/reset-password/[^/]+/?$`. */
  pattern: string;
  /** The route's path when it has no parameter (`/mon-enquete/dashboard`), else null. */
  path: string | null;
  /**
   * The route's own chunks (its file's and its layouts', the backend's in the demo), without what they import: a
   * route's own HTML names these only (scripts/vite/route-html.ts), and Vite's preload helper fetches their imports
   * alongside when the router imports them.
   */
  own: string[];
  scripts: string[];
  styles: string[];
}

const SPLIT_MARKER = '?tsr-split=';
const MOCK_BACKEND_ENTRY = /[/\\]mocks[/\\]browser\.ts$/;

/** `_guest/login` → ['_guest', '_guest/login'] (a file route and the layout files it nests in). */
function routeFileChain(routeFile: string): string[] {
  const segments = routeFile.split('/');
  return segments.map((_, index) => segments.slice(0, index + 1).join('/'));
}

/** A route file's URL segments: pathless `_layout` segments and `index` vanish, `.` separates. */
function urlSegments(routeFile: string): string[] {
  return routeFile.split(/[/.]/).filter((part) => part !== '' && !part.startsWith('_') && part !== 'index');
}

/** The path of a route file without parameters (`_session/_authenticated/mon-enquete/dashboard` → `/mon-enquete/dashboard`). */
function staticPath(routeFile: string): string | null {
  const parts = urlSegments(routeFile);
  return parts.some((part) => part.startsWith('$')) ? null : `/${parts.join('/')}`;
}

/** The URL pattern of a route file: `$param` matches one segment. */
function urlPattern(routeFile: string): string {
  const parts = urlSegments(routeFile).map((part) =>
    part.startsWith('$') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'),
  );
  return `^/${parts.join('/')}${parts.length > 0 ? '/?' : ''}$`;
}

function collectStaticImports(fileName: string, bundle: OutputBundle, into: Set<string>): void {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return;
  into.add(fileName);
  for (const imported of chunk.imports) collectStaticImports(imported, bundle, into);
}

function importedCss(chunk: OutputChunk): string[] {
  return [...(chunk.viteMetadata?.importedCss ?? [])];
}

/** Reads the built bundle: for every route file with split chunks, the files to fetch beyond the entry's own. */
export function routeAssets(bundle: OutputBundle, routesDirectory: string, base: string): RouteAssets[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) return [];
  const withEntry = new Set<string>();
  collectStaticImports(entry.fileName, bundle, withEntry);

  const splitChunksByRoute = new Map<string, OutputChunk[]>();
  for (const chunk of chunks) {
    const facade = chunk.facadeModuleId;
    if (!chunk.isDynamicEntry || !facade?.includes(SPLIT_MARKER)) continue;
    const file = relative(routesDirectory, facade.slice(0, facade.indexOf(SPLIT_MARKER)));
    if (file.startsWith('..')) continue;
    const routeFile = file
      .split(sep)
      .join('/')
      .replace(/\.[jt]sx?$/, '');
    splitChunksByRoute.set(routeFile, [...(splitChunksByRoute.get(routeFile) ?? []), chunk]);
  }

  const mockBackend = chunks.find(
    (chunk) => chunk.isDynamicEntry && MOCK_BACKEND_ENTRY.test(chunk.facadeModuleId ?? ''),
  );
  const routes: RouteAssets[] = [];
  for (const routeFile of splitChunksByRoute.keys()) {
    // Layout routes are opened through their children.
    const isLayout = [...splitChunksByRoute.keys()].some((other) => other.startsWith(`${routeFile}/`));
    if (isLayout) continue;
    const files = new Set<string>();
    const styles = new Set<string>();
    const chain = routeFileChain(routeFile);
    const formFirst = chain.some((link) => FORM_FIRST_ROUTE_IDS.includes(`/${link.replaceAll('.', '/')}`));
    const needed = chain.flatMap((link) => splitChunksByRoute.get(link) ?? []);
    if (mockBackend && !formFirst) needed.push(mockBackend);
    for (const chunk of needed) {
      const reachable = new Set<string>();
      collectStaticImports(chunk.fileName, bundle, reachable);
      for (const fileName of reachable) {
        if (withEntry.has(fileName)) continue;
        files.add(fileName);
        const output = bundle[fileName];
        if (output?.type === 'chunk') for (const css of importedCss(output)) styles.add(css);
      }
    }
    routes.push({
      pattern: urlPattern(routeFile),
      path: staticPath(routeFile),
      own: needed.map((chunk) => base + chunk.fileName),
      scripts: [...files].map((fileName) => base + fileName),
      styles: [...styles].filter((css) => !importedCss(entry).includes(css)).map((css) => base + css),
    });
  }
  return routes;
}

/** The preload script: runs while the head is parsed, before the entry module executes. */
function preloadScript(routes: RouteAssets[], base: string): string {
  const table = JSON.stringify(routes.map(({ pattern, scripts, styles }) => [pattern, scripts, styles]));
  // Route patterns are the router's paths: under a base path (VITE_BASE_PATH) the page's path loses it first.
  return `(function(routes,base){var path=location.pathname;if(path.indexOf(base)===0)path=path.slice(base.length-1);for(var i=0;i<routes.length;i++){var route=routes[i];if(!new RegExp(route[0]).test(path))continue;var add=function(rel,href){var link=document.createElement('link');link.rel=rel;link.href=href;link.crossOrigin='';document.head.appendChild(link)};route[1].forEach(function(href){add('modulepreload',href)});route[2].forEach(function(href){add('stylesheet',href)});return}})(${table},${JSON.stringify(base)});`;
}

/** The preload script's file: content-hashed, so it is cached for good like the other assets. */
function preloadScriptFile(source: string, assetsDir: string): string {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return `${assetsDir}/route-preload-${hash}.js`;
}

/** See the module comment. `routesDirectory` is absolute, the same folder the router plugin reads. */
export function routeModulePreload({ routesDirectory }: { routesDirectory: string }): Plugin {
  let base = '/';
  let assetsDir = 'assets';
  let emitted: { fileName: string; source: string } | null = null;
  return {
    name: 'steer:route-modulepreload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const routes = routeAssets(context.bundle, routesDirectory, base);
        if (routes.length === 0) return html;
        const source = preloadScript(routes, base);
        emitted = { fileName: preloadScriptFile(source, assetsDir), source };
        // A classic script file, not inline (the Content-Security-Policy admits no inline script: issue 40): it still
        // runs while the head is parsed, before the entry module. After <title>, ahead of the stylesheets (a classic
        // script waits for those above it) and with <meta charset> kept within the first 1024 bytes.
        const script = `<script src="${base}${emitted.fileName}"></script>`;
        return html.includes('</title>')
          ? html.replace('</title>', `</title>\n    ${script}`)
          : html.replace('<head>', `<head>\n    ${script}`);
      },
    },
    // After Vite's HTML step (which runs the hook above while it writes index.html).
    generateBundle: {
      order: 'post',
      handler() {
        if (emitted) this.emitFile({ type: 'asset', fileName: emitted.fileName, source: emitted.source });
        emitted = null;
      },
    },
  };
}
