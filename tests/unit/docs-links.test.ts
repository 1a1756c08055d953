import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is the front door and docs/ the rooms behind it: the README stays short enough to read, and no link in
 * either leads to a missing file or a missing heading.
 */

const README = 'README.md';
const README_MAX_CHARACTERS = 15_000;
const DOCUMENTS = [README, ...readdirSync('docs').flatMap((name) => (name.endsWith('.md') ? [`docs/${name}`] : []))];

/** Markdown without its fenced code blocks and inline code, where brackets and hashes are not links nor headings. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lowercase, punctuation but '-' and '_' dropped (accented letters kept), spaces → '-'. */
function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings; a repeated heading gets '-1', '-2'... as on GitHub. */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const markdown = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading = ''] of markdown.matchAll(/^#{1,6} +(.+?) *#* *$/gm)) {
    const slug = headingSlug(heading);
    let anchor = slug;
    for (let n = 1; anchors.has(anchor); n += 1) anchor = `${slug}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

interface Link {
  from: string;
  target: string;
}

/** Every relative link of a file: `[text](target)`, web and mail addresses left out. */
function relativeLinks(file: string): Link[] {
  const links: Link[] = [];
  for (const [, target = ''] of prose(readFileSync(file, 'utf8')).matchAll(
    /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
  )) {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) links.push({ from: file, target });
  }
  return links;
}

/** What is wrong with a link, or null when it leads somewhere. */
function brokenLink({ from, target }: Link): string | null {
  const [path = '', anchor] = target.split('#');
  const file = path === '' ? from : normalize(join(dirname(from), decodeURIComponent(path)));
  if (!existsSync(file)) return `${from}: ${target} — no file ${file}`;
  if (anchor === undefined || !file.endsWith('.md')) return null;
  return anchorsOf(file).has(decodeURIComponent(anchor))
    ? null
    : `${from}: ${target} — no heading #${anchor} in ${file}`;
}

describe('the README and docs/', () => {
  it(`keep the README within ${README_MAX_CHARACTERS.toLocaleString('en')} characters`, () => {
    expect(readFileSync(README, 'utf8').length).toBeLessThanOrEqual(README_MAX_CHARACTERS);
  });

  it('link every file of docs/ from the README', () => {
    const linked = new Set(relativeLinks(README).map(({ target }) => normalize(target.split('#')[0] ?? '')));
    expect(DOCUMENTS.filter((file) => file !== README && !linked.has(file))).toEqual([]);
  });

  it('link only to files and headings that exist', () => {
    const links = DOCUMENTS.flatMap(relativeLinks);
    expect(links.length).toBeGreaterThan(DOCUMENTS.length);
    expect(links.flatMap((link) => brokenLink(link) ?? [])).toEqual([]);
  });

  it('slug headings as GitHub does, and notice a missing file or heading', () => {
    expect(headingSlug("The demo's backend")).toBe('the-demos-backend');
    expect(headingSlug('Check the host with verify:host')).toBe('check-the-host-with-verifyhost');
    expect(headingSlug('Accès & sécurité_2 — fin')).toBe('accès--sécurité_2--fin');
    expect(brokenLink({ from: README, target: 'docs/architecture.md#the-demos-backend' })).toBeNull();
    expect(brokenLink({ from: README, target: 'docs/no-such-file.md' })).toMatch(/no file/);
    expect(brokenLink({ from: README, target: 'docs/architecture.md#no-such-heading' })).toMatch(/no heading/);
    expect(brokenLink({ from: 'docs/performance.md', target: '#lighthouse' })).toBeNull();
  });
});
