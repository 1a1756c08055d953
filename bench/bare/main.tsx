/**
 * The reference for `npm run bench:startup`: the app's stack with nothing else — React 19, TanStack Router and Query,
 * jotai and openapi-fetch — rendering one login form at /login. No design system, no font, no mock backend.
 */
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import {
  RouterProvider,
  createRootRoute,
  createRoute,
  createRouter,
  redirect,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { Provider as JotaiProvider, atom, createStore, useAtom } from 'jotai';
import createClient from 'openapi-fetch';
import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import type { paths } from '../../src/api/schema.gen';

const client = createClient<paths>({ baseUrl: location.origin, credentials: 'include' });
const emailAtom = atom('');

function LoginForm() {
  const [email, setEmail] = useAtom(emailAtom);
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: async () => (await client.POST('/api/auth/login', { body: { email, password } })).data,
  });
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    login.mutate();
  }
  return (
    <main style={{ maxWidth: 420, margin: '10vh auto', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Connectons-nous.</h1>
      <p>Ravi de vous revoir ! Connectez-vous pour retrouver votre démarche RSE.</p>
      <form onSubmit={onSubmit} style={{ display: 'grid', gap: 12 }}>
        <label>
          Adresse mail
          <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
        </label>
        <label>
          Mot de passe
          <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} required />
        </label>
        <button type="submit" disabled={login.isPending}>
          Se connecter
        </button>
      </form>
    </main>
  );
}

function ErrorPage({ error }: ErrorComponentProps) {
  return <p role="alert">{error instanceof Error ? error.message : String(error)}</p>;
}

const rootRoute = createRootRoute({ errorComponent: ErrorPage });
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/login' });
  },
});
const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: '/login', component: LoginForm });
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute, loginRoute]) });

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <JotaiProvider store={createStore()}>
          <RouterProvider router={router} />
        </JotaiProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
