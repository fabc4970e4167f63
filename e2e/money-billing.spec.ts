import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { extractText } from 'unpdf';
import { DEMO, DEMO_PASSWORD, signInDirect } from './support';

const FINANCE = 'finance@console.test';
/** A page opened afresh (a sign-in, a whole page load) on a busy machine. */
const PAGE_LOAD = { timeout: 30_000 };

/** A session token for API calls made to set the scene. */
async function tokenOf(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const response = await request.post('/api/bee/loginBee', { data: { email, password: DEMO_PASSWORD } });
  return { authorization: `Bearer ${(await response.json()).data.token}` };
}

async function call(request: APIRequestContext, headers: Record<string, string>, url: string, data: object) {
  const response = await request.post(url, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data,
  });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()).data;
}

/**
 * A Voltline City sold by Harbor Cycles a month ago, a motor claim on it, reviewed and approved in full by
 * Voltline (repaired in shop: paid at once). The claim's number.
 */
async function compensatedVoltlineClaim(request: APIRequestContext): Promise<string> {
  const retailer = await tokenOf(request, DEMO.retailer);
  const brand = await tokenOf(request, DEMO.brand);
  const products = await request.get('/api/catalogue/products?pageSize=50', { headers: retailer });
  const city = (await products.json()).data.rows.find((row: { sku: string }) => row.sku === 'VL-CITY-24');
  const types = await request.get('/api/fulfillmentTypes?pageSize=50', { headers: brand });
  const repair = (await types.json()).data.rows.find(
    (row: { code: string }) => row.code === 'repair_in_shop',
  );
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const unit = await call(request, retailer, '/api/warranties', {
    serialNumber: `BILL${Date.now()}`,
    productId: city.id,
    purchaseDate: day(-30),
    owner: { name: 'Pat Rider', email: 'pat@example.test', phone: '+1 555 0100' },
  });
  const claim = await call(request, retailer, '/api/claims', {
    warrantyId: unit.id,
    failureDate: day(-3),
    repairDate: day(-1),
    complaint: 'Motor cuts out under load.',
    causalComponentType: 'motor',
    fulfillmentTypeId: repair.id,
    lines: [{ kind: 'part', code: 'VLC-MOT-01', description: 'Motor', quantity: 1, unitCents: 42_000 }],
  });
  const reviewed = await call(request, brand, `/api/claims/${claim.id}/review`, {});
  const approved = await call(request, brand, `/api/claims/${claim.id}/approve`, {
    lines: reviewed.lines.map((line: { id: number; claimedCents: number }) => ({
      lineId: line.id,
      approvedCents: line.claimedCents,
    })),
  });
  expect(approved.status).toBe('compensated');
  return approved.number;
}

/** What a download saved, as text (a PDF's text extracted). */
async function downloaded(page: Page, button: string): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  const bytes = await readFile((await file.path()) ?? '');
  const name = file.suggestedFilename();
  if (!name.endsWith('.pdf')) return { name, text: bytes.toString('utf8') };
  return { name, text: (await extractText(new Uint8Array(bytes), { mergePages: true })).text };
}

