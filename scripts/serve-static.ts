import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { normalizeBasePath } from '../src/config/base-path';
import { CONTENT_TYPES } from './content-types';
import { headersFor, readHeadersFile } from './vite/security-headers';

/**
 * `tsx scripts/serve-static.ts <folder> [--base /steer-demo/] [--port 4175] [--host 127.0.0.1]`: a plain static
 * server, as a static host would serve the built demo under a sub-path. Files are served as they are; any other GET
 * under the base path gets its route's own HTML (`dashboard.html`) when the build wrote one, else index.html (the SPA fallback of deploy/nginx.conf and deploy/_redirects), so a deep link
 * reloads into the app; anything outside the base path is a 404, like the rest of someone else's site. Every answer
 * carries the headers of the `_headers` file the build wrote (scripts/vite/security-headers.ts), as Netlify or
 * Cloudflare Pages would send them.
 */

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: '/' },
    port: { type: 'string', default: '4175' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});
const root = resolve(positionals[0] ?? 'dist');
const base = normalizeBasePath(values.base);
const port = Number(values.port);
const headerRules = await readHeadersFile(root);

async function fileAt(path: string): Promise<string | null> {
  try {
    return (await stat(path)).isFile() ? path : null;
  } catch {
    return null;
  }
}

const server = createServer((request, response) => {
  void (async () => {
    const url = new URL(request.url ?? '/', 'http://static');
    const pathname = decodeURIComponent(url.pathname);
    for (const [name, value] of headersFor(headerRules, pathname)) response.setHeader(name, value);
    if (!`${pathname}/`.startsWith(base) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const relative = normalize(pathname.slice(base.length)).replace(/^(\.\.(\/|\\|$))+/, '');
    const candidate = join(root, relative);
    const inside = candidate.startsWith(root + sep) || candidate === root;
    // A route with its own HTML (/dashboard → dashboard.html, scripts/vite/route-html.ts), as nginx's try_files does.
    const file = inside
      ? ((await fileAt(candidate)) ?? (extname(relative) ? null : await fileAt(`${candidate}.html`)))
      : null;
    // No such file: the SPA fallback, except for what looks like a missing asset (a file name with an extension).
    const served = file ?? (extname(relative) ? null : join(root, 'index.html'));
    if (!served) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(served)] ?? 'application/octet-stream',
      // Hashed assets forever; the page and the worker always fresh (a new build must reach the next visit).
      'Cache-Control': relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(served).pipe(response);
  })();
});

server.listen(port, values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${port}${base} (SPA fallback to index.html)`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
