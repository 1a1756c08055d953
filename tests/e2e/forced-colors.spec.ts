import { expect, test, type Page } from './fixtures';
import { signedInAs } from './signed-in';

/**
 * Issue 43: Claire's pages under a contrast theme (Windows' contrast themes, which browsers expose as
 * `forced-colors: active`), dark and light. The browser repaints text, backgrounds and borders with the theme's few
 * colours, and drops what only a background colour drew. On each page the journey measures, in the browser:
 *
 * - every meter and progress bar: its filled part against its track (3:1, WCAG 1.4.11), and its value text, when it
 *   writes one, against what is behind it (4.5:1);
 * - every selected item (a chosen rating, the period on, the current tab or menu entry, a pressed toggle): it must
 *   look different from its siblings (colours as painted, borders, weight, and those of what it holds), and its text
 *   must stay readable (4.5:1) over the Canvas backplate the browser draws behind text;
 * - every chart: each visible text at 4.5:1 against what is behind it (1.4.3), each line at 3:1 (1.4.11).
 *
 * Colours are read from the computed styles (SVG `fill` and `stroke` are not forced by Chromium: the charts must
 * choose system colours themselves), composited over the backgrounds behind them (a theme's `Highlight` is
 * translucent in Chromium's emulation).
 */

// Claire's pages, not her sign-in: the journey starts from her saved session.
test.use(signedInAs('claire'));

/**
 * The seven pages of the issue (the dashboard, a question, Ma performance, Mes réalisations, Mes leviers, the survey's
 * dashboard, Mon évaluation) and Mes progrès, the other page with a chart.
 */
const PAGES = [
  { path: '/dashboard', ready: 'Votre score global' },
  { path: '/diagnosis/gouvernance/1', ready: 'Où en est votre entreprise ?' },
  { path: '/ma-performance', ready: 'Ma performance' },
  { path: '/mes-actions-realisees', ready: 'Mes réalisations' },
  { path: '/solutions', ready: 'Mes leviers' },
  { path: '/mon-enquete/dashboard', ready: 'Participation' },
  { path: '/diagnostic', ready: 'Mon évaluation' },
  { path: '/approach', ready: 'Mes progrès' },
] as const;

interface PageFindings {
  meters: number;
  selected: number;
  chartTexts: number;
  chartLines: number;
  problems: string[];
}

