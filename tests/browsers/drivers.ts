import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { launch, type Browser, type ElementHandle, type Page } from 'puppeteer-core';

/**
 * The two ways of driving a browser the suite needs, behind one small interface: Puppeteer over WebDriver BiDi for
 * Debian's Firefox ESR, and a W3C WebDriver client (plain fetch) for WebKitGTK through Debian's WebKitWebDriver,
 * under Xvfb. Journeys (journeys.ts) see only `Driver`.
 */

/** What finds an element in the page (page-helpers.js): a role, an accessible name, a scope. */
export interface Query {
  role: string;
  name?: string | RegExp;
  within?: Query;
  index?: number;
}

/** A key the journeys press. */
export type Key = 'Enter' | 'Escape' | 'Tab';

export interface Driver {
  /** The browser and its version, e.g. 'Firefox ESR 153.7.0esr'. */
  readonly browser: string;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /**
   * Runs `body` in the page as a function body, with `find(query)`, `findAll(query)` and `nameOf(element)` in scope and
   * the arguments as `args`; returns what it returns (JSON).
   */
  evaluate<T>(body: string, ...args: unknown[]): Promise<T>;
  /** Clicks, as a pointer does, the element that `body` returns. */
  click(body: string, ...args: unknown[]): Promise<void>;
  /** Moves the mouse over the element that `body` returns. */
  hover(body: string, ...args: unknown[]): Promise<void>;
  /** Types text with the keyboard into whatever has the focus. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  close(): Promise<void>;
}

/**
 * How long a step may take to show on screen (the demo's backend runs in the page, the machine may be busy): 30 s, or
 * `BROWSERS_STEP_SECONDS`. A bound, not a wait: a step goes on as soon as what it waits for is there. .ci/run raises it
 * where the journeys run on the cores other work leaves idle (SCHED_IDLE), and are slowed by as much as that work is.
 */
export const STEP_TIMEOUT = 1000 * Number(process.env.BROWSERS_STEP_SECONDS ?? 30);
if (!(STEP_TIMEOUT > 0)) {
  throw new Error(`BROWSERS_STEP_SECONDS=${process.env.BROWSERS_STEP_SECONDS}: expected a number of seconds`);
}
/** How long a page may take to load to its document's start: twice a step (60 s by default, as before). */
const LOAD_TIMEOUT = 2 * STEP_TIMEOUT;

/** A person's pace between two keys: react-aria's date field moves to the next part between two keystrokes. */
const KEY_DELAY_MS = 40;
const PAGE_HELPERS = readFileSync(new URL('./page-helpers.js', import.meta.url), 'utf8');

/** A query as JSON: a RegExp name travels as its source and flags. */
export function serialise(query: Query): unknown {
  const { name, within, ...rest } = query;
  return {
    ...rest,
    ...(name instanceof RegExp ? { name: { source: name.source, flags: name.flags } } : name ? { name } : {}),
    ...(within ? { within: serialise(within) } : {}),
  };
}

/** The script that runs `body` with the page helpers in scope. */
function pageScript(body: string): string {
  return `${PAGE_HELPERS}\nreturn (function (args) {\n${body}\n})(arguments[0]);`;
}

/** Debian's Firefox ESR through Puppeteer over WebDriver BiDi (no CDP, no downloaded browser). */
export async function firefox(executablePath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'): Promise<Driver> {
  const browser: Browser = await launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath,
    headless: !process.env.DISPLAY,
    defaultViewport: { width: 1440, height: 900 },
    extraPrefsFirefox: {
      // Nothing from the network but the page: no updates, no telemetry.
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      // Focus events as in a focused window (a headless window never is): react-aria and the menu react to them.
      'focusmanager.testmode': true,
    },
  });
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
  const version = (await browser.version()).replace(/^firefox\//i, '');
  /** The page script as a function of the arguments' array (Puppeteer sends a function's source to the page). */
  const run = (body: string) =>
    new Function('args', pageScript(body).replace('arguments[0]', 'args')) as (args: unknown[]) => unknown;
  return {
    browser: `Firefox ESR ${version}`,
    // The journeys wait for what they look for: the document's start is enough.
    goto: async (url) => void (await page.goto(url, { waitUntil: 'domcontentloaded', timeout: LOAD_TIMEOUT })),
    reload: async () => void (await page.reload({ waitUntil: 'domcontentloaded', timeout: LOAD_TIMEOUT })),
    url: async () => page.url(),
    evaluate: async <T>(body: string, ...args: unknown[]) => (await page.evaluate(run(body), args)) as T,
    click: async (body, ...args) => {
      const handle = (await page.evaluateHandle(run(body), args)) as ElementHandle<Element>;
      if (!handle.asElement()) throw new Error(`nothing to click: ${body}`);
      await handle.click();
      await handle.dispose();
    },
    hover: async (body, ...args) => {
      const handle = (await page.evaluateHandle(run(body), args)) as ElementHandle<Element>;
      if (!handle.asElement()) throw new Error(`nothing to hover: ${body}`);
      await handle.hover();
      await handle.dispose();
    },
    type: async (text) => page.keyboard.type(text, { delay: KEY_DELAY_MS }),
    press: async (key) => page.keyboard.press(key),
    close: () => browser.close(),
  };
}

