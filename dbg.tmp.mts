import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
for (const width of [320, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.goto('http://127.0.0.1:5199/login'); await page.getByRole('textbox', { name: 'Adresse mail' }).waitFor({ timeout: 90000 });
  await page.getByRole('textbox', { name: 'Adresse mail' }).fill('claire.martin@verdance.fr');
  await page.getByLabel(/^Mot de passe/).fill('Steer2026!');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/dashboard/, { timeout: 30000 });
  await page.goto('http://127.0.0.1:5199/mon-enquete/dashboard');
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30000 });
  await page.waitForTimeout(2500);
  const sw = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  console.log('width', width, 'scrollWidth', sw);
  await page.screenshot({ path: `/tmp/survey-${width}.png`, fullPage: false });
  await page.close();
}
await browser.close();
