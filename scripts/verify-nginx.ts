import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { NGINX_HEADERS_FILE } from './vite/security-headers';

/**
 * `npm run verify:nginx [-- <folder>] [-- --port 4180]`: serves the demo built for /steer-demo/ (by default
 * `dist-subpath`, which `npm run build:e2e sub-path` writes) with nginx and `deploy/nginx.conf` as it is committed
 * (only its port, its root and the security headers' snippet pointed at a scratch folder), then checks what a visitor
 * gets: the app's HTML for a deep link, a route's own HTML, the files that exist, a 404 for a missing file with an
 * extension (a chunk a new build removed must fail as one, not arrive as HTML), the redirect of /steer-demo, and the
 * security headers on every answer, errors included. Needs nginx (`apt-get install -y nginx-light`).
 */

const ROOT = resolve(import.meta.dirname, '..');
const BASE = '/steer-demo/';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string', default: String(4180 + Number(process.env.E2E_PORT_OFFSET ?? 0)) } },
});
const folder = resolve(positionals[0] ?? `${ROOT}/dist-subpath`);
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;

if (spawnSync('nginx', ['-v']).error) {
  console.error('verify:nginx: nginx is not installed (apt-get install -y nginx-light)');
  process.exit(2);
}
if (!existsSync(`${folder}/index.html`) || !existsSync(`${folder}/${NGINX_HEADERS_FILE}`)) {
  console.error(`verify:nginx: no demo built for ${BASE} in ${folder} (npm run build:e2e sub-path)`);
  process.exit(2);
}

/** deploy/nginx.conf with its three machine-specific lines pointed at `scratch`; each must be found, as committed. */
function siteConfig(scratch: string): string {
  let config = readFileSync(`${ROOT}/deploy/nginx.conf`, 'utf8');
  const replacements: [string, string][] = [
    ['listen 80;', `listen 127.0.0.1:${port};`],
    ['root /var/www/html;', `root ${scratch}/html;`],
    ['/etc/nginx/snippets/steer-security-headers.conf', `${scratch}/steer-security-headers.conf`],
  ];
  for (const [from, to] of replacements) {
    if (!config.includes(from)) throw new Error(`deploy/nginx.conf no longer holds '${from}': update this script`);
    config = config.replaceAll(from, to);
  }
  return config;
}

/** A scratch nginx: its own prefix, pid, logs and temporary folders, in the foreground, one worker. */
function prepare(): string {
  const scratch = mkdtempSync(join(tmpdir(), 'steer-nginx-'));
  // nginx's workers may run as another user (www-data): they must read the scratch folder and the build.
  chmodSync(scratch, 0o755);
  mkdirSync(`${scratch}/html`);
  symlinkSync(folder, `${scratch}/html/steer-demo`);
  copyFileSync(`${folder}/${NGINX_HEADERS_FILE}`, `${scratch}/steer-security-headers.conf`);
  const temporary = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${scratch}/${kind};`)
    .join('\n');
  writeFileSync(
    `${scratch}/nginx.conf`,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${scratch}/nginx.pid;`,
      `error_log ${scratch}/error.log;`,
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      temporary,
      siteConfig(scratch),
      '}',
      '',
    ].join('\n'),
  );
  return scratch;
}

interface Check {
  path: string;
  status: number;
  /** What else the answer must be. */
  expect?: (response: Response, body: string) => string | null;
}

const file = (name: string) => readFileSync(`${folder}/${name}`, 'utf8');
const sameAs =
  (name: string) =>
  (_: Response, body: string): string | null =>
    body === file(name) ? null : `not ${name}`;
const anAsset = readdirSync(`${folder}/assets`).find((name) => name.endsWith('.js'));

const CHECKS: Check[] = [
  { path: BASE, status: 200, expect: sameAs('index.html') },
  { path: `${BASE}diagnosis/gouvernance/1`, status: 200, expect: sameAs('index.html') },
  { path: `${BASE}pilotage`, status: 200, expect: sameAs('pilotage.html') },
  { path: `${BASE}pilotage.html`, status: 200, expect: sameAs('pilotage.html') },
  { path: `${BASE}favicon.svg`, status: 200 },
  {
    path: `${BASE}assets/${anAsset}`,
    status: 200,
    expect: (response) =>
      response.headers.get('cache-control')?.includes('immutable') ? null : 'not cached as immutable',
  },
  { path: `${BASE}nope.js`, status: 404 },
  { path: `${BASE}assets/nope.js`, status: 404 },
  { path: `${BASE}diagnosis/nope.css`, status: 404 },
  {
    path: BASE.slice(0, -1),
    status: 301,
    expect: (response) => (response.headers.get('location')?.endsWith(BASE) ? null : 'not redirected to /steer-demo/'),
  },
];

async function answered(): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(origin);
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return false;
}

const scratch = prepare();
const nginx = spawn('nginx', ['-p', scratch, '-c', `${scratch}/nginx.conf`], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
let failures = 0;
try {
  if (!(await answered())) throw new Error(`nginx did not answer on ${origin}: ${scratch}/error.log`);
  for (const check of CHECKS) {
    const response = await fetch(`${origin}${check.path}`, { redirect: 'manual' });
    const body = await response.text();
    const problems = [
      response.status === check.status ? null : `answered ${response.status}, not ${check.status}`,
      response.headers.get('content-security-policy') ? null : 'without the Content-Security-Policy',
      check.expect?.(response, body) ?? null,
    ].filter((problem) => problem !== null);
    failures += problems.length > 0 ? 1 : 0;
    console.log(`${problems.length > 0 ? '✗' : '✓'} ${check.path} → ${response.status} ${problems.join('; ')}`);
  }
} finally {
  if (nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  rmSync(scratch, { recursive: true, force: true });
}
console.log(failures === 0 ? 'deploy/nginx.conf serves the demo as it says' : `${failures} checks failed`);
process.exit(failures === 0 ? 0 : 1);
