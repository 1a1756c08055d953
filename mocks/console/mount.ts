import { createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DemoConsole, type DemoConsoleProps } from './demo-console';

/** Id of the console's own container, appended to document.body beside (not inside) the app's root. */
export const DEMO_CONSOLE_CONTAINER_ID = 'steer-demo-console';

let unmountCurrent: (() => void) | null = null;

/**
 * Mounts the demo console in its own container and React root, apart from the app. Called by mocks/browser.ts once
 * the handlers answer, so it only exists when mocking is on. Mounting twice keeps the first console. Returns the unmount.
 */
export function mountDemoConsole(props: DemoConsoleProps = {}): () => void {
  if (unmountCurrent) return unmountCurrent;
  const container = document.createElement('div');
  container.id = DEMO_CONSOLE_CONTAINER_ID;
  document.body.append(container);
  const root = createRoot(container);
  root.render(createElement(StrictMode, null, createElement(DemoConsole, props)));
  const unmount = () => {
    root.unmount();
    container.remove();
    if (unmountCurrent === unmount) unmountCurrent = null;
  };
  unmountCurrent = unmount;
  return unmount;
}
