import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { lastMailTo } from './mailCapture';
import { call, DEMO, signInDirect, tokenOf } from './support';

const TECH = 'onsite.tech@console.test';
const MANAGER = 'onsite.manager@console.test';

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A Ridgeway unit the demo retailer sold, with a claim on it that needs a visit: the claim's id. */
async function ridgewayClaim(request: APIRequestContext, ownerEmail: string): Promise<number> {
  const retailer = await tokenOf(request, DEMO.retailer);
  // The brand's own catalogue: its first model.
  const products = await call<{ rows: { id: number; brandCompanyId: number }[] }>(
    request,
    await tokenOf(request, DEMO.onsite),
    'GET',
    '/api/catalogue/products?pageSize=100',
  );
  const product = products.rows[0];
  if (!product) throw new Error('Ridgeway has no model');
  const types = await call<{ rows: { id: number; code: string }[] }>(
    request,
    retailer,
    'GET',
    `/api/fulfillmentTypes?brandId=${product.brandCompanyId}&pageSize=100`,
  );
  const repair = types.rows.find((row) => row.code === 'repair_in_shop') ?? types.rows[0];
  if (!repair) throw new Error('no fulfillment type');
  const warranty = await call<{ id: number }>(request, retailer, 'POST', '/api/warranties', {
    serialNumber: `OSJ${Date.now()}`,
    productId: product.id,
    purchaseDate: isoDaysAgo(40),
    owner: { name: 'Robin Vale', email: ownerEmail, phone: '+1 555 0142' },
  });
  const claim = await call<{ id: number }>(request, retailer, 'POST', '/api/claims', {
    warrantyId: warranty.id,
    failureDate: isoDaysAgo(2),
    complaint: 'Assist cuts out on hills; the rider cannot bring the bike in.',
    causalComponentType: 'motor',
    fulfillmentTypeId: repair.id,
    lines: [{ kind: 'labor', code: 'DIAG', description: 'Diagnosis', quantity: 1, unitCents: 9_000 }],
  });
  return claim.id;
}

async function signedInPage(browser: Browser, email: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await signInDirect(page, context.request, email);
  return page;
}

/** Draws a stroke across the signature pad with the mouse. */
async function sign(page: Page, pad: ReturnType<Page['getByRole']>) {
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1)
    await page.mouse.move(
      box.x + 20 + (step * (box.width - 40)) / 12,
      box.y + box.height / 2 + (step % 2 ? -20 : 20),
      { steps: 3 },
    );
  await page.mouse.up();
}

// A page's code loads on its first visit: on a busy machine that takes longer than the default wait.
const FIRST_VISIT = { timeout: 30_000 };

