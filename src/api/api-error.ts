/** The one error type of the client: a non-OK response raises it with the status code and response text (spec §7). */
export class ApiError extends Error {
  /** HTTP status code, or 0 when the network failed before any response. */
  readonly status: number;
  /** Raw response text. */
  readonly body: string;

  constructor(status: number, body: string) {
    super(ApiError.messageOf(body) ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's `message` field when the body is the contract's error shape. */
  get serverMessage(): string | undefined {
    return ApiError.messageOf(this.body);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  private static messageOf(body: string): string | undefined {
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // Not JSON: the text itself is the message when short enough to be one.
      return body.length > 0 && body.length < 300 ? body : undefined;
    }
    return undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A proposed extension call (openapi.yaml, tag `extensions`, `x-steer-status: proposed`) that the host does not
 * implement: it answers 404 (no such route) or 501. Extension calls never answer 404 for an ordinary empty result, so
 * these two statuses mean "this server does not have the feature yet".
 */
export function isMissingExtension(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 501);
}
