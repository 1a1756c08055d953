import { expect, test } from './fixtures';

test.describe('404 page', () => {
  test('shows the spec texts, leads home, and its logo goes to /login', async ({ page }) => {
    await page.goto('/une-page-qui-n-existe-pas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Erreur 404\s*–\s*Page introuvable/);
    await expect(page.getByText("La page que vous cherchez n'existe pas ou a été déplacée.")).toBeVisible();
    // What a person reads, not the accessible name: the text of the boxes actually drawn, in order (a 1-px clipped
    // 'visually hidden' separator does not count).
    const seen = await page.locator('.not-found').evaluate((section) => {
      const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const box = node.parentElement?.getBoundingClientRect();
        if (box && box.width > 1 && box.height > 1) parts.push(node.textContent ?? '');
      }
      return parts.join(' ').replace(/\s+/g, ' ').trim();
    });
    expect(seen).toContain("Erreur 404 – Page introuvable – La page que vous cherchez n'existe pas ou a été déplacée.");
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await expect(page.getByRole('link', { name: 'Steer' })).toHaveAttribute('href', '/login');
    const home = page.getByRole('link', { name: "Retour à l'accueil" });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    // '/' needs a session: without one (the guard's refresh is refused) the visitor is sent on to /login.
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('the in-browser backend', () => {
  test('answers API calls inside the page, without a service worker, and ships no worker file', async ({ page }) => {
    // No such file in the build: a 404, as nginx and static hosts answer a missing file (the former worker's name).
    expect((await page.request.get('/mockServiceWorker.js')).status()).toBe(404);

    await page.goto('/une-page-qui-n-existe-pas');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The backend starts once the page has painted (it opens its IndexedDB store first): wait until it answers.
    await expect
      .poll(() => page.evaluate(async () => (await fetch('/users/company/')).headers.get('content-type') ?? ''))
      .toContain('application/json');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const body = await page.evaluate(async () => {
      const response = await fetch('/pages/all?softwareId=1');
      return { status: response.status, json: (await response.json()) as unknown };
    });
    // No token: the mock backend refuses like the real server, in the contract's error shape.
    expect(body.status).toBe(401);
    expect(body.json).toMatchObject({ statusCode: 401, message: expect.any(String) });
    // Answered before reaching the network: the browser never sent it.
    expect(requests).not.toContain('/pages/all');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  });
});

test.describe('the demo build', () => {
  test('keeps faker and the mock backend out of its start-up JavaScript', async ({ page }) => {
    const html = await (await page.request.get('/')).text();
    const startup = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
    expect(startup.length).toBeGreaterThan(0);
    for (const asset of startup) {
      const code = await (await page.request.get(asset)).text();
      expect(code, asset).not.toMatch(/faker/i);
      // The in-browser backend is one dynamic import away, never part of the first download.
      expect(code, asset).not.toContain('mockServiceWorker.js');
    }
  });
});
