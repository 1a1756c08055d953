import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { readAccessToken, writeAccessToken } from '../../src/api';
import { accessTokenPayload } from '../../src/api/access-token';
import { config } from '../../src/config/env';
import { db } from '../db';
import { server } from '../node';
import { defaultNetworkSettings, getNetworkSettings, setNetworkSettings } from '../network';
import { currentDataDay } from './data-day';
import { openScenarioLink, type ScenarioStartEnvironment } from './scenario-start';
import { waitForState } from '../../tests/timers';

function environment(path: string) {
  const env = {
    href: `${config.apiUrl}${path}`,
    replaceAddress: vi.fn<(path: string) => void>(),
    openPage: vi.fn<(path: string) => void>(),
    fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init),
    apiUrl: config.apiUrl,
  } satisfies ScenarioStartEnvironment;
  return env;
}

/** openScenarioLink never settles once it opens the page: wait for that call instead. */
async function opened(env: ReturnType<typeof environment>): Promise<string> {
  void openScenarioLink(env);
  await waitForState(() => expect(env.openPage).toHaveBeenCalledTimes(1));
  return env.openPage.mock.calls[0]![0];
}

describe('opening a scenario link', () => {
  it('does nothing without one', async () => {
    const env = environment('/pilotage?periode=6m');
    await expect(openScenarioLink(env)).resolves.toEqual({});
    expect(env.replaceAddress).not.toHaveBeenCalled();
    expect(env.openPage).not.toHaveBeenCalled();
  });

  it('signs the persona in, sets the network, moves the data to the day, then opens the page without the link', async () => {
    const env = environment(
      '/pilotage?periode=6m&scenario=persona:hugo.bernard@verdance.fr;latency:slow;fail:form=500;unstable;date:2026-12-03',
    );

    expect(await opened(env)).toBe('/pilotage?periode=6m');
    expect(accessTokenPayload(readAccessToken() ?? '')).toMatchObject({ email: 'hugo.bernard@verdance.fr' });
    expect(getNetworkSettings()).toEqual({
      latency: 'slow',
      failures: { ...defaultNetworkSettings().failures, form: '500' },
      unstable: true,
    });
    expect(currentDataDay()).toBe('2026-12-03');
    expect(env.replaceAddress).not.toHaveBeenCalled();
  });

  it('signs the persona in as the login screen does: through the session module, which removes the legacy cookie', async () => {
    document.cookie = 'token=legacy; path=/';
    await opened(environment('/dashboard?scenario=persona:claire.martin@verdance.fr'));
    expect(accessTokenPayload(readAccessToken() ?? '')).toMatchObject({ email: 'claire.martin@verdance.fr' });
    expect(document.cookie).not.toMatch(/(^|;\s*)token=/);
  });

  it('starts again from the seed when asked, even on the same day', async () => {
    db.users.delete((query) => query.where({ email: 'lea.petit@verdance.fr' }));
    await opened(environment('/dashboard?scenario=persona:claire.martin@verdance.fr;fresh'));
    expect(db.users.findFirst((query) => query.where({ email: 'lea.petit@verdance.fr' }))).toBeDefined();
    expect(currentDataDay()).toBe('2026-11-20');
  });

  it('keeps the data when the link is dated for their own day', async () => {
    db.users.delete((query) => query.where({ email: 'lea.petit@verdance.fr' }));
    await opened(environment('/dashboard?scenario=persona:claire.martin@verdance.fr;date:2026-11-20'));
    expect(db.users.findFirst((query) => query.where({ email: 'lea.petit@verdance.fr' }))).toBeUndefined();
  });

  it('ends the session when the link names no persona', async () => {
    writeAccessToken('un-jeton');
    expect(await opened(environment('/enquete/verdance-perception-rse-2026?scenario='))).toBe(
      '/enquete/verdance-perception-rse-2026',
    );
    expect(readAccessToken()).toBeNull();
  });

  it('refuses an unknown persona: the console says why, the parameter leaves the address bar, nothing changes', async () => {
    const slow = { ...defaultNetworkSettings(), latency: 'slow' as const };
    setNetworkSettings(slow);
    writeAccessToken('jeton-en-place');
    db.users.delete((query) => query.where({ email: 'lea.petit@verdance.fr' }));
    const env = environment('/pilotage?periode=6m&scenario=persona:personne@exemple.fr;fresh');

    const props = await openScenarioLink(env);

    expect(props).toEqual({
      defaultOpen: true,
      notice:
        "Lien de scénario : aucune persona de la démo n'a l'adresse « personne@exemple.fr ». Rien n'a été modifié.",
    });
    expect(env.replaceAddress).toHaveBeenCalledWith('/pilotage?periode=6m');
    expect(env.openPage).not.toHaveBeenCalled();
    expect(getNetworkSettings()).toEqual(slow);
    expect(readAccessToken()).toBe('jeton-en-place');
    expect(db.users.findFirst((query) => query.where({ email: 'lea.petit@verdance.fr' }))).toBeUndefined();
  });

  it("signs its persona in whatever network the demo had: a previous link's failing sign-in does not stay", async () => {
    setNetworkSettings({
      ...defaultNetworkSettings(),
      failures: { ...defaultNetworkSettings().failures, auth: 'network' },
    });
    const env = environment('/dashboard?scenario=persona:claire.martin@verdance.fr;fail:auth=500');

    expect(await opened(env)).toBe('/dashboard');
    expect(accessTokenPayload(readAccessToken() ?? '')).toMatchObject({ email: 'claire.martin@verdance.fr' });
    // The link's own settings, for the page it opens.
    expect(getNetworkSettings().failures.auth).toBe('500');
  });

  it('says so when the sign-in fails, and stays on the page', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ statusCode: 500, message: 'Panne', error: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    const env = environment('/dashboard?scenario=persona:claire.martin@verdance.fr');

    const props = await openScenarioLink(env);

    expect(props).toEqual({
      defaultOpen: true,
      notice: expect.stringMatching(/^Lien de scénario : la connexion de Claire Martin a été refusée : /),
    });
    expect(env.openPage).not.toHaveBeenCalled();
    expect(env.replaceAddress).toHaveBeenCalledWith('/dashboard');
  });
});
