import { expect, type Page, test } from '@playwright/test';
import { DEMO, signInDirect } from './support';

/** The retailer's available balance on its dashboard, in cents. */
async function availableBalanceCents(page: Page): Promise<number> {
  await page.goto('/ec/dashboard');
  const figure = page.locator('[data-card="availableBalance"] dd');
  await expect(figure).toHaveText(/\d/);
  return Math.round(Number((await figure.textContent())?.replace(/[^\d.-]/g, '')) * 100);
}

/** Registers a Voltline City sold on the 1st of this month through the form; the new unit's page opens. */
async function registerUnit(page: Page, serial: string): Promise<void> {
  await page.goto('/ec/warranty/addwar');
  const form = page.getByRole('form', { name: 'Register a warranty' });
  await form.getByRole('combobox', { name: 'Model' }).click();
  await page.getByRole('option', { name: /Voltline City/ }).click();
  await form.getByRole('textbox', { name: 'Serial number' }).fill(serial);
  await form.getByRole('combobox', { name: 'Purchase date' }).click();
  await page
    .getByRole('button', { name: /\b1st, \d{4}/ })
    .first()
    .click();
  await form.getByRole('textbox', { name: 'Name' }).fill('Pat Rider');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('pat@example.test');
  await form.getByRole('button', { name: 'Register warranty' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Warranty ${serial}` })).toBeVisible();
  await expect(page.getByText('Warranty registered.')).toBeVisible();
}

/** Files a motor claim from the unit's page: 2 h of labor at $120 and a $420 motor, repaired in shop. */
async function fileMotorClaim(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'New claim' }).click();
  const form = page.getByRole('form', { name: 'New claim' });
  await form.getByRole('combobox', { name: 'Failure date' }).click();
  await page
    .getByRole('button', { name: /\b1st, \d{4}/ })
    .first()
    .click();
  await form.getByRole('combobox', { name: 'Causal component' }).click();
  await page.getByRole('option', { name: 'Motor' }).click();
  await form.getByRole('combobox', { name: 'Fulfillment' }).click();
  await page.getByRole('option', { name: 'Repair in shop' }).click();
  await form.getByRole('textbox', { name: 'Complaint' }).fill('Motor cuts out under load.');
  await form.getByRole('textbox', { name: 'Code' }).first().fill('MOTOR-RR');
  await form.getByRole('textbox', { name: 'Description' }).first().fill('Motor remove and refit');
  await form.getByRole('textbox', { name: 'Hours / qty' }).first().fill('2');
  await form.getByRole('textbox', { name: 'Unit price' }).first().fill('120');
  await form.getByRole('button', { name: 'Add line' }).click();
  await form.getByRole('combobox', { name: 'Line 2 kind' }).click();
  await page.getByRole('option', { name: 'Part' }).click();
  await form.getByRole('textbox', { name: 'Code' }).nth(1).fill('VLC-MOT-01');
  await form.getByRole('textbox', { name: 'Description' }).nth(1).fill('Motor');
  await form.getByRole('textbox', { name: 'Hours / qty' }).nth(1).fill('1');
  await form.getByRole('textbox', { name: 'Unit price' }).nth(1).fill('420');
  await expect(form.getByRole('status', { name: 'Claimed total' })).toHaveText('$660.00');
  await form.getByRole('button', { name: 'Submit claim' }).click();
  await expect(page.getByText('Claim submitted.')).toBeVisible();
  // The new claim opens in its drawer, its number in the URL.
  await expect(page).toHaveURL(/claim=\d+/);
  const claim = page.getByRole('dialog', { name: 'Claim' });
  await expect(claim.getByText('Submitted', { exact: true }).first()).toBeVisible();
  const id = new URL(page.url()).searchParams.get('claim') ?? '';
  return `CLM-${id.padStart(6, '0')}`;
}

test('a retailer claims on a unit it sold; the brand approves part of it; the retailer is credited (pending); the admin sees it all', async ({
  page,
  request,
}) => {
  // Four sign-ins and a dozen pages: on a busy CI machine that takes longer than one test's default.
  test.setTimeout(120_000);
  // The retailer registers a unit and files a claim on it.
  await signInDirect(page, request, DEMO.retailer);
  const before = await availableBalanceCents(page);
  const serial = `CLAIM${Date.now()}`;
  await registerUnit(page, serial);
  const number = await fileMotorClaim(page);

  // The brand finds it in its queue of open claims and reviews it.
  await signInDirect(page, request, DEMO.brand);
  await page.goto('/ec/warranty/index?view=claims');
  const filters = page.getByRole('search', { name: 'Claim filters' });
  await filters.getByRole('combobox', { name: 'Claim status' }).click();
  await page.getByRole('option', { name: 'Waiting (open)' }).click();
  await filters.getByRole('textbox', { name: 'Serial number' }).fill(serial);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/view=claims.*open=true|open=true.*view=claims/);
  await page.getByRole('table', { name: 'Claims' }).getByRole('link', { name: number }).click();
  const claim = page.getByRole('dialog', { name: 'Claim' });
  await claim.getByRole('button', { name: 'Start review' }).click();
  await expect(claim.getByText('Under review', { exact: true }).first()).toBeVisible();

  // Partial approval: the labor starts at the rule's flat rate; the part is cut by hand, with its reason.
  await claim.getByRole('button', { name: 'Approve…' }).click();
  const approval = claim.getByRole('form', { name: `Approve ${number}` });
  const labor = approval.getByRole('textbox', { name: 'Line 1 approved' });
  await expect(labor).not.toHaveValue('240.00');
  await approval.getByRole('textbox', { name: 'Line 2 approved' }).fill('400');
  await approval.getByRole('combobox', { name: 'Line 2 reason' }).click();
  await page.getByRole('option', { name: 'Excessive part cost' }).click();
  const submit = approval.getByRole('button', { name: /^Approve \$/ });
  const approvedText = (await submit.textContent()) ?? '';
  const approvedCents = Math.round(Number(approvedText.replace(/[^\d.]/g, '')) * 100);
  expect(approvedCents).toBeGreaterThan(40_000);
  expect(approvedCents).toBeLessThan(66_000);
  await submit.click();
  await expect(page.getByText('Claim approved.')).toBeVisible();
  await expect(claim.getByText('Compensated', { exact: true }).first()).toBeVisible();
  await expect(claim.getByRole('table', { name: 'Claim history' })).toContainText(
    'Partially approved → Compensated',
  );

  // The retailer is credited once, pending for two days: its available balance is unchanged until then.
  await signInDirect(page, request, DEMO.retailer);
  expect(await availableBalanceCents(page)).toBe(before);
  await page.goto('/ec/reports/transaction?status=pending');
  const credits = page
    .getByRole('table', { name: 'Transactions' })
    .getByRole('row', { name: new RegExp(number) });
  await expect(credits).toHaveCount(1, { timeout: 30_000 });
  await expect(credits).toContainText('Claim compensation');
  await expect(credits).toContainText(approvedText.replace(/^Approve /, '+'));

  // The admin sees the unit, the claim and its decision.
  await signInDirect(page, request, DEMO.admin);
  await page.goto(`/ec/warranty/index?view=claims&q=${serial}`);
  const row = page.getByRole('table', { name: 'Claims' }).getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Compensated');
  await row.getByRole('link', { name: number }).click();
  const adminView = page.getByRole('dialog', { name: 'Claim' });
  await expect(adminView.getByRole('table', { name: 'Claim lines' })).toContainText(
    'Adjusted: Excessive part cost',
  );
  // Closing the claim leaves its unit, with the claim in its history.
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/claim=/);
  await expect(page.getByRole('heading', { level: 2, name: `Warranty ${serial}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Claims on this unit' })).toContainText(number);
});

test('a claim whose part must come back: the retailer ships it, the brand receives and inspects it, then the retailer is paid', async ({
  page,
  request,
}) => {
  // Three parties, a return and a payment: on a busy CI machine that takes longer than one test's default.
  test.setTimeout(120_000);
  await signInDirect(page, request, DEMO.retailer);
  const serial = `RMA${Date.now()}`;
  await registerUnit(page, serial);
  await page.getByRole('button', { name: 'New claim' }).click();
  const form = page.getByRole('form', { name: 'New claim' });
  await form.getByRole('combobox', { name: 'Failure date' }).click();
  await page
    .getByRole('button', { name: /\b1st, \d{4}/ })
    .first()
    .click();
  await form.getByRole('combobox', { name: 'Causal component' }).click();
  await page.getByRole('option', { name: 'Motor' }).click();
  await form.getByRole('combobox', { name: 'Fulfillment' }).click();
  await page.getByRole('option', { name: 'Return to brand for repair' }).click();
  await form.getByRole('textbox', { name: 'Complaint' }).fill('Motor grinds.');
  await form.getByRole('combobox', { name: 'Line 1 kind' }).click();
  await page.getByRole('option', { name: 'Part' }).click();
  await form.getByRole('textbox', { name: 'Code' }).fill('VLC-MOT-01');
  await form.getByRole('textbox', { name: 'Description' }).fill('Motor');
  await form.getByRole('textbox', { name: 'Hours / qty' }).fill('1');
  await form.getByRole('textbox', { name: 'Unit price' }).fill('300');
  await form.getByRole('button', { name: 'Submit claim' }).click();
  await expect(page).toHaveURL(/claim=\d+/);
  const claimUrl = page.url().replace(/^.*\/ec/, '/ec');

  // The brand approves in full: the claim waits for the part, an RMA is open.
  await signInDirect(page, request, DEMO.brand);
  await page.goto(claimUrl);
  const claim = page.getByRole('dialog', { name: 'Claim' });
  await claim.getByRole('button', { name: 'Start review' }).click();
  await claim.getByRole('button', { name: 'Approve…' }).click();
  await claim.getByRole('button', { name: /^Approve \$/ }).click();
  await expect(claim.getByText('Awaiting return', { exact: true }).first()).toBeVisible();
  await expect(claim.getByText('Return of parts')).toBeVisible();

  // The retailer ships it.
  await signInDirect(page, request, DEMO.retailer);
  await page.goto(claimUrl);
  const retailerView = page.getByRole('dialog', { name: 'Claim' });
  await retailerView.getByRole('button', { name: 'Mark shipped' }).click();
  const ship = retailerView.getByRole('form', { name: /^Ship RMA-/ });
  await ship.getByRole('textbox', { name: 'Carrier' }).fill('UPS');
  await ship.getByRole('textbox', { name: 'Tracking number' }).fill('1Z999AA10123456784');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(retailerView.getByText('In transit', { exact: true }).first()).toBeVisible();

  // The brand receives and inspects it: a confirmed defect pays the claim.
  await signInDirect(page, request, DEMO.brand);
  await page.goto(claimUrl);
  const brandView = page.getByRole('dialog', { name: 'Claim' });
  await brandView.getByRole('button', { name: 'Receive', exact: true }).click();
  await brandView
    .getByRole('form', { name: /^Receive RMA-/ })
    .getByRole('button', { name: 'Record receipt' })
    .click();
  await brandView.getByRole('button', { name: 'Inspect', exact: true }).click();
  const inspect = brandView.getByRole('form', { name: /^Inspect RMA-/ });
  await inspect.getByRole('combobox', { name: 'Result' }).click();
  await page.getByRole('option', { name: 'Confirmed defect' }).click();
  await inspect.getByRole('button', { name: 'Record inspection' }).click();
  await expect(brandView.getByText('Compensated', { exact: true }).first()).toBeVisible();

  // The admin finds the return among every company's, and on its own page.
  await signInDirect(page, request, DEMO.admin);
  await page.goto('/ec/warranty/index?view=returns');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inspected' }).click();
  await expect(page).toHaveURL(/view=returns/);
  await expect(page).toHaveURL(/status=inspected/);
  await expect(page.getByRole('table', { name: 'Returns' }).getByRole('row').nth(1)).toContainText(
    'Confirmed defect',
  );
  await page.goto(claimUrl);
  await page.getByRole('link', { name: /^Open RMA-\d+ on its own page$/ }).click();
  await expect(page).toHaveURL(/\/ec\/adminConfiguration\/reverse\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: /^Reverse Direction RMA-\d+$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Return history' })).toContainText('Received → Inspected');
});

test('compensation rules: a brand adds a version of its rule; the admin reads every brand’s on a page of its own', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.brand);
  await page.goto('/ec/company/warrantyCompensation');
  const table = page.getByRole('table', { name: 'Compensation rules' });
  const own = table.getByRole('row', { name: /Your brand/ }).first();
  const name = ((await own.getByRole('cell').first().textContent()) ?? '').trim();
  await own.getByRole('button', { name: `New version of ${name}` }).click();
  const form = page.getByRole('form', { name: `New version of ${name}` });
  await form.getByRole('textbox', { name: 'Labor rate per hour (USD)' }).fill('133.00');
  await form.getByRole('combobox', { name: 'New version from' }).click();
  // The calendar opens on this month: the last day offered is after the current version's start.
  await page
    .getByRole('button', { name: /\b(28th|29th|30th|31st), \d{4}/ })
    .last()
    .click();
  await form.getByRole('button', { name: 'Save new version' }).click();
  await expect(form).toHaveCount(0);
  await expect(table.getByRole('row', { name: new RegExp(name) }).first()).toContainText('$133.00/h');

  await signInDirect(page, request, DEMO.admin);
  await page.goto('/ec/adminConfiguration/adminWarrantyCompensation');
  const adminTable = page.getByRole('table', { name: 'Compensation rules' });
  await adminTable.getByRole('link', { name }).first().click();
  await expect(page).toHaveURL(/\/ec\/adminConfiguration\/adminWarrantyDetail\/\d+$/);
  await expect(page.getByText('$133.00 per hour')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Versions' }).getByRole('row')).not.toHaveCount(2);
});

test('an admin voids a registration with a reason; the unit’s history says who and why', async ({
  page,
  request,
}) => {
  await signInDirect(page, request, DEMO.retailer);
  const serial = `WRONGFRAME${Date.now()}`;
  await registerUnit(page, serial);
  const url = page.url().replace(/^.*\/ec/, '/ec');

  await signInDirect(page, request, DEMO.admin);
  await page.goto(url);
  await page.getByRole('button', { name: 'Void' }).click();
  const form = page.getByRole('form', { name: `Void ${serial}` });
  await form.getByRole('button', { name: 'Void warranty' }).click();
  await expect(form.getByText('Enter the reason.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Reason' }).fill('Registered on the wrong frame.');
  await form.getByRole('button', { name: 'Void warranty' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Status history' })).toContainText('Active → Void');
  await expect(page.getByRole('table', { name: 'Status history' })).toContainText(
    'Registered on the wrong frame.',
  );
  await expect(page.getByRole('button', { name: 'Void' })).toHaveCount(0);
});
