/**
 * Builds the Steer templates as real files in the browser: RTF for documents (opens in Word, LibreOffice and Pages,
 * keeps headings and lists, no library needed); the tables are CSV, written by `@/lib/csv`.
 */

export interface RtfBlock {
  kind: 'title' | 'heading' | 'paragraph' | 'bullet' | 'field';
  text: string;
}

/** RTF escapes: braces and backslashes, and every non-ASCII character as a \uN? Unicode escape. */
export function escapeRtf(value: string): string {
  let out = '';
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (character === '\\' || character === '{' || character === '}') out += `\\${character}`;
    else if (character === '\n') out += '\\line ';
    else if (code < 128) out += character;
    else if (code <= 0xffff) out += `\\u${code > 32767 ? code - 65536 : code}?`;
    else {
      // Outside the BMP: RTF wants the UTF-16 surrogate pair.
      const high = Math.floor((code - 0x10000) / 0x400) + 0xd800;
      const low = ((code - 0x10000) % 0x400) + 0xdc00;
      out += `\\u${high - 65536}?\\u${low - 65536}?`;
    }
  }
  return out;
}

export function buildRtf(blocks: readonly RtfBlock[]): string {
  const body = blocks
    .map((block) => {
      const text = escapeRtf(block.text);
      switch (block.kind) {
        case 'title':
          return `{\\pard\\sb0\\sa240\\b\\fs36 ${text}\\par}`;
        case 'heading':
          return `{\\pard\\sb240\\sa120\\b\\fs28 ${text}\\par}`;
        case 'bullet':
          return `{\\pard\\fi-280\\li560\\sa80 \\bullet\\tab ${text}\\par}`;
        case 'field':
          return `{\\pard\\sa120 ${text} ______________________________\\par}`;
        default:
          return `{\\pard\\sa160 ${text}\\par}`;
      }
    })
    .join('\n');
  return `{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Arial;}}\\f0\\fs22\n${body}\n}`;
}
