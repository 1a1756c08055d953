import type { Plugin, PreviewServer } from 'vite';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/**
 * The security headers the app ships with, defined once: the build writes them next to its output (`_headers` for
 * Netlify and Cloudflare Pages, an nginx `add_header` snippet), and `vite preview`, scripts/serve-static.ts and the
 * tests read those emitted files, so every journey runs under the policy a deployment sends (docs/real-host.md,
 * "Security headers").
 */

/**
 * The Trusted Types policies the app creates: DOMPurify's (src/lib/sanitize-html.ts, `RETURN_TRUSTED_TYPE`), and a
 * `default` policy that admits the empty string only (src/lib/trusted-types.ts: react-aria's announcer empties its
 * regions through innerHTML). The demo adds `horizon-worker` (mocks/seed/horizon-loader.ts: its one worker script),
 * which a real-host build, holding no mock code, neither creates nor names.
 */
export const TRUSTED_TYPES_POLICIES = ['dompurify', 'default'] as const;
export const DEMO_TRUSTED_TYPES_POLICIES = [...TRUSTED_TYPES_POLICIES, 'horizon-worker'] as const;

/** The file a static host reads (Netlify, Cloudflare Pages): at the root of the published folder. */
export const HEADERS_FILE = '_headers';
/** The nginx snippet: `add_header` lines to `include` in each location that serves the app (deploy/nginx.conf). */
export const NGINX_HEADERS_FILE = 'nginx-security-headers.conf';

/**
 * react-aria's usePress injects a `<style>` element (`touch-action` on pressable elements) unless the page holds an
 * element of this id: its rule ships in src/styles/global.css instead, and the app's stylesheet link carries the id.
 */
export const REACT_ARIA_PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

/** Two years, the preload list's minimum. */
const HSTS_MAX_AGE = 63_072_000;

/** Browser features the app never uses: turned off for the page and any frame it could ever embed. */
const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

export interface PolicyOptions {
  /** Origins the page calls beyond its own (the real-host build's API and chat), in every scheme they are reached by. */
  connectOrigins?: readonly string[];
  /** The demo build (the in-browser backend): its Horizon worker's policy is named too. Default: true. */
  demo?: boolean;
  /**
   * HSTS covers the host's subdomains too (`includeSubDomains`, VITE_HSTS_INCLUDE_SUBDOMAINS=true). Default: false: a
   * demo published under a sub-path of someone else's domain must not force HTTPS on every subdomain of it; the
   * owner of the whole domain opts in.
   */
  includeSubDomains?: boolean;
}

/**
 * The Content-Security-Policy: nothing by default, the app's own files only, no inline script or style, no eval, and
 * every DOM sink fed through a Trusted Types policy.
 */
export function contentSecurityPolicy({ connectOrigins = [], demo = true }: PolicyOptions = {}): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...new Set(connectOrigins)],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', ...(demo ? DEMO_TRUSTED_TYPES_POLICIES : TRUSTED_TYPES_POLICIES)],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Two years of HTTPS only, for the host alone unless the build opts in to its subdomains. */
export function strictTransportSecurity({ includeSubDomains = false }: PolicyOptions = {}): string {
  return includeSubDomains ? `max-age=${HSTS_MAX_AGE}; includeSubDomains` : `max-age=${HSTS_MAX_AGE}`;
}

/**
 * The build's options from Vite's env: the origins it calls, whether it is the demo, and whether HSTS covers the
 * subdomains (VITE_HSTS_INCLUDE_SUBDOMAINS=true, and nothing else, opts in).
 */
export function policyOptionsFromEnv(env: Record<string, string | undefined>): Required<PolicyOptions> {
  return {
    connectOrigins: configuredConnectOrigins(env),
    demo: env.VITE_API_MOCKING !== 'false',
    includeSubDomains: env.VITE_HSTS_INCLUDE_SUBDOMAINS?.trim() === 'true',
  };
}

