import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * The four apps the journeys run against, each built once (`npm run build:e2e`) and then only served by Playwright's
 * web servers (`STEER_E2E_PREBUILT=1`, as `.ci/run` does). Without that variable, `npm run test:e2e` builds the one a
 * server needs before serving it, as before. The ports live here so that the builds (which bake the host's address
 * into the real-host apps) and the servers agree.
 *
 * A build is Vite's alone (its router plugin writes the route tree): the type check is `npm run typecheck`'s, run
 * once before (`.ci/run`'s « Type check » step); `npm run build` for a person still does both.
 */

/** E2E_PORT_OFFSET shifts every port, so that several checkouts on one machine can run their journeys at once. */
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const DEMO_PORT = 4173 + PORT_OFFSET;
export const MOCK_SERVER_PORT = 4010 + PORT_OFFSET;
export const REAL_HOST_PORT = 4174 + PORT_OFFSET;
export const SUB_PATH_PORT = 4175 + PORT_OFFSET;
/** The 'chaos' project: the real-host build served here, calling the fault-injecting proxy on CHAOS_PROXY_PORT. */
export const CHAOS_APP_PORT = 4176 + PORT_OFFSET;
export const CHAOS_PROXY_PORT = 4177 + PORT_OFFSET;
/** The sub-path the demo is built for and served under by the 'sub-path' project (VITE_BASE_PATH). */
export const SUB_PATH = '/steer-demo/';
export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`;
/** `npm run mock-server`: the in-browser backend's handlers and chat over real HTTP and Socket.IO. */
export const MOCK_SERVER_URL = `http://127.0.0.1:${MOCK_SERVER_PORT}`;
/** The client built with mocking off, calling the mock server like any real host. */
export const REAL_HOST_URL = `http://127.0.0.1:${REAL_HOST_PORT}`;
/** The demo built with VITE_BASE_PATH, served by a plain static server under that path (with an SPA fallback). */
export const SUB_PATH_URL = `http://127.0.0.1:${SUB_PATH_PORT}${SUB_PATH}`;
/** The real-host build whose every call goes through `npm run chaos-proxy` (started by the chaos journeys). */
export const CHAOS_APP_URL = `http://127.0.0.1:${CHAOS_APP_PORT}`;
export const CHAOS_PROXY_URL = `http://127.0.0.1:${CHAOS_PROXY_PORT}`;

export type E2eBuildName = 'demo' | 'real-host' | 'chaos' | 'sub-path';

export interface E2eBuild {
  outDir: string;
  env: Record<string, string>;
}

export const E2E_BUILDS: Record<E2eBuildName, E2eBuild> = {
  // The demo build: mocking on, served exactly as a reviewer would get it.
  demo: { outDir: 'dist', env: {} },
  // The same client built with mocking off: no in-browser backend, every call to the mock server's origin.
  'real-host': {
    outDir: 'dist-real',
    env: { VITE_API_MOCKING: 'false', VITE_API_URL: MOCK_SERVER_URL, VITE_CHAT_URL: MOCK_SERVER_URL },
  },
  // The real-host build again, pointed at the chaos proxy (which the chaos journeys start in front of the mock server).
  chaos: {
    outDir: 'dist-chaos',
    env: { VITE_API_MOCKING: 'false', VITE_API_URL: CHAOS_PROXY_URL, VITE_CHAT_URL: CHAOS_PROXY_URL },
  },
  // The demo as a static site under a sub-path.
  'sub-path': { outDir: 'dist-subpath', env: { VITE_BASE_PATH: SUB_PATH } },
};

/** Whether the web servers only serve what `npm run build:e2e` built (`.ci/run`), instead of building first. */
export const PREBUILT = process.env.STEER_E2E_PREBUILT === '1';

/** The shell command a web server runs before serving `name`: nothing when prebuilt, else its Vite build. */
export function buildCommand(name: E2eBuildName): string {
  if (PREBUILT) return 'true';
  const { outDir, env } = E2E_BUILDS[name];
  const assignments = Object.entries(env).map(([key, value]) => `${key}=${value}`);
  return [...assignments, 'npx vite build --outDir', outDir].join(' ');
}

function build(name: E2eBuildName): Promise<number> {
  const { outDir, env } = E2E_BUILDS[name];
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir], {
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code) => {
      console.log(`build:e2e: ${name} → ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${code})`);
      done(code ?? 1);
    });
  });
}

/**
 * Builds the named apps, two at a time: a Vite build keeps one core busy for most of its run (the bundler's threads
 * only for part of it), so on two cores a pair finishes sooner than the two one after the other. Resolves to the
 * names whose build failed. `npm run check:changed` builds only what the affected journeys need through it.
 */
export async function buildApps(names: readonly E2eBuildName[]): Promise<E2eBuildName[]> {
  const queue = [...names];
  const failures: E2eBuildName[] = [];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) if ((await build(name)) !== 0) failures.push(name);
  };
  await Promise.all([worker(), worker()]);
  return failures;
}

/** `npm run build:e2e [-- demo real-host ...]`: builds the named apps (all four by default). */
async function main(): Promise<void> {
  const asked = process.argv.slice(2).filter((arg) => !arg.startsWith('-')) as E2eBuildName[];
  const names = asked.length > 0 ? asked : (Object.keys(E2E_BUILDS) as E2eBuildName[]);
  const unknown = names.filter((name) => !(name in E2E_BUILDS));
  if (unknown.length > 0) {
    console.error(`build:e2e: unknown build ${unknown.join(', ')} (known: ${Object.keys(E2E_BUILDS).join(', ')})`);
    process.exit(2);
  }
  const failures = await buildApps(names);
  if (failures.length > 0) {
    console.error(`build:e2e: failed: ${failures.join(', ')}`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
