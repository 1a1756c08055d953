import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from './fixtures';

/** axe-core's source (560 kB), read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/**
 * Left out of the audit: the demo console (a reviewer's tool mounted beside the app, not the product) and
 * react-aria's live announcer, whose transient 'role=img' announcement of a pending button keeps pointing at the
 * button's label for 7 s after the button has gone (after a login navigates away).
 */
const EXCLUDED = ['#steer-demo-console', '[data-live-announcer]'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
  /** Whether the rule is one of axe's default set (what a run without tags checks). */
  byDefault: boolean;
}

/**
 * The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. Run by tag, they include the
 * rules axe leaves out by default: target-size (2.5.8, targets of at least 24 × 24 CSS px) among them.
 */
export const WCAG22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * axe's landmark and heading rules (WCAG 1.3.1, 2.4.1, 2.4.6): axe rates them « moderate » or « minor », yet they are
 * how a screen-reader user finds the way around a page (a main region, one h1, no skipped level), so the journeys fail
 * on them at every impact.
 */
export const STRUCTURE_RULES: readonly string[] = [
  'region',
  'bypass',
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-main-is-top-level',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-complementary-is-top-level',
  'landmark-unique',
  'page-has-heading-one',
  'heading-order',
  'empty-heading',
];

/**
 * The parts of the page that stay on screen as it scrolls (`position: fixed`, or `sticky` to the page itself) and run
 * across it (wider than a third of the window: a bar, not a corner button), with their height in view: WCAG 1.4.10
 * and 2.4.11 want them to leave the reading most of a low window. The demo console is the reviewer's, not the app's.
 */
export function fixedBands(page: Page): Promise<{ part: string; height: number }[]> {
  return page.evaluate(() => {
    const pageScrolls = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowY !== 'visible') return false;
      }
      return true;
    };
    const counted: Element[] = [];
    const bands: { part: string; height: number }[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (element.closest('#steer-demo-console')) continue;
      // A part inside another is counted with it.
      if (counted.some((part) => part.contains(element))) continue;
      const { position } = getComputedStyle(element);
      if (position !== 'fixed' && !(position === 'sticky' && pageScrolls(element))) continue;
      const box = element.getBoundingClientRect();
      const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
      if (height <= 0 || box.width <= innerWidth / 3) continue;
      counted.push(element);
      bands.push({ part: `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`, height });
    }
    return bands;
  });
}

/**
 * Runs axe-core in the page (the @axe-core/playwright wrapper needs Node 22) and returns its violations: axe's
 * default rules, or those of these tags. Each violation says whether its rule is of the default set: the WCAG 2.2 AA
 * tags include every default rule (checked at each run: the run fails if one of them did not run), so one run by tags
 * answers both the walk's check (serious and critical, every tagged rule) and a default run's (every impact).
 */
export async function axeViolations(page: Page, tags?: readonly string[]): Promise<AxeViolation[]> {
  // Evaluated, not added as a <script> element: the page's Content-Security-Policy refuses inline scripts. Once per
  // document: a walk that checks one page at several widths, or a dialog after its page, sends the source once.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const { violations, defaultRulesNotRun } = await page.evaluate(
    async ({ exclude, tags }) => {
      type Result = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };
      const { axe } = window as unknown as {
        axe: {
          run: (
            context: unknown,
            options?: unknown,
          ) => Promise<Record<'violations' | 'passes' | 'incomplete' | 'inapplicable', Result[]>>;
          // The rules as axe holds them. A run without tags runs those enabled and not tagged with one of
          // `tagExclude` (experimental, deprecated): axe-core's matchTags with nothing to include.
          _audit: { rules: { id: string; enabled: boolean; tags: string[] }[]; tagExclude: string[] };
        };
      };
      const { rules, tagExclude } = axe._audit;
      const byDefault = new Set(
        rules
          .filter((rule) => rule.enabled && !rule.tags.some((tag) => tagExclude.includes(tag)))
          .map((rule) => rule.id),
      );
      // Transitions and entrance animations end first: axe measures contrast on the colours of the moment, and a
      // dialog's button still fading in read as too pale (twice in one CI run). Endless ones (a spinner) are left;
      // 5 s bounds an animation that would never end.
      const finite = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      await Promise.race([
        Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 5_000)),
      ]);
      const results = await axe.run(
        { exclude: exclude.map((selector) => [selector]) },
        tags ? { runOnly: { type: 'tag', values: tags } } : undefined,
      );
      const ran = new Set(
        [...results.violations, ...results.passes, ...results.incomplete, ...results.inapplicable].map(({ id }) => id),
      );
      return {
        violations: results.violations.map(({ id, impact, help, nodes }) => ({
          id,
          impact,
          help,
          nodes: nodes.map(({ target }) => ({ target })),
          byDefault: byDefault.has(id),
        })),
        defaultRulesNotRun: [...byDefault].filter((id) => !ran.has(id)),
      };
    },
    { exclude: EXCLUDED, tags: tags ? [...tags] : null },
  );
  if (defaultRulesNotRun.length > 0) {
    throw new Error(`axe ran without rules of its default set: ${defaultRulesNotRun.join(', ')}`);
  }
  return violations;
}

