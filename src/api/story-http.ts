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
