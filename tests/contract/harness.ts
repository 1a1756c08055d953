import { ApiError, apiClient, writeAccessToken } from '../../src/api';
import { DEMO_PASSWORD } from '../../mocks/seed/personas';

/** One call of the contract suite: who calls, what they call, and the status the contract promises. */
export interface ContractCase {
  operationId: string;
  /** What the case shows, e.g. 'refuse another company (403)'. */
  name: string;
  /** Persona e-mail to sign in as before the call; omit for an anonymous call. */
  as?: string;
  expectStatus: number;
  /** Prepares records (through the store or the client) before the call. */
  setup?: () => Promise<void>;
  /** The call, through the app's own client. */
  call: () => Promise<unknown>;
}

export interface CallOutcome {
  status: number;
  body: unknown;
}

/** Signs in through the app's client exactly as the login screen does, and keeps the token where the app does. */
export async function signInAs(email: string, password = DEMO_PASSWORD): Promise<void> {
  const { data } = await apiClient.POST('/api/auth/login', { body: { email, password } });
  if (!data) throw new Error(`Connexion impossible pour ${email}`);
  writeAccessToken(data.accessToken);
}

/** Runs a client call and returns status and parsed body, whether it succeeded or raised the client's ApiError. */
export async function outcomeOf(call: () => Promise<unknown>): Promise<CallOutcome> {
  try {
    const result = (await call()) as { data?: unknown; response: Response };
    return { status: result.response.status, body: result.data };
  } catch (error) {
    if (error instanceof ApiError) {
      let body: unknown = error.body;
      try {
        body = JSON.parse(error.body);
      } catch {
        // leave the raw text: the schema check will report it
      }
      return { status: error.status, body };
    }
    throw error;
  }
}
