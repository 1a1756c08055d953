import { checkBrowser } from './browser';
import { checkChat } from './chat';
import { checkIdempotency } from './idempotency';
import { checkOperations } from './operations';
import type { CheckResult } from './report';
import { Run, type VerifyOptions } from './run';
import { checkSession } from './session';

/**
 * Checks a live host against openapi.yaml, area by area: the operations, the session lifecycle, what a browser
 * needs (CORS, cookies) and the realtime chat. Returns one row per check; nothing in it holds a secret.
 */
export async function verifyHost(options: VerifyOptions, onProgress?: (line: string) => void): Promise<CheckResult[]> {
  const run = new Run(options, onProgress);
  await checkOperations(run);
  await checkIdempotency(run);
  await checkSession(run);
  await checkBrowser(run);
  await checkChat(run);
  return run.results;
}