/** Logs in through the login screen, as a person would. */
export async function logIn(page: Page, email: string, password = 'Steer2026!') {
  await page.getByRole('textbox', { name: 'Adresse mail' }).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * A windowed list's length and its last row: the list draws only the rows near its view, so the number of `<li>` on
 * the page is not the number of rows; each row says its place (`aria-posinset`) and the list's size (`aria-setsize`).
 */
export async function windowedListSize(list: Locator): Promise<number> {
  const last = list.getByRole('listitem').last();
  await expect(last).toBeVisible();
  return Number(await last.getAttribute('aria-setsize'));
}

/**
 * Waits until the windowed list's row at `position` contains `text` (rows may already follow it: the copilote can
 * answer between two checks of a slow machine), then returns that row.
 */
export async function expectRowAt(list: Locator, position: number, text: string): Promise<Locator> {
  const row = list.locator(`[aria-posinset="${position}"]`);
  await expect(row).toContainText(text);
  await expect.poll(async () => Number(await row.getAttribute('aria-setsize'))).toBeGreaterThanOrEqual(position);
  return row;
}

/**
 * Waits for the row holding `reply` placed after the row holding `asked`, whoever else writes between them (the mock
 * server's ticket is shared by every journey that signs in to the company), then returns the reply's row.
 */
export async function expectReplyAfter(list: Locator, asked: string, reply: string): Promise<Locator> {
  const askedRow = list.getByRole('listitem').filter({ hasText: asked });
  await expect(askedRow).toHaveCount(1);
  const position = Number(await askedRow.getAttribute('aria-posinset'));
  const replyRow = list.getByRole('listitem').filter({ hasText: reply }).last();
  await expect
    .poll(async () => Number((await replyRow.getAttribute('aria-posinset').catch(() => null)) ?? 0))
    .toBeGreaterThan(position);
  return replyRow;
}

/** Waits until the windowed list holds `size` rows and its last row contains `text`, then returns that row. */
export async function expectLastRow(list: Locator, size: number, text: string): Promise<Locator> {
  const last = list.getByRole('listitem').last();
  await expect(last).toHaveAttribute('aria-posinset', String(size));
  await expect(last).toHaveAttribute('aria-setsize', String(size));
  await expect(last).toContainText(text);
  return last;
}

/**
 * Starts watching the page for the copilote's typing indicator; the returned check says whether it showed since. The
 * indicator lasts the copilote's typing delay (1.2 s in the demo): a slow machine can miss it between two assertions.
 */
export async function watchTypingIndicator(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(`(() => {
    window.__typingSeen = false;
    const seen = () => document.body.textContent.includes("Votre copilote est en train d'écrire...");
    const observer = new MutationObserver(() => {
      if (seen()) {
        window.__typingSeen = true;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  })()`);
  return () => page.evaluate<boolean>('window.__typingSeen === true');
}

/**
 * Types an ISO date (`YYYY-MM-DD`) into a date field (the `DateField` of src/components/ui, a group of day, month
 * and year spin buttons) as a person does: the digits in a row from the day, each part moving on once full.
 */
export async function fillDate(field: Locator, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${day}${month}${year}`);
}

/** The ISO date a date field shows (it reads `jj/mm/aaaa`), or '' while it is empty. */
export async function dateValue(field: Locator): Promise<string> {
  const shown = /(\d{2})\/(\d{2})\/(\d{4})/.exec((await field.textContent()) ?? '');
  return shown ? `${shown[3]}-${shown[2]}-${shown[1]}` : '';
}

/** The persona the app's session token names, or null when signed out. */
export function signedInEmail(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const token = sessionStorage.getItem('accessToken');
    if (!token) return null;
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { email?: string };
    return payload.email ?? null;
  });
}

/**
 * Opens the side menu's rail by hovering it, once the app has drawn it, and returns the menu. A new tab's pointer sits
 * at the top left corner, on the rail, and a rail drawn under a still pointer gets no mouseenter: the pointer leaves
 * it before coming back (a journey started from a saved session otherwise found the rail closed, now and then).
 */
export async function openMenu(page: Page): Promise<Locator> {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu).toBeVisible();
  await page.mouse.move(900, 300);
  await menu.hover();
  await expect(page.locator('.side-menu')).toHaveAttribute('data-expanded', 'true');
  return menu;
}