test("a brand saves its card through the provider's form; the admin bills its claim now; it is paid and downloadable", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The brand replaces its card through the simulator's own page and comes back to Billing.
  await signInDirect(page, request, DEMO.brand);
  await page.goto('/ec/onsite/amount/billing');
  // The first page of a fresh server may wait for its start-up work.
  await expect(page.getByRole('heading', { level: 2, name: 'Billing' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await page.getByRole('button', { name: 'Replace card' }).click();
  await expect(page).toHaveURL(/\/sim\/card\/setup\?client_secret=seti_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Card number' }).fill('5555 5555 5555 4444');
  await page.getByRole('textbox', { name: 'Expiry (MM / YY)' }).fill('12 / 30');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
  // Back on the console (a whole page load): the set-up is completed once and leaves the address.
  await expect(page).toHaveURL(/\/ec\/onsite\/amount\/billing/);
  await expect(page.getByText('Card saved as the default.')).toBeVisible(PAGE_LOAD);
  await expect(page).not.toHaveURL(/setup_intent/);
  const cards = page.getByRole('list', { name: 'Cards on file' });
  await expect(cards.getByRole('listitem').filter({ hasText: 'Mastercard ending in 4444' })).toContainText(
    'Default',
  );

  // A claim Voltline approved is paid to the dealer; a finance admin bills Voltline for it now.
  const number = await compensatedVoltlineClaim(request);
  await signInDirect(page, request, FINANCE);
  await page.goto('/ec/amount/statements');
  await expect(page.getByRole('heading', { level: 2, name: 'Brand statements' })).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: 'Issue a statement now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue a statement now' });
  await dialog.getByRole('combobox', { name: 'Brand' }).click();
  await page.getByRole('option', { name: 'Voltline Bikes' }).click();
  await expect(
    dialog.getByText(/^Voltline Bikes owes \$[\d,]+\.\d\d for \d+ claims? not on a statement yet\.$/),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Issue and charge' }).click();
  await expect(page.getByText(/^Statement ST-\d{6}-\d+-\d+ is paid\.$/)).toBeVisible();
  const drawer = page.getByRole('dialog', { name: /^Statement ST-/ });
  await expect(drawer.getByRole('table', { name: 'Claims on this statement' })).toContainText(number);
  await expect(drawer.getByRole('table', { name: 'Charge attempts' })).toContainText(
    'Mastercard ending in 4444',
  );
  const statement = ((await drawer.getByRole('heading').first().textContent()) ?? '').replace(
    'Statement ',
    '',
  );

  // The brand sees it paid, with the claim, and keeps it as CSV and PDF.
  await signInDirect(page, request, DEMO.brand);
  await page.goto('/ec/onsite/amount/billing');
  const row = page
    .getByRole('table', { name: 'Statements' })
    .getByRole('row', { name: new RegExp(statement) });
  await expect(row).toContainText('Paid');
  await row.getByRole('button', { name: statement }).click();
  const detail = page.getByRole('dialog', { name: `Statement ${statement}` });
  await expect(detail.getByRole('link', { name: number })).toBeVisible();
  const csv = await downloaded(page, 'Download CSV');
  expect(csv.name).toBe(`statement-${statement}.csv`);
  expect(csv.text).toContain(`${number},Harbor Cycles,`);
  const pdf = await downloaded(page, 'Download PDF');
  expect(pdf.name).toBe(`statement-${statement}.pdf`);
  expect(pdf.text).toContain(number);
  expect(pdf.text).toMatch(/Total \$[\d,]+\.\d\d/);
});

test('a declined card shows the failed charges and the next retry; an admin retries now', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Ridgeway's card is declined: its statement failed twice and says when it is tried again.
  await signInDirect(page, request, DEMO.onsite);
  await page.goto('/ec/onsite/amount/billing');
  await expect(page.getByText('Visa ending in 0341')).toBeVisible(PAGE_LOAD);
  const statements = page.getByRole('table', { name: 'Statements' });
  const failed = statements.getByRole('row').filter({ hasText: 'Charge failed' }).first();
  await expect(failed).toContainText('Your card was declined.');
  await expect(failed).toContainText(/\d{4}-\d\d-\d\d/);
  const number = (await failed.getByRole('button').first().textContent()) ?? '';
  await failed.getByRole('button', { name: number }).click();
  const detail = page.getByRole('dialog', { name: `Statement ${number}` });
  await expect(detail.getByRole('status')).toContainText(
    /Your card was declined\. Next retry \d{4}-\d\d-\d\d\./,
  );
  const attempts = detail.getByRole('table', { name: 'Charge attempts' }).getByRole('row');
  await expect(attempts).toHaveCount(3);

  // A finance admin tries it again now: declined once more, one more attempt recorded.
  await signInDirect(page, request, FINANCE);
  await page.goto('/ec/amount/statements?status=failed');
  await expect(page.getByRole('heading', { level: 2, name: 'Brand statements' })).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: `Retry now: ${number}` }).click();
  await expect(
    page.getByText(`The charge of statement ${number} failed: Your card was declined.`),
  ).toBeVisible();
  const row = page.getByRole('table', { name: 'Statements' }).getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Ridgeway E-Bikes');
  await expect(row.getByRole('cell').nth(5)).toHaveText('3');
});
