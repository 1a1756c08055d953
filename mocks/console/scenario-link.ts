import {
  API_AREAS,
  defaultNetworkSettings,
  FAILURES,
  LATENCIES,
  type ApiArea,
  type Failure,
  type Latency,
  type NetworkSettings,
} from '../network';
import { DEMO_PERSONAS, type DemoPersona } from '../seed/personas';

/**
 * Scenario links (issue 42): a demo URL that reproduces a view on any machine. It is the page's own address with one
 * more query parameter, `scenario`, whose fields are separated by `;`:
 *
 *   /pilotage?scenario=persona:hugo.bernard@verdance.fr;latency:slow;fail:dashboard=500,form=network;unstable;date:2026-11-26;fresh
 *
 * - `persona:<e-mail>`: signs in as that persona of the seed (DEMO_PERSONAS); without it the page opens signed out;
 * - `latency:<none|realistic|slow>`, `fail:<area>=<500|400|network>,...`, `unstable`: the console's network settings,
 *   all of them (what the link leaves out is back to a perfect network);
 * - `date:<YYYY-MM-DD>`: the day the demo's data is dated for (mocks/seed/relative.ts): data of another day are rebuilt
 *   from the seed for it;
 * - `fresh`: starts again from the seed (dated for `date`, or today).
 *
 * The in-browser backend reads it at start-up (scenario-start.ts), before the app's first call is answered.
 */
export const SCENARIO_PARAM = 'scenario';

export interface Scenario {
  /** Null: the page opens signed out. */
  readonly persona: DemoPersona | null;
  readonly network: NetworkSettings;
  /** The day the data is dated for ('YYYY-MM-DD'), or null: the data's day is left as it is. */
  readonly date: string | null;
  readonly fresh: boolean;
}

/** A scenario and the page it lands on: an app path ('/pilotage?periode=6m'), without the base path. */
export interface ScenarioView {
  readonly page: string;
  readonly scenario: Scenario;
}

export type ScenarioReading = { ok: true; view: ScenarioView } | { ok: false; message: string };

/** The fields written `key:value`, and those written alone. */
const VALUED_FIELDS: readonly string[] = ['persona', 'latency', 'fail', 'date'];
const FLAG_FIELDS: readonly string[] = ['unstable', 'fresh'];
const NOTHING_CHANGED = "Rien n'a été modifié.";
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day written 'YYYY-MM-DD' that exists (no 2026-02-30). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Keeps the characters a reader expects (`@ : , ; =`) as they are: the URL stays legible once pasted in a message. */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%(40|3A|2C|3B|3D)/g, (escape) => decodeURIComponent(escape));
}

/** The `scenario` parameter's value: only what differs from a signed-out, perfect network with the data as they are. */
export function formatScenario(scenario: Scenario): string {
  const { persona, network, date, fresh } = scenario;
  const failures = API_AREAS.filter((area) => network.failures[area] !== 'none').map(
    (area) => `${area}=${network.failures[area]}`,
  );
  return [
    persona ? `persona:${persona.email}` : null,
    network.latency !== 'none' ? `latency:${network.latency}` : null,
    failures.length > 0 ? `fail:${failures.join(',')}` : null,
    network.unstable ? 'unstable' : null,
    date ? `date:${date}` : null,
    fresh ? 'fresh' : null,
  ]
    .filter((field): field is string => field !== null)
    .join(';');
}

/**
 * The link's path and query as the browser requests them under the base path (the app's `config.basePath`; this
 * module reads no configuration, so that the review walk can build the same links): the page with `scenario` added.
 * A scenario the page already carried is replaced.
 */
export function scenarioHref(view: ScenarioView, basePath: string): string {
  const page = new URL(view.page, 'http://steer.invalid');
  page.searchParams.delete(SCENARIO_PARAM);
  const search = page.search === '' ? '?' : `${page.search}&`;
  const path = `${basePath.replace(/\/$/, '')}${page.pathname}`;
  return `${path}${search}${SCENARIO_PARAM}=${encodeValue(formatScenario(view.scenario))}${page.hash}`;
}

/** The full link, for the clipboard. */
export function scenarioUrl(view: ScenarioView, origin: string, basePath: string): string {
  return `${origin}${scenarioHref(view, basePath)}`;
}

