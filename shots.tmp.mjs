import { chromium } from 'playwright';
const base = process.env.BASE ?? 'http://127.0.0.1:8090';
const plan = JSON.parse(process.argv[2]);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
for (const { email, pages } of plan) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  const r = await fetch(`${base}/api/bee/loginBee`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Console#2026' }) });
  const body = await r.json();
  await page.goto(`${base}/ec/login`);
  await page.getByLabel(/e-?mail/i).first().fill(email).catch(()=>{});
  await page.getByLabel(/password/i).first().fill('Console#2026').catch(()=>{});
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).first().click().catch(()=>{});
  await page.waitForTimeout(4000);
  for (const path of pages) {
    await page.goto(`${base}/ec${path}`);
    await page.waitForTimeout(5000);
    const name = `${email.split('@')[0]}${path.replace(/[^a-z0-9]+/gi, '_')}`;
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
    console.log('shot', name);
  }
  if (errors.length) console.log(email, 'console errors:', errors.slice(0, 5));
  await context.close();
}
await browser.close();
