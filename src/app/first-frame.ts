import './route-frame.css';

/** What the first frame waits for: the router's signal that its first page has rendered. */
interface FirstRender {
  subscribe: (event: 'onRendered', listener: () => void) => () => void;
}

/**
 * How long the frame waits for the first page. A first page still pending by then (a host that does not answer the
 * session's restore) shows the app's own pending screen instead, with its loader and its notice of a slow connection:
 * a frame never hides those for long.
 */
const FRAME_PATIENCE_MS = 3_000;

/**
 * Where the app renders, keeping the frame a route's HTML holds (src/app/route-frames.tsx, issue 41) until the first
 * page has rendered. The app mounts in an element of its own after the frame, hidden; when the router reports its
 * first page rendered (before the browser paints it) with its heading, the frame goes and the app shows, in the same
 * frame: the page
 * never blanks, the heading does not move, and the frame's nodes are never touched before then (the browser's
 * largest paint stays the heading it painted from the HTML). Without a frame (the app's shell, `index.html`), the app
 * renders in the container itself.
 */
export function appMountPoint(container: HTMLElement, router: FirstRender): HTMLElement {
  const frame = [...container.childNodes];
  if (frame.length === 0) return container;
  const app = document.createElement('div');
  app.className = 'first-frame';
  app.hidden = true;
  container.append(app);
  let headingWatch: MutationObserver | null = null;
  const takeOver = () => {
    unsubscribe();
    headingWatch?.disconnect();
    clearTimeout(patience);
    for (const node of frame) node.remove();
    app.hidden = false;
  };
  // The first page can render before its heading does: a part of it still suspended (its code, the session) shows
  // its route's loader in the heading's place, and the frame taken away then left no heading on screen for a few
  // frames (seen on a loaded machine). Every frame has the page's heading: it stays until the app's is there.
  const rendered = () => {
    unsubscribe();
    if (app.querySelector('h1')) {
      takeOver();
      return;
    }
    headingWatch = new MutationObserver(() => {
      if (app.querySelector('h1')) takeOver();
    });
    headingWatch.observe(app, { childList: true, subtree: true });
  };
  const unsubscribe = router.subscribe('onRendered', rendered);
  const patience = setTimeout(takeOver, FRAME_PATIENCE_MS);
  return app;
}
