import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

// Apart from tests/render.tsx, which loads the whole app: tests/setup.ts imports this module for every file.

const mountedApps = new Set<() => void>();

/**
 * Mounts the whole app as main.tsx does: `createRoot(...).render(...)`, outside `act`. Testing Library's `render`
 * mounts inside a synchronous `act`, and a first render that suspends there (a route's code, its pending page, its
 * data) is queued by React for the `act` scope and dropped when it returns: React warns once per worker ("A component
 * suspended inside an `act` scope, but the `act` call was not awaited"), and the root then waits for an unrelated
 * update to render at all (the /logout page showed after 3 s, when the slow-call notice came). Outside `act`, React's
 * scheduler retries it as in a browser; the tests wait for what they expect with `findBy*`. Unmounted after each test
 * (tests/setup.ts), or by the `unmount` returned.
 */
export function mountApp(ui: ReactElement): { container: HTMLElement; unmount: () => void } {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(ui);
  const unmount = () => {
    if (!mountedApps.delete(unmount)) return;
    act(() => root.unmount());
    container.remove();
  };
  mountedApps.add(unmount);
  return { container, unmount };
}

/** Unmounts every app `mountApp` mounted (tests/setup.ts, after each test, before Testing Library's cleanup). */
export function unmountApps(): void {
  for (const unmount of [...mountedApps]) unmount();
}
