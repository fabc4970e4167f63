import { expect, test } from '@playwright/test';
import { call, DEMO, signInDirect, tokenOf } from './support';

interface Overview {
  brands: { brandName: string; enrolment: { id: number; status: string } | null }[];
}

test('a retailer enrols with a brand, uploads a CSV with one bad row and sees why; the brand sees the shared stock', async ({
  browser,
  request,
}) => {
  // Set-up through the API: one of Ridgeway's models, Harbor's first shop (from its template), and no enrolment
  // with Ridgeway yet (a server reused from an earlier run may have one).
  const retailerToken = await tokenOf(request, DEMO.retailer);
  const catalogue = await call<{ rows: { sku: string }[] }>(
    request,
    await tokenOf(request, DEMO.onsite),
    'GET',
    '/api/catalogue/products?pageSize=2',
  );
  const [first, second] = catalogue.rows;
  if (!first || !second) throw new Error('Ridgeway has fewer than two models');
  const template = await request.get('/api/live-data/templates/inventory', {
    headers: { authorization: `Bearer ${retailerToken}` },
  });
  const shop = (await template.text()).split('\r\n')[1]?.split(',')[1];
  if (!shop) throw new Error('Harbor has no shop');
  const before = await call<Overview>(request, retailerToken, 'GET', '/api/live-data');
  const earlier = before.brands.find((brand) => brand.brandName === 'Ridgeway E-Bikes')?.enrolment;
  if (earlier && earlier.status !== 'revoked')
    await call(request, retailerToken, 'POST', `/api/live-data/enrolments/${earlier.id}/revoke`, {});

  const retailerContext = await browser.newContext();
  const page = await retailerContext.newPage();
  await signInDirect(page, retailerContext.request, DEMO.retailer);
  await page.goto('/ec/live_data_program/index');
  await expect(page.getByRole('heading', { name: 'Live Data Program' })).toBeVisible();

  // Enrol with Ridgeway: consent to inventory, accept the terms.
  const ridgeway = page.getByRole('region', { name: 'Enrolment with Ridgeway E-Bikes' });
  await ridgeway.getByRole('checkbox', { name: /^Inventory:/ }).click();
  await ridgeway.getByRole('checkbox', { name: /accept the program terms/ }).click();
  await ridgeway.getByRole('button', { name: 'Enrol' }).click();
  await expect(page.getByText('Enrolled with Ridgeway E-Bikes.')).toBeVisible();
  await expect(ridgeway.getByText('Inventory', { exact: true })).toBeVisible();
  await expect(ridgeway.getByRole('button', { name: 'Pause' })).toBeVisible();

  // Upload the stock file: two good rows and one with a SKU none of Harbor's brands has.
  const today = new Date().toISOString().slice(0, 10);
  const csv = [
    'date,shop,sku,quantity',
    `${today},${shop},${first.sku},7`,
    `${today},${shop},${second.sku},2`,
    `${today},${shop},NO-SUCH-MODEL,1`,
  ].join('\n');
  const upload = page.getByRole('region', { name: 'Upload a CSV file' });
  await upload
    .getByLabel('CSV file')
    .setInputFiles({ name: 'stock-today.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await upload.getByRole('button', { name: 'Upload' }).click();
  const result = upload.getByRole('status', { name: 'Upload result' });
  await expect(result).toContainText('2 rows accepted, 1 refused.');
  const refused = result.getByRole('table', { name: 'Refused rows' }).getByRole('row').nth(1);
  await expect(refused).toContainText('4');
  await expect(refused).toContainText('sku');
  await expect(refused).toContainText('No model of the brands you deal for has this SKU.');
  // The import is listed with its counts.
  await expect(page.getByRole('table', { name: 'Recent imports' })).toContainText('stock-today.csv');
  await retailerContext.close();

  // Ridgeway sees Harbor's stock of its models on its retailers page.
  const brandContext = await browser.newContext();
  const brandPage = await brandContext.newPage();
  await signInDirect(brandPage, brandContext.request, DEMO.onsite);
  await brandPage.goto('/ec/company/retailers?view=liveData');
  const harbor = brandPage.getByRole('region', { name: 'Live data of Harbor Cycles' });
  await expect(harbor).toBeVisible();
  await expect(harbor).toContainText('Shares Inventory');
  const line = harbor.getByRole('row').filter({ hasText: first.sku });
  await expect(line).toContainText('7');
  await expect(line).toContainText(today);
  await brandContext.close();
});
