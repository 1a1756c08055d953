// First: react-aria reads its (French) locale when first evaluated (see src/app/locale.ts).
import '../src/app/locale';
import { createContext, useContext, useState, type ReactNode } from 'react';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRouter,
} from '@tanstack/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { JotaiProvider, createStore } from '../src/lib/jotai';
import type { Decorator, Loader } from '@storybook/react-vite';
import { HttpResponse, type RequestHandler } from 'msw';
import { unanswered } from '../src/api/story-http';

/** `parameters.router` of a story: where the memory router starts. */
export interface RouterParameters {
  /** History entries; the last one is the current location. Defaults to ['/']. */
  initialEntries?: string[];
}

/** What `loadStoryRouter` adds to `context.loaded`. */
export interface StoryRouterLoaded {
  /** A memory router whose first load already finished, so the story renders on the first pass. */
  storyRouter?: AnyRouter;
}

const StoryContent = createContext<ReactNode>(null);

function StoryOutlet() {
  return <>{useContext(StoryContent)}</>;
}

/**
 * A router that renders the story at every path, so links and router hooks work and `parameters.router` can start
 * anywhere (e.g. '/signup'). A catch-all child keeps the story mounted when a link in it navigates.
 */
export function createStoryRouter(initialEntries: string[] = ['/']): AnyRouter {
  const rootRoute = createRootRoute({ component: Outlet });
  const anyPathRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: StoryOutlet });
  return createRouter({
    routeTree: rootRoute.addChildren([anyPathRoute]),
    history: createMemoryHistory({ initialEntries }),
  });
}

/**
 * Same router, already loaded. A freshly created TanStack router renders nothing until its first (asynchronous)
 * load ends; loading it beforehand lets `render()` show the story immediately (no `findBy*` needed).
 */
export async function createLoadedStoryRouter(initialEntries?: string[]): Promise<AnyRouter> {
  const router = createStoryRouter(initialEntries);
  await router.load();
  return router;
}

export interface StoryProvidersProps {
  /** The rendered story or element. */
  children: ReactNode;
  /** Start location of the memory router (ignored when `router` is given). */
  initialEntries?: string[];
  /** A router from `createLoadedStoryRouter`; without it one is created here and appears after its first load. */
  router?: AnyRouter;
}

/** A cache per story: no retries (an error state shows at once) and nothing shared between stories. */
function createStoryQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

/**
 * Everything a primitive or screen needs around it in isolation: a fresh query cache and jotai store, and a TanStack memory router whose root route renders the
 * children.
 * In tests: `render(<StoryProviders router={await createLoadedStoryRouter()}>{ui}</StoryProviders>)`.
 */
export function StoryProviders({ children, initialEntries, router: givenRouter }: StoryProvidersProps) {
  const [router] = useState(() => givenRouter ?? createStoryRouter(initialEntries));
  const [queryClient] = useState(createStoryQueryClient);
  const [store] = useState(createStore);
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <StoryContent.Provider value={children}>
          <RouterProvider router={router} />
        </StoryContent.Provider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}

function routerParameters(parameters: Record<string, unknown>): RouterParameters | undefined {
  return parameters.router as RouterParameters | undefined;
}

/** Project loader: prepares the story's router (honouring `parameters.router`) before the story renders. */
export const loadStoryRouter: Loader = async (context): Promise<StoryRouterLoaded> => ({
  storyRouter: await createLoadedStoryRouter(routerParameters(context.parameters)?.initialEntries),
});

/**
 * Global decorator: wraps every story in StoryProviders. Uses the router prepared by `loadStoryRouter` when the
 * loaders ran (Storybook, `Story.run()`, `await Story.load()`); otherwise builds one from `parameters.router`.
 */
export const withStoryProviders: Decorator = (Story, context) => {
  const { storyRouter } = (context.loaded ?? {}) as StoryRouterLoaded;
  return (
    <StoryProviders
      key={context.id}
      router={storyRouter}
      initialEntries={routerParameters(context.parameters)?.initialEntries}
    >
      <Story />
    </StoryProviders>
  );
};

/** A field shown at the width a form gives it (`decorators: [withFieldWidth('24rem')]`). */
export function withFieldWidth(maxWidth: string): Decorator {
  const FieldWidth: Decorator = (Story) => (
    <div style={{ maxWidth }}>
      <Story />
    </div>
  );
  return FieldWidth;
}

/** How a story answers one call of the page it shows. */
type StoryCall = (resolver: (info: { request: Request }) => Response | Promise<Response>) => RequestHandler;

/**
 * The states of a screen whose data comes from one call, shared by its stories: `Loading` (the call never answers),
 * `LoadFailed` (a 500 with the contract's error body) and `ExtensionMissing` (a host without the proposed extension:
 * a bare 404). `call(resolver)` is the page's handler, e.g. `(resolver) => storyHttp.get(URL, resolver)`.
 */
export function oneCallStates(call: StoryCall) {
  return {
    Loading: { parameters: { msw: { handlers: [call(unanswered)] } } },
    LoadFailed: {
      parameters: {
        msw: {
          handlers: [
            call(() =>
              HttpResponse.json(
                { statusCode: 500, message: 'Erreur.', error: 'Internal Server Error' },
                { status: 500 },
              ),
            ),
          ],
        },
      },
    },
    ExtensionMissing: { parameters: { msw: { handlers: [call(() => new HttpResponse(null, { status: 404 }))] } } },
  };
}
