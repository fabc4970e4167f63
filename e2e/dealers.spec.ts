import { expect, type Page, test } from '@playwright/test';
import { DEMO, signInDirect } from './support';

/** dealer@ owns Iron Cycles 28, a Ridgeway dealer with no Voltline relation in the demo data. */
const DEALER = 'dealer@console.test';
const IRON = 'Iron Cycles 28';

/** The retailers the brand's warranty list offers in its Retailer filter. */
async function warrantyRetailerOptions(page: Page): Promise<string[]> {
  await page.goto('/ec/warranty/index');
  const filters = page.getByRole('search', { name: 'Warranty filters' });
  await filters.getByRole('combobox', { name: 'Retailer' }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allInnerTexts();
  await page.keyboard.press('Escape');
  return names.map((name) => name.trim());
}

test('a brand invites a retailer that accepts on Brands; the retailer then appears in the warranty filters', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.brand);
  const before = await warrantyRetailerOptions(page);
  expect(before).toContain('Harbor Cycles');
  expect(before).not.toContain(IRON);

  // The brand's retailers page pages its relations and invites from a search of the platform's retailers.
  await page.goto('/ec/company/retailers');
  await expect(page.getByRole('heading', { level: 2, name: 'Retailers' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Retailers' }).getByRole('row')).toHaveCount(21);
  await expect(page.getByRole('tab', { name: 'Requests (3)' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite a retailer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a retailer' });
  await dialog.getByRole('searchbox', { name: 'Find a retailer' }).fill('iron cycles');
  await dialog.getByRole('radio', { name: `${IRON} · IL` }).click();
  await dialog.getByRole('textbox', { name: 'Dealer number' }).fill('VL-2801');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const filters = page.getByRole('search', { name: 'Retailer filters' });
  await filters.getByRole('textbox', { name: 'Retailer or dealer number' }).fill('VL-2801');
  await filters.getByRole('button', { name: 'Search' }).click();
  const invited = page.getByRole('table', { name: 'Retailers' }).getByRole('row').nth(1);
  await expect(invited.getByRole('cell', { name: IRON, exact: true })).toBeVisible();
  await expect(invited.getByText('Invited')).toBeVisible();
  await expect(invited.getByRole('button', { name: `Withdraw ${IRON}` })).toBeVisible();

  // The retailer's owner accepts on Brands.
  await signInDirect(page, request, DEALER);
  await page.goto('/ec/brand/index');
  const voltline = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Voltline Bikes', exact: true }) });
  await expect(voltline.getByText('Invited')).toBeVisible();
  await expect(voltline.getByText('VL-2801')).toBeVisible();
  await voltline.getByRole('button', { name: 'Accept: Voltline Bikes' }).click();
  const accept = page.getByRole('dialog', { name: 'Become a dealer of Voltline Bikes' });
  await accept.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Dealership accepted.')).toBeVisible();
  await expect(voltline.getByText('Active')).toBeVisible();
  await expect(voltline.getByRole('button')).toHaveCount(0);

  // The brand now finds it among its warranty filters' retailers, and as active on its list.
  await signInDirect(page, request, DEMO.brand);
  expect(await warrantyRetailerOptions(page)).toContain(IRON);
  await page.goto('/ec/company/retailers?q=VL-2801');
  await expect(page.getByRole('table', { name: 'Retailers' }).getByText('Active')).toBeVisible();
});

test('brand staff read the retailers list without its actions', async ({ page, request }) => {
  await signInDirect(page, request, 'brand.staff@console.test');
  await page.goto('/ec/company/retailers');
  const table = page.getByRole('table', { name: 'Retailers' });
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(page.getByRole('button', { name: 'Invite a retailer' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: /^(Suspend|Terminate|Accept) / })).toHaveCount(0);
  await table.getByRole('button', { name: 'History of Harbor Cycles', exact: true }).click();
  const history = page.getByRole('dialog', { name: 'History of Harbor Cycles' });
  await expect(history.getByRole('table', { name: 'Dealership history' }).getByText('Active')).toBeVisible();
});
