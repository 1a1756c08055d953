import { describe, expect, it } from 'vitest';
import { defaultNetworkSettings } from '../network';
import { personaByEmail } from '../seed/personas';
import { formatScenario, pageOf, readScenarioUrl, scenarioHref, type ScenarioView } from './scenario-link';

const HUGO = personaByEmail('hugo.bernard@verdance.fr')!;

function read(path: string, basePath = '/') {
  return readScenarioUrl(new URL(path, 'https://demo.steer.test'), basePath);
}

const view: ScenarioView = {
  page: '/pilotage?periode=6m#echeances',
  scenario: {
    persona: HUGO,
    network: {
      ...defaultNetworkSettings(),
      latency: 'slow',
      failures: { ...defaultNetworkSettings().failures, dashboard: '500', form: 'network' },
      unstable: true,
    },
    date: '2026-11-26',
    fresh: true,
  },
};

describe('scenario links', () => {
  it("write every setting legibly after the page's own query, before its fragment", () => {
    expect(scenarioHref(view, '/')).toBe(
      '/pilotage?periode=6m&scenario=persona:hugo.bernard@verdance.fr;latency:slow;fail:dashboard=500,form=network;unstable;date:2026-11-26;fresh#echeances',
    );
  });

  it('read back what they wrote, under a base path too', () => {
    expect(read(scenarioHref(view, '/'))).toEqual({ ok: true, view });
    expect(read(scenarioHref(view, '/steer-demo/'), '/steer-demo/')).toEqual({ ok: true, view });
  });

  it('leave out what is as by default: signed out, perfect network, data as they are', () => {
    const plain: ScenarioView = {
      page: '/login',
      scenario: { persona: null, network: defaultNetworkSettings(), date: null, fresh: false },
    };
    expect(scenarioHref(plain, '/')).toBe('/login?scenario=');
    expect(read('/login?scenario=')).toEqual({ ok: true, view: plain });
  });

  it('replace a scenario the page already carried', () => {
    expect(scenarioHref({ ...view, page: '/dashboard?scenario=fresh' }, '/')).toMatch(
      /^\/dashboard\?scenario=persona:hugo/,
    );
  });

  it('are not read when the URL has no scenario', () => {
    expect(read('/pilotage?periode=6m')).toBeNull();
  });

  it('take the page without the base path and without the scenario', () => {
    const url = new URL('https://demo.steer.test/steer-demo/pilotage?a=1&scenario=fresh&b=2#x');
    expect(pageOf(url, '/steer-demo/')).toBe('/pilotage?a=1&b=2#x');
  });

  it.each([
    ['persona:personne@exemple.fr', "aucune persona de la démo n'a l'adresse « personne@exemple.fr »"],
    ['persona:julien.moreau@verdance.fr', 'Julien Moreau ne peut pas se connecter'],
    ['persona', "le réglage « persona » n'a pas de valeur"],
    ['couleur:rouge', "« couleur » n'est pas un réglage connu"],
    ['fresh;fresh', 'le réglage « fresh » apparaît deux fois'],
    ['fresh:oui', 'le réglage « fresh » ne prend pas de valeur'],
    ['latency:rapide', "« rapide » n'est pas une latence connue"],
    ['fail:chat=500', "« chat » n'est pas un domaine de l'API"],
    ['fail:form=418', "« form=418 » n'est pas une panne connue"],
    ['date:2026-02-30', "« 2026-02-30 » n'est pas une date AAAA-MM-JJ"],
    ['date:26/11/2026', "« 26/11/2026 » n'est pas une date AAAA-MM-JJ"],
  ])('refuse « %s » in French, saying nothing was changed', (value, reason) => {
    const reading = read(`/dashboard?scenario=${encodeURIComponent(value)}`);
    expect(reading).toEqual({ ok: false, message: expect.stringContaining(reason) });
    expect(reading?.ok === false && reading.message).toMatch(/Rien n'a été modifié\.$/);
  });

  it('format only the fields that are set', () => {
    expect(formatScenario({ ...view.scenario, network: defaultNetworkSettings(), date: null, fresh: false })).toBe(
      'persona:hugo.bernard@verdance.fr',
    );
  });
});
