import { setupServer } from 'msw/node';
import { config } from '../src/config/env';
import { createHandlers } from './handlers';

/** The backend for Vitest: the same handlers as the browser, on the origin the app's client calls. */
export const server = setupServer(...createHandlers(config.apiUrl));
