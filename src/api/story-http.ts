import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from './schema.gen';

/**
 * The one way a story overrides an API call (`parameters.msw.handlers`): MSW handlers typed from the generated
 * `paths`, like the mock backend's own (mocks/handlers/kit.ts), so a wrong path, body or response fails the type
 * check instead of silently missing. Paths are the contract's ('/api/companies/{companyId}'), matched on any origin,
 * since stories run in Storybook, in Vitest and on a published Storybook alike. A status the contract does not list
 * for a call (a 500, a never-answering call) goes through `response.untyped(...)`.
 */
export const storyHttp = createOpenApiHttp<paths>({ baseUrl: '*' });

export { HttpResponse, delay } from 'msw';

/** Where `unanswered` notes its calls, read by the visual suite (scripts/visual/storybook-page.ts). */
export const UNANSWERED_CALLS = Symbol.for('steer.story.unanswered-calls');

/**
 * The one way a story keeps a call on its way for good (a loader, a busy button): `storyHttp.get(URL, unanswered)`.
 * It notes the call ('GET https://host/api/path') before it waits, so that the visual suite, which waits for every
 * call of a story to be answered before it captures it, knows not to wait for this one.
 */
export function unanswered({ request }: { request: Request }): Promise<never> {
  const global = globalThis as typeof globalThis & { [UNANSWERED_CALLS]?: Set<string> };
  (global[UNANSWERED_CALLS] ??= new Set()).add(`${request.method} ${request.url}`);
  return new Promise<never>(() => undefined);
}
