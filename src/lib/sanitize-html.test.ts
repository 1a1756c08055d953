import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps formatting', () => {
    expect(sanitizeHtml('<p>Former les <strong>managers</strong> aux <em>risques</em></p>')).toBe(
      '<p>Former les <strong>managers</strong> aux <em>risques</em></p>',
    );
  });

  it('drops scripts, event handlers, javascript: links, styles and embedded frames', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Texte<script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">lien</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|style=|iframe/i);
    expect(clean).toContain('Texte');
    expect(clean).toContain('lien');
  });
});
