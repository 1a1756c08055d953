import type { Rolldown } from 'vite';

type CodeSplittingGroup = NonNullable<
  Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']
>[number];
type ChunkingContext = Parameters<Extract<CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/**
 * Every module reached from `entries` through static imports; through barrels' re-exports too unless `barrels` is
 * given (the bundler's lazy barrels keep only what is imported from them).
 */
function reachable(context: ChunkingContext, entries: Iterable<string>, barrels: RegExp | null): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    if (barrels?.test(id)) continue;
    queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

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
    const seen = reachable(context, options.entries, options.barrels);
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

/**
 * One chunk for the code that lazily loaded routes need together: the split modules of the routes whose id matches
 * `routes` (found through the dynamic imports of the app's module graph) and what they import statically, minus what
 * the startup chunk already holds and what the `except` routes import. The signed-in shell and the dashboard came as some forty files of a few
 * kilobytes; fetched as one, they cost one request.
 */
export function routesChunk(options: {
  name: string;
  /** The app's entry module, where the search for the routes' split modules starts. */
  entry: string;
  /** Which split route modules belong to the group (ids end with `?tsr-split=...`). */
  routes: RegExp;
  /**
   * Split route modules whose code stays out of the group (the public pages): what they share with the group's
   * routes keeps its own small chunks, so that a visitor of a public page never downloads the signed-in code.
   */
  except: RegExp;
  barrels: RegExp;
}): CodeSplittingGroup {
  let members: Set<string> | undefined;
  const collect = (context: ChunkingContext) => {
    const startup = reachable(context, [options.entry], options.barrels);
    const routeModules = new Set<string>();
    const excepted = new Set<string>();
    const seen = new Set<string>();
    const queue = [options.entry];
    while (queue.length > 0) {
      const id = queue.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      if (options.routes.test(id)) routeModules.add(id);
      if (options.except.test(id)) excepted.add(id);
      const info = context.getModuleInfo(id);
      queue.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
    }
    const candidates = reachable(context, routeModules, options.barrels);
    // Whatever a public page might take from a barrel counts as public too: over-counting keeps it out of the group.
    const publicModules = reachable(context, excepted, null);
    for (const id of publicModules) if (startup.has(id)) publicModules.delete(id);
    // The bundler pulls a captured module's dependencies into its chunk: a module is captured only when none of them
    // is one a public page needs (the startup chunk's are already placed).
    const group = new Set<string>();
    for (const id of candidates) {
      if (startup.has(id) || publicModules.has(id)) continue;
      const dependencies = reachable(context, [id], null);
      if (![...dependencies].some((dependency) => publicModules.has(dependency))) group.add(id);
    }
    return group;
  };
  return {
    name: (id, context) => {
      members ??= collect(context);
      return members.has(id) ? options.name : null;
    },
  };
}
