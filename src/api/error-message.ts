import { isApiError } from './api-error';

/**
 * How one screen words a failed call. Each screen keeps its own catalogue texts (spec §8 and the screens' sections):
 * it passes them in, and this module decides which one applies, the same way everywhere.
 */
export interface ErrorWording {
  /** The screen's text when nothing more specific applies. */
  fallback: string;
  /** The screen's text for a call that got no answer (the network failed); the fallback when not given. */
  noAnswer?: string;
  /** The screen's texts for given statuses (409 'already taken'...). They win over the server's own message. */
  byStatus?: Readonly<Partial<Record<number, string>>>;
  /**
   * Which answers may show the server's own message, which the contract writes in French for the person: the
   * refusals (4xx, the default), every answer, only the listed statuses, or none.
   */
  serverMessage?: 'refusals' | 'answers' | 'never' | readonly number[];
}

/**
 * The server's reason for refusing (a 4xx answer's own message), or undefined: the network's or a 5xx's text is
 * never shown, since it is not written for the person (often English, 'Failed to fetch').
 */
export function refusalReason(error: unknown): string | undefined {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return undefined;
  const message = error.serverMessage?.trim();
  return message === '' ? undefined : message;
}

function showsServerMessage(status: number, rule: NonNullable<ErrorWording['serverMessage']>): boolean {
  if (rule === 'never') return false;
  if (rule === 'answers') return status > 0;
  if (rule === 'refusals') return status >= 400 && status < 500;
  return rule.includes(status);
}

/** The French text a screen shows for what a call threw (an ApiError, or anything else a failed call throws). */
export function errorMessage(error: unknown, wording: ErrorWording): string {
  if (!isApiError(error) || error.isNetworkError) return wording.noAnswer ?? wording.fallback;
  const fixed = wording.byStatus?.[error.status];
  if (fixed !== undefined) return fixed;
  const server = error.serverMessage?.trim();
  if (server && showsServerMessage(error.status, wording.serverMessage ?? 'refusals')) return server;
  return wording.fallback;
}
