import { describe, expect, it } from 'vitest';
import { scenarioHref, readScenarioUrl } from '../console/scenario-link';
import { seedSnapshot } from '../seed';
import { REVIEW_ENTRIES, REVIEW_GROUPS, SURVEY_SHARE_TOKEN } from './entries';

describe('le parcours de revue', () => {
  it('lists 50 screens and states of the specification in 20 groups', () => {
    expect(REVIEW_ENTRIES).toHaveLength(50);
    expect(REVIEW_GROUPS).toHaveLength(20);
    expect(REVIEW_GROUPS.every((group) => group.entries.length > 0)).toBe(true);
  });

  it('gives each entry its own id, name and one line to look at', () => {
    expect(new Set(REVIEW_ENTRIES.map((entry) => entry.id)).size).toBe(REVIEW_ENTRIES.length);
    expect(new Set(REVIEW_ENTRIES.map((entry) => entry.name)).size).toBe(REVIEW_ENTRIES.length);
    for (const entry of REVIEW_ENTRIES) {
      expect(entry.look, entry.id).not.toMatch(/\n/);
      expect(entry.shows, entry.id).not.toBe('');
    }
  });

  it("opens every entry through a scenario link that reads back as the entry's view", () => {
    for (const entry of REVIEW_ENTRIES) {
      const href = scenarioHref(entry.view, '/');
      expect(readScenarioUrl(new URL(href, 'https://demo.steer.test'), '/'), entry.id).toEqual({
        ok: true,
        view: entry.view,
      });
    }
  });

  it("links to the seed's survey", () => {
    expect(seedSnapshot.surveys.map((survey) => survey.shareToken)).toEqual([SURVEY_SHARE_TOKEN]);
  });
});
