import { expect, test } from '@playwright/test';
import { DEMO, signInDirect } from './support';

const FINANCE = 'finance@console.test';

test('a finance admin reads the Financial page: figures, charts, CSV and a ledger in balance', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, FINANCE);
  await page.goto('/ec/financial/index');
  await expect(page.getByRole('heading', { level: 2, name: 'Financial' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'This month' })).toBeChecked();
  await expect(page.locator('[data-card="owedRetailers"] dd').first()).toHaveText(/^\$[\d,]+\.\d\d$/);

  // The period goes through the address, so the radio turns on once the route has changed.
  await page.getByRole('radio', { name: 'Year' }).click();
  await expect(page.getByRole('radio', { name: 'Year' })).toBeChecked();
  const year = new Date().getUTCFullYear();
  await expect(page.getByText(new RegExp(`^Period: ${year}-01-01 – `))).toBeVisible();
  // The chart library arrives with the page's charts; a year is drawn per week.
  await expect(page.getByRole('img', { name: /^Compensation and payouts, \d+ points: / })).toBeVisible();
  await expect(page.getByText('Per week').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Compensation per brand' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(
    new RegExp(`^financial-${year}-01-01-${year}-\\d\\d-\\d\\d\\.csv$`),
  );

  // The period is in the address: a reload keeps it.
  await expect(page).toHaveURL(/\?period=year$/);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Year' })).toBeChecked();

  const integrity = page
    .getByRole('heading', { level: 3, name: 'Ledger integrity' })
    .locator('..')
    .locator('..');
  await expect(integrity.getByText('Ledger in balance')).toBeVisible();
});

test("the dashboard's trend is drawn by the same chart library", async ({ page, request }) => {
  await signInDirect(page, request, DEMO.admin);
  await page.goto('/ec/dashboard');
  const chart = page.getByRole('img', { name: /^Net change of all available balances, 6 months: / });
  await expect(chart).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeAttached();
});
