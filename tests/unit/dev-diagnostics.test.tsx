import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

/** What tests/setup.ts turns off (tests/dev-diagnostics.ts), and what a failure still prints. */
describe('the diagnostics the test run does without', () => {
  it("makes no owner stack per element: React's shared fallback serves them all", () => {
    // React's development build keeps an element's owner stack on `_debugStack`.
    const stacks = [<p key="a" />, <span key="b" />].map(
      (element) => (element as { _debugStack?: unknown })._debugStack,
    );
    expect(stacks[0]).toBeDefined();
    expect(stacks[0]).toBe(stacks[1]);
  });

  it('prints the document once when a findBy* gives up, and not on each attempt', async () => {
    render(<p>Plan d'action en cours de préparation</p>);
    const error: unknown = await screen.findByText('Absent', {}, { timeout: 150, interval: 10 }).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    const { message } = error as Error;
    expect(message).toContain('Unable to find an element with the text: Absent');
    expect(message.split("Plan d'action en cours de préparation")).toHaveLength(2);
  });
});
