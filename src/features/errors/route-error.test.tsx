import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  notFound,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routerFallbacks } from '@/app/router';

/** A router with the app's fallbacks and two pages that fail: one throws once, the other finds nothing. */
function renderFailingRouter(path: string) {
  let attempts = 0;
  const root = createRootRoute();
  const flaky = createRoute({
    getParentRoute: () => root,
    path: '/flaky',
    loader: () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Something went wrong in the loader');
    },
    component: () => <h1>Page chargée</h1>,
  });
  const missing = createRoute({
    getParentRoute: () => root,
    path: '/missing',
    loader: () => {
      throw notFound();
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([flaky, missing]),
    history: createMemoryHistory({ initialEntries: [path] }),
    ...routerFallbacks,
  });
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.restoreAllMocks());

describe("the router's fallbacks", () => {
  it('shows a failed page in French, never the error itself, and loads it again on Réessayer', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRouter('/flaky');
    expect(await screen.findByRole('heading', { name: "Cette page n'a pas pu s'afficher" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue. Veuillez réessayer.');
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Page chargée' })).toBeInTheDocument();
  });

  it("says a page found nothing with the spec's 404 text, not “Not Found”", async () => {
    renderFailingRouter('/missing');
    expect(await screen.findByText("– La page que vous cherchez n'existe pas ou a été déplacée.")).toBeInTheDocument();
    expect(screen.queryByText('Not Found')).not.toBeInTheDocument();
  });
});