test('the onsite brand makes a job from a claim and assigns it; another open board sees it live; the technician completes it on a phone with a signature; the customer opens the service order', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const customer = `robin.${Date.now()}@example.test`;
  const claimId = await ridgewayClaim(request, customer);

  // A manager keeps the board open on another screen.
  const board = await signedInPage(browser, MANAGER);
  await board.goto('/ec/onsite/work/flightBoard');
  await expect(board.getByRole('heading', { level: 2, name: 'Onsite Service' })).toBeVisible(FIRST_VISIT);

  // The owner opens the claim and makes an onsite job of it: the customer comes from the unit.
  await signInDirect(page, request, DEMO.onsite);
  await page.goto(`/ec/warranty/detail?claim=${claimId}`);
  const claim = page.getByRole('dialog', { name: /^Claim/ });
  await claim.getByRole('button', { name: 'Create onsite job' }).click(FIRST_VISIT);
  const form = page.getByRole('form', { name: /onsite job|New job|Create/i }).last();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Robin Vale');
  await form.getByRole('textbox', { name: 'Street address' }).fill('118 Alder Lane');
  await form.getByRole('textbox', { name: 'City' }).fill('Boulder');
  await form.getByRole('combobox', { name: 'State' }).click();
  await page
    .getByRole('option', { name: /^CO\b|Colorado/ })
    .first()
    .click();
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('80302');
  await form.getByRole('button', { name: 'Create job' }).click();
  await expect(page).toHaveURL(/\/ec\/onsite\/work\/flightBoard\?(.*&)?job=\d+/, FIRST_VISIT);
  const jobId = Number(new URL(page.url()).searchParams.get('job'));
  const owner = await tokenOf(request, DEMO.onsite);
  const created = await call<{ number: string; status: string }>(
    request,
    owner,
    'GET',
    `/api/onsite/jobs/${jobId}`,
  );
  expect(created.status).toBe('new');
  const number = created.number;

  // The other board shows the new job without a reload.
  const row = board.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('New', { timeout: 10_000 });

  // The owner assigns the technician from the job's drawer, late today on the customer's clock.
  const drawer = page.getByRole('dialog', { name: `Job ${number}` });
  await drawer.getByRole('button', { name: 'Confirm' }).click(FIRST_VISIT);
  await expect(drawer.getByRole('group', { name: 'Job status' })).toContainText('Confirmed');
  await drawer.getByRole('button', { name: /^Assign/ }).click();
  const plan = page.getByRole('form', { name: `Assign ${number}` });
  await plan.getByRole('combobox', { name: 'Technician' }).click();
  await page.getByRole('option', { name: 'Tess Wheeler' }).click();
  await plan.getByRole('textbox', { name: /^ETA/ }).fill('23:30');
  await plan.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Technician assigned.')).toBeVisible();

  // Seen on the manager's board within seconds, still without a reload.
  await expect(row).toContainText('Assigned', { timeout: 10_000 });
  await expect(row).toContainText('Tess Wheeler');

  // The technician, on a phone, drives there, arrives, records the work and has the customer sign.
  const phone = await signedInPage(browser, TECH, { width: 375, height: 812 });
  await phone.goto('/ec/onsite/work/myDay');
  const card = phone
    .getByRole('article', { name: new RegExp(number) })
    .or(phone.getByLabel(new RegExp(`^${number}, `)));
  await card.getByRole('button', { name: 'Start driving' }).click(FIRST_VISIT);
  await card.getByRole('button', { name: 'Arrived' }).click();
  await expect(row).toContainText('On site', { timeout: 10_000 });
  const work = phone.getByRole('form', { name: `Work done on ${number}` });
  await work
    .getByRole('textbox', { name: 'Resolution' })
    .fill('Reseated the motor connector; assist works on a test ride.');
  await work.getByRole('button', { name: 'Save work' }).click();
  const signature = phone.getByRole('form', { name: `Customer signature for ${number}` });
  await signature.getByRole('textbox', { name: 'Signed by' }).fill('Robin Vale');
  const pad = signature.getByRole('img', { name: 'Signature' });
  await expect(pad).toBeVisible(FIRST_VISIT);
  await sign(phone, pad);
  await signature.getByRole('button', { name: 'Complete' }).click();
  await expect(phone.getByText('Completed. The service order was issued.')).toBeVisible(FIRST_VISIT);
  const scroll = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(375);

  // The customer's e-mail links to the public service order page, which offers the PDF of this job.
  const mail = await lastMailTo(customer);
  const link = /https?:\/\/\S+?(\/ec\/serviceOrderPdf\?sign=[\w-]+)/.exec(mail)?.[1];
  expect(link).toBeTruthy();
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(link as string);
  await expect(publicPage.getByText(number).first()).toBeVisible(FIRST_VISIT);
  const download = publicPage.getByRole('link', { name: 'Download PDF' });
  const href = await download.getAttribute('href');
  expect(href).toMatch(/\/api\/public\/serviceOrder\/pdf\?sign=/);
  const pdf = await visitor.request.get(href as string);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), {
    mergePages: true,
  });
  expect(text).toContain(number);
  expect(text).toContain('Robin Vale');

  // A link that was tampered with says so.
  await publicPage.goto(`${(link as string).slice(0, -4)}zzzz`);
  await expect(publicPage.getByText('This link is not valid.')).toBeVisible();
});
