import { describe, expect, it } from 'vitest';
import { buildRtf, escapeRtf } from './template-files';
import { STEER_TEMPLATES } from './steer-templates';

describe('Steer template files', () => {
  it('escapes accents, quotes and braces so Word shows French text as written', () => {
    expect(escapeRtf('Égalité {x} \\ l\u2019an')).toBe('\\u201?galit\\u233? \\{x\\} \\\\ l\\u8217?an');
    expect(buildRtf([{ kind: 'title', text: 'Charte' }])).toMatch(/^\{\\rtf1\\ansi.*Charte\\par\}\s*\}$/s);
  });

  it('offers an RSE charter, a responsible-purchasing charter and a materiality matrix, each a non-empty file', () => {
    const titles = STEER_TEMPLATES.map((template) => template.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Charte RSE', 'Charte achats responsables', 'Matrice de matérialité']),
    );
    for (const template of STEER_TEMPLATES) {
      const content = template.build();
      expect(content.length, template.id).toBeGreaterThan(200);
      if (template.mimeType === 'application/rtf') expect(content.startsWith('{\\rtf1')).toBe(true);
      // RTF is 7-bit: every accent is escaped.
      if (template.mimeType === 'application/rtf')
        expect([...content].every((character) => character.charCodeAt(0) < 128)).toBe(true);
    }
  });
});
