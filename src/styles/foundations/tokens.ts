import { useState } from 'react';
import tokensCss from '../tokens.css?raw';

/*
 * The foundations pages read src/styles/tokens.css itself: the token *names* come from its source, every value from
 * the page (getComputedStyle), so a page can never drift from the CSS nor miss a token that was added.
 */

/** Every custom property declared in tokens.css, in source order, once. */
export const TOKEN_NAMES: readonly string[] = [
  ...new Set([...tokensCss.matchAll(/^\s*(--[a-z0-9-]+)\s*:/gm)].map(([, name = '']) => name)),
];

/** The tokens whose name starts with one of these prefixes ('--space-', '--radius-'...), in source order. */
export function tokensStartingWith(...prefixes: string[]): string[] {
  return TOKEN_NAMES.filter((name) => prefixes.some((prefix) => name.startsWith(prefix)));
}

/** Reads the current value of each custom property on :root. */
export function useTokenValues(names: readonly string[]): Record<string, string> {
  // Read once, on first render: the stylesheet is loaded with the preview, before any story renders.
  const [values] = useState(() => {
    const styles = getComputedStyle(document.documentElement);
    return Object.fromEntries(names.map((name) => [name, styles.getPropertyValue(name).trim()]));
  });
  return values;
}

type Rgba = [number, number, number, number];

/** The colour a token resolves to, as the browser computes it (alpha included). */
export function resolvedColour(token: string): Rgba {
  const probe = document.createElement('span');
  probe.style.color = `var(${token})`;
  document.body.append(probe);
  const computed = getComputedStyle(probe).color;
  probe.remove();
  const [r = 0, g = 0, b = 0, a = 1] = (computed.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, a];
}

function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** A colour drawn over an opaque background (a translucent overlay over the page). */
function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

/** WCAG 2 contrast ratio between two tokens (the first drawn over the second). */
export function contrastRatio(foreground: string, background: string): number {
  const back = resolvedColour(background);
  const front = over(resolvedColour(foreground), back);
  const [light, dark] = [luminance(front), luminance(back)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Whether a colour token is a background (surfaces, subtle tints, borders, the light end of a scale). */
function isBackground(token: string): boolean {
  return /(subtle|surface|background|overlay|border|-0$|-50$|-100$|-200$|-300$)/.test(token);
}

/**
 * The pairs a colour is used in: a text or accent colour over the page's surfaces, a background under the body text
 * (and a tinted state background under its own text colour), the primary's text over the primary.
 */
export function contrastPairs(token: string): { against: string; ratio: number }[] {
  let partners: string[];
  if (token === '--color-on-primary' || token === '--color-text-inverse') {
    partners = ['--color-primary', '--color-surface-inverse'];
  } else if (isBackground(token)) {
    const ownText = token.replace(/-(subtle|border)$/, '-text');
    partners = ['--color-text', ...(ownText !== token && TOKEN_NAMES.includes(ownText) ? [ownText] : [])];
  } else {
    partners = ['--color-surface', '--color-background'];
  }
  return partners.map((against) => ({
    against,
    ratio: isBackground(token) ? contrastRatio(against, token) : contrastRatio(token, against),
  }));
}
