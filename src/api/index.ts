export { apiClient, setSessionRenewer, unwrap, type SessionRenewer } from './client';
export { ApiError, isApiError } from './api-error';
export { ACCESS_TOKEN_KEY, clearAccessToken, readAccessToken, writeAccessToken } from './token-storage';
export type { components, operations, paths } from './schema.gen';
export type Schemas = import('./schema.gen').components['schemas'];
