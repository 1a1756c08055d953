import { normalizeBasePath } from './base-path';

export { normalizeBasePath };

/** Runtime configuration, read once from Vite's environment. Switching hosts is configuration only. */
export interface AppConfig {
  /** Absolute base URL of the Steer API (no trailing slash). */
  readonly apiUrl: string;
  /** Base URL of the realtime chat (Socket.IO) server: the API's origin unless VITE_CHAT_URL says otherwise. */
  readonly chatUrl: string;
  /**
   * The path the app is served under, with its trailing slash: '/' by default, '/steer-demo/' for a build made with
   * VITE_BASE_PATH=/steer-demo/ (Vite's `base`, exposed as BASE_URL).
   */
  readonly basePath: string;
}

/** Resolves a possibly relative URL against the page origin (jsdom and openapi-fetch need absolute URLs). */
export function resolveUrl(value: string | undefined): string {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const raw = value && value.trim() !== '' ? value.trim() : origin;
  return new URL(raw, origin).href.replace(/\/+$/, '');
}

/** Parses the environment; exported for tests. */
export function readConfig(env: Partial<Record<string, string | boolean | undefined>>): AppConfig {
  const apiUrl = resolveUrl(typeof env.VITE_API_URL === 'string' ? env.VITE_API_URL : undefined);
  return {
    apiUrl,
    // The contract's x-realtime-chat: the chat lives on the API's origin (path /socket.io).
    chatUrl:
      typeof env.VITE_CHAT_URL === 'string' && env.VITE_CHAT_URL.trim() !== ''
        ? resolveUrl(env.VITE_CHAT_URL)
        : new URL(apiUrl).origin,
    basePath: normalizeBasePath(typeof env.BASE_URL === 'string' ? env.BASE_URL : undefined),
  };
}

export const config: AppConfig = readConfig(import.meta.env);

/**
 * A path of the app ('/enquete/abc') as the browser must request it under the base path ('/steer-demo/enquete/abc'):
 * for what leaves the router (links shared by e-mail or copied, full-page navigations).
 */
export function appPath(path: string, basePath = config.basePath): string {
  return `${basePath.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
