// Isolated: it stubs trustedTypes and loads the module again (vi.resetModules). In the shared worker, the reset made
// the routes loaded after it import a second copy of the session's atoms, and the signed-in shell found no person.
import { afterEach, describe, expect, it, vi } from 'vitest';

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
