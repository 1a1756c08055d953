import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Captures already compared with their baseline (issue 48). Comparing a capture with its baseline decodes both PNGs in
 * JavaScript and compares them pixel by pixel: about 0.3 s a capture, 125 worker-seconds of a full run. Chromium encodes
 * the same pixels into the same bytes, so a capture whose bytes are those of one that already matched the same
 * baseline (the baseline's bytes unchanged) has the same pixels, and the comparison would say the same: the suite
 * checks the capture's hash first, and only compares what it has not seen match. A capture that matches is recorded
 * (VISUAL_KNOWN_RECORD), and run.ts keeps the hashes in KNOWN_CAPTURES beside the baselines, dropping those of a
 * baseline that changed or went. A baseline rewritten, a Chromium that draws or encodes differently: the hashes no
 * longer match, and the suite compares as before.
 */
export const SCREENSHOTS_DIR = `${import.meta.dirname}/../../.storybook/__screenshots__`;
export const KNOWN_CAPTURES = `${SCREENSHOTS_DIR}/known-captures.json`;

/** For each baseline: the hash of its file, and of the captures that matched it. */
export type KnownCaptures = Record<string, { baseline: string; captures: string[] }>;

/** The options of the suite's toHaveScreenshot (playwright.config.ts), for a capture taken directly. */
const CAPTURE = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;
/** The comparison of playwright.config.ts's toHaveScreenshot. */
const COMPARISON = { threshold: 0.1, maxDiffPixelRatio: 0.0001 } as const;

export const hashOf = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

export function readKnownCaptures(): KnownCaptures {
  return existsSync(KNOWN_CAPTURES) ? (JSON.parse(readFileSync(KNOWN_CAPTURES, 'utf8')) as KnownCaptures) : {};
}

const known = readKnownCaptures();
const RECORD = process.env.VISUAL_KNOWN_RECORD;
/** An update run compares through toHaveScreenshot only: it rewrites the baselines that differ. */
const UPDATING = process.env.VISUAL_UPDATING === '1';

/**
 * Expects `target` to look like its baseline `name`: passes at once when the capture's bytes are known to match the
 * baseline as it is, else compares with toHaveScreenshot (retaken until two captures agree, as always), then records
 * the first capture if it matches too.
 */
export async function expectCaptureMatches(target: Page | Locator, name: string): Promise<void> {
  const baselinePath = `${SCREENSHOTS_DIR}/${name}`;
  if (UPDATING || !existsSync(baselinePath)) {
    await expect(target).toHaveScreenshot(name);
    return;
  }
  const baseline = hashOf(readFileSync(baselinePath));
  const capture = await target.screenshot(CAPTURE);
  const hash = hashOf(capture);
  const entry = known[name];
  if (entry?.baseline === baseline && entry.captures.includes(hash)) return;
  await expect(target).toHaveScreenshot(name);
  if (!RECORD) return;
  // The capture taken first is recorded only once compared itself: it may have been taken before the page was still.
  try {
    expect(capture).toMatchSnapshot(name, COMPARISON);
  } catch {
    return;
  }
  appendFileSync(RECORD, `${JSON.stringify({ name, baseline, capture: hash })}\n`);
}

/**
 * Merges the captures a run recorded into KNOWN_CAPTURES, and drops the hashes of baselines that changed or went
 * (run.ts, after the run). Returns how many captures are known.
 */
export function mergeKnownCaptures(recorded: string, baselineNames: string[]): number {
  const merged: KnownCaptures = {};
  const current = new Map(baselineNames.map((name) => [name, hashOf(readFileSync(`${SCREENSHOTS_DIR}/${name}`))]));
  for (const [name, entry] of Object.entries(readKnownCaptures())) {
    if (current.get(name) === entry.baseline)
      merged[name] = { baseline: entry.baseline, captures: [...entry.captures] };
  }
  const lines = existsSync(recorded) ? readFileSync(recorded, 'utf8').split('\n').filter(Boolean) : [];
  for (const line of lines) {
    const { name, baseline, capture } = JSON.parse(line) as { name: string; baseline: string; capture: string };
    if (current.get(name) !== baseline) continue;
    const entry = (merged[name] ??= { baseline, captures: [] });
    // A few per baseline at most: the same pixels are one hash; the rest are anti-aliasing noise the comparison allows.
    if (!entry.captures.includes(capture)) entry.captures = [...entry.captures, capture].slice(-4);
  }
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(KNOWN_CAPTURES, `${JSON.stringify(sorted, null, 1)}\n`);
  return Object.values(sorted).reduce((total, entry) => total + entry.captures.length, 0);
}
