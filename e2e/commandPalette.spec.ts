import { expect, type Page, test } from '@playwright/test';
import { DEMO, signInDirect } from './support';

// The header search as a command palette (Ctrl+K), per role, driven by the keyboard.

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const listbox = (page: Page) => page.getByRole('listbox', { name: 'Search' });
const section = (page: Page, name: string) => listbox(page).getByRole('group', { name });

async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
  await expect(combobox(page)).toHaveAttribute('aria-busy', 'false');
}

/** Types a query, arrows down to the option named `name` (in the section `inSection`) and presses Enter. */
async function run(page: Page, query: string, name: string | RegExp, inSection = 'Commands') {
  await openPalette(page);
  await page.keyboard.type(query);
  const option = section(page, inSection).getByRole('option', { name });
  await expect(option).toHaveCount(1);
  const id = await option.getAttribute('id');
  for (let i = 0; i < 30 && (await combobox(page).getAttribute('aria-activedescendant')) !== id; i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
}

async function commandTitles(page: Page): Promise<string[]> {
  return section(page, 'Commands').getByRole('option').allInnerTexts();
}

const controlHeight = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--console-control-height').trim(),
  );

test('retailer: the palette offers its commands and this screen’s; new booking, size, tabs and log out', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.retailer);
  await page.goto('/ec/warranty/index');
  await expect(page.getByRole('button', { name: 'Register a warranty' })).toBeVisible();

  await openPalette(page);
  await expect(section(page, 'On this page').getByRole('option')).toHaveText([
    'Register a warranty',
    'Export warranties',
  ]);
  const commands = await commandTitles(page);
  expect(commands).toEqual(expect.arrayContaining(['New booking', 'Report a problem', 'Log out']));
  // The screen's own "Register a warranty" stands for the global one.
  expect(commands).not.toContain('Register a warranty');
  await expect(page.getByRole('status').filter({ hasText: /results$/ })).toHaveText(/^\d+ results$/);
  await page.keyboard.press('Escape');
  await expect(combobox(page)).toHaveCount(0);

  // New booking from another screen: the booking manager opens with its drawer.
  await run(page, 'new booking', 'New booking');
  await expect(page).toHaveURL(/\/ec\/events\/eventsManager$/);
  await expect(page.getByRole('dialog', { name: 'New booking' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'New booking' })).toHaveCount(0);

  await run(page, 'switch size', 'Size: Small');
  await expect.poll(() => controlHeight(page)).toBe('32px');

  // The warranty list is an open tab: switch back to it.
  await openPalette(page);
  await expect(section(page, 'Open tabs').getByRole('option', { name: 'Warranties' })).toBeVisible();
  await page.keyboard.press('Escape');
  await run(page, 'warranties', /^Warranties$/, 'Open tabs');
  await expect(page).toHaveURL(/\/ec\/warranty\/index$/);

  await run(page, 'log out', 'Log out');
  const dialog = page.getByRole('alertdialog', { name: 'Tips' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/ec\/home$/);
});

test('brand: no booking to create; register a warranty, report a problem, size and a tab', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.brand);
  await page.goto('/ec/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await openPalette(page);
  const commands = await commandTitles(page);
  expect(commands).toEqual(expect.arrayContaining(['Register a warranty', 'Report a problem', 'Log out']));
  expect(commands).not.toContain('New booking');
  await page.keyboard.press('Escape');

  await run(page, 'register', 'Register a warranty');
  await expect(page).toHaveURL(/\/ec\/warranty\/addwar$/);

  await run(page, 'report', 'Report a problem');
  await expect(page.getByRole('dialog', { name: 'Report a problem' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Report a problem' })).toHaveCount(0);

  await run(page, 'size', 'Size: Mini');
  await expect.poll(() => controlHeight(page)).toBe('28px');

  await run(page, 'dashboard', /^Dashboard$/, 'Open tabs');
  await expect(page).toHaveURL(/\/ec\/dashboard$/);
});

test('platform admin: no booking and no problem report; register a warranty, a tab and log out', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.admin);
  await page.goto('/ec/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await openPalette(page);
  const commands = await commandTitles(page);
  expect(commands).toContain('Register a warranty');
  expect(commands).not.toContain('New booking');
  expect(commands).not.toContain('Report a problem');
  await page.keyboard.press('Escape');

  await run(page, 'register', 'Register a warranty');
  await expect(page).toHaveURL(/\/ec\/warranty\/addwar$/);

  await run(page, 'size', 'Size: Default');
  await expect.poll(() => controlHeight(page)).toBe('40px');

  await openPalette(page);
  await expect(section(page, 'Open tabs').getByRole('option', { name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Escape');
  await run(page, 'dashboard', /^Dashboard$/, 'Open tabs');
  await expect(page).toHaveURL(/\/ec\/dashboard$/);

  await run(page, 'log out', 'Log out');
  await page.getByRole('alertdialog', { name: 'Tips' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/ec\/home$/);
});
