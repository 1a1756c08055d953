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
    // A copy of the module of its own (the query makes it another module), made under these Trusted Types: the
    // sanitizer reads them once, when its module is evaluated. The files of the worker keep the one they share.
    const withTrustedTypes = './sanitize-html.ts?trusted-types';
    const { sanitizeHtml: sanitizeTrusted } = (await import(/* @vite-ignore */ withTrustedTypes)) as {
      sanitizeHtml: typeof sanitizeHtml;
    };
    const trusted: unknown = sanitizeTrusted('<p onclick="steal()">Texte</p>');
    expect(trusted).toBeInstanceOf(FakeTrustedHTML);
    expect(String(trusted)).toBe('<p>Texte</p>');
    expect(policies).toEqual(['dompurify']);
    // The shared one still answers with plain markup, as jsdom has no Trusted Types.
    expect(sanitizeHtml('<p>Texte</p>')).toBe('<p>Texte</p>');
  });
});