/** Every header the app is served with, in the order they are written. */
export function securityHeaders(options: PolicyOptions = {}): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['Strict-Transport-Security', strictTransportSecurity(options)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ')],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/**
 * An origin the page calls, in the forms the browser checks: `https://api.example.com/v1` gives its origin and, for the
 * chat's WebSocket, `wss://api.example.com` (http and ws alike for a local server).
 */
export function callableOrigins(url: string): string[] {
  const parsed = URL.parse(url);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return [];
  const socket = parsed.protocol === 'https:' ? 'wss:' : 'ws:';
  return [parsed.origin, `${socket}//${parsed.host}`];
}

/**
 * The origins the build's configuration calls (Vite's env: VITE_API_URL, VITE_CHAT_URL): none in the demo, whose
 * backend answers inside the page; a relative or empty URL is the page's own origin, which 'self' already admits.
 */
export function configuredConnectOrigins(env: Record<string, string | undefined>): string[] {
  if (env.VITE_API_MOCKING !== 'false') return [];
  return [env.VITE_API_URL, env.VITE_CHAT_URL].flatMap((url) => (url ? callableOrigins(url.trim()) : []));
}

/** `_headers`: every path under the base path gets the headers. */
export function headersFile(base: string, headers: [string, string][]): string {
  return [`${base}*`, ...headers.map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}

/** The nginx snippet: `always`, so error pages carry the policy too. */
export function nginxHeaders(headers: [string, string][]): string {
  return [
    '# Written by `npm run build` (scripts/vite/security-headers.ts): include it in every location that serves the app.',
    ...headers.map(([name, value]) => `add_header ${name} "${value}" always;`),
    '',
  ].join('\n');
}

export interface HeaderRule {
  /** The `_headers` path, `*` matching anything. */
  path: string;
  headers: [string, string][];
}

/** Reads a `_headers` file (the subset we write: a path line, then indented `Name: value` lines). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (separator > 0 && rule) rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** The headers of every rule whose path matches `pathname`, as Netlify and Cloudflare Pages combine them. */
export function headersFor(rules: HeaderRule[], pathname: string): [string, string][] {
  return rules
    .filter(({ path }) =>
      new RegExp(
        `^${path
          .split('*')
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
      ).test(pathname),
    )
    .flatMap(({ headers }) => headers);
}

/** Reads the `_headers` a build wrote into `folder`, or none for a build made before it wrote one. */
export async function readHeadersFile(folder: string): Promise<HeaderRule[]> {
  try {
    return parseHeadersFile(await readFile(resolve(folder, HEADERS_FILE), 'utf8'));
  } catch {
    return [];
  }
}

/**
 * Writes `_headers` and the nginx snippet into the build's output, for the base path and the origins it calls, marks
 * the app's stylesheet as react-aria's, and makes `vite preview` send the headers of the folder it serves.
 */
export function emitSecurityHeaders(): Plugin {
  let base = '/';
  let options: PolicyOptions = {};
  return {
    name: 'steer:security-headers',
    configResolved(config) {
      base = config.base;
      options = policyOptionsFromEnv(config.env);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        return html.replace('<link rel="stylesheet"', `<link rel="stylesheet" id="${REACT_ARIA_PRESSABLE_STYLE_ID}"`);
      },
    },
    generateBundle() {
      const headers = securityHeaders(options);
      this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: headersFile(base, headers) });
      this.emitFile({ type: 'asset', fileName: NGINX_HEADERS_FILE, source: nginxHeaders(headers) });
    },
    configurePreviewServer(server: PreviewServer) {
      const folder = resolve(server.config.root, server.config.build.outDir);
      const rules = readHeadersFile(folder);
      server.middlewares.use((request, response, next) => {
        void rules.then((loaded) => {
          const pathname = new URL(request.url ?? '/', 'http://preview').pathname;
          for (const [name, value] of headersFor(loaded, pathname)) response.setHeader(name, value);
          next();
        }, next);
      });
    },
  };
}
