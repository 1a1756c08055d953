/**
 * Types into a field the way a browser delivers a keystroke, outside act() (which would run every pending render):
 * the value is set natively and one `input` event dispatched, then the event's microtasks run, and `check` runs
 * before any other task. A render React defers (useDeferredValue, a transition) is such a task, so `check` sees what
 * the frame that paints the keystroke shows.
 */
export async function inFrameOfKeystroke(input: HTMLInputElement, value: string, check: () => void): Promise<void> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    for (let microtask = 0; microtask < 10; microtask++) await Promise.resolve();
    check();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}
