import { describe, expect, it } from 'vitest';
import { startupChunk } from '../../scripts/vite/startup-chunk';

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
