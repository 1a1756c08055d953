import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { loadEnv, type Plugin } from 'vite';

/** The file msw writes into public/ (package.json `msw.workerDirectory`) and the demo registers. */
export const MOCK_WORKER_FILE = 'mockServiceWorker.js';

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Keeps the mock service worker out of a build made with mocking off. Vite copies public/ whole and cannot leave one
 * file out, so for that build the copy is turned off and every other public file is emitted here instead: the worker
 * is never written, rather than deleted afterwards. Dev, preview and the demo build keep serving it from public/.
 */
export function mockWorkerOnlyWhenMocking(): Plugin {
  let mocking = true;
  let publicDir = '';
  return {
    name: 'steer:mock-worker-only-when-mocking',
    apply: 'build',
    config(userConfig, { mode }) {
      // The same reading as src/config/env.ts: on unless VITE_API_MOCKING is 'false' (.env files or the shell).
      const env = loadEnv(mode, userConfig.envDir || userConfig.root || process.cwd(), 'VITE_');
      mocking = env.VITE_API_MOCKING !== 'false';
      return mocking ? undefined : { build: { copyPublicDir: false } };
    },
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle() {
      if (mocking || publicDir === '') return;
      for (const path of filesUnder(publicDir)) {
        const fileName = relative(publicDir, path).split(sep).join('/');
        if (fileName === MOCK_WORKER_FILE) continue;
        this.emitFile({ type: 'asset', fileName, source: readFileSync(path) });
      }
    },
  };
}
