import { chromium } from 'playwright';
const base = 'http://127.0.0.1:8090';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking','--no-first-run'] });
async function signIn(email) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`${base}/ec/login`);
  await page.getByLabel(/e-?mail/i).first().fill(email);
  await page.getByLabel(/password/i).first().fill('Console#2026');
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).first().click();
  await page.waitForTimeout(4000);
  return page;
}
let page = await signIn('finance@console.test');
await page.goto(`${base}/ec/amount/index`); await page.waitForTimeout(4000);
await page.getByRole('button', { name: 'Run payouts' }).click(); await page.waitForTimeout(5000);
await page.screenshot({ path: '/tmp/shots/run_preview.png', fullPage: true });
page = await signIn('retailer@console.test');
await page.goto(`${base}/ec/reports/payouts/detail?id=25`); await page.waitForTimeout(5000);
await page.screenshot({ path: '/tmp/shots/payout_detail.png', fullPage: true });
page = await signIn('summit@console.test');
await page.goto(`${base}/ec/reports/payouts`); await page.waitForTimeout(5000);
await page.screenshot({ path: '/tmp/shots/summit_payouts.png', fullPage: true });
await browser.close();
