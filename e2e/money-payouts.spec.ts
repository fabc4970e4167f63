import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, signInDirect } from './support';

// One story in four steps, each building on the one before (the server's data is shared): Summit E-Ride
// finishes its payout set-up with a bank account its bank cannot find; a finance admin runs payouts for every
// company due one; Harbor Cycles' payout is paid and settles exactly its transactions; Summit's fails, its
// money comes back and the set-up asks for another bank account. The e2e server moves payouts within seconds
// (playwright.config.ts).
test.describe.configure({ mode: 'serial' });

const SUMMIT = 'summit@console.test';
const FINANCE = 'finance@console.test';
/** A page opened afresh (its code and data) on a busy machine. */
const PAGE_LOAD = { timeout: 30_000 };
/** A write the server answers (a saved step, an audit, a run queued) on a busy machine. */
const SAVED = { timeout: 15_000 };
/** How long a payout may take to be paid or to fail: seconds at the provider, plus the jobs' polling. */
const PAYOUT_MOVES = { timeout: 90_000, intervals: [1_000, 2_000, 3_000] };
/** The bank account the local provider's bank cannot find (README, "Configuration"). */
const UNKNOWN_ACCOUNT = '000111111116';

/** What the steps pass on to the next. */
const story = {
  /** Summit's available balance before the run, as its Payouts page shows it ('$2,675.40'). */
  summitAvailable: '',
  /** The payouts the run queued, by company: their numbers and amounts as the result shows them. */
  harbor: { number: '', amount: '' },
  summit: { number: '', amount: '' },
};

/** A browser context of its own (its own session), signed in as `email`. */
async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInDirect(page, context.request, email);
  return page;
}

/** A money text ('$1,234.56', '-$12.00', '+$3.00') as cents. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

/** The row of a table whose cells include exactly `text` (a company's name, a payout's number). */
const rowOf = (table: Locator, text: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: text, exact: true }) });

/** A figure of the payout set-up ('Available', 'In transit', …). */
const figure = (page: Page, key: 'available' | 'pending' | 'inTransit' | 'minimum') =>
  page.locator(`[data-card="${key}"] dd`).first();

/** Reloads the page until `check` passes: a user refreshing the page while a payout moves. */
async function reloadUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass(PAYOUT_MOVES);
}

/** The onboarding step's form in the set-up dialog. */
const stepForm = (dialog: Locator, name: string) => dialog.getByRole('form', { name });

