import { fileURLToPath } from 'node:url';
import { runnerImport, type Alias, type AliasOptions, type Plugin, type Rolldown } from 'vite';
import type * as FramesModuleExports from '../../src/app/route-frames-render.tsx';
import { routeAssets, type RouteAssets } from './route-modulepreload.ts';

type FramesModule = typeof FramesModuleExports;

/**
 * One HTML file per framed route (issue 41): `dashboard.html`, `mon-enquete/dashboard.html`... beside the app's shell,
 * `index.html`. Each is that shell with:
 * - the route's `<title>`;
 * - the route's frame in `#root` (src/app/route-frames.tsx: the layout, the page's h1, a skeleton), so a cold visit
 *   paints the page's place and heading before any script has run; the app keeps those nodes until its first page is
 *   ready (src/app/first-frame.ts);
 * - the route's `modulepreload` and stylesheet links written as tags, in place of the preload script the shell needs
 *   to find them at run time (scripts/vite/route-modulepreload.ts).
 * Hosts serve `/dashboard` from `dashboard.html` (deploy/nginx.conf's `try_files $uri $uri.html`, Netlify and
 * Cloudflare Pages by themselves, `vite preview`, scripts/serve-static.ts) and every other path from `index.html`.
 *
 * The frames are React components rendered in Node: Vite's module runner loads them with the app's aliases, their
 * stylesheet imports left out (the built CSS files hold those rules).
 */

const PRELOAD_SCRIPT = /\s*<script src="[^"]*\/route-preload-[\w-]+\.js"><\/script>/;
const STYLESHEET_IMPORT = '\0route-html:stylesheet';

/** The frames' modules import their CSS: in Node, each such import is an empty module. */
const withoutStylesheets: Plugin = {
  name: 'steer:route-html:without-stylesheets',
  enforce: 'pre',
  resolveId: (id) => (/\.css(\?|$)/.test(id) ? STYLESHEET_IMPORT : null),
  load: (id) => (id === STYLESHEET_IMPORT ? 'export default "";' : null),
};

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const asTags = (tags: string[]) => tags.map((tag) => `\n    ${tag}`).join('');

/**
 * The shell made into one route's page. The route's stylesheets go right after the entry's (the same cascade as when
 * the preload script appended them, and requested before the module preloads: the frame's first paint waits for
 * them, over the six connections HTTP/1.1 gives a host); its own chunks' module preloads at the end of the head. Not
 * the chunks those import: on a 4×-slowed CPU, the 57 preloads of /dashboard's whole graph held the end of the
 * HTML's parse, and the frame's first paint, back by 0.6–0.8 s (docs/performance.md); the router's import of the
 * route fetches them a moment later, in parallel.
 */
export function routeDocument(shell: string, frame: { title: string; markup: string; assets?: RouteAssets }): string {
  const withTitle = shell
    .replace(PRELOAD_SCRIPT, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(frame.title)}</title>`);
  if (!withTitle.includes('<div id="root"></div>')) throw new Error('route-html: no empty #root in index.html');
  const styles = asTags(
    (frame.assets?.styles ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
  );
  const scripts = asTags(
    (frame.assets?.own ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  );
  const lastStylesheet = [...withTitle.matchAll(/<link rel="stylesheet"[^>]*>/g)].at(-1);
  const withStyles =
    lastStylesheet?.index === undefined
      ? withTitle.replace('</head>', `${styles}\n  </head>`)
      : withTitle.slice(0, lastStylesheet.index + lastStylesheet[0].length) +
        styles +
        withTitle.slice(lastStylesheet.index + lastStylesheet[0].length);
  return withStyles
    .replace('</head>', `${scripts}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${frame.markup}</div>`);
}

function flatAliases(alias: AliasOptions | undefined): Alias[] {
  if (!alias) return [];
  return Array.isArray(alias)
    ? (alias as Alias[])
    : Object.entries(alias).map(([find, replacement]) => ({ find, replacement: String(replacement) }));
}

/** See the module comment. `routesDirectory` is absolute, the folder the router plugin reads. */
export function routeHtml({ routesDirectory }: { routesDirectory: string }): Plugin {
  let base = '/';
  let aliases: Alias[] = [];
  return {
    name: 'steer:route-html',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      aliases = flatAliases(config.resolve.alias);
    },
    // After Vite's HTML step has emitted index.html, and after the preload script's file was emitted.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle: Rolldown.OutputBundle) {
        const shell = bundle['index.html'];
        if (!shell || shell.type !== 'asset') return;
        const source = typeof shell.source === 'string' ? shell.source : new TextDecoder().decode(shell.source);
        const { module } = await runnerImport<FramesModule>(
          fileURLToPath(new URL('../../src/app/route-frames-render.tsx', import.meta.url)),
          { configFile: false, logLevel: 'warn', resolve: { alias: aliases }, plugins: [withoutStylesheets] },
        );
        const markup = module.renderRouteFrames(base);
        const assetsByPath = new Map(
          routeAssets(bundle, routesDirectory, base).flatMap((assets) => (assets.path ? [[assets.path, assets]] : [])),
        );
        for (const [route, frame] of Object.entries(markup) as [keyof typeof markup, string][]) {
          this.emitFile({
            type: 'asset',
            fileName: `${route.slice(1)}.html`,
            source: routeDocument(source, {
              title: module.routeFrameTitle(route),
              markup: frame,
              assets: assetsByPath.get(route),
            }),
          });
        }
      },
    },
  };
}
