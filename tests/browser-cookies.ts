/**
 * A browser's fetch keeps cookies; the fetch of Vitest's jsdom environment is Node's, which keeps none. msw 2 made up
 * for it with a cookie jar of its own in Node; msw 3 keeps mocked cookies only in a browser (its cookie store is null
 * under Node, mswjs/msw#2692), so the refresh cookie the login's answer set never went out with the next call, and
 * every test that signs in and then loads a page lost its session, and its page its data.
 *
 * The tests' fetch gets the jar of the document they run in (jsdom's, the one behind `document.cookie`), as a
 * browser's fetch has: the cookies for a request's URL go out with it unless its credentials are 'omit', and every
 * `Set-Cookie` of the answer is kept, an expired one removing its cookie. The page and the backend stay as they are.
 * A page cannot set a `Cookie` header (a forbidden header name); a test that does stands for another browser.
 */

/** jsdom's cookie jar (tough-cookie's), as much of it as fetch needs. */
interface CookieJar {
  getCookieString(url: string): Promise<string>;
  setCookie(cookie: string, url: string, options: { ignoreError: boolean }): Promise<unknown>;
}

interface JsdomGlobal {
  jsdom?: { cookieJar: CookieJar };
}

let installed: { fetch: typeof fetch; cookieFetch: typeof fetch } | null = null;

/** The jar of the document the tests run in (none outside jsdom). */
const documentJar = (): CookieJar | undefined => (globalThis as JsdomGlobal).jsdom?.cookieJar;

/** Wraps the current `globalThis.fetch` (msw's, once the server listens) with the document's cookie jar. */
export function installBrowserCookies(): void {
  const jar = documentJar();
  if (!jar || installed) return;
  const inner = globalThis.fetch;
  const cookieFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    // A test that sets the header itself speaks for another browser (a phone, a replayed cookie): it is sent as is.
    if (request.credentials !== 'omit' && !request.headers.has('cookie')) {
      const cookies = await jar.getCookieString(request.url);
      if (cookies) request.headers.set('cookie', cookies);
    }
    const response = await inner(request);
    for (const cookie of response.headers.getSetCookie()) {
      await jar.setCookie(cookie, request.url, { ignoreError: true });
    }
    return response;
  };
  globalThis.fetch = cookieFetch;
  installed = { fetch: inner, cookieFetch };
}

/** Puts back the fetch it wrapped (before the server stops listening and puts back its own). */
export function uninstallBrowserCookies(): void {
  if (installed && globalThis.fetch === installed.cookieFetch) globalThis.fetch = installed.fetch;
  installed = null;
}

/** Whether the document's jar would send a cookie with a request to `url` (none: no session to end there). */
export async function sendsCookiesTo(url: string): Promise<boolean> {
  const jar = documentJar();
  return jar ? (await jar.getCookieString(url)) !== '' : true;
}
