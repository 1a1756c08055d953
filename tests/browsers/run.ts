import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { firefox, webkit, type Driver } from './drivers';
import { JOURNEYS, JourneyPage } from './journeys';

/**
 * `npm run test:browsers [-- firefox|webkit] [-- --build]`: the key journeys (journeys.ts) in Debian's Firefox ESR
 * and WebKitGTK, against the demo build (dist/, built by `npm run build` when missing or with --build) served by
 * scripts/serve-static.ts on its own port (4178 + E2E_PORT_OFFSET), as the Playwright journeys' builds are. Prints
 * each journey, then `N passed, M failed`.
 * The browsers: `apt-get install -y firefox-esr webkit2gtk-driver xvfb` (.ci/run installs them).
 */
const ROOT = resolve(import.meta.dirname, '../..');
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const PORT = Number(process.env.BROWSERS_PORT ?? 4178 + OFFSET);
const WEBDRIVER_PORT = Number(process.env.WEBKIT_WEBDRIVER_PORT ?? 4278 + OFFSET);
const ORIGIN = `http://127.0.0.1:${PORT}`;

const args = process.argv.slice(2);
const build = args.includes('--build');
const only = args.filter((arg) => !arg.startsWith('--'));
const BROWSERS: { name: string; start: () => Promise<Driver> }[] = [
  { name: 'firefox', start: () => firefox() },
  { name: 'webkit', start: () => webkit(WEBDRIVER_PORT) },
].filter((browser) => only.length === 0 || only.includes(browser.name));

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

if (build || !existsSync(`${ROOT}/dist/index.html`)) {
  const built = spawn('npm', ['run', '-s', 'build'], { cwd: ROOT, stdio: 'inherit' });
  const status = await new Promise<number | null>((done) => built.on('exit', done));
  if (status !== 0) process.exit(status ?? 1);
}

// The static server in its own process group, so stopping it stops npx's child too.
const server = spawn('npx', ['tsx', 'scripts/serve-static.ts', 'dist', '--port', String(PORT)], {
  cwd: ROOT,
  detached: true,
  stdio: 'ignore',
});
const stopServer = () => {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);

let passed = 0;
let failed = 0;
const started = Date.now();
try {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(ORIGIN)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 300) throw new Error(`The static server did not answer on ${ORIGIN}`);
    await new Promise((done) => setTimeout(done, 200));
  }
  for (const { name, start } of BROWSERS) {
    const browserStarted = Date.now();
    let driver: Driver;
    try {
      driver = await start();
    } catch (error) {
      console.log(`✘ ${name}: the browser did not start: ${String(error)}`);
      failed += JOURNEYS.length;
      continue;
    }
    console.log(`${driver.browser}`);
    const page = new JourneyPage(driver, ORIGIN);
    for (const journey of JOURNEYS) {
      const journeyStarted = Date.now();
      try {
        await journey.run(page);
        passed++;
        console.log(`  ✓ ${journey.name} (${seconds(journeyStarted)})`);
      } catch (error) {
        failed++;
        console.log(
          `  ✘ ${journey.name} (${seconds(journeyStarted)}): ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    await driver.close().catch(() => undefined);
    console.log(`  ${driver.browser}: ${seconds(browserStarted)}`);
  }
} finally {
  stopServer();
}
console.log(`\nBrowsers: ${passed} passed, ${failed} failed (${seconds(started)})`);
process.exit(failed === 0 ? 0 : 1);
