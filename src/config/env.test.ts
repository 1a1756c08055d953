import { describe, expect, it } from 'vitest';
import { appPath, normalizeBasePath, readConfig } from './env';

describe('the base path the app is served under', () => {
  it("is read from Vite's BASE_URL, with one leading and one trailing slash", () => {
    expect(readConfig({}).basePath).toBe('/');
    expect(readConfig({ BASE_URL: '/' }).basePath).toBe('/');
    expect(readConfig({ BASE_URL: '/steer-demo/' }).basePath).toBe('/steer-demo/');
    expect(normalizeBasePath('steer-demo')).toBe('/steer-demo/');
    expect(normalizeBasePath('//demos/steer//')).toBe('/demos/steer/');
  });

  it("prefixes the app's own paths for links that leave the router", () => {
    expect(appPath('/enquete/abc', '/')).toBe('/enquete/abc');
    expect(appPath('/enquete/abc', '/steer-demo/')).toBe('/steer-demo/enquete/abc');
    expect(appPath('/', '/steer-demo/')).toBe('/steer-demo/');
    expect(appPath('reset-password/x', '/steer-demo/')).toBe('/steer-demo/reset-password/x');
  });
});

describe('readConfig', () => {
  it('puts the chat on the API origin when a real-host build names no chat host (x-realtime-chat)', () => {
    const config = readConfig({ VITE_API_MOCKING: 'false', VITE_API_URL: 'https://api.steer.example/v1/' });
    expect(config.apiUrl).toBe('https://api.steer.example/v1');
    expect(config.chatUrl).toBe('https://api.steer.example');
  });

  it('keeps an explicit chat host, and the page origin for both in the demo', () => {
    expect(
      readConfig({ VITE_API_URL: 'https://api.steer.example', VITE_CHAT_URL: 'https://chat.steer.example/' }).chatUrl,
    ).toBe('https://chat.steer.example');
    const demo = readConfig({ VITE_CHAT_URL: '' });
    expect(demo.apiUrl).toBe(window.location.origin);
    expect(demo.chatUrl).toBe(window.location.origin);
  });
});
