import { expect, test } from '@playwright/test';
import { DEMO, sidebarEntries, signInDirect } from './support';

// The console frame against the real API, per role (the sign-in form itself is covered in auth.spec.ts).
const menus: Record<keyof typeof DEMO, string[]> = {
  admin: [
    'Dashboard',
    'Warranties',
    'Appointments',
    'Companies',
    'Configuration',
    'Users',
    'Financial',
    'Shops',
    'Amount list',
    'Bug Reports',
  ],
  brand: ['Dashboard', 'Warranties', 'Test Rides', 'Company', 'Appointments', 'Bug Reports'],
  onsite: ['Dashboard', 'Warranties', 'Test Rides', 'Company', 'Appointments', 'Bug Reports'],
  retailer: [
    'Dashboard',
    'Quick Start Guide',
    'Warranties',
    'Brands',
    'Events',
    'Reports',
    'Live Data Program',
    'Company',
    'Appointments',
    'Bug Reports',
  ],
};

/** A route of another role for each demo user. */
const foreignRoute: Record<keyof typeof DEMO, string> = {
  admin: '/company/retailers',
  brand: '/events/eventsManager',
  onsite: '/amount/index',
  retailer: '/admin-company/brand',
};

for (const role of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
  test(`${role}: the sidebar holds exactly the role's menu; another role's route is 401, an unknown one 404`, async ({
    page,
    request,
  }) => {
    await signInDirect(page, request, DEMO[role]);
    await page.goto('/ec/dashboard');
    expect(await sidebarEntries(page)).toEqual(menus[role]);
    // Dynamic titles are off by default (spec §3): the title is the product's.
    await expect(page).toHaveTitle('Console');

    await page.goto(`/ec${foreignRoute[role]}`);
    await expect(page).toHaveURL(/\/ec\/401$/);
    await expect(page.getByRole('heading', { name: 'You have no access to this page' })).toBeVisible();

    await page.goto('/ec/no/such/page');
    await expect(page).toHaveURL(/\/ec\/404$/);
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  });
}

test('a brand sees its company sub-menu, the balance, and its Developer page; onsite pages are not its', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.brand);
  await page.goto('/ec/dashboard');
  await expect(page.getByRole('link', { name: 'Balance: 12,345.67' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Company' }).click();
  await expect(nav.getByRole('link')).toContainText([
    'Company Details',
    'Retailers',
    'Employees',
    'Warranty Compensation',
    'Fulfillment Type',
    'Products',
    'Developer',
  ]);
  await nav.getByRole('link', { name: 'Developer' }).click();
  await expect(page).toHaveURL(/\/ec\/company\/webhook$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'HOME',
    '/Company',
    '/Developer',
  ]);
  await expect(page.getByRole('table', { name: 'Webhook endpoints' })).toBeVisible();

  // Onsite Service belongs to brands with onsite service only.
  await page.goto('/ec/onsite/work/flightBoard');
  await expect(page).toHaveURL(/\/ec\/401$/);
});