/** Runs in the page: every meter, selected state and chart of the page, measured. */
function measure(): PageFindings {
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba | null => {
    const match = /rgba?\(([^)]+)\)/.exec(value);
    if (!match) return null;
    const parts = match[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const alpha = top[3] + bottom[3] * (1 - top[3]);
    if (alpha === 0) return [0, 0, 0, 0];
    const mix = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / alpha;
    return [mix(0), mix(1), mix(2), alpha];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };
  const css = (element: Element) => getComputedStyle(element);
  /** What is painted behind an element: the backgrounds of its ancestors, composited from the page down. */
  const backdrop = (element: Element): Rgba => {
    const chain: Element[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) chain.unshift(node);
    let colour: Rgba = parse(css(document.documentElement).backgroundColor) ?? [255, 255, 255, 1];
    if (colour[3] === 0) colour = [255, 255, 255, 1];
    for (const node of chain) {
      if (node instanceof SVGElement && !(node instanceof SVGSVGElement)) continue;
      const background = parse(css(node).backgroundColor);
      if (background && background[3] > 0) colour = over(background, colour);
    }
    return colour;
  };
  const painted = (value: string, behind: Rgba, opacity = 1): Rgba | null => {
    const colour = parse(value);
    if (!colour || colour[3] === 0) return null;
    return over([colour[0], colour[1], colour[2], colour[3] * opacity], behind);
  };
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    );
  };
  const name = (element: Element) =>
    (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const round = (value: number) => Math.round(value * 100) / 100;
  const problems: string[] = [];
  /** The theme's Canvas, which the browser also draws behind text as a backplate. */
  const probe = document.body.appendChild(document.createElement('div'));
  probe.style.cssText = 'forced-color-adjust: none; color: Canvas';
  const canvas = parse(css(probe).color) ?? [255, 255, 255, 1];
  probe.remove();

  // ---- Meters and progress bars ----
  const meters = [...document.querySelectorAll('[role="meter"], [role="progressbar"]')].filter(shown);
  for (const meter of meters) {
    const label = `${meter.getAttribute('role')} « ${meter.getAttribute('aria-valuetext') ?? name(meter)} »`;
    const fill = meter.querySelector('[class*="__fill"]');
    if (!fill) continue;
    const value = Number(meter.getAttribute('aria-valuenow'));
    const min = Number(meter.getAttribute('aria-valuemin') ?? 0);
    const box = fill.getBoundingClientRect();
    if (value > min && box.width * box.height > 0) {
      const track = fill.parentElement!;
      const trackColour = backdrop(track);
      const style = css(fill);
      const background = painted(style.backgroundColor, trackColour) ?? trackColour;
      const border =
        parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none'
          ? painted(style.borderTopColor, trackColour)
          : null;
      const ratio = Math.max(contrast(background, trackColour), border ? contrast(border, trackColour) : 1);
      if (ratio < 3) problems.push(`${label}: its fill shows at ${round(ratio)}:1 against its track`);
    }
    const valueText = meter.querySelector('[class*="__value"]');
    if (valueText && shown(valueText)) {
      const ratio = contrast(painted(css(valueText).color, backdrop(valueText))!, backdrop(valueText));
      if (ratio < 4.5) problems.push(`${label}: its value text at ${round(ratio)}:1`);
    }
  }

  // ---- Selected states: each must look different from its siblings ----
  /** How an element and what it holds are painted: colours as seen, border widths, weights, outlines. */
  const looks = (element: Element): string => {
    const parts: string[] = [];
    for (const node of [element, ...element.querySelectorAll('*')]) {
      if (!shown(node)) {
        parts.push('hidden');
        continue;
      }
      const style = css(node);
      const behind = backdrop(node.parentElement ?? node);
      const colourOf = (value: string) => (painted(value, behind) ?? behind).map(Math.round).join(',');
      const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
      const borders = sides
        .map((side) => {
          const width = parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`));
          const kind = style.getPropertyValue(`border-${side.toLowerCase()}-style`);
          return width > 0 && kind !== 'none'
            ? `${width}${kind}${colourOf(style.getPropertyValue(`border-${side.toLowerCase()}-color`))}`
            : '-';
        })
        .join('|');
      const outline =
        parseFloat(style.outlineWidth) > 0 && style.outlineStyle !== 'none'
          ? `${style.outlineWidth}${colourOf(style.outlineColor)}`
          : '-';
      parts.push(
        [
          colourOf(style.backgroundColor),
          node.childNodes.length > 0 ? colourOf(style.color) : '',
          borders,
          outline,
          style.fontWeight,
          node instanceof SVGElement ? `${colourOf(style.fill)}/${colourOf(style.stroke)}` : '',
        ].join(' '),
      );
    }
    return parts.join(';');
  };
  const selectedElements = [
    ...document.querySelectorAll(
      '[data-selected="true"], [data-active="true"], [aria-current="page"], [aria-checked="true"], [aria-pressed="true"], [aria-selected="true"]',
    ),
  ].filter((element) => shown(element) && !(element instanceof HTMLInputElement));
  let selectedCount = 0;
  for (const selected of selectedElements) {
    const kind = selected.classList[0];
    if (!kind) continue;
    const group = selected.closest('[role="radiogroup"], [role="group"], [role="tablist"], nav, ul, ol');
    const siblings = [...(group ?? selected.parentElement!).querySelectorAll(`.${CSS.escape(kind)}`)].filter(
      (element) => element !== selected && shown(element) && !selectedElements.includes(element),
    );
    if (siblings.length === 0) continue;
    selectedCount++;
    // Its text must be readable too. Under forced colours the browser draws a Canvas backplate behind text unless the
    // element opts out (forced-color-adjust: none): text in HighlightText on a Highlight fill would vanish into it.
    for (const node of [selected, ...selected.querySelectorAll('*')]) {
      const ownText = [...node.childNodes].some(
        (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
      );
      if (!ownText || !shown(node)) continue;
      const style = css(node);
      const behind = style.forcedColorAdjust === 'none' ? backdrop(node) : canvas;
      const ratio = contrast(painted(style.color, behind) ?? behind, behind);
      if (ratio < 4.5) problems.push(`selected ${kind} « ${name(selected)} »: its text at ${round(ratio)}:1`);
    }
    const mine = looks(selected);
    const same = siblings.filter((sibling) => looks(sibling) === mine);
    if (same.length > 0) {
      problems.push(
        `selected ${kind} « ${name(selected)} » looks like « ${name(same[0]!)} »` +
          (same.length > 1 ? ` and ${same.length - 1} more` : ''),
      );
    }
  }

  // ---- Charts: texts 4.5:1, lines 3:1 ----
  let chartTexts = 0;
  let chartLines = 0;
  const drawings = [...document.querySelectorAll('figure svg')].filter(shown);
  const seenTexts = new Set<string>();
  for (const svg of drawings) {
    const behind = backdrop(svg);
    for (const text of svg.querySelectorAll('text')) {
      if (!shown(text) || !(text.textContent ?? '').trim()) continue;
      const spans = text.querySelectorAll('tspan');
      for (const part of spans.length > 0 ? [...spans] : [text]) {
        if (!shown(part) || !(part.textContent ?? '').trim()) continue;
        chartTexts++;
        const style = css(part);
        const colour = painted(style.fill, behind, Number(style.fillOpacity) * Number(style.opacity));
        const ratio = colour ? contrast(colour, behind) : 1;
        const key = (part.textContent ?? '').trim();
        if (ratio < 4.5 && !seenTexts.has(key)) {
          seenTexts.add(key);
          problems.push(`chart text « ${key} » at ${round(ratio)}:1`);
        }
      }
    }
    for (const shape of svg.querySelectorAll('path, line, polyline, polygon, circle, rect')) {
      if (!shown(shape) || shape.closest('clipPath, defs, mask')) continue;
      const style = css(shape);
      const stroke =
        style.stroke !== 'none' && parseFloat(style.strokeWidth) > 0
          ? painted(style.stroke, behind, Number(style.strokeOpacity))
          : null;
      // A line has no inside: its fill paints nothing.
      const open = shape.tagName === 'line' || shape.tagName === 'polyline';
      const fill = style.fill !== 'none' && !open ? painted(style.fill, behind, Number(style.fillOpacity)) : null;
      if (!stroke && !fill) continue;
      chartLines++;
      const ratio = Math.max(stroke ? contrast(stroke, behind) : 1, fill ? contrast(fill, behind) : 1);
      if (ratio < 3) {
        const label = svg.closest('figure')?.querySelector('figcaption')?.textContent?.trim().slice(0, 50) ?? '';
        problems.push(`chart « ${label} »: a ${shape.tagName} at ${round(ratio)}:1`);
      }
    }
  }
  return { meters: meters.length, selected: selectedCount, chartTexts, chartLines, problems: [...new Set(problems)] };
}

/**
 * Runs in the page: resolves once the drawing has settled, when no animation or transition is running (a meter's fill
 * moving to its value) and the document has not changed over three animation frames in a row (a chart draws once
 * its width is measured, then places its labels). Fails after `limit` ms of a page that keeps changing.
 */
async function stableFrames(limit: number): Promise<void> {
  await document.fonts.ready;
  const seen = { change: false };
  const observer = new MutationObserver(() => (seen.change = true));
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  // An endless animation (none is expected once nothing loads) would never end: only finite ones are waited for.
  const animating = () =>
    document.getAnimations().some((animation) => {
      const { iterations } = animation.effect?.getComputedTiming() ?? {};
      return animation.playState === 'running' && iterations !== Infinity;
    });
  const started = performance.now();
  try {
    for (let quiet = 0; quiet < 3;) {
      seen.change = false;
      await frame();
      quiet = seen.change || animating() ? 0 : quiet + 1;
      if (performance.now() - started > limit) throw new Error(`the page was still changing after ${limit} ms`);
    }
  } finally {
    observer.disconnect();
  }
}

/**
 * Waits for the page's content (`ready` shown by the app, nothing loading), its charts drawn when it has some, and a
 * still frame.
 */
async function settle(page: Page, ready: string, { charts }: { charts: boolean }) {
  // The route's static frame (its heading and grey blocks, src/app/route-frames.tsx) gone: the app has taken its place.
  await expect(page.locator('.route-frame__skeleton')).toHaveCount(0, { timeout: 15_000 });
  // In the page itself: the side menu names most pages too, and shows before the page's data have come.
  await expect(page.getByRole('main').getByText(ready).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.ui-spinner').filter({ visible: true })).toHaveCount(0, { timeout: 15_000 });
  // A chart draws once its code has loaded and its width is measured: wait for the drawings' text.
  if (charts) await expect(page.locator('figure svg text').first()).toBeVisible({ timeout: 30_000 });
  await page.evaluate(stableFrames, 15_000);
}

for (const colorScheme of ['dark', 'light'] as const) {
  test(`under forced colours (${colorScheme}), Claire's meters, choices and charts stay visible`, async ({ page }) => {
    // Eight pages, each waited for until its charts are drawn: minutes on a busy machine.
    test.setTimeout(420_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ forcedColors: 'active', colorScheme, reducedMotion: 'reduce' });

    const report: Record<string, PageFindings> = {};
    for (const { path, ready } of PAGES) {
      await page.goto(path);
      await settle(page, ready, { charts: ['/dashboard', '/mon-enquete/dashboard', '/approach'].includes(path) });
      if (path.startsWith('/diagnosis/')) {
        // A chosen answer, as Claire chooses one if she has not yet.
        const radios = page.getByRole('radio');
        if ((await page.getByRole('radio', { checked: true }).count()) === 0) await radios.nth(1).check();
        await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
      }
      report[path] = await page.evaluate(measure);
    }
    const summary = Object.entries(report).map(
      ([path, found]) =>
        `${path}: ${found.meters} meters, ${found.selected} selected items, ${found.chartTexts} chart texts, ` +
        `${found.chartLines} chart shapes${found.problems.map((problem) => `\n  - ${problem}`).join('')}`,
    );
    console.log(`Forced colours, ${colorScheme}:\n${summary.join('\n')}`);

    const problems = Object.entries(report).flatMap(([path, found]) =>
      found.problems.map((problem) => `${path}: ${problem}`),
    );
    expect.soft(problems, `${problems.length} problems under forced colours (${colorScheme})`).toEqual([]);
    // What the pages hold, so that the checks above cannot pass by finding nothing to check.
    expect.soft(report['/dashboard']!.meters).toBe(4);
    expect.soft(report['/dashboard']!.chartTexts).toBeGreaterThan(20);
    expect.soft(report['/ma-performance']!.meters).toBeGreaterThanOrEqual(4);
    expect.soft(report['/mon-enquete/dashboard']!.meters).toBeGreaterThanOrEqual(1);
    expect.soft(report['/diagnosis/gouvernance/1']!.meters).toBe(1);
    expect.soft(report['/diagnosis/gouvernance/1']!.selected).toBeGreaterThanOrEqual(2);
    expect.soft(report['/dashboard']!.selected).toBeGreaterThanOrEqual(1);
    expect.soft(report['/approach']!.chartTexts).toBeGreaterThan(10);
  });
}
