import { expect, type Page, test } from '@playwright/test';
import { lastMailTo } from './mailCapture';
import { call, DEMO, signInDirect, tokenOf } from './support';

/** A real 1×1 PNG: what the clipboard holds after a screenshot. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Pastes a PNG screenshot into the focused element, as Ctrl+V of a screenshot does. */
async function pasteScreenshot(page: Page) {
  await page.evaluate((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, PNG_BASE64);
}

interface Row {
  id: number;
  number: string;
  title: string;
  status: string;
  resolution: string | null;
}

test('a retailer reports a bug with a pasted screenshot; the admin closes it as a duplicate and the retailer sees it', async ({
  browser,
  request,
}) => {
  // Two people, each signing in and opening a page of its own on a cold console.
  test.setTimeout(120_000);
  const title = `Claims tab forgets my filter ${Date.now()}`;

  // The retailer, on the warranty page, reports from the user menu: the page and browser are captured.
  const retailerContext = await browser.newContext();
  const retailer = await retailerContext.newPage();
  await signInDirect(retailer, retailerContext.request, DEMO.retailer);
  await retailer.goto('/ec/warranty/index');
  await expect(retailer.getByRole('button', { name: 'Rita Retail' })).toBeVisible({ timeout: 30_000 });
  // The user menu's button is named by the user.
  await retailer.getByRole('button', { name: 'Rita Retail' }).click();
  await retailer.getByRole('menuitem', { name: 'Report a problem' }).click();
  const dialog = retailer.getByRole('dialog', { name: 'Report a problem' });
  await expect(dialog.getByRole('region', { name: 'Captured for you' })).toContainText('/ec/warranty/index');
  await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
  await dialog
    .getByRole('textbox', { name: /^Steps to reproduce/ })
    .fill('1. Filter claims\n2. Open a claim\n3. Back');
  await dialog.getByRole('textbox', { name: /^What you expected/ }).fill('The filter stays.');
  await dialog.getByRole('textbox', { name: /^What happened instead/ }).fill('The filter is gone.');
  await dialog.getByRole('group', { name: 'Paste a screenshot' }).focus();
  await pasteScreenshot(retailer);
  await expect(dialog.getByText(/\.png$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();

  const retailerToken = await tokenOf(request, DEMO.retailer);
  const mine = await call<{ rows: Row[] }>(
    request,
    retailerToken,
    'GET',
    `/api/bugs/reports?q=${encodeURIComponent(title)}`,
  );
  const reported = mine.rows[0];
  if (!reported) throw new Error('the report was not filed');
  const detail = await call<{ pageUrl: string; attachments: { originalName: string }[] }>(
    request,
    retailerToken,
    'GET',
    `/api/bugs/reports/${reported.id}`,
  );
  expect(detail.pageUrl).toContain('/ec/warranty/index');
  expect(detail.attachments).toEqual([
    expect.objectContaining({ originalName: expect.stringMatching(/^screenshot_.*\.png$/) }),
  ]);

  // The admin finds it in the triage queue and closes it as a duplicate of the seeded report of the same problem.
  const adminToken = await tokenOf(request, DEMO.admin);
  const originals = await call<{ rows: Row[] }>(
    request,
    adminToken,
    'GET',
    `/api/admin/bugs/reports?q=${encodeURIComponent('filters reset when I switch tabs')}`,
  );
  const original = originals.rows[0];
  if (!original) throw new Error('the seeded original is missing');
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInDirect(admin, adminContext.request, DEMO.admin);
  await admin.goto(`/ec/admin_bugs/index?q=${encodeURIComponent(title)}`);
  const queue = admin.getByRole('table', { name: 'Triage queue' });
  // The first page of a new session loads the frame and the screen's code.
  await expect(queue).toBeVisible({ timeout: 30_000 });
  const row = queue.getByRole('row').filter({ hasText: reported.number });
  await expect(row).toContainText('Harbor Cycles');
  await row.getByRole('checkbox').check();
  await admin.getByRole('button', { name: 'Close as duplicate…' }).click();
  const close = admin.getByRole('dialog', { name: 'Close as duplicate' });
  await close.getByRole('textbox', { name: /^Original report/ }).fill(original.number);
  await close.getByRole('button', { name: 'Close as duplicates' }).click();
  await expect(close).toBeHidden();
  await expect(row).toContainText(`Closed · Duplicate of ${original.number}`);

  // The retailer is told by e-mail and sees it on the report's page.
  const mail = await lastMailTo(DEMO.retailer);
  expect(mail).toContain(`${reported.number}`);
  expect(mail).toContain(`duplicate of ${original.number}`);
  await retailer.goto('/ec/bugs/allBugs');
  await expect(retailer.getByRole('table', { name: 'Bug reports' })).toBeVisible({ timeout: 30_000 });
  await expect(
    retailer
      .getByRole('table', { name: 'Bug reports' })
      .getByRole('row')
      .filter({ hasText: reported.number }),
  ).toContainText(`Closed · Duplicate of ${original.number}`);
  await retailer.getByRole('link', { name: reported.number }).click();
  await expect(retailer.getByRole('status').filter({ hasText: 'Closed as a duplicate of' })).toContainText(
    original.number,
  );
  await expect(retailer.getByText('This report is closed: it takes no more comments.')).toBeVisible();

  await retailerContext.close();
  await adminContext.close();
});
