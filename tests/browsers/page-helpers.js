// The page side of the cross-browser suite (tests/browsers): finds an element by its role and accessible name, as
// Testing Library and Playwright do, in a few lines that every engine runs unchanged. Sent with each call (a reload
// drops it), so it stays plain JavaScript. The query: { role, name (a string, or { source, flags }), within, index }.
const ROLES = {
  article: 'article, [role=article]',
  button: 'button, [role=button]',
  dialog: 'dialog, [role=dialog]',
  group: 'fieldset, [role=group]',
  heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
  link: 'a[href], [role=link]',
  log: '[role=log]',
  option: '[role=option]',
  password: 'input[type=password]',
  radio: 'input[type=radio], [role=radio]',
  region: 'section[aria-label], section[aria-labelledby], [role=region]',
  searchbox: 'input[type=search], [role=searchbox]',
  spinbutton: '[role=spinbutton]',
  textbox: 'input:not([type]), input[type=text], input[type=email], textarea, [role=textbox]',
};
const normal = (text) => (text || '').replace(/\s+/g, ' ').trim();
/** The text a name is made of: hidden parts (aria-hidden, such as a required field's asterisk) left out. */
function textOf(node) {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE || node.getAttribute('aria-hidden') === 'true') return '';
  return [...node.childNodes].map(textOf).join('');
}
function nameOf(element) {
  const label = element.getAttribute('aria-label');
  if (label) return normal(label);
  const by = element.getAttribute('aria-labelledby');
  if (by)
    return normal(
      by
        .split(/\s+/)
        .map((id) => (document.getElementById(id) ? textOf(document.getElementById(id)) : ''))
        .join(' '),
    );
  if (element.matches('input, textarea, select')) {
    const label =
      (element.id && document.querySelector(`label[for="${CSS.escape(element.id)}"]`)) || element.closest('label');
    return normal(label ? textOf(label) : element.getAttribute('placeholder'));
  }
  return normal(textOf(element));
}
const shown = (element) => (element.checkVisibility ? element.checkVisibility() : element.getClientRects().length > 0);
function named(name, wanted) {
  if (wanted === undefined || wanted === null) return true;
  return typeof wanted === 'string' ? name === wanted : new RegExp(wanted.source, wanted.flags).test(name);
}
function findAll(query) {
  const scopes = query.within ? findAll(query.within) : [document];
  const found = [];
  for (const scope of scopes) {
    for (const element of scope.querySelectorAll(ROLES[query.role] || query.role)) {
      if (!found.includes(element) && shown(element) && named(nameOf(element), query.name)) found.push(element);
    }
  }
  return found;
}
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the scripts it is sent with
function find(query) {
  return findAll(query)[query.index || 0] || null;
}
