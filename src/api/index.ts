export { apiClient, setSessionRenewer, unwrap, type SessionRenewer } from './client';
export { ApiError, isApiError, isMissingExtension } from './api-error';
export { errorMessage, refusalReason, type ErrorWording } from './error-message';
export {
  ACCESS_TOKEN_KEY,
  clearAccessToken,
  readAccessToken,
  subscribeAccessToken,
  writeAccessToken,
} from './token-storage';
import type { components } from './schema.gen';
export type { components, operations, paths } from './schema.gen';
/** The contract's named schemas: `Schemas['SessionUser']`. */
export type Schemas = components['schemas'];
