import DOMPurify from 'dompurify';
import type { TrustedHTML } from 'trusted-types/lib';

/** The page's sanitizer, made for this window (the Trusted Types it finds are read once, here). */
const purify = DOMPurify(window);

/**
 * The one way server-provided HTML reaches the page (ESLint only accepts `dangerouslySetInnerHTML` whose `__html`
 * is a call to this function): formatting survives, scripts, event handlers, styles and unsafe URLs do not. Under
 * `require-trusted-types-for 'script'` the page refuses any plain string in `innerHTML`, so nothing else can.
 *
 * It returns a `TrustedHTML` made by DOMPurify's Trusted Types policy (`dompurify`, the one policy the app's
 * Content-Security-Policy admits: scripts/vite/security-headers.ts) where the browser has Trusted Types, the same
 * markup as a string elsewhere (jsdom). React 19.3 hands `dangerouslySetInnerHTML.__html` to `innerHTML` as it is
 * (no `'' + html`), so the browser receives the `TrustedHTML` itself.
 */
export function sanitizeHtml(html: string): TrustedHTML {
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    RETURN_TRUSTED_TYPE: true,
  });
}
