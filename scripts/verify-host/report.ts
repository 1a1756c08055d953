import { contractVersion } from '../contract-document';

/** The results of a run: one row per check, grouped by area, printed as tables or as JSON. */

export const AREAS = ['operations', 'idempotency', 'session', 'browser', 'chat'] as const;
export type Area = (typeof AREAS)[number];
export type Outcome = 'passed' | 'failed' | 'skipped';

export interface CheckResult {
  area: Area;
  /** What was checked, e.g. `getUser` or `refresh rotates the refresh cookie`. */
  name: string;
  outcome: Outcome;
  /** The status seen, or why it failed or was skipped. Never holds a token, a cookie value or a password. */
  detail: string;
}

export const AREA_TITLES: Record<Area, string> = {
  operations: 'Operations (answers against openapi.yaml)',
  idempotency: 'Idempotency-Key on creates (proposed)',
  session: 'Session lifecycle',
  browser: 'Browser realities (CORS, cookies)',
  chat: 'Realtime chat (Socket.IO)',
};

export interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

export function totalsOf(results: readonly CheckResult[]): Totals {
  return {
    passed: results.filter((result) => result.outcome === 'passed').length,
    failed: results.filter((result) => result.outcome === 'failed').length,
    skipped: results.filter((result) => result.outcome === 'skipped').length,
  };
}

/**
 * Removes secrets from a text before it is shown: the password, every token the run has seen, anything shaped like
 * a JWT, and cookie values. Applied to every detail, so a host echoing a token in an error message leaks nothing.
 */
export function redactor(secrets: () => Iterable<string>): (text: string) => string {
  return (text) => {
    let safe = text;
    for (const secret of secrets()) {
      if (secret.length >= 4) safe = safe.split(secret).join('[redacted]');
    }
    return safe
      .replace(/eyJ[\w-]*\.[\w-]*\.[\w-]*/g, '[redacted JWT]')
      .replace(/(refreshToken=)[^;\s,]+/gi, '$1[redacted]')
      .replace(/(Bearer\s+)\S+/gi, '$1[redacted]');
  };
}

function pad(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - text.length));
}

const MARKS: Record<Outcome, string> = { passed: 'passed ', failed: 'FAILED ', skipped: 'skipped' };

/** Plain-text tables, one per area, and the totals line. */
export function formatTables(results: readonly CheckResult[], target: string): string {
  const lines: string[] = [`verify:host — ${target}, against the Steer API contract ${contractVersion} (openapi.yaml)`];
  for (const area of AREAS) {
    const rows = results.filter((result) => result.area === area);
    if (rows.length === 0) continue;
    const nameWidth = Math.min(52, Math.max(5, ...rows.map((row) => row.name.length)));
    const totals = totalsOf(rows);
    lines.push(
      '',
      `${AREA_TITLES[area]} — ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
      `${pad('check', nameWidth)}  result   detail`,
      `${'-'.repeat(nameWidth)}  -------  ${'-'.repeat(40)}`,
      ...rows.map((row) => `${pad(row.name, nameWidth)}  ${MARKS[row.outcome]}  ${row.detail}`),
    );
  }
  const totals = totalsOf(results);
  lines.push('', `verify:host: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  return lines.join('\n');
}

export function formatJson(results: readonly CheckResult[], target: string): string {
  return JSON.stringify({ target, contractVersion, totals: totalsOf(results), results }, null, 2);
}
