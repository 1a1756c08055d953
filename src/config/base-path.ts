/**
 * '/', or a base path with one leading and one trailing slash ('steer-demo' → '/steer-demo/'). Side-effect free, so
 * vite.config.ts (which sets `base` from VITE_BASE_PATH) and the app's configuration read the same rule.
 */
export function normalizeBasePath(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' || trimmed === '.' ? '/' : `/${trimmed.replace(/\/{2,}/g, '/')}/`;
}
