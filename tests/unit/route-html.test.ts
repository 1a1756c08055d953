import { describe, expect, it } from 'vitest';
import { routeDocument } from '../../scripts/vite/route-html';

const SHELL = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <title>Steer — Pilotez votre démarche RSE</title>
    <script src="/steer-demo/assets/route-preload-AbC_12-x.js"></script>
    <script type="module" crossorigin src="/steer-demo/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/steer-demo/assets/startup-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe("a route's own HTML (scripts/vite/route-html.ts)", () => {
  const page = routeDocument(SHELL, {
    title: 'Mon pilotage · Steer',
    markup: '<div class="app-shell"><h1>Mon pilotage</h1></div>',
    assets: {
      pattern: '^/pilotage/?$',
      path: '/pilotage',
      own: ['/steer-demo/assets/pilotage-1.js'],
      scripts: ['/steer-demo/assets/pilotage-1.js', '/steer-demo/assets/tooltip-1.js'],
      styles: ['/steer-demo/assets/pilotage-1.css'],
    },
  });

  it("holds the route's title and frame, and its files as tags in place of the preload script", () => {
    expect(page).toContain('<title>Mon pilotage · Steer</title>');
    expect(page).toContain('<div id="root"><div class="app-shell"><h1>Mon pilotage</h1></div></div>');
    expect(page).not.toContain('route-preload-');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/steer-demo/assets/pilotage-1.js">');
    // The route's own chunks, not what they import.
    expect(page).not.toContain('tooltip-1.js');
    // After the entry's stylesheet, in the order the preload script appended them.
    expect(page.indexOf('pilotage-1.css')).toBeGreaterThan(page.indexOf('startup-1.css'));
    expect(page.indexOf('pilotage-1.css')).toBeLessThan(page.indexOf('</head>'));
    // Before the route's module preloads: the frame's first paint waits for the stylesheets, not for the code.
    expect(page.indexOf('pilotage-1.css')).toBeLessThan(page.indexOf('pilotage-1.js'));
    expect(page).toContain('<script type="module" crossorigin src="/steer-demo/assets/index-1.js"></script>');
  });

  it('escapes the title, and refuses a shell without an empty #root', () => {
    expect(routeDocument(SHELL, { title: 'A < B & C', markup: '' })).toContain('<title>A &lt; B &amp; C</title>');
    expect(() => routeDocument(SHELL.replace('<div id="root"></div>', ''), { title: 'x', markup: '' })).toThrow(
      /#root/,
    );
  });
});
