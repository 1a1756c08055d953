import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('sanitizeHtml under Trusted Types', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it("returns the TrustedHTML of DOMPurify's policy, never a plain string", async () => {
    class FakeTrustedHTML {
      constructor(readonly html: string) {}
      toString() {
        return this.html;
      }
    }
    const policies: string[] = [];
    vi.stubGlobal('trustedTypes', {
      createPolicy: (name: string, rules: { createHTML: (html: string) => string }) => {
        policies.push(name);
        return {
          createHTML: (html: string) => new FakeTrustedHTML(rules.createHTML(html)),
          createScriptURL: (url: string) => url,
        };
      },
    });
    vi.resetModules();
    const { sanitizeHtml: sanitizeTrusted } = await import('./sanitize-html');
    const trusted: unknown = sanitizeTrusted('<p onclick="steal()">Texte</p>');
    expect(trusted).toBeInstanceOf(FakeTrustedHTML);
    expect(String(trusted)).toBe('<p>Texte</p>');
    expect(policies).toEqual(['dompurify']);
  });
});
