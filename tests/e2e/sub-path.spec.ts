import { expect, test, type Request } from './fixtures';
import { SUB_PATH, SUB_PATH_URL } from '../../playwright.config';
import { logIn } from './helpers';

/**
 * The demo built with VITE_BASE_PATH=/steer-demo/ and served under that path by a plain static server with an SPA
 * fallback (scripts/serve-static.ts, like deploy/nginx.conf): everything the page loads and the links it makes stay
 * under the sub-path, the in-browser backend answers the API there, and a deep link reloads into its page.
 */

const ORIGIN = new URL(SUB_PATH_URL).origin;

test('login → dashboard → a question → reload, all under the sub-path', async ({ page, context }) => {
  const ownRequests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(ORIGIN)) ownRequests.push(request);
  });

  await page.goto('login');
  await expect(page).toHaveURL(`${SUB_PATH_URL}login`);
  await logIn(page, 'claire.martin@verdance.fr');
  await expect(page).toHaveURL(`${SUB_PATH_URL}dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The menu's links stay under the sub-path.
  const menuLink = page.getByRole('navigation').getByRole('link').first();
  expect(await menuLink.getAttribute('href')).toMatch(new RegExp(`^${SUB_PATH}`));

  // A question, opened by its deep link, then reloaded: the static server's fallback hands back the app.
  await page.goto('diagnosis/gouvernance/1');
  await expect(page.getByRole('heading', { level: 1, name: "Raison d'être" })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(`${SUB_PATH_URL}diagnosis/gouvernance/1`);
  await expect(page.getByRole('heading', { level: 1, name: "Raison d'être" })).toBeVisible();

  // The survey's share link follows the sub-path too.
  await page.goto('mon-enquete/dashboard');
  await expect(page.getByRole('link', { name: /Ouvrir le formulaire/ })).toHaveAttribute(
    'href',
    new RegExp(`^${SUB_PATH_URL}enquete/`),
  );

  // Nothing the app loaded from its own origin came from outside the sub-path; its API calls never left the page.
  const outside = ownRequests
    .map((request) => new URL(request.url()).pathname)
    .filter((path) => !path.startsWith(SUB_PATH));
  expect(outside).toEqual([]);
  expect(context.serviceWorkers()).toHaveLength(0);
});

test("a framed route's own HTML under the sub-path: its title, heading and files there, and its page behind it", async ({
  page,
  request,
}) => {
  const html = await (await request.get('pilotage')).text();
  expect(html).toContain('<title>Mon pilotage · Steer</title>');
  expect(html).toMatch(/<h1 class="ui-page-header__title">Mon pilotage<\/h1>/);
  const files = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
  expect(files.filter((file) => file.startsWith('/') && !file.startsWith(SUB_PATH))).toEqual([]);
  expect(files.some((file) => new RegExp(`^${SUB_PATH}assets/pilotage-[\\w-]+\\.js$`).test(file))).toBe(true);
  // Opened signed out, it still leads to the sign-in, under the sub-path.
  await page.goto('pilotage');
  await expect(page).toHaveURL(`${SUB_PATH_URL}login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Connectons-nous.' })).toBeVisible();
});
