import { isApiError } from './api-error';

/** Whether a write's outcome is unknown: no answer (a reset, a timeout) or a 5xx, after which it may have been done. */
export function isOutcomeUnknown(error: unknown): boolean {
  return !isApiError(error) || error.isNetworkError || error.status === 408 || error.status >= 500;
}

/**
 * After a write failed, or its answer was lost (no answer, a reset, a 502 or 504 once sent), what the server holds is
 * the truth (issue 35): re-read what the write touched, through the query factories, and resolve with what the write
 * meant to produce when the server has it; otherwise the write's own error stands, and the screen shows the server's
 * copy, which the re-read put in the cache. The screen never shows a guess. `after` narrows the failures that are
 * re-read, for a write whose refusal says for sure that it did nothing.
 */
export async function serverTruthAfter<T>(
  write: () => Promise<T>,
  reread: () => Promise<T | undefined>,
  after: (error: unknown) => boolean = () => true,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!after(error)) throw error;
    const confirmed = await reread().catch(() => undefined);
    if (confirmed !== undefined) return confirmed;
    throw error;
  }
}
