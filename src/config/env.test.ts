import { describe, expect, it } from 'vitest';
import { appPath, normalizeBasePath, readConfig } from './env';

describe('the base path the app is served under', () => {
  it('is read from Vite’s BASE_URL, with one leading and one trailing slash', () => {
    expect(readConfig({}).basePath).toBe('/');
    expect(readConfig({ BASE_URL: '/' }).basePath).toBe('/');
    expect(readConfig({ BASE_URL: '/steer-demo/' }).basePath).toBe('/steer-demo/');
    expect(normalizeBasePath('steer-demo')).toBe('/steer-demo/');
    expect(normalizeBasePath('//demos/steer//')).toBe('/demos/steer/');
  });

  it('prefixes the app’s own paths for links that leave the router', () => {
    expect(appPath('/enquete/abc', '/')).toBe('/enquete/abc');
    expect(appPath('/enquete/abc', '/steer-demo/')).toBe('/steer-demo/enquete/abc');
    expect(appPath('/', '/steer-demo/')).toBe('/steer-demo/');
    expect(appPath('reset-password/x', '/steer-demo/')).toBe('/steer-demo/reset-password/x');
  });
});
