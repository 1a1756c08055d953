/**
 * Demo network conditions: latency and injected failures per API area. Kept in local storage so a reviewer's
 * choice survives a reload; the demo console edits it, one catch-all MSW handler applies it before every call.
 */
export const API_AREAS = [
  'auth',
  'users',
  'collaborators',
  'companies',
  'dashboard',
  'solutions',
  'form',
  'documents',
  'surveys',
] as const;
export type ApiArea = (typeof API_AREAS)[number];

export const LATENCIES = ['none', 'realistic', 'slow'] as const;
export type Latency = (typeof LATENCIES)[number];

export const FAILURES = ['none', '500', '400', 'network'] as const;
export type Failure = (typeof FAILURES)[number];

export interface NetworkSettings {
  latency: Latency;
  failures: Record<ApiArea, Failure>;
  /**
   * « Hôte instable »: on top of the rest, some calls answer 503, some wait, and some writes lose their answer after
   * the write (UNSTABLE_HOST_RATES), so a reviewer sees the client's retries, re-reads and banners (issue 35).
   */
  unstable: boolean;
}

/** The share of calls each fault of « Hôte instable » hits. */
export const UNSTABLE_HOST_RATES = { error: 0.1, delay: 0.1, 'lost-answer': 0.1 } as const;
export type UnstableHostFault = keyof typeof UNSTABLE_HOST_RATES;
/** How long « Hôte instable » holds a delayed call. */
export const UNSTABLE_HOST_DELAY_MS = 3_000;

let unstableHostDraw: () => number = Math.random;

/** What draws the faults of « Hôte instable » (a test gives a fixed sequence; null: Math.random again). */
export function setUnstableHostDraw(draw: (() => number) | null): void {
  unstableHostDraw = draw ?? Math.random;
}

/** Whether this call meets the given fault of « Hôte instable » (never when the preset is off). */
export function unstableHostFault(fault: UnstableHostFault, random: () => number = unstableHostDraw): boolean {
  return current.unstable && random() < UNSTABLE_HOST_RATES[fault];
}

const STORAGE_KEY = 'steer-demo-network';

export function defaultNetworkSettings(): NetworkSettings {
  return {
    latency: 'none',
    failures: Object.fromEntries(API_AREAS.map((area) => [area, 'none'])) as Record<ApiArea, Failure>,
    unstable: false,
  };
}

let current: NetworkSettings = defaultNetworkSettings();
const listeners = new Set<(settings: NetworkSettings) => void>();

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Settings saved before « Hôte instable » existed have no `unstable`: read as off. */
function isNetworkSettings(value: unknown): value is Omit<NetworkSettings, 'unstable'> & { unstable?: boolean } {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<NetworkSettings>;
  return (
    LATENCIES.includes(candidate.latency as Latency) &&
    !!candidate.failures &&
    API_AREAS.every((area) => FAILURES.includes(candidate.failures?.[area] as Failure)) &&
    (candidate.unstable === undefined || typeof candidate.unstable === 'boolean')
  );
}

/** Reads the saved settings (a malformed entry is ignored, never fatal). */
export function loadNetworkSettings(): NetworkSettings {
  const raw = browserStorage()?.getItem(STORAGE_KEY);
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    current = isNetworkSettings(parsed) ? { ...parsed, unstable: parsed.unstable ?? false } : defaultNetworkSettings();
  } catch {
    current = defaultNetworkSettings();
  }
  return current;
}

export function getNetworkSettings(): NetworkSettings {
  return current;
}

export function setNetworkSettings(next: NetworkSettings): void {
  current = next;
  browserStorage()?.setItem(STORAGE_KEY, JSON.stringify(next));
  listeners.forEach((listener) => listener(next));
}

export function resetNetworkSettings(): void {
  setNetworkSettings(defaultNetworkSettings());
}

export function subscribeNetworkSettings(listener: (settings: NetworkSettings) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Milliseconds to wait for a latency choice; "realistic" varies a little so loaders are seen as they will be. */
export function latencyMs(latency: Latency): number {
  if (latency === 'realistic') return 250 + Math.round(Math.random() * 350);
  if (latency === 'slow') return 2_500;
  return 0;
}

/**
 * Which area a request path belongs to (mirrors the tags of openapi.yaml; the proposed extensions join the area of
 * their screen: the action plan and preferences their owners', documents and the survey their own).
 */
export function areaOfPath(pathname: string): ApiArea | undefined {
  if (/^\/api\/auth\//.test(pathname) || /^\/api\/users\/(forget-password|reset-password)/.test(pathname))
    return 'auth';
  if (/^\/users\/solutions\//.test(pathname)) return 'solutions';
  if (
    /^\/(users\/company\/|users\/add-collaborator|users\/update-collaborator|pages\/all|page-authorization\/)/.test(
      pathname,
    )
  )
    return 'collaborators';
  if (/^\/users\/count\//.test(pathname) || /^\/(dashboard|results)\//.test(pathname)) return 'dashboard';
  if (/^\/api\/users\//.test(pathname) || /^\/users\//.test(pathname)) return 'users';
  if (/^\/(api\/companies|company)\//.test(pathname)) return 'companies';
  if (/^\/form(-question|-response|-axe)?(\/|$)/.test(pathname)) return 'form';
  if (/^\/documents\//.test(pathname)) return 'documents';
  if (/^\/surveys\//.test(pathname)) return 'surveys';
  return undefined;
}
