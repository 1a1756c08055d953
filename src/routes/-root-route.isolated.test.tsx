import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { createStore } from '@/lib/jotai';
import { createStoryRouter } from '../../.storybook/decorators';

// Isolated: the subject is what happens when this module registry first evaluates `__root.tsx`, after another router.
describe('the root route, loaded after another router was created in the document', () => {
  it("keeps its own component: the page's title and the announcer's two regions", async () => {
    // Every TanStack router created in a document registers itself as `window.__TSR_ROUTER__`. Here, a story router
    // (root `component: Outlet`), as a component test of the same Vitest worker makes before any page test runs.
    createStoryRouter();

    // Only now is the app's root route evaluated. With the router plugin's hot-reload code in the test build, it took
    // the story root's Outlet here, and every page of the worker was drawn without the root's own children
    // (vite.config.ts, `addHmr`).
    const { Route } = await import('./__root');
    const { loadRouteTitles } = await import('@/app/document-title');
    expect(Route.options.component?.name).toBe('Root');

    // The root alone: no page matches, so the not-found title.
    await loadRouteTitles();
    // The context `createRouterContext()` builds, without importing `@/app/router`: it loads the whole route tree.
    const context = { queryClient: createQueryClient(), store: createStore() };
    const router = createRouter({ routeTree: Route, context, history: createMemoryHistory() });
    await router.load();
    render(<RouterProvider router={router} />);
    expect(document.querySelector('[data-announcer] [aria-live="polite"]')).toBeInTheDocument();
    expect(document.querySelector('[data-announcer] [aria-live="assertive"]')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page introuvable · Steer'));
  });
});
