import { expect, type Page, test } from '@playwright/test';
import { DEMO, signInDirect } from './support';

/** Sets a time of one opening period in the shop form. */
async function setTime(page: Page, name: string, time: string) {
  await page.getByRole('textbox', { name }).fill(time);
}

test('a retailer adds a shop with opening hours and a service; an admin then finds the shop', async ({
  page,
  request,
}) => {
  const shopName = `E2E Shop ${Date.now()}`;
  await signInDirect(page, request, DEMO.retailer);
  await page.goto('/ec/company/shop');
  await expect(page.getByRole('table', { name: 'Shops' }).getByRole('row')).toHaveCount(1 + 13);
  await page.getByRole('button', { name: 'Add shop' }).click();

  const form = page.getByRole('form', { name: 'New shop' });
  await form.getByRole('textbox', { name: 'Name' }).fill(shopName);
  await form.getByRole('textbox', { name: 'Street address' }).fill('3 Marina Blvd');
  await form.getByRole('textbox', { name: 'City' }).fill('San Francisco');
  await form.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'California' }).click();
  await form.getByRole('combobox', { name: 'Time zone' }).click();
  await page.getByRole('option', { name: 'Pacific' }).click();
  const monday = form.getByRole('group', { name: 'Monday' });
  await monday.getByRole('button', { name: 'Add hours to Monday' }).click();
  await setTime(page, 'Monday period 1 opens', '08:30');
  await setTime(page, 'Monday period 1 closes', '17:30');
  await form.getByRole('button', { name: 'Copy to… (Monday)' }).click();
  const copy = page.getByRole('dialog', { name: "Copy Monday's hours" });
  await copy.getByRole('button', { name: 'Every other day' }).click();
  await copy.getByRole('button', { name: 'Copy' }).click();

  // A bad ZIP is refused on its field, and nothing is sent.
  const zip = form.getByRole('textbox', { name: 'ZIP code' });
  await zip.fill('9412');
  await form.getByRole('button', { name: 'Add shop' }).click();
  await expect(zip).toHaveAccessibleDescription('Enter a ZIP code of 5 digits, or 5+4 as 12345-6789.');
  await zip.fill('94123');
  await form.getByRole('button', { name: 'Add shop' }).click();

  await expect(page).toHaveURL(/\/ec\/company\/shop\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: shopName })).toBeVisible();
  // Every day of the week, and today (the list, kept in its tab, shows the new shop too, out of sight).
  await expect(page.getByText('08:30–17:30').filter({ visible: true })).toHaveCount(8);

  // A service offered at the new shop.
  await page.goto('/ec/company/service');
  await page.getByRole('button', { name: 'Add service' }).click();
  const service = page.getByRole('form', { name: 'New service' });
  const serviceName = `E2E fitting ${Date.now()}`;
  await service.getByRole('textbox', { name: 'Name' }).fill(serviceName);
  await service.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Fitting' }).click();
  await service.getByRole('textbox', { name: 'Duration (minutes)' }).fill('60');
  await service.getByRole('textbox', { name: 'Price (USD)' }).fill('120.50');
  await service.getByRole('checkbox', { name: shopName }).click();
  await service.getByRole('button', { name: 'Add service' }).click();
  await expect(service).toHaveCount(0);
  const filters = page.getByRole('search', { name: 'Service filters' });
  await filters.getByRole('textbox', { name: 'Search' }).fill(serviceName);
  await filters.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('table', { name: 'Services' }).getByRole('row').nth(1);
  await expect(row).toContainText(serviceName);
  await expect(row).toContainText('$120.50');
  await expect(row).toContainText(shopName);

  // An admin finds the shop among every company's.
  await signInDirect(page, request, DEMO.admin);
  await page.goto('/ec/admin/shop/index');
  const adminFilters = page.getByRole('search', { name: 'Shop filters' });
  await adminFilters.getByRole('textbox', { name: 'Search' }).fill(shopName);
  await adminFilters.getByRole('button', { name: 'Search' }).click();
  const shops = page.getByRole('table', { name: 'Shops' });
  await expect(shops.getByRole('row')).toHaveCount(2);
  await expect(shops.getByRole('row').nth(1)).toContainText('Harbor Cycles');
  await shops.getByRole('link', { name: shopName }).click();
  await expect(page).toHaveURL(/\/ec\/admin\/shop\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: shopName })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Services' })).toContainText(serviceName);
});
