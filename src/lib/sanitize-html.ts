import DOMPurify from 'dompurify';

/**
 * The one way server-provided HTML reaches the page (ESLint only accepts `dangerouslySetInnerHTML` whose `__html`
 * is a call to this function): formatting survives, scripts, event handlers, styles and unsafe URLs do not.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
