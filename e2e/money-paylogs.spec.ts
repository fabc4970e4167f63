import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO, signInDirect } from './support';

const AUDITOR = 'audit@console.test';
/** A page's first paint after a navigation, on a busy machine (its code and data load first). */
const FIRST_PAINT = { timeout: 20_000 };
const SUPPORT = 'support@console.test';

/** A one-page PDF, as the scan of a wire advice. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A browser context of its own (its own storage, so its own session), signed in as `email`. */
async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInDirect(page, context.request, email);
  return page;
}

/** The brand's available balance in the top bar, in cents. */
async function topBarBalanceCents(page: Page): Promise<number> {
  await page.goto('/ec/dashboard');
  const link = page.getByRole('link', { name: /^Balance: [\d,]+\.\d\d$/ });
  await expect(link).toBeVisible(FIRST_PAINT);
  const text = (await link.textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

/** The queue's or the history's row of the log with this external reference. */
const rowWith = (page: Page, table: string, reference: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: reference });

test('an admin enters a credit with evidence; a second admin approves it from the queue and the balance moves', async ({
  browser,
}) => {
  // Three people's sessions in turn: more than the default half minute on a busy machine.
  test.setTimeout(180_000);
  const reference = `WIRE-E2E-${Date.now() % 100_000}`;
  const ridgeway = await signedInPage(browser, DEMO.onsite);
  const before = await topBarBalanceCents(ridgeway);

  // The dashboard's recent payment logs lead to the page.
  const admin = await signedInPage(browser, DEMO.admin);
  await admin.goto('/ec/dashboard');
  await admin.getByRole('link', { name: 'All payment logs' }).click(FIRST_PAINT);
  await expect(admin).toHaveURL(/\/ec\/amount\/payLogs$/);
  await expect(admin.getByRole('heading', { level: 2, name: 'Payment logs' })).toBeVisible(FIRST_PAINT);

  await admin.getByRole('button', { name: 'Add payment log' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add payment log' });
  await dialog.getByRole('combobox', { name: 'Company' }).click();
  await admin.getByRole('option', { name: 'Ridgeway E-Bikes (brand)' }).click();
  await expect(dialog.getByRole('radio', { name: /^Credit/ })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('1,234.56');
  await dialog.getByRole('textbox', { name: 'External reference' }).fill(reference);
  await dialog.getByLabel('Select file').setInputFiles({
    name: 'wire-advice.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  // Stored: the control lists the file by the name the server gave it.
  await expect(dialog.getByRole('button', { name: /^Remove .+\.pdf$/ })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Wire for the onsite launch.');
  await dialog.getByRole('button', { name: 'Enter payment log' }).click();
  await expect(admin.getByText('Payment log entered; another administrator must audit it.')).toBeVisible();

  // The new log opens in the drawer: its creator is not offered the audit.
  const drawer = admin.getByRole('dialog', { name: /^Payment log #\d+$/ });
  await expect(
    drawer.getByText('You entered this log: it awaits another administrator’s audit.'),
  ).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Audit' })).toHaveCount(0);
  await admin.keyboard.press('Escape');
  const own = rowWith(admin, 'Payment logs awaiting audit', reference);
  await expect(own).toContainText('Awaits another administrator');
  await expect(own.getByRole('button', { name: 'Audit' })).toHaveCount(0);
  // The balance has not moved before the audit.
  expect(await topBarBalanceCents(ridgeway)).toBe(before);

  // The second admin approves it from the queue.
  const auditor = await signedInPage(browser, AUDITOR);
  await auditor.goto('/ec/amount/payLogs');
  const queued = rowWith(auditor, 'Payment logs awaiting audit', reference);
  await expect(queued).toContainText('+$1,234.56', FIRST_PAINT);
  await expect(queued).toContainText('Ada Admin');
  await queued.getByRole('button', { name: 'Audit' }).click();
  const audit = auditor.getByRole('dialog', { name: /^Audit payment log #\d+$/ });
  await audit.getByRole('textbox', { name: 'Note' }).fill('Matched to the bank statement.');
  await audit.getByRole('button', { name: 'Approve' }).click();
  await expect(auditor.getByText('Payment log audited.')).toBeVisible();
  await expect(queued).toHaveCount(0);

  // The history says who entered and who audited it; the evidence downloads under its own name.
  await auditor.getByRole('tab', { name: 'History' }).click();
  await expect(auditor).toHaveURL(/\/ec\/amount\/payLogs\?view=history$/);
  const done = rowWith(auditor, 'Payment log history', reference);
  await expect(done).toContainText('Approved', FIRST_PAINT);
  await expect(done).toContainText('Ada Admin');
  await expect(done).toContainText('Otto Auditor');
  await done.getByRole('button', { name: /^#\d+$/ }).click();
  const detail = auditor.getByRole('dialog', { name: /^Payment log #\d+$/ });
  await expect(detail).toContainText('Matched to the bank statement.');
  const download = auditor.waitForEvent('download');
  await detail.getByRole('button', { name: /^wire-advice\.pdf/ }).click();
  expect((await download).suggestedFilename()).toBe('wire-advice.pdf');

  // The company's balance has the credit, once.
  expect(await topBarBalanceCents(ridgeway)).toBe(before + 123_456);
});

test('the Financial page links to the payment logs; an admin sees no approve on the logs they entered', async ({
  browser,
}) => {
  const admin = await signedInPage(browser, DEMO.admin);
  await admin.goto('/ec/financial/index');
  await admin.getByRole('link', { name: 'Payment logs' }).click(FIRST_PAINT);
  await expect(admin).toHaveURL(/\/ec\/amount\/payLogs$/);
  const queue = admin.getByRole('table', { name: 'Payment logs awaiting audit' });
  // The demo queue holds logs the admin entered and logs the finance admin entered.
  const byAda = queue.getByRole('row').filter({ hasText: 'Ada Admin' });
  const byFiona = queue.getByRole('row').filter({ hasText: 'Fiona Finance' });
  await expect(byAda.first()).toContainText('Awaits another administrator', FIRST_PAINT);
  await expect(byAda.getByRole('button', { name: 'Audit' })).toHaveCount(0);
  await expect(byFiona.first().getByRole('button', { name: 'Audit' })).toBeVisible();
});

test('a support admin reads the payment logs and cannot open the Amount list', async ({ browser }) => {
  const support = await signedInPage(browser, SUPPORT);
  await support.goto('/ec/amount/payLogs');
  await expect(
    support.getByText(
      'You can read payment logs and their evidence; super admins and finance admins enter and audit them.',
    ),
  ).toBeVisible(FIRST_PAINT);
  await expect(
    support.getByRole('table', { name: 'Payment logs awaiting audit' }).getByRole('row'),
  ).not.toHaveCount(1);
  await expect(support.getByRole('button', { name: 'Add payment log' })).toHaveCount(0);
  await expect(support.getByRole('button', { name: 'Audit' })).toHaveCount(0);
  await support.goto('/ec/amount/index');
  await expect(support).toHaveURL(/\/ec\/401$/, FIRST_PAINT);
});
