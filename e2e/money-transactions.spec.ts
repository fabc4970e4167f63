import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { call, DEMO, signInDirect, tokenOf } from './support';

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** '$1,234.50' from cents, as the console writes money. */
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Claim {
  id: number;
  number: string;
  status: string;
  approvedTotalCents: number | null;
  lines: { id: number; claimedCents: number }[];
}

/** A unit the retailer sold, a motor claim on it (repaired in shop), approved in full by the brand: paid at once. */
async function approvedClaim(request: APIRequestContext): Promise<Claim> {
  const retailer = await tokenOf(request, DEMO.retailer);
  const brand = await tokenOf(request, DEMO.brand);
  const products = await call<{ rows: { id: number; sku: string; brandCompanyId: number }[] }>(
    request,
    retailer,
    'GET',
    '/api/catalogue/products?pageSize=100',
  );
  const product = products.rows.find((row) => row.sku === 'VL-CITY-24');
  if (!product) throw new Error('the demo has no Voltline City');
  const types = await call<{ rows: { id: number; code: string }[] }>(
    request,
    retailer,
    'GET',
    `/api/fulfillmentTypes?brandId=${product.brandCompanyId}&pageSize=100`,
  );
  const repair = types.rows.find((row) => row.code === 'repair_in_shop');
  if (!repair) throw new Error('the demo has no repair in shop');
  const warranty = await call<{ id: number }>(request, retailer, 'POST', '/api/warranties', {
    serialNumber: `TXN${Date.now()}`,
    productId: product.id,
    purchaseDate: isoDaysAgo(30),
    owner: { name: 'Pat Rider', email: 'pat@example.test', phone: '+1 555 0100' },
  });
  const claim = await call<Claim>(request, retailer, 'POST', '/api/claims', {
    warrantyId: warranty.id,
    failureDate: isoDaysAgo(3),
    complaint: 'Motor cuts out under load.',
    causalComponentType: 'motor',
    fulfillmentTypeId: repair.id,
    lines: [{ kind: 'part', code: 'VLC-MOT-01', description: 'Motor', quantity: 1, unitCents: 42_000 }],
  });
  await call(request, brand, 'POST', `/api/claims/${claim.id}/review`, {});
  const approved = await call<Claim>(request, brand, 'POST', `/api/claims/${claim.id}/approve`, {
    lines: claim.lines.map((line) => ({ lineId: line.id, approvedCents: line.claimedCents })),
  });
  expect(approved.status).toBe('compensated');
  return approved;
}

// A page's code loads on its first visit: on a busy machine that takes longer than the default wait.
const FIRST_VISIT = { timeout: 30_000 };

test("a claim the brand approves is pending money in the retailer's Transactions, linked to its claim, and in the CSV; the brand's balance page shows its report", async ({
  page,
  request,
}) => {
  // Three sign-ins and five pages, each first visit loading its code.
  test.setTimeout(120_000);
  const claim = await approvedClaim(request);
  const cents = claim.approvedTotalCents ?? 0;
  expect(cents).toBe(42_000);

  await signInDirect(page, request, DEMO.retailer);
  await page.goto('/ec/reports/transaction');
  await expect(page.getByRole('heading', { level: 2, name: 'Transactions' })).toBeVisible(FIRST_VISIT);

  // Only what is pending: the new credit is there, with the day it becomes available (two days on).
  const filters = page.getByRole('search', { name: 'Transaction filters' });
  await filters.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending' }).click();
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/reports\/transaction\?status=pending$/);
  const table = page.getByRole('table', { name: 'Transactions' });
  const row = table.getByRole('row', { name: new RegExp(claim.number) });
  await expect(row).toContainText('Claim compensation');
  await expect(row).toContainText(`+${dollars(cents)}`);
  await expect(row).toContainText('Pending');
  const availableOn = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await expect(row).toContainText(`Available on ${availableOn}`);
  await expect(page.getByLabel('Totals of the filtered transactions')).toContainText('Net');

  // The CSV holds the same filtered rows.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^transactions-\d{4}-\d\d-\d\d\.csv$/);
  const csv = readFileSync((await file.path()) as string, 'utf8');
  const line = csv.split('\r\n').find((text) => text.includes(claim.number)) ?? '';
  expect(line).toContain(`,${(cents / 100).toFixed(2)},0.00,${(cents / 100).toFixed(2)},USD,pending,`);
  expect(csv.split('\r\n').filter((text) => text !== '' && !text.includes(',pending,'))).toHaveLength(1);

  // The reference opens the claim on its unit's page.
  await row.getByRole('link', { name: claim.number }).click();
  // The warranty page adds the unit's id once the claim has loaded: either address opens the claim.
  await expect(page).toHaveURL(new RegExp(`/ec/warranty/detail\\?(id=\\d+&)?claim=${claim.id}`));
  await expect(page.getByRole('dialog', { name: `Claim ${claim.number}` })).toBeVisible(FIRST_VISIT);

  // The brand's balance page opens on its Transactions: the compensation it owes for the claim.
  await signInDirect(page, request, DEMO.brand);
  await page.goto('/ec/onsite/amount/list');
  await expect(page.getByRole('tab', { name: 'Transactions' })).toHaveAttribute(
    'aria-selected',
    'true',
    FIRST_VISIT,
  );
  const owed = page
    .getByRole('table', { name: 'Transactions' })
    .getByRole('row', { name: new RegExp(claim.number) });
  await expect(owed).toContainText(`-${dollars(cents)}`);
  await expect(owed).toContainText('Available');
  // The balance history is still there, a tab away.
  await page.getByRole('tab', { name: 'Balance history' }).click();
  await expect(page).toHaveURL(/view=history/);
  await expect(page.getByRole('table', { name: 'Ledger entries' })).toBeVisible(FIRST_VISIT);
});
