import { TextSize, type TextSizeStyleInterface } from 'victory';

/**
 * Victory sizes every label (axis ticks, point values, radar spokes) by inserting it into a hidden SVG and reading
 * `getBoundingClientRect()`: with the page's DOM just changed by React, each new label forces a layout of the whole
 * page. On the dashboard that was ~50 ms of forced layouts on the way to drawing its six charts. A 2D canvas measures
 * the same text with the same font without touching the page's layout; Victory's own measurement stays where there is
 * no OffscreenCanvas (jsdom).
 */

/** Victory passes one style, or one per line for multi-line labels. */
type TextStyle = TextSizeStyleInterface | readonly TextSizeStyleInterface[];
interface Size {
  width: number;
  height: number;
}

const victoryMeasure = TextSize._approximateTextSizeInternal.impl;
let canvas: { for: typeof OffscreenCanvas; context: OffscreenCanvasRenderingContext2D | null } | undefined;
const cache = new Map<string, Size>();
const cssVariables = new Map<string, string>();

function canvasContext(): OffscreenCanvasRenderingContext2D | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  if (canvas?.for !== OffscreenCanvas) {
    let context: OffscreenCanvasRenderingContext2D | null = null;
    try {
      context = new OffscreenCanvas(1, 1).getContext('2d');
    } catch {
      // No 2D context (a locked-down browser): Victory measures as it would.
    }
    canvas = { for: OffscreenCanvas, context };
    cache.clear();
  }
  return canvas.context;
}

/** `var(--font-family-sans)` → the family it stands for (a canvas font cannot read custom properties). */
export function resolveCssVariables(value: string): string {
  return value.replace(/var\((--[\w-]+)\)/g, (whole, name: string) => {
    let resolved = cssVariables.get(name);
    if (resolved === undefined) {
      resolved = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
      cssVariables.set(name, resolved);
    }
    return resolved || whole;
  });
}

function pixels(value: unknown, fontSize: number): number {
  if (typeof value === 'number') return value;
  const match = /^(-?[\d.]+)(px|em)?$/.exec(String(value ?? '').trim());
  if (!match) return 0;
  const number = Number(match[1]);
  return match[2] === 'em' ? number * fontSize : number;
}

const isStyleList = (style: TextStyle | undefined): style is readonly TextSizeStyleInterface[] => Array.isArray(style);

const rotated = (along: number, across: number, angle: number) => {
  const radians = (angle * Math.PI) / 180;
  return Math.abs(Math.cos(radians) * along) + Math.abs(Math.sin(radians) * across);
};

/**
 * The size Victory's DOM measurement gives (lines stacked, each `lineHeight` × its box height; the widest line;
 * the box of the rotated text when the style has an angle), taken with a canvas.
 */
export function measureTextSize(text: string | readonly string[], style?: TextStyle): Size | undefined {
  const ctx = canvasContext();
  if (!ctx) return undefined;
  const lines = Array.isArray(text) ? text.map(String) : String(text).split(/\r\n|\r|\n/g);
  const styles = lines.map((_, index): TextSizeStyleInterface => (isStyleList(style) ? style[index] : style) ?? {});
  let width = 0;
  let height = 0;
  for (const [index, line] of lines.entries()) {
    const lineStyle = styles[index] ?? {};
    const fontSize = pixels(lineStyle.fontSize, 14) || 14;
    const letterSpacing = pixels(lineStyle.letterSpacing, fontSize);
    const family = resolveCssVariables(String(lineStyle.fontFamily ?? '')) || 'sans-serif';
    const font = `${fontSize}px ${family}`;
    const key = `${font}|${letterSpacing}|${line}`;
    let size = cache.get(key);
    if (!size) {
      ctx.font = font;
      const metrics = ctx.measureText(line);
      const lineWidth = metrics.width + letterSpacing * Math.max(line.length - 1, 0);
      const boxHeight = metrics.fontBoundingBoxAscent + metrics.fontBoundingBoxDescent || fontSize * 1.2;
      size = { width: lineWidth, height: boxHeight };
      cache.set(key, size);
    }
    width = Math.max(width, size.width);
    height += (typeof lineStyle.lineHeight === 'number' ? lineStyle.lineHeight : 1) * size.height;
  }
  const angle = styles[0]?.angle;
  if (typeof angle === 'number' && angle !== 0) {
    return { width: rotated(width, height, angle), height: rotated(height, width, angle) };
  }
  return { width, height };
}

/**
 * Makes Victory measure labels with a canvas (once, when the chart code loads); its own way where there is none.
 * The canvas, its context and the chart font are set up there too, while the page still waits for its data: the
 * first measure otherwise pays for them (~10 ms in a profile of the dashboard) in the middle of drawing the first chart.
 */
export function installCanvasTextMeasure(warmUpStyle?: TextSizeStyleInterface) {
  TextSize._approximateTextSizeInternal.impl = (text, style, forceApproximate = false) =>
    (!forceApproximate && measureTextSize(text, style)) || victoryMeasure(text, style, forceApproximate);
  if (warmUpStyle) measureTextSize('0', warmUpStyle);
}
