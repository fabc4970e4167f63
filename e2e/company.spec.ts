import { expect, test } from '@playwright/test';
import { DEMO, signInDirect } from './support';

test('a retailer edits its details: a bad ZIP is refused on its field, then the change is saved and shown', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.retailer);
  await page.goto('/ec/company/details');
  await expect(page.getByRole('heading', { level: 3, name: 'Harbor Cycles' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/ec\/company\/details\/edit$/);

  const form = page.getByRole('form', { name: 'Company details' });
  const zip = form.getByRole('textbox', { name: 'ZIP code' });
  await zip.fill('9411');
  await form.getByRole('textbox', { name: 'Phone' }).fill('+1 (415) 555-0177');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(zip).toHaveAccessibleDescription('Enter a ZIP code of 5 digits, or 5+4 as 12345-6789.');
  await expect(page).toHaveURL(/\/ec\/company\/details\/edit$/);

  await zip.fill('94105-1804');
  await form.getByRole('combobox', { name: 'Time zone' }).click();
  await page.getByRole('option', { name: 'Pacific' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/ec\/company\/details$/);
  await expect(page.getByText('Company details saved.')).toBeVisible();

  const facts = page.locator('dl');
  await expect(facts).toContainText('San Francisco, CA 94105-1804');
  await expect(facts).toContainText('+1 (415) 555-0177');
  await expect(facts).toContainText('Pacific (America/Los_Angeles)');
  const badges = page.getByRole('list', { name: 'Badges' });
  await expect(badges.getByRole('listitem').filter({ hasText: 'Authorised dealer of' })).toHaveText([
    'Authorised dealer of Ridgeway E-Bikes',
    'Authorised dealer of Voltline Bikes',
  ]);

  // A reload asks the server again: the change is stored.
  await page.reload();
  await expect(page.locator('dl')).toContainText('San Francisco, CA 94105-1804');

  // The Quick Start Guide ticks the profile off, links each step to its screen, and closes per user.
  await page.goto('/ec/quickStart/index');
  const profile = page.getByRole('list', { name: 'Steps' }).getByRole('listitem').first();
  await expect(profile.getByRole('link', { name: 'Complete your company profile' })).toHaveAttribute(
    'href',
    '/ec/company/details/edit',
  );
  await expect(profile.getByText('Done', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d of \d steps done$/)).toBeVisible();
  await page.getByRole('button', { name: 'Close the guide' }).click();
  await expect(page.getByText(/^You closed the Quick Start Guide on \d{4}-\d{2}-\d{2}\./)).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Show the guide again' }).click();
  await expect(page.getByRole('list', { name: 'Steps' })).toBeVisible();
});

test('a retailer’s staff user reads the company details but may not edit them', async ({ page, request }) => {
  await signInDirect(page, request, 'retailer.staff@console.test');
  await page.goto('/ec/company/details');
  await expect(page.getByRole('heading', { level: 3, name: 'Harbor Cycles' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await page.goto('/ec/company/details/edit');
  await expect(page.getByText("Only the company's owner or a manager can change its details.")).toBeVisible();
  await expect(page.getByRole('form', { name: 'Company details' })).toHaveCount(0);
});

test('a brand opens its company details from the user menu', async ({ page, request }) => {
  await signInDirect(page, request, DEMO.onsite);
  await page.goto('/ec/dashboard');
  await page.getByRole('button', { name: /Omar Onsite/ }).click();
  await page.getByRole('menuitem', { name: 'Company Details' }).click();
  await expect(page).toHaveURL(/\/ec\/company\/details$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Ridgeway E-Bikes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Badges' })).toContainText('Onsite service');
});
