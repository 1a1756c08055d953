/** Full-page navigation, injected into the console's components so tests can observe it instead of leaving jsdom. */
export type Navigate = (url: string) => void;
export type Reload = () => void;

export const navigateWithBrowser: Navigate = (url) => window.location.assign(url);
export const reloadWithBrowser: Reload = () => window.location.reload();
