import { chromium } from '@playwright/test';
import { createServer } from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { join, extname } from 'node:path';
const DIR = process.argv[2] ?? '/work/main/dist';
const types: Record<string,string> = { '.js':'text/javascript', '.css':'text/css', '.html':'text/html', '.woff2':'font/woff2', '.svg':'image/svg+xml', '.json':'application/json' };
const server = createServer((req, res) => {
  let p = join(DIR, decodeURIComponent(new URL(req.url!, 'http://x').pathname));
  if (!existsSync(p) || statSync(p).isDirectory()) p = join(DIR, 'index.html');
  res.setHeader('content-type', types[extname(p)] ?? 'application/octet-stream');
  if (p.endsWith('mockServiceWorker.js')) res.setHeader('service-worker-allowed','/');
  res.end(readFileSync(p));
}).listen(0);
const port = (server.address() as any).port;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const runs = Number(process.argv[3] ?? 3);
for (let i = 0; i < runs; i++) {
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(`http://127.0.0.1:${port}/login`);
  await page.getByRole('textbox', { name: 'Adresse mail' }).fill('claire.martin@verdance.fr');
  await page.getByLabel(/^Mot de passe/).fill('Steer2026!');
  await page.waitForTimeout(1500);
  const events: string[] = [];
  let t0 = 0;
  page.on('request', (r) => { if (t0) events.push(`${(performance.now()-t0).toFixed(0)} req ${r.resourceType()} ${new URL(r.url()).pathname}`); });
  page.on('requestfinished', (r) => { if (t0) events.push(`${(performance.now()-t0).toFixed(0)} done ${new URL(r.url()).pathname}`); });
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start');
  t0 = performance.now();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByText('Votre score global').waitFor();
  const { profile } = await cdp.send('Profiler.stop') as any;
  if (i === runs - 1) {
    const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
    const byFile = new Map<string, number>(); const byFn = new Map<string, number>();
    profile.samples.forEach((id: number, k: number) => { const n: any = byId.get(id); const f = n.callFrame.url.split('/').pop() || n.callFrame.functionName; byFile.set(f, (byFile.get(f) ?? 0) + profile.timeDeltas[k]); const fn = `${n.callFrame.functionName||'(anon)'} ${f}`; byFn.set(fn, (byFn.get(fn) ?? 0) + profile.timeDeltas[k]); });
    console.log('BY FILE', [...byFile].sort((a,b)=>b[1]-a[1]).slice(0,12).map(([k,v])=>`${(v/1000).toFixed(1)} ${k}`).join(' | '));
    console.log('BY FN', [...byFn].sort((a,b)=>b[1]-a[1]).slice(0,20).map(([k,v])=>`${(v/1000).toFixed(1)} ${k}`).join('\n'));
  }
  const total = performance.now() - t0;
  console.log(`run ${i}: ${total.toFixed(0)} ms; requests ${events.filter(e=>e.includes(' req ')).length}`);

  await ctx.close();
}
await browser.close(); server.close();
