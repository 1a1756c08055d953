/**
 * Two diagnostics of the development builds that `npm test` paid for on every render and every query retry, and
 * never read (issue 48, docs/toolchain.md). Neither changes what a test checks: they change what a failure prints.
 */
import * as React from 'react';

interface Config {
  getElementError: (message: string | null, container: Element) => Error;
  _disableExpensiveErrorDiagnostics?: boolean;
}

/**
 * React's owner stacks. React 19's development build makes an `Error` (a captured stack) and a console task for each
 * element it creates, for up to 10,000 elements a second, so that a warning can say which component created which:
 * 10-13 % of the run's CPU, measured side by side. Held above that limit, React takes its own fallback, the one it
 * uses past 10,000: an element then has no owner stack, and a warning still names its component. To read owner stacks
 * while chasing a warning, run with `REACT_OWNER_STACKS=1`.
 *
 * The limit is a counter of React's shared internals (`recentlyCreatedOwnerStacks`, react 19.3): if a React upgrade
 * renames it, this throws, rather than silently costing the time again.
 */
export function dropOwnerStacks(): void {
  if (process.env.REACT_OWNER_STACKS === '1') return;
  const internals = (React as unknown as Record<string, Record<string, unknown> | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (typeof internals?.recentlyCreatedOwnerStacks !== 'number') {
    throw new Error(
      "React's owner-stack counter moved (tests/dev-diagnostics.ts): find its new name in react's development build.",
    );
  }
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.POSITIVE_INFINITY,
    set: () => undefined,
    configurable: true,
  });
}

const LIGHT = Symbol('light retry errors');

/**
 * Testing Library's missing-element error prints the whole document. `waitFor` (and every `findBy*`) builds that error
 * on each attempt and keeps only the last, whose message it then builds once more with the document when it times out.
 * During the attempts (the library's own `_disableExpensiveErrorDiagnostics` window) the error is built without the
 * document: a failure still prints it, once instead of twice.
 */
export function lightenRetryErrors(getConfig: () => Config, configure: (config: Partial<Config>) => void): void {
  const full = getConfig().getElementError;
  // The files of a worker share the library and each runs the setup: wrap its own function once.
  if (LIGHT in full) return;
  const light = (message: string | null, container: Element): Error => {
    if (!getConfig()._disableExpensiveErrorDiagnostics) return full(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  };
  configure({ getElementError: Object.assign(light, { [LIGHT]: true }) });
}