test('a retailer completes its payout set-up in the console and the Quick Start Guide ticks it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInDirect(page, request, SUMMIT);
  await page.goto('/ec/reports/payouts');
  await expect(page.getByRole('heading', { level: 2, name: 'Payouts' })).toBeVisible(PAGE_LOAD);

  // The demo set-up has its business details and accepted terms; the representative and the bank are owed.
  await expect(page.getByText('Information needed', { exact: true })).toBeVisible(PAGE_LOAD);
  const facts = page.getByLabel('Payout set-up details');
  await expect(facts.getByRole('listitem')).toHaveText([
    'Company representative',
    'Bank account for payouts',
  ]);
  await expect(facts).toContainText('Finish your payout set-up: 2 steps are still required.');
  await expect(figure(page, 'minimum')).toHaveText('$25.00');
  story.summitAvailable = (await figure(page, 'available').textContent()) ?? '';
  expect(story.summitAvailable).toMatch(/^\$[\d,]+\.\d\d$/);
  expect(centsOf(story.summitAvailable)).toBeGreaterThanOrEqual(2_500);

  await page.getByRole('button', { name: 'Continue set-up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up payouts' });
  await expect(dialog.getByRole('list', { name: 'Onboarding steps' }).getByRole('listitem')).toHaveText([
    '1. Business details (legal name and EIN) (done)',
    '2. Company representative (to do)',
    '3. Bank account for payouts (to do)',
    '4. Payout terms accepted (done)',
  ]);

  // The representative: the date of birth is picked in the calendar (a year back a Shift+Page Up).
  const representative = stepForm(dialog, 'Company representative');
  await representative.getByRole('textbox', { name: 'First name' }).fill('Sue');
  await representative.getByRole('textbox', { name: 'Last name' }).fill('Summit');
  const birthday = representative.getByRole('combobox', { name: 'Date of birth' });
  await birthday.click();
  // The calendar's code arrives on first use; its year and month selects reach a birthday directly.
  await page.getByRole('combobox', { name: /year/i }).selectOption('1984', PAGE_LOAD);
  await page.getByRole('combobox', { name: /month/i }).selectOption({ label: 'March' });
  await page.getByRole('button', { name: /March 9th, 1984/ }).click();
  await expect(birthday).toHaveText('1984-03-09');
  await representative.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Representative saved.')).toBeVisible(SAVED);

  // The bank account: a mistyped routing number is refused on its field, and nothing typed is lost.
  const bank = stepForm(dialog, 'Bank account for payouts');
  const routing = bank.getByRole('textbox', { name: 'Routing number' });
  await routing.fill('110000001');
  await bank.getByRole('textbox', { name: 'Account number' }).fill(UNKNOWN_ACCOUNT);
  await bank.getByRole('button', { name: 'Save and continue' }).click();
  await expect(bank.getByText('This is not a valid US routing number.')).toBeVisible(SAVED);
  await expect(routing).toHaveAttribute('aria-invalid', 'true');
  await expect(bank.getByRole('textbox', { name: 'Account number' })).toHaveValue(UNKNOWN_ACCOUNT);
  await routing.fill('110000000');
  await bank.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Bank account saved.')).toBeVisible(SAVED);

  // Nothing more is due: payouts are enabled, to the account's last four digits only.
  await expect(dialog.getByText(/^Nothing more is needed\./)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Payouts enabled', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Payouts are enabled: your available balance is paid to your bank account.'),
  ).toBeVisible();
  await expect(facts).toContainText('STRIPE TEST BANK ••••1116');
  await expect(facts).toContainText('Your available balance goes out with the next payout run.');
  await expect(facts.getByRole('listitem')).toHaveCount(0);
  await expect(facts).not.toContainText(UNKNOWN_ACCOUNT);

  // The Quick Start Guide ticks its payouts step.
  await page.goto('/ec/quickStart/index');
  const step = page
    .getByRole('list', { name: 'Steps' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Set up payouts' }) });
  await expect(step.getByText('Done', { exact: true })).toBeVisible(PAGE_LOAD);
});

