import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckResult } from '../../scripts/verify-host/report';
import { BROKEN_HOST_ACCOUNT, STUCK_REFRESH_TOKEN, startBrokenHost } from './broken-host';

/**
 * verify:host run as an integrator runs it (its own process, --json), against a fixture host with three defects:
 * each is caught and named, the exit code says so, and nothing printed holds the password, a token or the cookie.
 */

// Not `new URL(..., import.meta.url)`: Vite rewrites that pattern into an http:// asset URL.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const ORIGIN = 'http://127.0.0.1:5173';

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

function verifyHostCli(args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/verify-host/index.ts', ...args],
      { cwd: ROOT, timeout: 30_000 },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? -1 : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('verify:host against a broken host', () => {
  let host: Awaited<ReturnType<typeof startBrokenHost>>;
  let run: CliRun;
  let results: CheckResult[];
  const row = (area: string, name: string) => results.find((result) => result.area === area && result.name === name);

  beforeAll(async () => {
    host = await startBrokenHost();
    const { email, password } = BROKEN_HOST_ACCOUNT;
    run = await verifyHostCli([
      ...['--url', host.url, '--origin', ORIGIN, '--email', email, '--password', password],
      ...['--json', '--timeout', '3000'],
    ]);
    results = (JSON.parse(run.stdout) as { results: CheckResult[] }).results;
  }, 40_000);
  afterAll(() => host.close());

  it('asks each list call for a page (proposed paging), and skips the calls the host does not answer', () => {
    expect(row('operations', 'listCompanyCollaborators paging (offset, limit)')).toMatchObject({
      outcome: 'skipped',
      detail: '404: the list call itself is not answered',
    });
  });

  it('names the wrong shape', () => {
    expect(row('operations', 'getUser')).toMatchObject({ outcome: 'failed' });
    expect(row('operations', 'getUser')?.detail).toMatch(/200 body outside the schema: \/id must be integer/);
  });

  it('names the missing CORS header', () => {
    expect(row('browser', 'credentialed answers allow the origin')).toMatchObject({
      outcome: 'failed',
      detail: expect.stringContaining('no Access-Control-Allow-Credentials'),
    });
    expect(row('browser', 'preflight POST /api/auth/login')?.detail).toContain('Access-Control-Allow-Credentials');
  });

  it('names the refresh cookie that does not rotate', () => {
    expect(row('session', 'refresh rotates the refresh cookie')).toMatchObject({
      outcome: 'failed',
      detail: expect.stringContaining('without a new refresh cookie'),
    });
    expect(row('session', 'a replayed refresh cookie is refused (once its successor was used)')).toMatchObject({
      outcome: 'failed',
    });
  });

  it('passes what the host does right, and exits non-zero', () => {
    expect(row('session', 'the access token has the claims the client reads')).toMatchObject({ outcome: 'passed' });
    expect(row('browser', 'refresh cookie HttpOnly')).toMatchObject({ outcome: 'passed' });
    expect(row('operations', 'login')).toMatchObject({ outcome: 'passed' });
    expect(run.code).toBe(1);
  });

  it('lists the creates that declare Idempotency-Key, and tries the rule only with --writes', () => {
    expect(row('idempotency', 'openapi.yaml declares Idempotency-Key on the creates')).toMatchObject({
      outcome: 'passed',
      detail: expect.stringContaining('uploadCompanyDocument'),
    });
    expect(
      row('idempotency', 'uploadCompanyDocument: same key and body, the first answer again, nothing written twice'),
    ).toMatchObject({ outcome: 'skipped', detail: 'a write: run with --writes' });
    expect(row('idempotency', 'addPlanSolution honours Idempotency-Key')).toMatchObject({ outcome: 'skipped' });
  });

  it('prints no password, token or cookie value', () => {
    const printed = run.stdout + run.stderr;
    expect(printed).not.toContain(BROKEN_HOST_ACCOUNT.password);
    expect(printed).not.toContain(STUCK_REFRESH_TOKEN);
    expect(printed).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
  });
});
