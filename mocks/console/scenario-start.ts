import { appPath, config } from '../../src/config/env';
import { signInBeforeLoad, signOutBeforeLoad, type LoginCall } from '../../src/features/auth/session';
import { defaultNetworkSettings, setNetworkSettings } from '../network';
import { DEMO_PASSWORD } from '../seed/personas';
import { currentDataDay, restartFromSeed } from './data-day';
import type { DemoConsoleProps } from './demo-console';
import { pageOf, readScenarioUrl, type Scenario } from './scenario-link';

/** What opening a scenario link needs of the browser; tests pass their own. */
export interface ScenarioStartEnvironment {
  readonly href: string;
  /** Puts the address bar's URL in place without loading it (the link's parameter removed). */
  readonly replaceAddress: (path: string) => void;
  /** Loads the page for good (the app starts again from it, with the new session and settings). */
  readonly openPage: (path: string) => void;
  /** The API, answered in the page by the handlers (the app's client waits for the backend: it cannot be used here). */
  readonly fetch: typeof fetch;
  readonly apiUrl: string;
}

function browserEnvironment(): ScenarioStartEnvironment {
  return {
    href: window.location.href,
    replaceAddress: (path) => window.history.replaceState(window.history.state, '', appPath(path)),
    openPage: (path) => window.location.replace(appPath(path)),
    fetch: (input, init) => globalThis.fetch(input, init),
    apiUrl: config.apiUrl,
  };
}

async function serverMessage(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  const message = body && typeof body === 'object' && 'message' in body ? body.message : null;
  return typeof message === 'string' ? message : `Erreur ${response.status}`;
}

/** A sign-in the server refused or answered oddly, in the words the console shows. */
class LinkSignInFailure extends Error {}

/**
 * Signs in as the login screen does, through the session module (`signInBeforeLoad`), or ends any session when the
 * scenario has no persona (`signOutBeforeLoad`). The calls go through `env.fetch`: the app's client waits for this
 * backend, whose start-up this is. Null when it worked.
 */
async function applySession(scenario: Scenario, env: ScenarioStartEnvironment): Promise<string | null> {
  const post = (path: string, body?: unknown) =>
    env.fetch(`${env.apiUrl}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const { persona } = scenario;
  if (persona === null) {
    await signOutBeforeLoad(() => post('/api/auth/logout'));
    return null;
  }
  const name = `${persona.firstName} ${persona.lastName}`;
  const login: LoginCall = async (credentials) => {
    const response = await post('/api/auth/login', credentials);
    if (!response.ok) {
      throw new LinkSignInFailure(`la connexion de ${name} a été refusée : ${await serverMessage(response)}`);
    }
    const data: unknown = await response.json();
    const accessToken = data && typeof data === 'object' && 'accessToken' in data ? data.accessToken : null;
    if (typeof accessToken !== 'string') {
      throw new LinkSignInFailure(`la connexion de ${name} a reçu une réponse inattendue.`);
    }
    return { accessToken };
  };
  try {
    await signInBeforeLoad({ email: persona.email, password: DEMO_PASSWORD }, login);
    return null;
  } catch (error) {
    if (error instanceof LinkSignInFailure) return error.message;
    return `la connexion a échoué : ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * Applies the scenario link the page was opened with (scenario-link.ts), called by the in-browser backend's start-up
 * once its handlers answer and before the app's first call is let through:
 *
 * - no link: nothing, the console's props are empty;
 * - a link it cannot read (malformed, unknown persona): the parameter leaves the address bar, nothing else changes,
 *   and the console opens saying why;
 * - a readable link: the data start again from the seed when asked (or when dated for another day), the persona is
 *   signed in on a perfect network (or the session ended), the link's network settings are set, then the page is loaded without the parameter:
 *   the app starts from it as from any address. The returned promise then never settles (the page is leaving).
 */
export async function openScenarioLink(
  env: ScenarioStartEnvironment = browserEnvironment(),
): Promise<DemoConsoleProps> {
  const url = new URL(env.href);
  const reading = readScenarioUrl(url, config.basePath);
  if (reading === null) return {};
  if (!reading.ok) {
    env.replaceAddress(pageOf(url, config.basePath));
    return { defaultOpen: true, notice: reading.message };
  }
  const { page, scenario } = reading.view;
  try {
    if (scenario.fresh || (scenario.date !== null && scenario.date !== currentDataDay())) {
      await restartFromSeed(scenario.date ?? undefined);
    }
  } catch (error) {
    env.replaceAddress(page);
    const reason = error instanceof Error ? error.message : String(error);
    return {
      defaultOpen: true,
      notice: `Lien de scénario : les données n'ont pas pu repartir du jeu d'origine (${reason}).`,
    };
  }
  // The link's persona signs in on a perfect network, whatever the demo's network was (a previous link may have
  // left the sign-in failing): the link's own settings are for the page it opens, set next.
  setNetworkSettings(defaultNetworkSettings());
  const failure = await applySession(scenario, env);
  if (failure !== null) {
    env.replaceAddress(page);
    return { defaultOpen: true, notice: `Lien de scénario : ${failure}` };
  }
  setNetworkSettings(scenario.network);
  env.openPage(page);
  return new Promise<never>(() => undefined);
}
