import type { Rolldown } from 'vite';

type CodeSplittingGroup = NonNullable<
  Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']
>[number];
type ChunkingContext = Parameters<Extract<CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/**
 * One chunk for everything the entry imports statically (React, the router, the route tree, the session, the
 * primitives of the pages that are not split): what every page runs before its first paint.
 *
 * Left alone, the bundler cuts that code into a dozen small chunks (each module shared with some lazy page becomes a
 * chunk of its own): each is a request — six at a time over HTTP/1.1 — and compresses worse than one file. Modules
 * only lazy pages import are not in it, so no page downloads more than before.
 */
export function startupChunk(options: {
  name: string;
  entries: readonly string[];
  /**
   * Barrels (modules that only re-export): their re-exports are not followed, as the bundler's lazy barrels keep
   * only what is imported from them. What the startup path needs from a barrel goes to the chunk the bundler picks.
   */
  barrels: RegExp;
}): CodeSplittingGroup {
  let startup: Set<string> | undefined;
  const collect = (context: ChunkingContext) => {
    const seen = new Set<string>();
    const queue = [...options.entries];
    while (queue.length > 0) {
      const id = queue.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      if (options.barrels.test(id)) continue;
      queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
    }
    // The entry modules stay the entry chunks.
    for (const entry of options.entries) seen.delete(entry);
    return seen;
  };
  return {
    name: (id, context) => {
      startup ??= collect(context);
      return startup.has(id) ? options.name : null;
    },
  };
}
