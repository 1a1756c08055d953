import { userEvent } from 'storybook/test';

/**
 * Puts `text` in a field at once, as a paste (or Playwright's `fill`) does: the field is focused and emptied, then
 * filled in one input event. `userEvent.type` sends five events per key, each with the renders it causes: a
 * 25-character address cost a form story a quarter of a second in jsdom (issue 48). Stories whose subject is what
 * each key does (a list filtered as one types) keep `userEvent.type`; the unit tests' `user.fill` is the same
 * (tests/render.tsx).
 */
export async function fill(field: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(field);
  if (text) await userEvent.paste(text);
}
