import { describe, expect, it } from 'vitest';
import { HostHttp } from '../../scripts/verify-host/http';
import { checkPaging } from '../../scripts/verify-host/paging';
import { Run } from '../../scripts/verify-host/run';

/** checkPaging against answers a host may give: paged, whole, refused. */
function runWith(answer: () => Response) {
  const run = new Run({
    url: 'http://host.test',
    chatUrl: 'http://host.test',
    email: 'claire@host.test',
    password: 'secret',
    writes: false,
    timeoutMs: 1000,
    expiryWaitMs: 0,
  });
  const http = new HostHttp({ baseUrl: 'http://host.test', timeoutMs: 1000 });
  const call = () => http.client.GET('/users/company/', { params: { query: { offset: 0, limit: 2 } } });
  const original = globalThis.fetch;
  return {
    run,
    check: async () => {
      globalThis.fetch = async () => answer();
      try {
        await checkPaging(run, http, 'listCompanyCollaborators', call);
      } finally {
        globalThis.fetch = original;
      }
      return run.results[0];
    },
  };
}

const json = (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('verify:host paging check', () => {
  it('reports a host that pages', async () => {
    const result = await runWith(() => json({ message: [{}, {}] }, { 'X-Total-Count': '2400' })).check();
    expect(result).toMatchObject({ outcome: 'passed', detail: expect.stringMatching(/^the host pages: 2 of 2400/) });
  });

  it('reports a host that answers the whole list, which the client windows', async () => {
    const result = await runWith(() => json({ message: [{}, {}, {}] })).check();
    expect(result).toMatchObject({ outcome: 'passed', detail: expect.stringMatching(/client windows it itself/) });
  });

  it('fails a page larger than asked, and a refusal of valid parameters', async () => {
    expect(await runWith(() => json({ message: [{}, {}, {}] }, { 'X-Total-Count': '3' })).check()).toMatchObject({
      outcome: 'failed',
    });
    expect(
      await runWith(() => json({ statusCode: 400, message: 'Non.', error: 'Bad Request' }, {}, 400)).check(),
    ).toMatchObject({ outcome: 'failed' });
  });
});
