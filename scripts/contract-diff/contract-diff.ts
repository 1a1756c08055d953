import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { withChannels } from './channels';
import { describeChange, pointerSegments, type RedoclyChange } from './words';
import { changelogVersions, compareVersions, judge, largestImpact, parseVersion, type Impact } from './versions';

/**
 * The work of `npm run contract:diff` (index.ts is its command line):
 * Compares openapi.yaml with its last release, with `redocly diff` and the `diff-recommended` rules, the realtime
 * chat's events and the access token's claims included (channels.ts), and fails when the changes and the version
 * disagree: a breaking change without a new major, any change without a new version, a new version without its entry
 * in docs/api-changelog.md (versions.ts). A release is the first commit whose openapi.yaml says a version the
 * changelog names: found in the history, so it needs no tag (docs/api-changelog.md, « Releases »).
 */

const ROOT = resolve(import.meta.dirname, '../..');
const REDOCLY = resolve(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
const RULES = resolve(import.meta.dirname, 'redocly-diff.yaml');

type Json = Record<string, unknown>;

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

function versionOf(document: Json): string {
  return String((document.info as Json | undefined)?.version ?? '');
}

export interface Release {
  version: string;
  commit: string;
  date: string;
  text: string;
}

/**
 * The releases in the history: for each version the changelog names, the first commit whose `contractPath` says it.
 * Walks the commits that changed the file, oldest first.
 */
export function releasesInHistory(cwd: string, relative: string, named: ReadonlySet<string>): Release[] {
  const commits = git(cwd, 'log', '--reverse', '--format=%H %cs', '--', relative).trim().split('\n').filter(Boolean);
  const found = new Map<string, Release>();
  for (const line of commits) {
    const [commit, date] = line.split(' ') as [string, string];
    const text = git(cwd, 'show', `${commit}:${relative}`);
    const match = /^info:\n(?:[ \t]+.*\n|\n)*?[ \t]+version:[ \t]*['"]?([^'"\s]+)/m.exec(text);
    const version = match?.[1];
    if (version && named.has(version) && !found.has(version)) found.set(version, { version, commit, date, text });
  }
  return [...found.values()];
}

/** `value`, or what it refers to when it is a `$ref` inside `document`. */
function resolveIn(document: unknown, value: unknown): unknown {
  const ref = (value as { $ref?: unknown } | null)?.$ref;
  return typeof ref === 'string' && ref.startsWith('#/') ? valueAt(document, pointerSegments(ref)) : value;
}

/** The value a JSON Pointer reaches in `document`, following `$ref`s to its components. */
function valueAt(document: unknown, segments: readonly string[]): unknown {
  let value: unknown = document;
  for (const segment of segments) {
    value = resolveIn(document, value);
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return resolveIn(document, value);
}

/** A parameter's name as an integrator reads it: `limit` (query). */
function parameterName(parameter: unknown): string | null {
  const { name, in: where } = (parameter ?? {}) as { name?: unknown; in?: unknown };
  return typeof name === 'string' ? `\`${name}\`${typeof where === 'string' ? ` (${where})` : ''}` : null;
}

/** Names the parameters or headers a change is about, from whichever side of the diff has them. */
function withNames(change: RedoclyChange, base: Json, revision: Json): RedoclyChange {
  const segments = pointerSegments(change.path);
  const at = segments.lastIndexOf('parameters');
  const headers = segments.lastIndexOf('headers');
  const side = change.kind === 'removed' ? base : revision;
  if (at >= 0 && at === segments.length - 1) {
    const list = valueAt(side, segments);
    const names = Array.isArray(list) ? list.map((item) => parameterName(resolveIn(side, item))) : [];
    return { ...change, names: names.filter((name): name is string => name !== null) };
  }
  if (at >= 0 && at === segments.length - 2) {
    const name = parameterName(valueAt(side, segments)) ?? parameterName(valueAt(base, segments));
    return name ? { ...change, names: [name] } : change;
  }
  if (at >= 0 && at < segments.length - 2) {
    const name = parameterName(valueAt(side, segments.slice(0, at + 2)));
    return name ? { ...change, names: [name] } : change;
  }
  if (headers >= 0 && headers === segments.length - 1) {
    const map = valueAt(side, segments);
    return map && typeof map === 'object'
      ? { ...change, names: Object.keys(map).map((name) => `\`${name}\``) }
      : change;
  }
  return change;
}

/** `redocly diff base revision` with the diff rules, as JSON. */
function redoclyDiff(base: string, revision: string, workdir: string): RedoclyChange[] {
  const output = join(workdir, `diff-${Math.random().toString(36).slice(2)}.json`);
  const run = spawnSync(
    process.execPath,
    [
      REDOCLY,
      'diff',
      base,
      revision,
      '--config',
      RULES,
      '--lint-config',
      'off',
      '--fail-on',
      'none',
      '--format',
      'json',
      '-o',
      output,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (run.status !== 0 || !existsSync(output)) {
    throw new Error(`redocly diff failed (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  }
  return (JSON.parse(readFileSync(output, 'utf8')) as { changes: RedoclyChange[] }).changes;
}

/**
 * A contract's text, parsed: once per text in this process (a run reads the working contract and each release more
 * than once, and the tests run many). The documents are shared: nothing here changes them.
 */
const documents = new Map<string, Json>();
function documentOf(text: string): Json {
  let document = documents.get(text);
  if (!document) {
    if (documents.size >= 16) documents.clear();
    document = parse(text) as Json;
    documents.set(text, document);
  }
  return document;
}

/** The diffs already made in this process, by the two documents compared: `redocly diff` is a process of its own. */
const diffs = new Map<string, RedoclyChange[]>();

/**
 * The changes between two contracts: their operations and components, and their realtime events and token claims as
 * operations of their own (channels.ts), in one `redocly diff`.
 */
export function contractChanges(baseText: string, revisionText: string): RedoclyChange[] {
  const base = documentOf(baseText);
  const revision = documentOf(revisionText);
  // The version itself is what is judged, not a change: both sides are compared without it. Given to redocly as JSON,
  // which it reads as it reads YAML, and which is written 50 times faster.
  const [baseJson, revisionJson] = [base, revision].map((document) =>
    JSON.stringify(withChannels({ ...document, info: { ...(document.info as Json), version: '0.0.0' } })),
  ) as [string, string];
  if (baseJson === revisionJson) return [];
  const key = `${baseJson}\u0000${revisionJson}`;
  let changes = diffs.get(key);
  if (!changes) {
    const workdir = mkdtempSync(join(tmpdir(), 'contract-diff-'));
    try {
      const files = { base: join(workdir, 'base.json'), revision: join(workdir, 'revision.json') };
      writeFileSync(files.base, baseJson);
      writeFileSync(files.revision, revisionJson);
      changes = redoclyDiff(files.base, files.revision, workdir);
      diffs.set(key, changes);
    } finally {
      rmSync(workdir, { recursive: true, force: true });
    }
  }
  return changes.map((change) => withNames(change, base, revision));
}

export interface ContractDiffOptions {
  /** The repository's root (where git runs). */
  cwd: string;
  /** The contract, relative to `cwd`. */
  contract: string;
  /** The changelog, relative to `cwd`. */
  changelog: string;
}

export interface ContractDiffResult {
  ok: boolean;
  /** The report, line by line: the release compared with, each change in words, the findings, the verdict. */
  lines: string[];
  changes: RedoclyChange[];
}

const IMPACT_ORDER: Impact[] = ['major', 'minor', 'patch'];

/** Compares the working contract with its last release and judges its version and changelog. */
export function contractDiff({ cwd, contract, changelog: changelogPath }: ContractDiffOptions): ContractDiffResult {
  const lines: string[] = [];
  const revisionText = readFileSync(resolve(cwd, contract), 'utf8');
  const current = versionOf(documentOf(revisionText));
  const changelogFile = resolve(cwd, changelogPath);
  const changelog = existsSync(changelogFile) ? changelogVersions(readFileSync(changelogFile, 'utf8')) : [];
  if (git(cwd, 'rev-parse', '--is-shallow-repository').trim() === 'true') {
    lines.push('contract:diff: this clone is shallow: a release older than its history cannot be found');
  }

  const releases = releasesInHistory(cwd, contract, new Set(changelog));
  const now = parseVersion(current);
  const byVersion = (a: Release, b: Release) => compareVersions(parseVersion(b.version)!, parseVersion(a.version)!);
  // This version's own release, when it has been committed: nothing may change after it without a new version.
  const own = releases.find((release) => release.version === current) ?? null;
  // The release before this version: what this version changes is judged against it (a release commit of its own
  // is judged too, so a breaking change committed with a minor bump does not pass once committed).
  const previous =
    releases
      .filter((release) => now !== null && compareVersions(parseVersion(release.version)!, now) < 0)
      .sort(byVersion)[0] ?? null;
  const later = releases.filter((release) => now !== null && compareVersions(parseVersion(release.version)!, now) > 0);

  const report = (changes: readonly RedoclyChange[]) => {
    for (const impact of IMPACT_ORDER) {
      const ofImpact = changes.filter((change) => change.impact === impact);
      if (ofImpact.length > 0) lines.push('', `${ofImpact.length} ${impact} change${ofImpact.length > 1 ? 's' : ''}:`);
      for (const change of ofImpact) lines.push(`  ${describeChange(change)}`);
    }
  };
  const findings: string[] = [];
  let changes: RedoclyChange[] = [];

  if (own) {
    lines.push(
      `contract:diff: ${contract} ${current} against its own release (commit ${own.commit.slice(0, 10)}, ${own.date})`,
    );
    const since = contractChanges(own.text, revisionText);
    report(since);
    if (since.length === 0) lines.push('No change since the release.');
    const verdict = judge({
      released: current,
      current,
      impact: largestImpact(since.map((change) => change.impact)),
      changelog,
    });
    findings.push(...verdict.findings);
    changes = since;
  }
  if (previous) {
    lines.push(
      '',
      `contract:diff: ${contract} ${current} against the release before it, ${previous.version} (commit ${previous.commit.slice(0, 10)}, ${previous.date})`,
    );
    const release = contractChanges(previous.text, revisionText);
    report(release);
    const verdict = judge({
      released: previous.version,
      current,
      impact: largestImpact(release.map((change) => change.impact)),
      changelog,
    });
    for (const finding of verdict.findings) if (!findings.includes(finding)) findings.push(finding);
    if (!own) changes = release;
  } else if (!own && later.length === 0) {
    lines.push(`contract:diff: ${contract} ${current}, its first release (no earlier release in the history)`);
    findings.push(...judge({ released: null, current, impact: null, changelog }).findings);
  }
  if (later.length > 0 && !own) {
    findings.push(
      `info.version says ${current}, older than the released ${later.map((release) => release.version).join(', ')}.`,
    );
  }

  const ok = findings.length === 0;
  lines.push('', ...findings.map((finding) => `✖ ${finding}`));
  lines.push(ok ? 'contract:diff: passed' : 'contract:diff: failed');
  return { ok, lines, changes };
}