/** The W3C WebDriver key codes of the keys the journeys press. */
const WEBDRIVER_KEYS: Record<Key, string> = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004' };
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/**
 * WebKitGTK (Safari's engine) through Debian's WebKitWebDriver, under xvfb-run (MiniBrowser needs a display), over
 * W3C WebDriver: a dozen commands, sent with fetch.
 */
export async function webkit(port: number): Promise<Driver> {
  const driver: ChildProcess = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
  });
  const stopDriver = () => {
    if (driver.pid) {
      try {
        process.kill(-driver.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  const base = `http://127.0.0.1:${port}`;
  const send = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${json.value.error}: ${json.value.message}`);
    return json.value;
  };
  try {
    // The driver answers once it listens: asked every 0.1 s, for as long as a step may take.
    const started = Date.now();
    for (;;) {
      try {
        await send('GET', '/status');
        break;
      } catch (error) {
        if (Date.now() - started > STEP_TIMEOUT) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const binary = process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
    const session = await send<{ sessionId: string; capabilities: { browserVersion: string } }>('POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary, args: ['--automation'] } } },
    });
    const at = `/session/${session.sessionId}`;
    await send('POST', `${at}/window/rect`, { width: 1440, height: 900 });
    const execute = <T>(body: string, args: unknown[]) =>
      send<T>('POST', `${at}/execute/sync`, { script: pageScript(body), args: [args] });
    const keys = (text: string) =>
      send('POST', `${at}/actions`, {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [...text].flatMap((value) => [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
              { type: 'pause', duration: KEY_DELAY_MS },
            ]),
          },
        ],
      });
    return {
      browser: `WebKitGTK ${session.capabilities.browserVersion}`,
      goto: async (url) => void (await send('POST', `${at}/url`, { url })),
      reload: async () => void (await send('POST', `${at}/refresh`, {})),
      url: () => send<string>('GET', `${at}/url`),
      evaluate: (body, ...args) => execute(body, args),
      click: async (body, ...args) => {
        const element = await execute<Record<string, string> | null>(body, args);
        if (!element?.[ELEMENT]) throw new Error(`nothing to click: ${body}`);
        await send('POST', `${at}/element/${element[ELEMENT]}/click`, {});
      },
      hover: async (body, ...args) => {
        const element = await execute<Record<string, string> | null>(body, args);
        if (!element?.[ELEMENT]) throw new Error(`nothing to hover: ${body}`);
        await send('POST', `${at}/actions`, {
          actions: [
            {
              type: 'pointer',
              id: 'mouse',
              parameters: { pointerType: 'mouse' },
              actions: [{ type: 'pointerMove', duration: 0, origin: { [ELEMENT]: element[ELEMENT] }, x: 0, y: 0 }],
            },
          ],
        });
      },
      type: async (text) => void (await keys(text)),
      press: async (key) => void (await keys(WEBDRIVER_KEYS[key])),
      close: async () => {
        await send('DELETE', at).catch(() => undefined);
        stopDriver();
      },
    };
  } catch (error) {
    stopDriver();
    throw error;
  }
}
