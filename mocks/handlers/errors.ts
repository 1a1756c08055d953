import { HttpResponse } from 'msw';
import type { components } from '../../src/api/schema.gen';

/** The contract's error body: every refusal of the mock backend has this shape, with a French message. */
export type ApiErrorBody = components['schemas']['Error'];

const STATUS_LABELS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

/** The contract's error shape, as a Response. Throw it from a resolver to short-circuit (MSW treats it as the reply). */
export function errorResponse(status: number, message: string): HttpResponse<ApiErrorBody> {
  return HttpResponse.json<ApiErrorBody>(errorBody(status, message), { status });
}

/** The contract's `Error` body for a status. */
export function errorBody(status: number, message: string): ApiErrorBody {
  return { statusCode: status, message, error: STATUS_LABELS[status] ?? 'Error' };
}

export const badRequest = (message: string) => errorResponse(400, message);
export const unauthorized = (message = 'Authentification requise.') => errorResponse(401, message);
export const forbidden = (message = "Vous n'avez pas accès à ces données.") => errorResponse(403, message);
export const notFound = (message: string) => errorResponse(404, message);
export const conflict = (message = 'Cette adresse e-mail est déjà utilisée.') => errorResponse(409, message);
