import { expect, type Page, test } from '@playwright/test';
import { EXAMPLE_URL as base } from './exampleServer';

// The example app (examples/fleet-desk), built from the packed @console packages, on its own server and API
// (playwright.config.ts starts it; `pnpm test` builds it before the e2e tests).

async function signIn(page: Page, username: 'lead' | 'mechanic') {
  await page.goto(`${base}/fleet/`);
  await expect(page).toHaveURL(/\/fleet\/login$/);
  await page.getByRole('textbox', { name: 'User name' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill('fleet');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/fleet\/dashboard$/);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Open pages' });

test('the layout shows the example’s own menu, and its routes open as tabs', async ({ page }) => {
  await signIn(page, 'lead');
  for (const entry of ['Overview', 'Bikes', 'Uploads', 'Settings']) {
    await expect(menu(page).getByRole('link', { name: entry })).toBeVisible();
  }
  await expect(page).toHaveTitle('Fleet Desk');

  await menu(page).getByRole('link', { name: 'Bikes' }).click();
  await expect(page).toHaveURL(/\/fleet\/bikes\/index$/);
  await expect(page.getByRole('table', { name: 'Bikes' })).toBeVisible();
  await menu(page).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByText('fleet:bike:retire', { exact: false })).toBeVisible();

  // Back through the tabs: each kept its page.
  await tabs(page).getByRole('link', { name: 'Bikes' }).click();
  await expect(page).toHaveURL(/\/fleet\/bikes\/index$/);
  await tabs(page).getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/fleet\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Sync with depot' })).toBeVisible();
});

test('the bikes list fetches page 2 from the example’s API', async ({ page }) => {
  await signIn(page, 'lead');
  await menu(page).getByRole('link', { name: 'Bikes' }).click();
  const table = page.getByRole('table', { name: 'Bikes' });
  await expect(table.getByRole('button', { name: 'EB-0001' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Total 57');

  const second = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/fleet-api/bikes' && url.searchParams.get('pageNum') === '2';
  });
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
  const request = await second;
  expect(request.headers().authorization).toMatch(/^Bearer /);
  await expect(table.getByRole('button', { name: 'EB-0011' })).toBeVisible();
  await expect(table.getByRole('button', { name: 'EB-0001' })).toHaveCount(0);

  // The filter goes to the API too.
  const filter = page.getByRole('form', { name: 'Filter bikes' });
  await filter.getByRole('textbox', { name: 'Model' }).fill('cargo');
  await filter.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Total 19');
  await expect(table.getByRole('button', { name: 'EB-0003' })).toBeVisible();
});

test('HasPermi shows the retire button to the lead and not to the mechanic', async ({ page }) => {
  await signIn(page, 'lead');
  await menu(page).getByRole('link', { name: 'Bikes' }).click();
  await page.getByRole('table', { name: 'Bikes' }).getByRole('button', { name: 'EB-0002' }).click();
  await expect(page).toHaveURL(/\/fleet\/bikes\/detail\?id=2$/);
  await expect(page.getByRole('heading', { name: 'EB-0002' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retire bike' })).toBeVisible();

  // Another user, in a fresh session (the token lives in sessionStorage).
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await signIn(page, 'mechanic');
  // The Settings route is above the mechanic's level: not in the menu.
  await expect(menu(page).getByRole('link', { name: 'Bikes' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.goto(`${base}/fleet/bikes/detail?id=2`);
  await expect(page.getByRole('heading', { name: 'EB-0002' })).toBeVisible();
  await expect(page.getByText('Battery')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retire bike' })).toHaveCount(0);
});

test('an upload reaches the example’s API and is shown', async ({ page }) => {
  await signIn(page, 'lead');
  await menu(page).getByRole('link', { name: 'Uploads' }).click();
  const lists = page.getByRole('group', { name: 'Stock lists' });
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/fleet-api/uploads'));
  await lists.locator('input[type="file"]').setInputFiles({
    name: 'depot-stock.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('code,model\nEB-0001,City 7\n'),
  });
  expect((await (await uploaded).json()).code).toBe(200);
  await expect(page.getByRole('list', { name: 'Stored files' })).toContainText(
    'Stored depot-stock.csv (26 bytes)',
  );
  await expect(lists.getByRole('link', { name: 'depot-stock.csv' })).toBeVisible();
});

test('an API error is shown by the feedback layer', async ({ page }) => {
  await signIn(page, 'lead');
  await page.getByRole('button', { name: 'Sync with depot' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The depot is offline; try again later.' }),
  ).toBeVisible();
});

test('a session ended elsewhere opens the client’s session-expired dialog, which leads to sign-in', async ({
  page,
  request,
}) => {
  await signIn(page, 'lead');
  await menu(page).getByRole('link', { name: 'Bikes' }).click();
  await expect(
    page.getByRole('table', { name: 'Bikes' }).getByRole('button', { name: 'EB-0001' }),
  ).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem('fleet-desk-token'));
  await request.post(`${base}/fleet-api/logout`, { headers: { authorization: `Bearer ${token}` } });

  // The next call answers code 401.
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Your session has ended.');
  await dialog.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/fleet\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
