import { describe, expect, it } from 'vitest';
import { routesChunk, startupChunk } from '../../scripts/vite/startup-chunk';

/** A module graph as the bundler's chunking context shows it: each module's static imports. */
const graph: Record<string, string[]> = {
  '/app/src/main.tsx': ['/app/node_modules/react-dom/index.js', '/app/src/routes.ts'],
  '/app/node_modules/react-dom/index.js': ['/app/node_modules/scheduler/index.js'],
  '/app/node_modules/scheduler/index.js': [],
  '/app/src/routes.ts': ['/app/src/login.tsx', '/app/src/components/ui/index.ts'],
  '/app/src/login.tsx': ['/app/src/components/ui/button.tsx'],
  '/app/src/components/ui/index.ts': ['/app/src/components/ui/button.tsx', '/app/src/components/ui/modal.tsx'],
  '/app/src/components/ui/button.tsx': [],
  '/app/src/components/ui/modal.tsx': ['/app/node_modules/react-aria-components/index.js'],
  '/app/node_modules/react-aria-components/index.js': [],
  // Only reached by a dynamic import (a lazy page): not in the graph's static edges.
  '/app/src/dashboard.tsx': ['/app/src/components/ui/modal.tsx'],
};
const context = {
  getModuleInfo: (id: string) => (id in graph ? ({ importedIds: graph[id] } as never) : null),
};

describe('the startup chunk', () => {
  const group = startupChunk({
    name: 'startup',
    entries: ['/app/src/main.tsx'],
    barrels: /\/components\/ui\/index\.ts$/,
  });
  const chunkOf = (id: string) => (typeof group.name === 'function' ? group.name(id, context) : group.name);

  it('takes what the entry imports statically, through the framework and the routes, but not the entry itself', () => {
    expect(chunkOf('/app/node_modules/react-dom/index.js')).toBe('startup');
    expect(chunkOf('/app/node_modules/scheduler/index.js')).toBe('startup');
    expect(chunkOf('/app/src/login.tsx')).toBe('startup');
    expect(chunkOf('/app/src/components/ui/button.tsx')).toBe('startup');
    expect(chunkOf('/app/src/main.tsx')).toBeNull();
  });

  it('leaves out what only lazy pages import, and what a barrel re-exports without the startup path using it', () => {
    expect(chunkOf('/app/src/dashboard.tsx')).toBeNull();
    expect(chunkOf('/app/src/components/ui/modal.tsx')).toBeNull();
    expect(chunkOf('/app/node_modules/react-aria-components/index.js')).toBeNull();
  });
});

describe('the signed-in chunk', () => {
  /** Static and dynamic edges: the routes' split modules are reached through dynamic imports. */
  const edges: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
    '/app/src/main.tsx': {
      importedIds: ['/app/src/tree.ts', '/app/node_modules/react/index.js'],
      dynamicallyImportedIds: [],
    },
    '/app/node_modules/react/index.js': { importedIds: [], dynamicallyImportedIds: [] },
    '/app/src/tree.ts': {
      importedIds: [],
      dynamicallyImportedIds: [
        '/app/src/routes/_authenticated.tsx?tsr-split=component',
        '/app/src/routes/enquete.tsx?tsr-split=component',
      ],
    },
    '/app/src/routes/_authenticated.tsx?tsr-split=component': {
      importedIds: ['/app/src/menu.tsx', '/app/src/select.tsx', '/app/node_modules/react/index.js'],
      dynamicallyImportedIds: [],
    },
    '/app/src/routes/enquete.tsx?tsr-split=component': {
      importedIds: ['/app/src/ui/index.ts'],
      dynamicallyImportedIds: [],
    },
    '/app/src/ui/index.ts': { importedIds: ['/app/src/select.tsx'], dynamicallyImportedIds: [] },
    '/app/src/menu.tsx': { importedIds: ['/app/src/icons.tsx'], dynamicallyImportedIds: [] },
    '/app/src/icons.tsx': { importedIds: [], dynamicallyImportedIds: [] },
    '/app/src/select.tsx': { importedIds: [], dynamicallyImportedIds: [] },
  };
  const routesContext = { getModuleInfo: (id: string) => (edges[id] ?? null) as never };
  const group = routesChunk({
    name: 'signed-in',
    entry: '/app/src/main.tsx',
    routes: /_authenticated\.tsx\?tsr-split=/,
    except: /enquete\.tsx\?tsr-split=/,
    barrels: /\/ui\/index\.ts$/,
  });
  const chunkOf = (id: string) => (typeof group.name === 'function' ? group.name(id, routesContext) : group.name);

  it('takes what only the signed-in routes import', () => {
    expect(chunkOf('/app/src/menu.tsx')).toBe('signed-in');
    expect(chunkOf('/app/src/icons.tsx')).toBe('signed-in');
  });

  it('leaves out the startup code, what a public page uses (through a barrel too) and what would drag it in', () => {
    // The bundler pulls a captured module's dependencies along: the route importing the shared select stays out.
    expect(chunkOf('/app/src/routes/_authenticated.tsx?tsr-split=component')).toBeNull();
    expect(chunkOf('/app/node_modules/react/index.js')).toBeNull();
    expect(chunkOf('/app/src/select.tsx')).toBeNull();
    expect(chunkOf('/app/src/routes/enquete.tsx?tsr-split=component')).toBeNull();
  });
});