/** The app path of a browser URL: its path under the base path, its query and fragment, `scenario` left out. */
export function pageOf(url: URL, basePath: string): string {
  const base = basePath.replace(/\/$/, '');
  const path = base !== '' && url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname;
  const params = new URLSearchParams(url.search);
  params.delete(SCENARIO_PARAM);
  const query = params.toString();
  return `${path || '/'}${query === '' ? '' : `?${query}`}${url.hash}`;
}

function malformed(detail: string): ScenarioReading {
  return { ok: false, message: `Lien de scénario mal formé : ${detail} ${NOTHING_CHANGED}` };
}

function parseFailures(value: string): Record<ApiArea, Failure> | string {
  const failures = defaultNetworkSettings().failures;
  for (const pair of value.split(',')) {
    const [area, failure, ...rest] = pair.split('=');
    if (!API_AREAS.includes(area as ApiArea)) return `« ${area} » n'est pas un domaine de l'API.`;
    if (rest.length > 0 || !FAILURES.includes(failure as Failure)) {
      return `« ${pair} » n'est pas une panne connue (500, 400 ou network).`;
    }
    failures[area as ApiArea] = failure as Failure;
  }
  return failures;
}

/**
 * Reads a scenario link; null when the URL carries none. Any field it cannot read makes the whole link refused, with
 * a French message saying which: nothing of a half-understood link is applied.
 */
export function readScenarioUrl(
  url: URL,
  basePath: string,
  personas: readonly DemoPersona[] = DEMO_PERSONAS,
): ScenarioReading | null {
  const value = new URLSearchParams(url.search).get(SCENARIO_PARAM);
  if (value === null) return null;
  let persona: DemoPersona | null = null;
  const network: NetworkSettings = defaultNetworkSettings();
  let date: string | null = null;
  let fresh = false;
  const seen = new Set<string>();
  for (const field of value.split(';').filter((part) => part.trim() !== '')) {
    const colon = field.indexOf(':');
    const key = colon === -1 ? field : field.slice(0, colon);
    const argument = colon === -1 ? null : field.slice(colon + 1).trim();
    if (seen.has(key)) return malformed(`le réglage « ${key} » apparaît deux fois.`);
    seen.add(key);
    const needsValue = VALUED_FIELDS.includes(key);
    if (!needsValue && !FLAG_FIELDS.includes(key)) return malformed(`« ${key} » n'est pas un réglage connu.`);
    if (needsValue && !argument) return malformed(`le réglage « ${key} » n'a pas de valeur.`);
    if (!needsValue && argument !== null) return malformed(`le réglage « ${key} » ne prend pas de valeur.`);
    switch (key) {
      case 'persona': {
        const email = (argument ?? '').toLowerCase();
        const found = personas.find((candidate) => candidate.email === email);
        if (!found) {
          return {
            ok: false,
            message: `Lien de scénario : aucune persona de la démo n'a l'adresse « ${email} ». ${NOTHING_CHANGED}`,
          };
        }
        if (!found.canLogIn) {
          return {
            ok: false,
            message: `Lien de scénario : ${found.firstName} ${found.lastName} ne peut pas se connecter (adresse e-mail pas encore confirmée). ${NOTHING_CHANGED}`,
          };
        }
        persona = found;
        break;
      }
      case 'latency':
        if (!LATENCIES.includes(argument as Latency)) {
          return malformed(`« ${argument} » n'est pas une latence connue (none, realistic ou slow).`);
        }
        network.latency = argument as Latency;
        break;
      case 'fail': {
        const failures = parseFailures(argument ?? '');
        if (typeof failures === 'string') return malformed(failures);
        network.failures = failures;
        break;
      }
      case 'unstable':
        network.unstable = true;
        break;
      case 'date':
        if (!isIsoDay(argument ?? '')) return malformed(`« ${argument} » n'est pas une date AAAA-MM-JJ.`);
        date = argument;
        break;
      case 'fresh':
        fresh = true;
        break;
    }
  }
  return { ok: true, view: { page: pageOf(url, basePath), scenario: { persona, network, date, fresh } } };
}
