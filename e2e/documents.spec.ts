import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInDirect } from './support';

const SUMMIT = 'summit@console.test';

/** A one-page PDF, as a retailer would scan one. */
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

/** A document card's status tag. */
const statusTag = (card: Locator, label: string) =>
  card.locator('span').filter({ hasText: new RegExp(`^${label}$`) });

/** The id of the retailer named `name`, through the admin API. */
async function retailerId(page: Page, name: string): Promise<number> {
  const login = await page.request.post('/api/bee/loginBee', {
    data: { email: DEMO.admin, password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()).data;
  const list = await page.request.get(`/api/admin/companies?kind=retailer&q=${encodeURIComponent(name)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await list.json()).data.rows[0].id;
}

test('a retailer uploads a document and an admin approves it on the company page', async ({ browser }) => {
  const retailer = await signedInPage(browser, DEMO.retailer);
  await retailer.goto('/ec/company/documents');
  await expect(retailer.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();
  const needed = retailer.getByRole('region', { name: 'Documents needed' });
  await expect(needed).toContainText('Waiting for review: Insurance certificate, Resale certificate.');

  const agreement = retailer.getByRole('region', { name: 'Dealer agreement' });
  await expect(agreement).toContainText('No Dealer agreement uploaded yet.');
  await agreement.getByRole('button', { name: 'Upload Dealer agreement' }).click();
  const form = retailer.getByRole('form', { name: 'Upload Dealer agreement' });
  await form.getByLabel('Select file').setInputFiles({
    name: 'harbor-dealer-agreement.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  // Stored: the control lists the file by the name the server gave it.
  await expect(form.getByRole('button', { name: /^Remove .+\.pdf$/ })).toBeVisible();
  await form.getByRole('button', { name: 'Upload document' }).click();
  await expect(retailer.getByText('Document uploaded.')).toBeVisible();
  await expect(statusTag(agreement, 'Uploaded')).toBeVisible();
  await expect(needed).toContainText(
    'Waiting for review: Insurance certificate, Dealer agreement, Resale certificate.',
  );

  // An admin finds the retailer in the list and opens its page: the document waits there.
  const admin = await signedInPage(browser, DEMO.admin);
  await admin.goto('/ec/admin-company/retailer');
  const filters = admin.getByRole('search', { name: 'Company filters' });
  await filters.getByRole('textbox', { name: 'Name or e-mail' }).fill('Harbor Cycles LLC');
  await filters.getByRole('button', { name: 'Search' }).click();
  const list = admin.getByRole('table', { name: 'Retailers' });
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list.getByRole('row').nth(1)).toContainText('3');
  await list.getByRole('link', { name: 'Harbor Cycles' }).click();
  await expect(admin).toHaveURL(/\/ec\/admin-company\/retailer\/detail\/\d+$/);
  await expect(admin.getByRole('heading', { level: 2, name: 'Harbor Cycles' })).toBeVisible();
  const adminAgreement = admin.getByRole('region', { name: 'Dealer agreement' });
  await expect(adminAgreement).toContainText('harbor-dealer-agreement.pdf');
  await adminAgreement.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Document approved.')).toBeVisible();
  await expect(statusTag(adminAgreement, 'Approved')).toBeVisible();

  // The retailer sees the decision once the page asks again.
  await retailer.reload();
  await expect(
    statusTag(retailer.getByRole('region', { name: 'Dealer agreement' }), 'Approved'),
  ).toBeVisible();
  await expect(retailer.getByRole('region', { name: 'Documents needed' })).toContainText(
    'Waiting for review: Insurance certificate, Resale certificate.',
  );
});

test('an admin suspends a company: its signed-in user is sent out at the next request; reactivated, it signs in again', async ({
  browser,
}) => {
  const summit = await signedInPage(browser, SUMMIT);
  await summit.goto('/ec/company/documents');
  await expect(summit.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();

  const admin = await signedInPage(browser, DEMO.admin);
  const id = await retailerId(admin, 'Summit E-Ride');
  await admin.goto(`/ec/admin-company/retailer/detail/${id}`);
  await expect(admin.getByRole('heading', { level: 2, name: 'Summit E-Ride' })).toBeVisible();
  await admin.getByRole('button', { name: 'Suspend…' }).click();
  const suspend = admin.getByRole('form', { name: 'Suspend Summit E-Ride' });
  await suspend.getByRole('textbox', { name: 'Reason' }).fill('Insurance certificate expired.');
  await suspend.getByRole('button', { name: 'Suspend company' }).click();
  await expect(admin.getByText('Company suspended.')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Reactivate…' })).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Company status history' })).toContainText(
    'Insurance certificate expired.',
  );

  // Summit's user does anything that asks the server: the session is gone, the console sends them to sign in.
  await summit
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Warranties' })
    .click();
  const dialog = summit.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '重新登录' }).click();
  await expect(summit).toHaveURL(/\/ec\/home\?redirect=/);

  // Reactivated, the company's users sign in again.
  await admin.getByRole('button', { name: 'Reactivate…' }).click();
  const reactivate = admin.getByRole('form', { name: 'Reactivate Summit E-Ride' });
  await reactivate.getByRole('textbox', { name: 'Reason' }).fill('Renewed certificate received.');
  await reactivate.getByRole('button', { name: 'Reactivate company' }).click();
  await expect(admin.getByText('Company reactivated.')).toBeVisible();

  await summit.goto('/ec/login');
  await summit.getByRole('textbox', { name: 'Email' }).fill(SUMMIT);
  await summit.getByLabel(/^\*?Password$/).fill(DEMO_PASSWORD);
  await summit.getByRole('button', { name: 'Sign in' }).click();
  await expect(summit).toHaveURL(/\/ec\/dashboard$/);
});
