import { parseArgs } from 'node:util';
import { formatJson, formatTables, totalsOf } from './report';
import type { VerifyOptions } from './run';
import { verifyHost } from './verify';

/**
 * `npm run verify:host -- --url https://api.example.fr --email ... --password ... [--chat-url ...] [--origin ...]
 * [--writes] [--json] [--timeout ms] [--expiry-wait s]`: checks a live host against openapi.yaml. Exits 1 on any
 * failed check, 2 on a usage error. The password may come from STEER_VERIFY_PASSWORD instead of the command line.
 */

const USAGE = `Usage: npm run verify:host -- --url <api origin> --email <e-mail> --password <password>
  [--chat-url <Socket.IO origin, default --url>] [--origin <the client's origin, for CORS>]
  [--writes] [--json] [--timeout <ms per call, default 10000>] [--expiry-wait <s, default 60>]
  The password may be given as STEER_VERIFY_PASSWORD instead.`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

function originOf(value: string, flag: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
    return url.origin;
  } catch {
    fail(`${flag}: not an http(s) URL: ${value}`);
  }
}

function optionsFrom(argv: string[]): { options: VerifyOptions; json: boolean } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        url: { type: 'string' },
        'chat-url': { type: 'string' },
        origin: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        writes: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        timeout: { type: 'string', default: '10000' },
        'expiry-wait': { type: 'string', default: '60' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const password = values.password ?? process.env.STEER_VERIFY_PASSWORD;
  if (!values.url || !values.email || !password) fail('--url, --email and --password are required.');
  const timeoutMs = Number(values.timeout);
  const expiryWait = Number(values['expiry-wait']);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) fail(`--timeout: not a positive number: ${values.timeout}`);
  if (!Number.isFinite(expiryWait) || expiryWait < 0) fail(`--expiry-wait: not a number: ${values['expiry-wait']}`);
  const url = new URL(originOf(values.url, '--url')).href.replace(/\/+$/, '');
  return {
    json: values.json,
    options: {
      // A path after the origin is kept: a host may serve the API under a prefix.
      url: values.url.replace(/\/+$/, '').startsWith(url) ? values.url.replace(/\/+$/, '') : url,
      chatUrl: values['chat-url'] ? originOf(values['chat-url'], '--chat-url') : url,
      origin: values.origin ? originOf(values.origin, '--origin') : undefined,
      email: values.email,
      password,
      writes: values.writes,
      timeoutMs,
      expiryWaitMs: expiryWait * 1000,
    },
  };
}

const { options, json } = optionsFrom(process.argv.slice(2));
// The progress line goes to stderr, rewritten in place on a terminal, so stdout holds only the table or the JSON.
// In a log (CI), one line per area.
const tty = process.stderr.isTTY;
let area = '';
const results = await verifyHost(options, (line) => {
  if (tty) process.stderr.write(`\r\x1b[2K${line.slice(0, (process.stderr.columns || 100) - 1)}`);
  else if (!line.includes(`] ${area}:`)) {
    area = /\] (\w+):/.exec(line)?.[1] ?? '';
    process.stderr.write(`verify:host: checking ${area}...\n`);
  }
});
if (tty) process.stderr.write('\r\x1b[2K');
const target = `${options.url}${options.writes ? ' (with --writes)' : ' (read-only)'}`;
process.stdout.write(`${json ? formatJson(results, target) : formatTables(results, target)}\n`);
process.exit(totalsOf(results).failed > 0 ? 1 : 0);