test('tabs open and close across real screens; pinned Dashboard stays; logout asks first', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.retailer);
  await page.goto('/ec/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // Each page is in view before the next click, as a user sees it: a click while the last navigation is
  // still under way cancels it (as in a browser), and on a busy machine that would lose its tab.
  await nav.getByRole('link', { name: 'Warranties' }).click();
  await expect(page).toHaveURL(/\/ec\/warranty\/index$/);
  await nav.getByRole('link', { name: 'Bug Reports' }).click();
  await expect(page).toHaveURL(/\/ec\/bugs\/index$/);
  await nav.getByRole('link', { name: 'Quick Start Guide' }).click();
  const tabs = page.getByRole('navigation', { name: 'Open pages' });
  await expect(tabs.getByRole('link')).toHaveText([
    'Dashboard',
    'Warranties',
    'Bug Reports',
    'Quick Start Guide',
  ]);

  await tabs.getByRole('button', { name: 'Close Quick Start Guide' }).click();
  await expect(page).toHaveURL(/\/ec\/bugs\/index$/);
  await tabs.getByRole('link', { name: 'Warranties' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Close Others' }).click();
  await expect(tabs.getByRole('link')).toHaveText(['Dashboard', 'Warranties']);

  // The user menu's button is named by the user (their avatar's alt text, or their name).
  await page.getByRole('button', { name: 'Rita Retail' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure to log out and exit the system?');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/ec\/home$/);
  await page.goto('/ec/dashboard');
  await expect(page).toHaveURL(/\/ec\/home\?redirect=%2Fdashboard$/);
});

test('header search finds a page by a fuzzy title and opens it', async ({ page, request }) => {
  await signInDirect(page, request, DEMO.brand);
  await page.goto('/ec/dashboard');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Search' }).fill('retalers');
  await page
    .getByRole('option', { name: /Retailers/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ec\/company\/retailers$/);
});

test('layout settings survive a reload, and reset restores the defaults', async ({ page, request }) => {
  await signInDirect(page, request, DEMO.admin);
  await page.goto('/ec/dashboard');
  await expect(page.getByRole('navigation', { name: 'Open pages' })).toBeVisible();
  await page.getByRole('button', { name: 'Ada Admin' }).click();
  await page.getByRole('menuitem', { name: 'Layout settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Page style settings' });
  await drawer.getByRole('switch', { name: 'Tags view' }).click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Open pages' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Ada Admin' }).click();
  await page.getByRole('menuitem', { name: 'Layout settings' }).click();
  await page
    .getByRole('dialog', { name: 'Page style settings' })
    .getByRole('button', { name: 'Reset' })
    .click();
  await expect(page.getByRole('navigation', { name: 'Open pages' })).toBeVisible({ timeout: 10_000 });
  expect(await page.evaluate(() => localStorage.getItem('layout-setting'))).toBeNull();
});

test('the size selector switches the size and says so', async ({ page, request }) => {
  await signInDirect(page, request, DEMO.retailer);
  await page.goto('/ec/dashboard');
  await page.getByRole('button', { name: 'Size' }).click();
  await page.getByRole('menuitem', { name: 'Small' }).click();
  await expect(page.getByText('Switch Size Success')).toBeVisible();
});

test('at 375 px the sidebar is a drawer that closes after choosing a page', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInDirect(page, request, DEMO.retailer);
  await page.goto('/ec/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Warranties' }).click();
  await expect(page).toHaveURL(/\/ec\/warranty\/index$/);
  await expect(nav).toBeHidden();
});

test('a kept-alive tab keeps its state; a 401 during use shows one dialog and comes back after signing in', async ({
  page,
  request,
}) => {
  const token = await signInDirect(page, request, DEMO.brand);
  await page.goto('/ec/onsite/amount/list');
  const pageSize = page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('combobox', { name: 'Items per page' });
  await pageSize.selectOption('10');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Warranties' })
    .click();
  await expect(page).toHaveURL(/\/ec\/warranty\/index$/);
  await page
    .getByRole('navigation', { name: 'Open pages' })
    .getByRole('link', { name: 'Balance History' })
    .click();
  // The page was kept alive, not mounted again: the choice is still there.
  await expect(pageSize).toHaveValue('10');

  // The session ends elsewhere (e.g. a password change); the next call answers 401.
  await request.post('/api/bee/logout', { headers: { authorization: `Bearer ${token}` } });
  await pageSize.selectOption('30');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toHaveCount(1);
  await expect(dialog).toContainText('登录状态已过期，您可以继续留在该页面，或者重新登录');
  await dialog.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/\/ec\/home\?redirect=%2Fonsite%2Famount%2Flist/);

  await page.goto(`/ec/login?redirect=${encodeURIComponent('/onsite/amount/list')}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.brand);
  await page.getByLabel(/^\*?Password$/).fill('Console#2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/ec\/onsite\/amount\/list$/);
});

test('the dashboard shows each role its own figures from the API', async ({ page, request }) => {
  await signInDirect(page, request, DEMO.brand);
  await page.goto('/ec/dashboard');
  const brandFigures = page.locator('dl');
  await expect(brandFigures).toContainText('Available balance');
  await expect(brandFigures).toContainText('12,345.67');
  await expect(brandFigures).toContainText('Linked retailers');
  const recent = page.getByRole('table', { name: 'Recent payment logs' });
  await expect(recent.getByRole('row')).toHaveCount(6);
  await expect(recent).not.toContainText('Ridgeway');

  await signInDirect(page, request, DEMO.admin);
  await page.goto('/ec/dashboard');
  const adminFigures = page.locator('dl');
  for (const label of [
    'Brands',
    'Retailers',
    'Payment logs awaiting audit',
    'Brand requests awaiting review',
  ]) {
    await expect(adminFigures).toContainText(label);
  }
  await expect(
    page.getByRole('img', { name: /^Net change of all available balances, 6 months:/ }),
  ).toBeVisible();
});
