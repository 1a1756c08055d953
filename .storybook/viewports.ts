import tokensCss from '../src/styles/tokens.css?raw';

/**
 * Storybook's viewport presets, one per breakpoint token of src/styles/tokens.css (`--breakpoint-*`), read from the
 * stylesheet itself so a changed breakpoint changes the presets. The key is the width ('375'), so a story says
 * `globals: { viewport: { value: '375' } }`.
 */
const LABELS: Record<string, string> = {
  narrowest: 'Mobile étroit',
  phone: 'Mobile',
  tablet: 'Tablette',
  wide: 'Écran large',
  desktop: 'Ordinateur',
  large: 'Grand écran',
};

/** The breakpoint tokens in order of width: name and width in CSS pixels. */
export const BREAKPOINTS: readonly { name: string; width: number }[] = [
  ...tokensCss.matchAll(/--breakpoint-([a-z-]+):\s*(\d+)px/g),
]
  .map(([, name = '', width = '0']) => ({ name, width: Number(width) }))
  .sort((a, b) => a.width - b.width);

/** A height that shows a page's first screen at each width. */
function heightFor(width: number): number {
  if (width < 768) return 812;
  if (width < 1280) return 1024;
  return 900;
}

export const STORY_VIEWPORTS = Object.fromEntries(
  BREAKPOINTS.map(({ name, width }) => [
    String(width),
    {
      name: `${LABELS[name] ?? name} (${width} px)`,
      styles: { width: `${width}px`, height: `${heightFor(width)}px` },
      type: width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop',
    },
  ]),
);
