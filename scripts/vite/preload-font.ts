import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Preloads the built font files whose names match, so the browser fetches them with the HTML instead of discovering
 * them once the stylesheet has been parsed and the text laid out. The files keep `font-display: swap`: the first
 * paint uses the fallback font and never waits for them.
 */
export function preloadFonts({ match }: { match: RegExp }): Plugin {
  let base = '/';
  return {
    name: 'steer:preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        const fonts = Object.values(context.bundle ?? {}).filter(
          (output) => output.type === 'asset' && /\.woff2$/.test(output.fileName) && match.test(output.fileName),
        );
        return fonts.map((font) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: base + font.fileName, crossorigin: '' },
          injectTo: 'head',
        }));
      },
    },
  };
}