test('an admin previews a payout run (who is paid what, who is skipped and why), confirms it and sees what was queued', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A debit leaves Fjord Cycles 25 (set up for payouts) below the minimum: one admin enters it, another
  // approves it.
  const admin = await signedInPage(browser, DEMO.admin);
  await admin.goto('/ec/amount/payLogs');
  await admin.getByRole('button', { name: 'Add payment log' }).click(PAGE_LOAD);
  const add = admin.getByRole('dialog', { name: 'Add payment log' });
  await add.getByRole('combobox', { name: 'Company' }).click();
  await admin.getByRole('option', { name: 'Fjord Cycles 25 (retailer)' }).click();
  await add.getByRole('radio', { name: /^Debit/ }).click();
  await add.getByRole('textbox', { name: 'Amount' }).fill('40.00');
  await add.getByRole('combobox', { name: 'Category' }).click();
  await admin.getByRole('option', { name: 'Correction' }).click();
  const reference = `ADJ-E2E-${Date.now() % 100_000}`;
  await add.getByRole('textbox', { name: 'External reference' }).fill(reference);
  await add.getByRole('textbox', { name: 'Note' }).fill('Promotion credited twice.');
  await add.getByRole('button', { name: 'Enter payment log' }).click();
  await expect(admin.getByText('Payment log entered; another administrator must audit it.')).toBeVisible(
    SAVED,
  );
  await admin.context().close();

  const finance = await signedInPage(browser, FINANCE);
  await finance.goto('/ec/amount/payLogs');
  const queued = finance
    .getByRole('table', { name: 'Payment logs awaiting audit' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(queued).toContainText('-$40.00', PAGE_LOAD);
  await queued.getByRole('button', { name: 'Audit' }).click();
  await finance
    .getByRole('dialog', { name: /^Audit payment log #\d+$/ })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(finance.getByText('Payment log audited.')).toBeVisible(SAVED);

  // The Amount list: each company's balances and set-up.
  await finance.goto('/ec/amount/index');
  await expect(finance.getByRole('heading', { level: 2, name: 'Amount list' })).toBeVisible(PAGE_LOAD);
  const filters = finance.getByRole('search', { name: 'Amount filters' });
  const balances = finance.getByRole('table', { name: 'Company balances' });
  const show = async (company: string) => {
    await filters.getByRole('textbox', { name: 'Company' }).fill(company);
    await filters.getByRole('button', { name: 'Search' }).click();
    const row = rowOf(balances, company);
    await expect(row).toHaveCount(1, PAGE_LOAD);
    return row;
  };
  const cell = (row: Locator, index: number) => row.getByRole('cell').nth(index);
  const harborRow = await show('Harbor Cycles');
  await expect(cell(harborRow, 1)).toHaveText('Retailer');
  const harborAvailable = (await cell(harborRow, 2).textContent()) ?? '';
  expect(harborAvailable).toMatch(/^\$[\d,]+\.\d\d$/);
  expect(centsOf(harborAvailable)).toBeGreaterThanOrEqual(2_500);
  await expect(cell(harborRow, 4)).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(cell(harborRow, 5)).toHaveText('Yes');
  await expect(cell(harborRow, 6)).toHaveText('None');
  const summitRow = await show('Summit E-Ride');
  await expect(cell(summitRow, 2)).toHaveText(story.summitAvailable);
  await expect(cell(summitRow, 5)).toHaveText('Yes');
  await expect(cell(summitRow, 7)).toHaveText('None yet');
  const fjordRow = await show('Fjord Cycles 25');
  await expect(cell(fjordRow, 2)).toHaveText('$21.28');
  const bayRow = await show('Bay Cycles 1');
  await expect(cell(bayRow, 5)).toHaveText('Not set up');

  // The preview: who is paid what and to which account, who is skipped and why.
  await finance.getByRole('button', { name: 'Run payouts' }).click();
  const run = finance.getByRole('dialog', { name: 'Run payouts' });
  const toPay = run.getByRole('table', { name: 'Payouts to queue' });
  await expect(toPay).toBeVisible(PAGE_LOAD);
  const lead = (await run.getByText(/^\d+ payouts? for \$[\d,]+\.\d\d in total\.$/).textContent()) ?? '';
  const [, payoutCount = '', total = ''] = /^(\d+) payouts? for (\$[\d,]+\.\d\d)/.exec(lead) ?? [];
  const amounts = await toPay.getByRole('row').locator('td:nth-child(2)').allTextContents();
  expect(amounts).toHaveLength(Number(payoutCount));
  expect(amounts.reduce((sum, text) => sum + centsOf(text), 0)).toBe(centsOf(total));
  await expect(rowOf(toPay, 'Harbor Cycles')).toContainText(harborAvailable);
  await expect(rowOf(toPay, 'Harbor Cycles')).toContainText('••••6789');
  await expect(rowOf(toPay, 'Summit E-Ride')).toContainText(story.summitAvailable);
  await expect(rowOf(toPay, 'Summit E-Ride')).toContainText('••••1116');
  const skipped = run.getByRole('table', { name: 'Skipped companies' });
  const fjord = rowOf(skipped, 'Fjord Cycles 25');
  await expect(fjord).toContainText('$21.28');
  await expect(fjord).toContainText('Below the minimum');
  await expect(fjord).toContainText('Below the minimum payout of $25.00: $21.28 available.');
  const bay = rowOf(skipped, 'Bay Cycles 1');
  await expect(bay).toContainText('Payouts not enabled');
  await expect(bay).toContainText('The company has not started its payout set-up.');
  const canyon = rowOf(skipped, 'Canyon E-Bikes 2');
  await expect(canyon).toContainText('Payouts not enabled');
  await expect(canyon).toContainText('Payout set-up not finished: 1 step still required.');

  // Confirmed: exactly the previewed payouts are queued, pending.
  await run.getByRole('button', { name: `Confirm: queue ${payoutCount} payouts` }).click();
  const done = finance.getByRole('dialog', { name: 'Payouts queued' });
  await expect(done.getByRole('status')).toHaveText(
    new RegExp(`^${payoutCount} payouts queued \\(\\${total}\\)\\. \\d+ companies skipped\\.$`),
    SAVED,
  );
  const queuedPayouts = done.getByRole('table', { name: 'Queued payouts' });
  for (const [company, into] of [
    ['Harbor Cycles', story.harbor],
    ['Summit E-Ride', story.summit],
  ] as const) {
    const row = rowOf(queuedPayouts, company);
    await expect(row).toContainText(/PO-\d+/);
    into.number = (await row.getByRole('cell').first().textContent()) ?? '';
    into.amount = (await row.getByRole('cell').nth(2).textContent()) ?? '';
  }
  expect(story.harbor.amount).toBe(harborAvailable);
  expect(story.summit.amount).toBe(story.summitAvailable);
  await done.getByRole('button', { name: 'Done' }).click();

  // The list has moved on: Harbor's available balance went out with the payout.
  const after = await show('Harbor Cycles');
  await expect(cell(after, 2)).toHaveText('$0.00');
  await expect(cell(after, 7)).toContainText(story.harbor.amount);
  await finance.context().close();
});

test('the retailer sees its payout paid, and exactly the transactions it settled', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { number, amount } = story.harbor;
  await signInDirect(page, request, DEMO.retailer);
  await page.goto('/ec/reports/payouts');
  const payouts = page.getByRole('table', { name: 'Payouts' });
  const row = rowOf(payouts, number);
  await expect(row).toBeVisible(PAGE_LOAD);
  await expect(row).toContainText(amount);
  await expect(row).toContainText('••••6789');
  // Pending, in transit, then paid: the provider takes a few seconds here.
  await reloadUntil(page, () => expect(row.getByRole('cell').nth(3)).toHaveText('Paid'));
  await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d{4}-\d\d-\d\d$/);
  await expect(row.getByRole('cell').nth(6)).toHaveText('');
  const count = Number(await row.getByRole('cell').nth(7).textContent());
  expect(count).toBeGreaterThan(0);

  // Its page: the history and exactly the transactions it settled, which add up to its amount.
  await row.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(/\/ec\/reports\/payouts\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: `Payout ${number}` })).toBeVisible(PAGE_LOAD);
  const history = page.getByRole('table', { name: 'Payout history' });
  await expect(history).toContainText('Pending');
  await expect(history).toContainText('In transit');
  await expect(history).toContainText('Paid');
  await expect(page.getByRole('heading', { name: 'Transactions it settled' })).toBeVisible();
  const settled = page.getByRole('table', { name: 'Payout transactions' });
  const settledRows = settled.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(settledRows).toHaveCount(count);
  for (const each of await settledRows.all()) {
    await expect(each.getByRole('link', { name: number })).toBeVisible();
    await expect(each).toContainText('Available');
  }
  const nets = await settledRows.locator('td:nth-child(6)').allTextContents();
  expect(nets.reduce((sum, text) => sum + centsOf(text), 0)).toBe(centsOf(amount));
  const totals = page.getByLabel('Totals of the filtered transactions');
  await expect(totals).toContainText(count === 1 ? '1 transaction' : `${count} transactions`);
  await expect(totals).toContainText(`Net${amount}`);
  const id = new URL(page.url()).searchParams.get('id');

  // Reports → Transactions: the payout leaving the balance, and each transaction it settled naming it in
  // the Payout column (the same number of rows as on its page).
  await page.goto('/ec/reports/transaction');
  const transactions = page.getByRole('table', { name: 'Transactions' });
  const out = transactions
    .getByRole('row')
    .filter({ hasText: 'Payout' })
    .filter({ has: page.getByRole('link', { name: number }) })
    .filter({ hasText: `-${amount}` });
  await expect(out).toHaveCount(1, PAGE_LOAD);
  await expect(out).toContainText('to the bank account ending in 6789');
  const naming = transactions.getByRole('row').filter({ has: page.getByRole('cell', { name: number }) });
  await expect(naming).toHaveCount(count + 1);
  await out.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(new RegExp(`/ec/reports/payouts/detail\\?id=${id}$`));
});

