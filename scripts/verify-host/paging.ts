import { PAGE_LIMIT_MAX, TOTAL_COUNT_HEADER } from '../../src/api/paging';
import type { HostHttp } from './http';
import { parseJson } from './judge';
import type { Run } from './run';

/** The list calls that may page (openapi.yaml `PageOffset`, `PageLimit`, `X-Total-Count`; a proposed extension). */
export type PagedCall = (query: { offset: number; limit: number }) => Promise<unknown>;

/** How many items a list call's JSON body holds (the collaborators' `message`, the documents' `documents`...). */
function itemCount(body: unknown): number | null {
  if (Array.isArray(body)) return body.length;
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.message)) return record.message.length;
  if (Array.isArray(record.documents)) return record.documents.length;
  // validated-grouped: { message: { axis: { level: [...] } } }
  if (typeof record.message === 'object' && record.message !== null) {
    return Object.values(record.message as Record<string, Record<string, unknown[]>>)
      .flatMap((levels) => Object.values(levels))
      .reduce((sum, entries) => sum + (Array.isArray(entries) ? entries.length : 0), 0);
  }
  return null;
}

/**
 * Asks a list call for a page of 2 and reports which the host does: it pages (X-Total-Count, at most 2 items), or it
 * answers the whole list, which the client then windows itself. Both are allowed; a refusal or a page that does not
 * match its header is not.
 */
export async function checkPaging(run: Run, http: HostHttp, operationId: string, call: PagedCall): Promise<void> {
  const name = `${operationId} paging (offset, limit)`;
  const exchange = await run.exchange(http, 'operations', name, () => call({ offset: 0, limit: 2 }));
  if (!exchange) return;
  if (exchange.status === 404 || exchange.status === 501) {
    run.skip('operations', name, `${exchange.status}: the list call itself is not answered`);
    return;
  }
  if (exchange.status < 200 || exchange.status >= 300) {
    run.fail('operations', name, `${exchange.status}: offset=0&limit=2 refused (at most ${PAGE_LIMIT_MAX} is valid)`);
    return;
  }
  const parsed = parseJson(exchange.text);
  const count = parsed.ok ? itemCount(parsed.value) : null;
  const total = exchange.headers.get(TOTAL_COUNT_HEADER);
  if (total === null) {
    run.pass('operations', name, 'the host answers the whole list: the client windows it itself');
    return;
  }
  run.expect(
    'operations',
    name,
    /^\d+$/.test(total) && count !== null && count <= 2 && count <= Number(total),
    `the host pages: ${count} of ${total} (${TOTAL_COUNT_HEADER}); the client asks it for pages`,
    `${TOTAL_COUNT_HEADER}: ${total} with ${count ?? 'unreadable'} items for limit=2`,
  );
}
