// Type only (erased): the module itself is loaded by the dynamic import below.
import type * as VictoryCharts from './victory-charts';

/**
 * Loading the chart code (Victory and the wrappers), on its own: the routes that chart import `preloadCharts` for
 * their loader, and route-level code ships with the entry every page downloads — the lazy wrappers do not need to.
 */

let victoryCharts: Promise<typeof VictoryCharts> | undefined;
/** The chart module once downloaded: charts rendered after that draw at once, without suspending. */
let loaded: typeof VictoryCharts | undefined;

/**
 * Starts downloading the chart code (once); routes that chart call it from their loader. Once there, the code is run
 * off the page while the route's data calls are in flight (see warm-up.tsx), so the page's charts draw faster.
 */
export function preloadCharts(): Promise<typeof VictoryCharts> {
  return loadCharts().then((module) => {
    module.warmUpCharts();
    return module;
  });
}

export function loadCharts(): Promise<typeof VictoryCharts> {
  victoryCharts ??= import('./victory-charts').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // A failed download (offline, new deployment) is not cached, so 'Réessayer' really fetches again.
      victoryCharts = undefined;
      throw error;
    },
  );
  return victoryCharts;
}

/** The chart module if it is already there (then charts draw at once), undefined otherwise. */
export function loadedCharts(): typeof VictoryCharts | undefined {
  return loaded;
}
