/**
 * The contract's version arithmetic (semver, `MAJOR.MINOR.PATCH`) and the judgement `npm run contract:diff` passes on
 * a change: what bump the changes require, and whether the version and the changelog follow (house-style 20).
 */

export type Impact = 'major' | 'minor' | 'patch';

export interface Version {
  major: number;
  minor: number;
  patch: number;
}

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

export function parseVersion(text: string): Version | null {
  const match = SEMVER.exec(text.trim());
  return match ? { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) } : null;
}

export function formatVersion({ major, minor, patch }: Version): string {
  return `${major}.${minor}.${patch}`;
}

export function compareVersions(a: Version, b: Version): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
}

/** The impact of going from `from` to `to`, or null when `to` is not after `from`. */
export function bumpBetween(from: Version, to: Version): Impact | null {
  if (compareVersions(to, from) <= 0) return null;
  if (to.major !== from.major) return 'major';
  if (to.minor !== from.minor) return 'minor';
  return 'patch';
}

const RANK: Record<Impact, number> = { patch: 1, minor: 2, major: 3 };

/** The largest of the impacts, or null when there is none (nothing changed). */
export function largestImpact(impacts: Iterable<Impact>): Impact | null {
  let largest: Impact | null = null;
  for (const impact of impacts) if (largest === null || RANK[impact] > RANK[largest]) largest = impact;
  return largest;
}

/**
 * The versions the changelog names, newest first: each `## X.Y.Z` heading of docs/api-changelog.md (a heading may go
 * on with a date or a title after the number). Anything else in the file is prose for integrators.
 */
export function changelogVersions(markdown: string): string[] {
  return [...markdown.matchAll(/^## +v?(\d+\.\d+\.\d+)\b/gm)].map((match) => match[1]!);
}

export interface Judgement {
  ok: boolean;
  /** One sentence per finding, in the order an integrator would read them. */
  findings: string[];
}

export interface JudgementInput {
  /** The last release's version, or null when the contract has no release in the history yet (its first). */
  released: string | null;
  /** The version `openapi.yaml` says now. */
  current: string;
  /** The largest impact of the changes since the last release; null when nothing changed. */
  impact: Impact | null;
  /** The versions the changelog names, newest first. */
  changelog: readonly string[];
}

const IMPACT_WORDS: Record<Impact, string> = {
  major: 'a breaking change, which needs a new major version',
  minor: 'an addition, which needs at least a new minor version',
  patch: 'a change of wording or examples, which needs at least a new patch version',
};

/** Whether the version and the changelog follow the changes, with the reasons when they do not. */
export function judge({ released, current, impact, changelog }: JudgementInput): Judgement {
  const findings: string[] = [];
  const now = parseVersion(current);
  if (!now) return { ok: false, findings: [`info.version « ${current} » is not a MAJOR.MINOR.PATCH version.`] };

  const sorted = [...changelog].sort((a, b) => compareVersions(parseVersion(b)!, parseVersion(a)!));
  if (sorted.join() !== changelog.join()) {
    findings.push(`docs/api-changelog.md must list its versions newest first (it lists ${changelog.join(', ')}).`);
  }
  if (new Set(changelog).size !== changelog.length) findings.push('docs/api-changelog.md names a version twice.');

  if (released === null) {
    if (!changelog.includes(current)) {
      findings.push(`First release ${current}: docs/api-changelog.md has no « ## ${current} » entry for it.`);
    }
    return { ok: findings.length === 0, findings };
  }

  const base = parseVersion(released)!;
  const bump = bumpBetween(base, now);
  if (compareVersions(now, base) < 0) {
    findings.push(`info.version went back from ${released} to ${current}.`);
  } else if (impact !== null && bump === null) {
    findings.push(
      `The contract changed since release ${released} (${IMPACT_WORDS[impact]}), but info.version did not move.`,
    );
  } else if (impact !== null && bump !== null && RANK[bump] < RANK[impact]) {
    findings.push(
      `The changes since ${released} include ${IMPACT_WORDS[impact]}, but ${released} → ${current} is only a ${bump} bump.`,
    );
  }
  if (bump !== null && !changelog.includes(current)) {
    findings.push(`info.version moved to ${current}, but docs/api-changelog.md has no « ## ${current} » entry for it.`);
  }
  if (bump !== null && impact === null) {
    findings.push(`info.version moved from ${released} to ${current}, but nothing in the contract changed.`);
  }
  return { ok: findings.length === 0, findings };
}
