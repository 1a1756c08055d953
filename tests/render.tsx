import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from '../src/app/app';
import { createAppRouter, createRouterContext, type RouterContext } from '../src/app/router';
import { JotaiProvider } from '../src/lib/jotai';
import { mountApp } from './mount-app';

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
