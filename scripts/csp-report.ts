/**
 * `tsx scripts/csp-report.ts --url http://127.0.0.1:4173/ [--connect http://127.0.0.1:4010,ws://127.0.0.1:4010]`:
 * walks Claire's pages of a served build — sign-in, every signed-in page, the collaborators popup, the copilote and,
 * in the demo, the demo console — with the policy of scripts/vite/security-headers.ts sent in report-only mode (any
 * policy the server sends is replaced), and prints each distinct violation and their count. A build made before the
 * policy existed can be walked the same way: the count before and after (issue 40).
 */
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { reportViolations, type Violation } from './csp-violations';
import { contentSecurityPolicy } from './vite/security-headers';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4173/' },
    connect: { type: 'string', default: '' },
  },
});
const root = new URL(values.url);
const policy = contentSecurityPolicy({ connectOrigins: values.connect.split(',').filter(Boolean) });

const PAGES = [
  'dashboard',
  'ma-performance',
  'solutions',
  'pilotage',
  'mes-actions-realisees',
  'ma-demarche',
  'diagnostic',
  'approach',
  'mes-ressources',
  'mes-documents',
  'mes-documents-steer',
  'mes-documents-internes',
  'sensibilisation',
  'mon-enquete',
  'mon-enquete/dashboard',
  'steer-store',
];

const violations: Violation[] = [];
const consoleErrors: string[] = [];
// A page Playwright answers (the route below) has no address space of its own: without this flag, Chromium's Local
// Network Access would refuse its calls to a real-host build's API on 127.0.0.1.
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'],
});
const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1440, height: 900 } });
await reportViolations(context, (violation) =>
  violations.push({ ...violation, page: new URL(violation.page).pathname }),
);
// Only the app's own pages: the API's calls (the real-host build's) go out untouched.
await context.route(
  (url) => url.origin === root.origin,
  async (route) => {
    if (route.request().resourceType() !== 'document') {
      await route.continue();
      return;
    }
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    headers['content-security-policy-report-only'] = policy;
    await route.fulfill({ response, headers });
  },
);
context.on('console', (message) => {
  if (message.type() === 'error') consoleErrors.push(message.text());
});

// Generous: the walk counts violations, not speed, and often runs on a busy machine.
context.setDefaultTimeout(90_000);
const page = await context.newPage();
const at = (path: string) => new URL(path, root).href;
const settle = (target: Page) => target.waitForTimeout(1_500);

await page.goto(at('login'));
await page.getByRole('textbox', { name: 'Adresse mail' }).fill('claire.martin@verdance.fr');
await page.getByLabel(/^Mot de passe/).fill('Steer2026!');
await page.getByRole('button', { name: 'Se connecter' }).click();
await page.waitForFunction(() => location.pathname.endsWith('/dashboard'));
await page.getByRole('heading', { level: 1 }).first().waitFor();
await settle(page);

for (const path of PAGES) {
  await page.goto(at(path));
  await settle(page);
}

await page.goto(at('solutions'));
await settle(page);
await page.getByRole('navigation', { name: 'Menu principal' }).hover();
await page.getByRole('button', { name: 'Gérer mes collaborateurs' }).click();
await page.getByRole('dialog', { name: 'Mes collaborateurs' }).waitFor();
await settle(page);
await page.keyboard.press('Escape');

await page.getByRole('button', { name: 'Écrire à votre copilote' }).click();
const chat = page.getByRole('dialog', { name: 'Votre copilote' });
await chat.getByRole('textbox', { name: 'Votre message' }).fill('Quel est mon score ?');
await chat.getByRole('textbox', { name: 'Votre message' }).press('Enter');
await page.waitForTimeout(4_000);
await page.keyboard.press('Escape');

const demoConsole = page.getByRole('button', { name: /^Démo/ });
if (await demoConsole.count()) {
  await demoConsole.click();
  await page.getByRole('region', { name: 'Console de démonstration' }).waitFor();
  await settle(page);
}
await browser.close();

const distinct = new Map<string, Violation & { count: number }>();
for (const violation of violations) {
  const key = [violation.directive, violation.blocked, violation.sample, violation.source].join(' | ');
  const known = distinct.get(key);
  if (known) known.count++;
  else distinct.set(key, { ...violation, count: 1 });
}
for (const { directive, blocked, sample, source, page: where, count } of distinct.values())
  console.log(
    `${count}× ${directive} blocked=${blocked} sample=${JSON.stringify(sample)} at ${source} (first on ${where})`,
  );
console.log(`\n${violations.length} violations, ${distinct.size} distinct; ${consoleErrors.length} console errors`);
for (const error of [...new Set(consoleErrors)].slice(0, 20)) console.log(`  console: ${error.slice(0, 200)}`);
