import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreRealTimers } from '../../tests/timers';
import { appMountPoint } from './first-frame';

/** A router as `appMountPoint` sees it: one listener of `onRendered`, called by the test. */
function fakeRouter() {
  let listener: (() => void) | null = null;
  return {
    subscribe: (_event: 'onRendered', next: () => void) => {
      listener = next;
      return () => {
        listener = null;
      };
    },
    rendered: () => listener?.(),
    listening: () => listener !== null,
  };
}

function containerWithFrame(): HTMLElement {
  const container = document.createElement('div');
  const heading = document.createElement('h1');
  heading.textContent = 'Mon pilotage';
  container.append(heading);
  document.body.append(container);
  return container;
}

afterEach(() => {
  restoreRealTimers();
  document.body.replaceChildren();
});

describe("the frame of a route's HTML (src/app/first-frame.ts)", () => {
  it('keeps the frame, untouched, and the app hidden beside it until the first page has rendered', () => {
    const container = containerWithFrame();
    const heading = container.querySelector('h1');
    const router = fakeRouter();
    const app = appMountPoint(container, router);
    expect(app).not.toBe(container);
    expect(app.hidden).toBe(true);
    expect(container.firstChild).toBe(heading);

    app.append(Object.assign(document.createElement('h1'), { textContent: 'Mon pilotage' }));
    router.rendered();
    expect(app.hidden).toBe(false);
    expect(heading?.isConnected).toBe(false);
    expect([...container.childNodes]).toEqual([app]);
    expect(router.listening()).toBe(false);
  });

  it("keeps the frame when the first page renders without its heading yet, until the app's heading is there", async () => {
    const container = containerWithFrame();
    const router = fakeRouter();
    const app = appMountPoint(container, router);
    app.append(Object.assign(document.createElement('div'), { role: 'status', textContent: 'Chargement...' }));
    router.rendered();
    expect(app.hidden).toBe(true);
    expect(container.firstChild?.textContent).toBe('Mon pilotage');
    expect(router.listening()).toBe(false);

    app.replaceChildren(Object.assign(document.createElement('h1'), { textContent: 'Mon pilotage' }));
    // The observer's callback runs as a microtask after the change, before the browser paints.
    await Promise.resolve();
    expect(app.hidden).toBe(false);
    expect([...container.childNodes]).toEqual([app]);
  });

  it('gives way to the app after three seconds without a first page (its loader and its notices)', () => {
    vi.useFakeTimers();
    const container = containerWithFrame();
    const router = fakeRouter();
    const app = appMountPoint(container, router);
    vi.advanceTimersByTime(2_999);
    expect(app.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(app.hidden).toBe(false);
    expect(container.querySelector('h1')).toBeNull();
    expect(router.listening()).toBe(false);
  });

  it('renders the app in the container itself when the page has no frame (the shell)', () => {
    const container = document.createElement('div');
    const router = fakeRouter();
    expect(appMountPoint(container, router)).toBe(container);
    expect(router.listening()).toBe(false);
  });
});
