import { describe, expect, it } from 'vitest';
import { readConfig } from './env';

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
    expect(demo.apiMocking).toBe(true);
    expect(demo.apiUrl).toBe(window.location.origin);
    expect(demo.chatUrl).toBe(window.location.origin);
  });
});
