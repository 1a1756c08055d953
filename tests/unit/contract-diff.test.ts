import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { contractDiff, releasesInHistory } from '../../scripts/contract-diff/contract-diff';
import { changelogVersions, judge } from '../../scripts/contract-diff/versions';
import { describeChange } from '../../scripts/contract-diff/words';

/**
 * `npm run contract:diff` (docs/api-changelog.md): the judgement alone, then whole runs in a scratch repository whose
 * first commit releases today's contract, with the scratch changes an integrator fears (an operation removed, a
 * response property removed, a parameter made required, a realtime event's field removed) and the one they welcome
 * (an optional property added).
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- an OpenAPI document edited by hand

const ROOT = resolve(import.meta.dirname, '../..');
const CONTRACT = readFileSync(join(ROOT, 'openapi.yaml'), 'utf8');
const CHANGELOG = readFileSync(join(ROOT, 'docs/api-changelog.md'), 'utf8');
const PARSED = parse(CONTRACT) as Json;
const RELEASED = String(PARSED.info.version);

describe('the judgement', () => {
  const changelog = ['3.0.0', '2.1.0', '2.0.0'];
  it.each([
    ['a breaking change without a new major', { current: '2.1.0', impact: 'major' }, /only a minor bump/],
    ['an addition without a new version', { current: '2.0.0', impact: 'minor' }, /did not move/],
    ['wording without a new version', { current: '2.0.0', impact: 'patch' }, /did not move/],
    ['a new version without its entry', { current: '2.0.1', impact: 'patch' }, /no « ## 2.0.1 » entry/],
    ['a version that goes back', { current: '1.9.0', impact: null }, /went back/],
    ['a new version with nothing changed', { current: '2.1.0', impact: null }, /nothing in the contract changed/],
  ] as const)('fails %s', (_name, { current, impact }, reason) => {
    const verdict = judge({ released: '2.0.0', current, impact, changelog });
    expect(verdict.ok).toBe(false);
    expect(verdict.findings.join('\n')).toMatch(reason);
  });

  it.each([
    ['a breaking change with a new major', '3.0.0', 'major'],
    ['an addition with a new minor', '2.1.0', 'minor'],
    ['an addition with a new major (more than needed)', '3.0.0', 'minor'],
    ['nothing changed, nothing moved', '2.0.0', null],
  ] as const)('passes %s', (_name, current, impact) => {
    expect(judge({ released: '2.0.0', current, impact, changelog })).toEqual({ ok: true, findings: [] });
  });

  it('asks the changelog for newest first, and for the first release its entry', () => {
    expect(judge({ released: null, current: '2.0.0', impact: null, changelog: ['2.0.0'] }).ok).toBe(true);
    expect(judge({ released: null, current: '2.0.0', impact: null, changelog: [] }).findings).toEqual([
      'First release 2.0.0: docs/api-changelog.md has no « ## 2.0.0 » entry for it.',
    ]);
    expect(judge({ released: null, current: '2.1.0', impact: null, changelog: ['2.0.0', '2.1.0'] }).ok).toBe(false);
  });

  it("reads the changelog's versions from its « ## X.Y.Z » headings only", () => {
    expect(changelogVersions(CHANGELOG)[0]).toBe(RELEASED);
    expect(changelogVersions('# Title\n\n## 2.1.0 — 2026-12-01\n\nText 1.0.0\n\n### Breaking\n\n## 2.0.0\n')).toEqual([
      '2.1.0',
      '2.0.0',
    ]);
  });
});

describe('the names of changes, for an integrator', () => {
  it.each([
    ['#/paths/~1api~1auth~1logout', 'removed', 'major', '[BREAKING] path /api/auth/logout: removed'],
    [
      '#/paths/~1users~1{id}/put/requestBody/content/application~1json/schema/properties/position',
      'modified',
      'major',
      '[BREAKING] PUT /users/{id} — request body › `position`: changed',
    ],
    [
      '#/paths/~1api~1auth~1login/post/responses/200/content/application~1json/schema/properties/user/properties/email',
      'removed',
      'major',
      '[BREAKING] POST /api/auth/login — response 200 › `user` › `email`: removed',
    ],
    [
      '#/paths/~1x-realtime-chat~1server-to-client~1joinedTicket/get/responses/200/content/application~1json/schema/properties/previousMessages/items/properties/id',
      'removed',
      'major',
      '[BREAKING] chat event « joinedTicket » (server → client) › `previousMessages`[] › `id`: removed',
    ],
    [
      '#/paths/~1x-access-token-claims/get/responses/200/content/application~1json/schema/properties/sid',
      'added',
      'minor',
      '[addition] access token claims › `sid`: added',
    ],
    [
      '#/components/schemas/ChatMessage/properties/clientId',
      'added',
      'minor',
      '[addition] schema ChatMessage › `clientId`: added',
    ],
  ] as const)('%s', (path, kind, impact, words) => {
    expect(describeChange({ path, kind, impact })).toBe(words);
  });
});

describe('a scratch repository whose first commit releases the contract', () => {
  let repository: string;
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Steer', '-c', 'user.email=ci@steer.local', ...args], {
      cwd: repository,
      encoding: 'utf8',
    });
  const write = (contract: Json | string, changelog = CHANGELOG) => {
    writeFileSync(join(repository, 'openapi.yaml'), typeof contract === 'string' ? contract : stringify(contract));
    writeFileSync(join(repository, 'api-changelog.md'), changelog);
  };
  const run = () => contractDiff({ cwd: repository, contract: 'openapi.yaml', changelog: 'api-changelog.md' });
  const withEntry = (version: string) => CHANGELOG.replace(/^## /m, `## ${version} — 2026-12-01\n\nScratch.\n\n## `);
  // A copy to change: parsing the contract again took ten times as long.
  const contract = (): Json => structuredClone(PARSED);
  const schemaOf = (document: Json, ref: string): Json => document.components.schemas[ref.split('/').pop()!];

  beforeAll(() => {
    repository = mkdtempSync(join(tmpdir(), 'contract-diff-'));
    git('init', '-q');
    // A draft before the first release: its version is not in the changelog, so it is no release.
    write({ ...contract(), info: { ...contract().info, version: '1.0.0' } }, '# Changelog\n');
    git('add', '.');
    git('commit', '-q', '-m', 'draft');
    write(CONTRACT);
    git('add', '.');
    git('commit', '-q', '-m', 'release');
  });
  afterAll(() => rmSync(repository, { recursive: true, force: true }));

  it('finds the release in the history without tags, and passes while nothing changed', () => {
    const releases = releasesInHistory(repository, 'openapi.yaml', new Set(changelogVersions(CHANGELOG)));
    expect(releases.map(({ version }) => version)).toEqual([RELEASED]);
    expect(git('log', '-1', '--format=%H').trim()).toBe(releases[0]!.commit);
    const result = run();
    expect(result.lines).toContain('No change since the release.');
    expect(result.ok).toBe(true);
  });

  it('fails on breaking changes without a new major, naming each one; passes with the major and its entry', () => {
    const broken = contract();
    delete broken.paths['/api/auth/logout'];
    const login = schemaOf(
      broken,
      broken.paths['/api/auth/login'].post.responses['200'].content['application/json'].schema.$ref,
    );
    delete login.properties.accessToken;
    login.required = (login.required as string[]).filter((name) => name !== 'accessToken');
    broken.components.parameters.PageLimit.required = true;
    delete broken.components.schemas.ChatMessage.properties.createdAt;

    write(broken);
    const refused = run();
    expect(refused.ok).toBe(false);
    const report = refused.lines.join('\n');
    expect(report).toContain('[BREAKING] path /api/auth/logout: removed');
    expect(report).toMatch(/\[BREAKING\] POST \/api\/auth\/login — response 200 › `accessToken`: removed/);
    // A parameter of the components, used by three lists: named once, at the first operation that uses it.
    expect(report).toMatch(/\[BREAKING\] [A-Z]+ \S+ — parameter `limit` \(query\): changed\. .*became required/);
    expect(report).toMatch(/\[BREAKING\] chat event « chat » \(server → client\) › `createdAt`: removed/);
    expect(report).toMatch(/but info\.version did not move/);

    write({ ...broken, info: { ...broken.info, version: '3.0.0' } }, withEntry('3.0.0'));
    const released = run();
    expect(released.lines.at(-1)).toBe('contract:diff: passed');
    expect(released.ok).toBe(true);
  });

  it('fails on an added optional property without a new version; passes with a minor and its entry', () => {
    const added = contract();
    const login = schemaOf(
      added,
      added.paths['/api/auth/login'].post.responses['200'].content['application/json'].schema.$ref,
    );
    login.properties.expiresIn = {
      type: 'integer',
      minimum: 0,
      description: 'Durée de validité du jeton, en secondes.',
    };

    write(added);
    const refused = run();
    expect(refused.ok).toBe(false);
    expect(refused.lines.join('\n')).toMatch(
      /\[addition\] POST \/api\/auth\/login — response 200 › `expiresIn`: added/,
    );
    expect(refused.changes.every(({ impact }) => impact !== 'major')).toBe(true);

    write({ ...added, info: { ...added.info, version: '2.1.0' } }, withEntry('2.1.0'));
    expect(run().ok).toBe(true);
  });

  it('fails a breaking change committed with a minor bump and its entry: a release is judged against the one before', () => {
    const broken = contract();
    delete broken.paths['/api/auth/logout'];
    write({ ...broken, info: { ...broken.info, version: '2.1.0' } }, withEntry('2.1.0'));
    git('commit', '-q', '-a', '-m', 'a breaking change released as a minor');
    const result = run();
    const report = result.lines.join('\n');
    expect(report).toContain('against its own release');
    expect(report).toContain('[BREAKING] path /api/auth/logout: removed');
    expect(report).toMatch(/but 2\.0\.0 → 2\.1\.0 is only a minor bump/);
    expect(result.ok).toBe(false);
  });
});
