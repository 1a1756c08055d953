/** Spec §5: radar labels wrap at about 100 units, counting 6 units per character. */
export const LABEL_WRAP_WIDTH = 100;
export const LABEL_CHAR_WIDTH = 6;

/**
 * Splits a label into lines of at most `maxWidth / charWidth` characters, breaking between words; a word longer
 * than a line is kept whole rather than cut mid-word.
 */
export function wrapLabel(text: string, maxWidth = LABEL_WRAP_WIDTH, charWidth = LABEL_CHAR_WIDTH): string[] {
  const maxChars = Math.max(1, Math.floor(maxWidth / charWidth));
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
