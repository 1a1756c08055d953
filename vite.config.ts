import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mockWorkerOnlyWhenMocking } from './scripts/vite/mock-worker.ts';
import { preloadFonts } from './scripts/vite/preload-font.ts';
import { routeModulePreload } from './scripts/vite/route-modulepreload.ts';

export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};

const routesDirectory = fileURLToPath(new URL('./src/routes', import.meta.url));

export default defineConfig({
  // The router plugin must run before react() so generated route files are transformed too.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
    }),
    react(),
    routeModulePreload({ routesDirectory }),
    // Latin covers French; the other subsets load only if their characters ever appear.
    preloadFonts({ match: /inter-latin-wght-normal/ }),
    mockWorkerOnlyWhenMocking(),
  ],
  resolve: { alias },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // Every browser the build targets (Vite's baseline) supports modulepreload: its polyfill would be dead weight.
  build: { sourcemap: false, modulePreload: { polyfill: false } },
});