test('a payout to a bank account that does not exist fails: the reason says what to do and the money is back', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { number, amount } = story.summit;
  await signInDirect(page, request, SUMMIT);
  await page.goto('/ec/reports/payouts');
  const row = rowOf(page.getByRole('table', { name: 'Payouts' }), number);
  await expect(row).toBeVisible(PAGE_LOAD);
  await expect(row).toContainText(amount);
  await reloadUntil(page, () => expect(row.getByRole('cell').nth(3)).toHaveText('Failed'));
  const reason =
    'Your bank could not find the bank account ending in 1116. Check the routing and account numbers and ' +
    'enter the bank account again in your payout set-up. The money is back in your available balance and ' +
    'goes out with the next payout.';
  await expect(row.getByRole('cell').nth(6)).toHaveText(reason);

  // The money is available again; the set-up asks for another bank account.
  await expect(figure(page, 'available')).toHaveText(story.summitAvailable);
  await expect(figure(page, 'inTransit')).toHaveText('$0.00');
  await expect(page.getByText('Information needed', { exact: true })).toBeVisible();
  const facts = page.getByLabel('Payout set-up details');
  await expect(facts.getByRole('listitem')).toHaveText(['Bank account for payouts (overdue)']);
  await expect(facts).toContainText(
    'A payout could not reach your bank account: add a bank account to be paid again.',
  );

  // Its page says so, with the transactions it returned.
  await row.getByRole('link', { name: number }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `This payout failed: ${reason} Its money is back in your available balance and goes out with the next payout.`,
    PAGE_LOAD,
  );
  await expect(page.getByRole('heading', { name: 'Transactions it returned' })).toBeVisible();

  // Reports → Transactions: the payout out, and the payout failure putting the same money back.
  await page.goto('/ec/reports/transaction');
  const moves = page
    .getByRole('table', { name: 'Transactions' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: number }) });
  const out = moves.filter({ hasText: `-${amount}` });
  const back = moves.filter({ hasText: `+${amount}` });
  await expect(out).toContainText('Payout', PAGE_LOAD);
  await expect(out).toContainText('to the bank account ending in 1116');
  await expect(back).toContainText('Payout failure');
  await expect(back).toContainText(`Payout ${number} failed: the money is available again`);
  await expect(back).toContainText('Available');

  // The owner enters a bank account that exists: payouts are enabled again.
  await page.goto('/ec/reports/payouts');
  await page.getByRole('button', { name: 'Continue set-up' }).click(PAGE_LOAD);
  const dialog = page.getByRole('dialog', { name: 'Set up payouts' });
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Bank account for payouts' })).toHaveText(
    '3. Bank account for payouts (overdue)',
  );
  const bank = stepForm(dialog, 'Bank account for payouts');
  await bank.getByRole('textbox', { name: 'Routing number' }).fill('021000021');
  await bank.getByRole('textbox', { name: 'Account number' }).fill('000123454321');
  await bank.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Bank account saved.')).toBeVisible(SAVED);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Payouts enabled', { exact: true })).toBeVisible();
  await expect(facts).toContainText('JPMORGAN CHASE BANK ••••4321');
  await expect(facts).toContainText('Your available balance goes out with the next payout run.');
});
