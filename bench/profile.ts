/**
 * `npx tsx bench/profile.ts DIR [options]`: where the main thread's time goes, from a CPU profile taken through the
 * DevTools protocol (`Profiler.start`), for docs/performance.md (issue 41). DIR is a build (`vite build --outDir DIR`);
 * it is served here as a static host serves it.
 *
 * - `--path /dashboard` (default): signs in as Claire once, then profiles a cold load of that page in a new tab (HTTP
 *   cache cleared, CPU slowed `--cpu` times, default 4, the session restored from its cookie) from the navigation to
 *   the frame that shows its content (see cold-pages.ts).
 * - `--sign-in EMAIL`: profiles a first sign-in in a fresh browser (no CPU slowing unless `--cpu` says so), from the
 *   click on 'Se connecter' to the frame that shows the score.
 * - `--api URL`: the real-host build's API (an HTTP mock server is started there when it is `auto`).
 *
 * Prints the time by script (the chunk or worker file) and the functions with the most self time, and the long
 * tasks.
 */
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { CONTENT_SELECTORS, LAPTOP_VIEWPORT, type ColdPath } from './cold-pages';
import { CHROMIUM_ARGS, CHROMIUM_PATH, fillLoginAs, fillLoginAsClaire, serve } from './shared';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

function option(argv: string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
}

/** Self time (ms) by script and by function, from the samples. */
function summarise(profile: CpuProfile): { byScript: [string, number][]; byFunction: [string, number][] } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (!node) return;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const script = url ? url.replace(/^https?:\/\/[^/]+/, '') : `(${functionName || 'native'})`;
    byScript.set(script, (byScript.get(script) ?? 0) + delta);
    const name = `${functionName || '(anonymous)'} ${script}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
  });
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return { byScript: sorted(byScript), byFunction: sorted(byFunction) };
}

const LONG_TASKS = `(() => {
  window.__steerTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__steerTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
})()`;

async function startProfiling(cdp: CDPSession, cpu: number): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}

async function waitForText(page: Page, selector: string): Promise<number> {
  await page.waitForSelector(selector, { timeout: 120_000 });
  return page.evaluate<number>('new Promise((resolve) => requestAnimationFrame(resolve))');
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const directory = resolve(argv[0] ?? '');
  const signIn = option(argv, '--sign-in');
  const path = (option(argv, '--path') ?? '/dashboard') as ColdPath;
  const cpu = Number(option(argv, '--cpu') ?? (signIn ? 1 : 4));
  const server = await serve(directory);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: LAPTOP_VIEWPORT, locale: 'fr-FR' });
    await context.addInitScript(LONG_TASKS);
    let page = await context.newPage();
    let cdp: CDPSession;
    let until: number;
    await page.goto(`${origin}/login`);
    if (signIn) {
      await fillLoginAs(page, signIn);
      await page.getByRole('button', { name: /^Démo/ }).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      cdp = await context.newCDPSession(page);
      await startProfiling(cdp, cpu);
      const since = await page.evaluate<number>('performance.now()');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      until = (await waitForText(page, CONTENT_SELECTORS['/dashboard'])) - since;
    } else {
      await fillLoginAsClaire(page);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByText('Votre score global').waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await page.close();
      page = await context.newPage();
      cdp = await context.newCDPSession(page);
      await startProfiling(cdp, cpu);
      await page.goto(`${origin}${path}`);
      until = await waitForText(page, CONTENT_SELECTORS[path]);
    }
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const tasks = await page.evaluate<[number, number][]>('window.__steerTasks');
    const file = `/tmp/steer-profile-${Date.now()}.cpuprofile`;
    writeFileSync(file, JSON.stringify(profile));
    const { byScript, byFunction } = summarise(profile);
    const total = byScript.reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`${signIn ? `first sign-in as ${signIn}` : path}, CPU ×${cpu}: content at ${until.toFixed(0)} ms`);
    console.log(`profile: ${file} (${total.toFixed(0)} ms sampled)\n\nBy script (self time):`);
    for (const [script, ms] of byScript.slice(0, 15)) console.log(`${ms.toFixed(0).padStart(7)} ms  ${script}`);
    console.log('\nBy function (self time):');
    for (const [name, ms] of byFunction.slice(0, 30)) console.log(`${ms.toFixed(0).padStart(7)} ms  ${name}`);
    console.log(`\nLong tasks [start, duration]: ${JSON.stringify(tasks)}`);
    await context.close();
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
