import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, type ReactElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from '../src/app/app';
import { createAppRouter, createRouterContext, type RouterContext } from '../src/app/router';
import { JotaiProvider } from '../src/lib/jotai';

/**
 * The app's context as a test wants it: the app's query client, without its retries (tests assert error states
 * directly; the client's own retries are timed by tests/setup.ts).
 */
export function createTestContext(): RouterContext {
  const context = createRouterContext();
  const defaults = context.queryClient.getDefaultOptions();
  context.queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return context;
}

/**
 * user-event's session, with `fill`: the field's text replaced in one input event, as a paste or Playwright's `fill`
 * does. `user.type` sends five events per key, each in act() with the renders it causes, and waits a task between
 * keys (a 25-character address: 125 events, 25 changes drawn); tests whose subject is the value use `fill`, those
 * about what each key does (a message as one types, a count, a filter as one types) keep `type`.
 */
export function setupUser() {
  // A test that fakes the timers moves the clock past each of user-event's pauses between events at once (without it,
  // `shouldAdvanceTime` let each pause last up to 20 ms of real time). The pauses are of 0 ms: where only Date is faked
  // (tests/setup.ts), the clock does not move.
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return Object.assign(user, {
    /** Focuses the field, empties it and puts `text` in it at once. */
    async fill(field: Element, text: string): Promise<void> {
      await user.clear(field);
      if (text) await user.paste(text);
    },
  });
}

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

/** Renders the whole app (real routes, guards, providers) at a path, with a memory history. */
export function renderRoute(path: string) {
  const context = createTestContext();
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [path] }));
  const user = setupUser();
  const mounted = mountApp(<App router={router} context={context} />);
  return { ...mounted, router, store: context.store, queryClient: context.queryClient, user };
}

/** Renders a component with the app's providers but no router (for components that don't link). */
export function renderWithProviders(ui: ReactElement) {
  const context = createTestContext();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={context.queryClient}>
      <JotaiProvider store={context.store}>{children}</JotaiProvider>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), ...context, user: setupUser() };
}
