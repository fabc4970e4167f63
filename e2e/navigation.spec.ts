import { expect, type Page, test } from '@playwright/test';
import { DEMO, signInDirect } from './support';

// The router's work that users feel: leaving unsaved changes asks first, and scroll positions (spec §2).

/** How far the page is scrolled (the document scrolls in the default layout). */
const scrollTop = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollTop ?? 0);

test('a form with unsaved changes asks before a sidebar click leaves it', async ({ page, request }) => {
  await signInDirect(page, request, DEMO.retailer);
  await page.goto('/ec/warranty/addwar');
  const form = page.getByRole('form', { name: 'Register a warranty' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Pat Rider');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });

  await nav.getByRole('link', { name: 'Dashboard' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('What you entered on this page has not been saved.');
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/ec\/warranty\/addwar$/);
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Pat Rider');

  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/ec\/dashboard$/);

  // A form nobody typed into lets the user go without a question.
  await page.goto('/ec/warranty/addwar');
  await expect(form).toBeVisible();
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/ec\/dashboard$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('back to a scrolled list restores its position; a sidebar click lands at the top', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 480 });
  await signInDirect(page, request, DEMO.brand);
  await page.goto('/ec/warranty/index');
  const table = page.getByRole('table', { name: 'Warranties' });
  await expect(table.getByRole('row')).toHaveCount(21);

  const row = table.getByRole('row').nth(12);
  await row.scrollIntoViewIfNeeded();
  const listPosition = await scrollTop(page);
  expect(listPosition).toBeGreaterThan(100);
  const serial = ((await row.getByRole('link').textContent()) ?? '').trim();
  await row.getByRole('link', { name: serial }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Warranty ${serial}` })).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/ec\/warranty\/index$/);
  await expect.poll(() => scrollTop(page)).toBe(listPosition);

  // The list is kept alive in its tab, scrolled; a menu click still opens a page at its top.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page).toHaveURL(/\/ec\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Warranties' })
    .click();
  await expect(page).toHaveURL(/\/ec\/warranty\/index$/);
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect.poll(() => scrollTop(page)).toBe(0);
});

test('a signed-in user on a 404 or 401 page is offered the way back to the console, not sign-in', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.brand);
  await page.goto('/ec/no/such/page');
  await expect(page).toHaveURL(/\/ec\/404$/);
  const bar = page.getByRole('navigation', { name: 'Public pages' });
  await expect(bar.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(bar.getByRole('link', { name: 'Register' })).toHaveCount(0);
  await bar.getByRole('link', { name: 'Back to the console' }).click();
  await expect(page).toHaveURL(/\/ec\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('the code of the pages in the sidebar loads while the browser is idle: opening one then fetches only its data', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.brand);
  await page.goto('/ec/dashboard');
  await expect(page.getByRole('table', { name: 'Recent payment logs' })).toBeVisible();
  // The idle loads name themselves in the performance timeline; the warranties page is among the links in view.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByName('console:idle-load').map((mark) => (mark as PerformanceMark).detail),
      ),
    )
    .toContain('warranties');
  await page.waitForLoadState('networkidle');

  const scripts: string[] = [];
  page.on('request', (asked) => {
    if (asked.resourceType() === 'script') scripts.push(new URL(asked.url()).pathname);
  });
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Warranties', exact: true })
    .click();
  await expect(
    page.getByRole('table', { name: 'Warranties' }).locator('tbody tr:not(:has(td[colspan]))').first(),
  ).toBeVisible();
  // The queue goes on loading other pages' code while idle (on a busy machine, after this click too): none
  // of what was fetched is the warranties page's own.
  expect(scripts.filter((script) => /\/(Warranty|warranty\.)/.test(script))).toEqual([]);
});

test('a list that changes its own URL stays one tab and keeps what is being typed, shown again too', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.brand);
  await page.goto('/ec/warranty/index');
  const serial = page
    .getByRole('search', { name: 'Warranty filters' })
    .getByRole('textbox', { name: 'Serial number' });
  await serial.fill('WIP-123');
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('combobox', { name: 'Items per page' })
    .selectOption('10');
  await expect(page).toHaveURL(/\/ec\/warranty\/index\?.*pageSize=10/);
  const tabs = page.getByRole('navigation', { name: 'Open pages' });
  await expect(tabs.getByRole('link')).toHaveText(['Dashboard', 'Warranties']);
  // The same page, not a second one mounted for the new URL: the draft filter is still there.
  await expect(serial).toHaveValue('WIP-123');

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page).toHaveURL(/\/ec\/dashboard$/);
  await tabs.getByRole('link', { name: 'Warranties' }).click();
  await expect(page).toHaveURL(/\/ec\/warranty\/index\?.*pageSize=10/);
  await expect(serial).toHaveValue('WIP-123');
});
