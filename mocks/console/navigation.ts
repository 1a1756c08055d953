import { appPath } from '../../src/config/env';

/** Full-page navigation, injected into the console's components so tests can observe it instead of leaving jsdom. */
export type Navigate = (url: string) => void;
export type Reload = () => void;

/** An app path ('/login') is opened under the base path the demo is served from (VITE_BASE_PATH). */
export const navigateWithBrowser: Navigate = (url) => window.location.assign(appPath(url));
export const reloadWithBrowser: Reload = () => window.location.reload();
