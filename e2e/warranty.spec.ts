import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInDirect } from './support';

/** The first warranty another company sees, through the API as that company's user. */
async function firstWarrantyOf(request: APIRequestContext, email: string) {
  const login = await request.post('/api/bee/loginBee', { data: { email, password: DEMO_PASSWORD } });
  const { token } = (await login.json()).data;
  const list = await request.get('/api/warranties?pageSize=1', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await list.json()).data.rows[0] as { id: number; serialNumber: string };
}

test('a brand lists its warranties, filters them in the URL, opens one, and cannot open another brand’s', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.brand);
  await page.goto('/ec/warranty/index');
  const table = page.getByRole('table', { name: 'Warranties' });
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(page.getByText(/^Total \d{3,}$/)).toBeVisible();

  // A filter lives in the URL: a reload keeps it.
  const filters = page.getByRole('search', { name: 'Warranty filters' });
  await filters.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Void' }).click();
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/status=void/);
  await expect(table.getByRole('row').nth(1).getByText('Void', { exact: true })).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: 'Warranties' })
      .getByRole('row')
      .nth(1)
      .getByText('Void', { exact: true }),
  ).toBeVisible();

  // The detail shows the frozen coverages.
  const serial = ((await table.getByRole('row').nth(1).getByRole('link').textContent()) ?? '').trim();
  await table.getByRole('link', { name: serial }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Warranty ${serial}` })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Coverage per component' }).getByRole('row').nth(1),
  ).toBeVisible();

  // Another brand's warranty, by URL: not found, nothing of it shown.
  const foreign = await firstWarrantyOf(request, DEMO.onsite);
  await page.goto(`/ec/warranty/detail?id=${foreign.id}`);
  await expect(page.getByText('There is no such warranty, or it is not one you can see.')).toBeVisible();
  await expect(page.getByText(foreign.serialNumber)).toHaveCount(0);
});

test('a retailer registers a unit through the form; the same serial again is refused on its field', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.retailer);
  await page.goto('/ec/warranty/addwar');
  const form = page.getByRole('form', { name: 'Register a warranty' });
  const serial = `E2E${Date.now()}`;

  const register = async () => {
    await form.getByRole('combobox', { name: 'Model' }).click();
    await page.getByRole('option').first().click();
    await form.getByRole('textbox', { name: 'Serial number' }).fill(serial.toLowerCase());
    await form.getByRole('combobox', { name: 'Purchase date' }).click();
    await page
      .getByRole('button', { name: /\b1st, \d{4}/ })
      .first()
      .click();
    await form.getByRole('textbox', { name: 'Name' }).fill('Pat Rider');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('pat@example.test');
    await form.getByRole('button', { name: 'Register warranty' }).click();
  };

  await expect(form.getByRole('combobox', { name: 'Selling retailer' })).toHaveCount(0);
  await register();
  await expect(page).toHaveURL(/\/ec\/warranty\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: `Warranty ${serial}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Coverage per component' }).getByRole('row')).not.toHaveCount(
    1,
  );

  await page.goto('/ec/warranty/addwar');
  await register();
  await expect(form.getByText('This serial number is already registered.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Pat Rider');
});

test('a brand adds a model to its catalogue; the registration form offers it', async ({ page, request }) => {
  await signInDirect(page, request, DEMO.brand);
  await page.goto('/ec/company/product');
  const sku = `E2E-${Date.now()}`;
  await page.getByRole('button', { name: 'Add product' }).click();
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByRole('textbox', { name: 'SKU' }).fill(sku);
  await form.getByRole('textbox', { name: 'Name' }).fill(`Model ${sku}`);
  await form.getByRole('textbox', { name: 'Model year' }).fill('2026');
  await form.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Cargo' }).click();
  await form.getByRole('textbox', { name: 'MSRP (USD)' }).fill('3,999.00');
  await form.getByRole('textbox', { name: 'Frame' }).fill('F-1');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(form).toHaveCount(0);
  const row = page.getByRole('table', { name: 'Products' }).getByRole('row', { name: new RegExp(sku) });
  await expect(row).toContainText('3,999.00');

  await page.goto('/ec/warranty/addwar');
  await page.getByRole('combobox', { name: 'Model' }).click();
  await expect(page.getByRole('option', { name: new RegExp(`Model ${sku}`) })).toBeVisible();
});

test('a brand adds its own fulfillment type and edits it; the platform defaults stay read-only', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.brand);
  await page.goto('/ec/company/fulfillment');
  const table = page.getByRole('table', { name: 'Fulfillment types' });
  await expect(table.getByRole('row', { name: /Platform default/ }).first()).toBeVisible();
  await expect(
    table
      .getByRole('row', { name: /Platform default/ })
      .first()
      .getByRole('button'),
  ).toHaveCount(0);

  const code = `e2e_${Date.now()}`;
  await page.getByRole('button', { name: 'Add type' }).click();
  const form = page.getByRole('form', { name: 'New fulfillment type' });
  await form.getByRole('textbox', { name: 'Code' }).fill(code);
  await form.getByRole('textbox', { name: 'Name' }).fill(`Swap ${code}`);
  await form.getByRole('button', { name: 'Add type' }).click();
  const row = table.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Brand');

  await row.getByRole('button', { name: `Edit Swap ${code}` }).click();
  const edit = page.getByRole('form', { name: `Edit Swap ${code}` });
  await edit.getByRole('checkbox', { name: 'Active' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Inactive');
});

test('a brand narrows its warranties to one selling retailer; the URL keeps it', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.brand);
  await page.goto('/ec/warranty/index');
  const filters = page.getByRole('search', { name: 'Warranty filters' });
  await filters.getByRole('combobox', { name: 'Retailer' }).click();
  await page.getByRole('option', { name: 'Harbor Cycles', exact: true }).click();
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/retailerId=\d+/);
  const rows = page.getByRole('table', { name: 'Warranties' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Harbor Cycles');
  const cells = await rows.evaluateAll((all) =>
    all.slice(1).map((row) => row.querySelectorAll('td')[4]?.textContent ?? ''),
  );
  expect(new Set(cells)).toEqual(new Set(['Harbor Cycles']));
});
