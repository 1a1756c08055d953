import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import '@/styles/global.css';

/**
 * Starts the in-browser backend before the first request. The check reads import.meta.env right here: Vite inlines
 * it, and the bundler drops the dynamic import (and every mock chunk) only when the literal test sits in this module.
 */
async function startMockBackend(): Promise<void> {
  if (import.meta.env.VITE_API_MOCKING === 'false') return;
  const { startBrowserBackend } = await import('../mocks/browser');
  await startBrowserBackend();
}

async function main(): Promise<void> {
  await startMockBackend();
  const container = document.getElementById('root');
  if (!container) throw new Error('Élément #root introuvable');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void main();
