/**
 * The compass-icon placeholder the server puts in lever and solution descriptions (openapi.yaml
 * `x-compass-placeholder`). The client does not draw the icon: it strips the marker before sanitising (spec §3).
 * The mock backend writes the same marker into its seed.
 */
export const COMPASS_MARKER = '[[boussole]]';

/** The description without its markers, nor the space that follows one ('[[boussole]] Premières étapes'). */
export function stripCompass(html: string): string {
  return html.replace(/\[\[boussole\]\]\s*/g, '');
}
