import type { Plugin, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  HEADERS_FILE,
  NGINX_HEADERS_FILE,
  emitSecurityHeaders,
  headersFor,
  parseHeadersFile,
} from '../../scripts/vite/security-headers';

/** The files the build plugin emits for this base path and Vite env (the demo's, the real-host build's). */
function emittedFiles(base: string, env: Record<string, string>): Map<string, string> {
  const plugin: Plugin = emitSecurityHeaders();
  const files = new Map<string, string>();
  const configResolved = plugin.configResolved as (config: Partial<ResolvedConfig>) => void;
  configResolved({ base, env });
  const generateBundle = plugin.generateBundle as (this: unknown) => void;
  generateBundle.call({
    emitFile: ({ fileName, source }: { fileName: string; source: string }) => files.set(fileName, source),
  });
  return files;
}

/** The CSP's directives by name, from the `_headers` file a build emitted, as a host reads it. */
function directives(headersFile: string, path: string): Map<string, string[]> {
  const csp = headersFor(parseHeadersFile(headersFile), path).find(([name]) => name === 'Content-Security-Policy');
  expect(csp, `no Content-Security-Policy for ${path}`).toBeDefined();
  return new Map(
    csp![1].split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const POLICY: Record<string, string[]> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'require-trusted-types-for': ["'script'"],
};

/** The Trusted Types policies: the demo's Horizon worker has its own; a real-host build holds no mock code. */
const DEMO_POLICIES = ['dompurify', 'default', 'horizon-worker'];

const BUILDS: { name: string; base: string; env: Record<string, string>; connect: string[]; policies: string[] }[] = [
  { name: 'demo', base: '/', env: {}, connect: ["'self'"], policies: DEMO_POLICIES },
  {
    name: 'demo under a sub-path',
    base: '/steer-demo/',
    env: { VITE_API_MOCKING: 'true', VITE_API_URL: 'https://ignored.example' },
    connect: ["'self'"],
    policies: DEMO_POLICIES,
  },
  {
    name: 'real host',
    base: '/',
    env: {
      VITE_API_MOCKING: 'false',
      VITE_API_URL: 'https://api.steer.example/v1',
      VITE_CHAT_URL: 'https://chat.steer.example',
    },
    connect: [
      "'self'",
      'https://api.steer.example',
      'wss://api.steer.example',
      'https://chat.steer.example',
      'wss://chat.steer.example',
    ],
    policies: ['dompurify', 'default'],
  },
];

describe.each(BUILDS)('the headers the $name build emits', ({ base, env, connect, policies }) => {
  const files = emittedFiles(base, env);
  const headers = files.get(HEADERS_FILE) ?? '';
  const nginx = files.get(NGINX_HEADERS_FILE) ?? '';

  it('hold the strict policy: every directive, nothing unsafe, the configured origins only', () => {
    expect(headers).not.toMatch(/unsafe-|\*\s*;|nonce-|sha\d+-/);
    expect(nginx).not.toMatch(/unsafe-/);
    const policy = directives(headers, `${base}dashboard`);
    for (const [name, values] of Object.entries(POLICY)) expect(policy.get(name), name).toEqual(values);
    expect(policy.get('connect-src')).toEqual(connect);
    expect(policy.get('trusted-types')).toEqual(policies);
    expect([...policy.keys()].sort()).toEqual([...Object.keys(POLICY), 'connect-src', 'trusted-types'].sort());
  });

  it('send HSTS for two years, nosniff, the referrer policy, permissions off and COOP, on every path of the app', () => {
    const sent = new Map(headersFor(parseHeadersFile(headers), `${base}assets/index.js`));
    expect(Number(/max-age=(\d+)/.exec(sent.get('Strict-Transport-Security') ?? '')?.[1])).toBeGreaterThanOrEqual(
      2 * 365 * 24 * 3600,
    );
    expect(sent.get('X-Content-Type-Options')).toBe('nosniff');
    expect(sent.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(sent.get('Permissions-Policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(sent.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(headersFor(parseHeadersFile(headers), '/elsewhere/page')).toEqual(base === '/' ? [...sent] : []);
  });

  it('keep HSTS to the host itself: no includeSubDomains unless the build opts in', () => {
    const sent = new Map(headersFor(parseHeadersFile(headers), `${base}dashboard`));
    expect(sent.get('Strict-Transport-Security')).toBe('max-age=63072000');
    const optedIn = emittedFiles(base, { ...env, VITE_HSTS_INCLUDE_SUBDOMAINS: 'true' }).get(HEADERS_FILE) ?? '';
    expect(new Map(headersFor(parseHeadersFile(optedIn), `${base}dashboard`)).get('Strict-Transport-Security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
    const notOptedIn = emittedFiles(base, { ...env, VITE_HSTS_INCLUDE_SUBDOMAINS: 'false' }).get(HEADERS_FILE) ?? '';
    expect(new Map(headersFor(parseHeadersFile(notOptedIn), `${base}dashboard`)).get('Strict-Transport-Security')).toBe(
      'max-age=63072000',
    );
  });

  it('give nginx the same headers, on error pages too', () => {
    const lines = nginx.split('\n').filter((line) => line.startsWith('add_header'));
    const sent = headersFor(parseHeadersFile(headers), `${base}dashboard`);
    expect(lines).toEqual(sent.map(([name, value]) => `add_header ${name} "${value}" always;`));
  });
});
