import { decodeJwt } from 'jose';
import type { components } from '../../src/api/schema.gen';
import { HostHttp, NoAnswerError, type Exchange } from './http';
import { judge, parseJson } from './judge';
import { redactor, type Area, type CheckResult, type Outcome } from './report';

export type LoginResponse = components['schemas']['LoginResponse'];
export type SessionUser = components['schemas']['SessionUser'];

export interface VerifyOptions {
  /** The API host, e.g. https://api.example.fr. */
  url: string;
  /** The Socket.IO chat host (default: the API host). */
  chatUrl: string;
  /** The origin the web client is served from, for the CORS checks (none: those checks are skipped). */
  origin?: string;
  email: string;
  password: string;
  /** Allows the safe round trips (undone where the API allows) and the chat. */
  writes: boolean;
  /** Timeout of each call, in milliseconds. */
  timeoutMs: number;
  /** The longest wait for an access token to expire (its TTL as the host issues it), in milliseconds. */
  expiryWaitMs: number;
}

/** One run: its options, the results so far, and what must never be printed. */
export class Run {
  readonly results: CheckResult[] = [];
  readonly sessions: HostHttp[] = [];
  readonly redact: (text: string) => string;

  constructor(
    readonly options: VerifyOptions,
    private readonly onProgress: (line: string) => void = () => undefined,
  ) {
    this.redact = redactor(() => [options.password, ...this.sessions.flatMap((session) => [...session.secrets])]);
  }

  /** A new HTTP session (its own token and cookie jar) on the host. */
  session(): HostHttp {
    const session = new HostHttp({
      baseUrl: this.options.url,
      origin: this.options.origin,
      timeoutMs: this.options.timeoutMs,
    });
    this.sessions.push(session);
    return session;
  }

  progress(area: Area, name: string): void {
    this.onProgress(`[${this.results.length + 1}] ${area}: ${name}`);
  }

  record(area: Area, name: string, outcome: Outcome, detail: string): void {
    this.results.push({ area, name, outcome, detail: this.redact(detail) });
  }

  pass(area: Area, name: string, detail: string): void {
    this.record(area, name, 'passed', detail);
  }

  fail(area: Area, name: string, detail: string): void {
    this.record(area, name, 'failed', detail);
  }

  skip(area: Area, name: string, detail: string): void {
    this.record(area, name, 'skipped', detail);
  }

  /** Passes or fails a check on a condition. */
  expect(area: Area, name: string, ok: boolean, passed: string, failed: string): boolean {
    this.record(area, name, ok ? 'passed' : 'failed', ok ? passed : failed);
    return ok;
  }

  has(area: Area, name: string): boolean {
    return this.results.some((result) => result.area === area && result.name === name);
  }

  /**
   * Makes one call of an operation and judges the answer against the contract, as the row `name` (the operation id
   * unless told). Returns the answer, or undefined when none came.
   */
  async probe(
    http: HostHttp,
    operationId: string,
    call: () => Promise<unknown>,
    { name = operationId, note = '', success = false }: { name?: string; note?: string; success?: boolean } = {},
  ): Promise<Exchange | undefined> {
    const exchange = await this.exchange(http, 'operations', name, call);
    if (!exchange) return undefined;
    const { outcome, detail } = judge(operationId, exchange);
    // A valid call that must succeed (a round trip): a declared refusal is still a failure of the round trip.
    if (success && outcome === 'passed' && (exchange.status < 200 || exchange.status >= 300)) {
      const message = parseJson(exchange.text);
      const said = message.ok ? (message.value as { message?: unknown }).message : undefined;
      this.fail(
        'operations',
        name,
        `${exchange.status}: a valid request refused${typeof said === 'string' ? ` (${said})` : ''}`,
      );
      return exchange;
    }
    this.record('operations', name, outcome, note && outcome === 'passed' ? `${detail} — ${note}` : detail);
    return exchange;
  }

  /** Makes a call and returns its answer; a call without an answer is recorded as failed under `name`. */
  async exchange(
    http: HostHttp,
    area: Area,
    name: string,
    call: () => Promise<unknown>,
  ): Promise<Exchange | undefined> {
    this.progress(area, name);
    http.last = undefined;
    try {
      await call();
    } catch (error) {
      // openapi-fetch throws on a success whose body is not JSON: the answer is recorded all the same.
      if (error instanceof NoAnswerError || !http.last) {
        this.fail(area, name, error instanceof Error ? error.message : String(error));
        return undefined;
      }
    }
    return http.last;
  }
}

/** The claims the client reads from an access token, or null when it does not decode as a JWT. */
export function claimsOf(token: string): Record<string, unknown> | null {
  try {
    return decodeJwt(token);
  } catch {
    return null;
  }
}

/** Signs in on a session; the login answer when it is a success with a token, else null. */
export async function signIn(run: Run, http: HostHttp): Promise<LoginResponse | null> {
  const { email, password } = run.options;
  const { data } = await http.client.POST('/api/auth/login', { body: { email, password } });
  if (!data || typeof data.accessToken !== 'string') return null;
  http.token = data.accessToken;
  return data;
}
