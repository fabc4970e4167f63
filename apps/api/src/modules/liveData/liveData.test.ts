import { LIVE_DATA_TERMS_VERSION, type LiveDataEnrolment, type LiveDataOverview } from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, brandRetailers, liveDataRecords, products, shops } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { type Auth, get, post } from '../warranty/testKit.ts';

let t: TestApp;
let harbor: Auth;
let harborManager: Auth;
let harborStaff: Auth;
let summit: Auth;
let voltline: Auth;
let ridgeway: Auth;
let shopName: string;
let voltSkus: string[];
let ridgeSku: string;

beforeAll(async () => {
  t = await createTestApp();
  harbor = await t.authAs(DEMO_USERS.retailer);
  harborManager = await t.authAs(DEMO_USERS.retailerManager);
  harborStaff = await t.authAs(DEMO_USERS.retailerStaff);
  summit = await t.authAs(DEMO_USERS.summit);
  voltline = await t.authAs(DEMO_USERS.brand);
  ridgeway = await t.authAs(DEMO_USERS.onsite);
  const [shop] = await t.db
    .select()
    .from(shops)
    .where(eq(shops.companyId, t.ids.retailer))
    .orderBy(asc(shops.id));
  shopName = shop?.name ?? '';
  const skusOf = async (brandId: number) =>
    (
      await t.db
        .select({ sku: products.sku })
        .from(products)
        .where(eq(products.brandCompanyId, brandId))
        .orderBy(asc(products.id))
    ).map((row) => row.sku);
  voltSkus = await skusOf(t.ids.brand);
  ridgeSku = (await skusOf(t.ids.onsiteBrand)).find((sku) => !voltSkus.includes(sku)) ?? '';
});
afterAll(() => t?.close());

const overviewOf = async (auth: Auth): Promise<LiveDataOverview> => {
  const answer = await get(t, '/api/live-data', auth);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
};
const enrolmentWith = async (auth: Auth, brandId: number): Promise<LiveDataEnrolment | null> =>
  (await overviewOf(auth)).brands.find((brand) => brand.brandCompanyId === brandId)?.enrolment ?? null;
const consent = (brandCompanyId: number, scopes: string[], auth: Auth = harbor) =>
  post(t, '/api/live-data/enrolments', auth, {
    brandCompanyId,
    scopes,
    termsVersion: LIVE_DATA_TERMS_VERSION,
    acceptTerms: true,
  });
const act = (id: number, action: string, auth: Auth = harbor, reason?: string) =>
  post(t, `/api/live-data/enrolments/${id}/${action}`, auth, reason ? { reason } : {});
const uploadCsv = (scope: string, content: string, auth: Auth = harbor) =>
  post(t, '/api/live-data/imports/csv', auth, { scope, fileName: `${scope}.csv`, content });
const today = new Date().toISOString().slice(0, 10);
const dealersOf = async (auth: Auth) => {
  const answer = await get(t, '/api/live-data/dealers', auth);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.dealers as {
    retailerCompanyId: number;
    status: string;
    scopes: string[];
    products: { sku: string; stock: number | null; sold30d: number | null; serviced30d: number | null }[];
  }[];
};

describe(`the Live Data Program's demo (${testEngine})`, () => {
  it('has Harbor enrolled with Voltline (inventory, sales), not with Ridgeway, and an import with one refused row', async () => {
    const page = await overviewOf(harbor);
    expect(page.termsVersion).toBe(LIVE_DATA_TERMS_VERSION);
    const volt = page.brands.find((brand) => brand.brandCompanyId === t.ids.brand)?.enrolment;
    expect(volt).toMatchObject({
      status: 'active',
      scopes: ['inventory', 'sales'],
      termsVersion: LIVE_DATA_TERMS_VERSION,
    });
    expect(page.brands.find((brand) => brand.brandCompanyId === t.ids.onsiteBrand)?.enrolment).toBeNull();
    const csv = page.imports.find((row) => row.source === 'csv');
    expect(csv).toMatchObject({ rowsRefused: 1 });
    const detail = (await get(t, `/api/live-data/imports/${csv?.id}`, harbor)).json().data;
    expect(detail.errors).toEqual([
      { row: expect.any(Number), field: 'sku', message: 'No model of the brands you deal for has this SKU.' },
    ]);
    expect(page.imports.find((row) => row.source === 'api')?.by).toMatch(/^API key ck_/);
  });
});

describe(`enrolment and consent (${testEngine})`, () => {
  it('enrols per brand with consent per scope and the terms version; pause, resume, revoke with history', async () => {
    const refusedTerms = await post(t, '/api/live-data/enrolments', harbor, {
      brandCompanyId: t.ids.onsiteBrand,
      scopes: ['service'],
      termsVersion: '2020-01',
      acceptTerms: true,
    });
    expect(refusedTerms.statusCode).toBe(400);
    expect(refusedTerms.json().data.fields['body.termsVersion']).toBeDefined();
    const noScope = await consent(t.ids.onsiteBrand, []);
    expect(noScope.statusCode).toBe(400);
    expect(noScope.json().data.fields['body.scopes']).toBe('Tick at least one kind of data to share.');

    const made = await consent(t.ids.onsiteBrand, ['service', 'inventory']);
    expect(made.statusCode, made.body).toBe(200);
    const enrolment: LiveDataEnrolment = made.json().data;
    expect(enrolment).toMatchObject({
      status: 'active',
      scopes: ['inventory', 'service'],
      termsVersion: LIVE_DATA_TERMS_VERSION,
    });
    expect(enrolment.consentedBy).toBeTruthy();

    const paused = (await act(enrolment.id, 'pause', harbor, 'Stocktake')).json().data;
    expect(paused).toMatchObject({ status: 'paused' });
    expect(paused.pausedAt).not.toBeNull();
    const twice = await act(enrolment.id, 'pause');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().data.error).toBe('invalid_transition');
    expect((await act(enrolment.id, 'resume')).json().data).toMatchObject({
      status: 'active',
      pausedAt: null,
    });
    const revoked = (await act(enrolment.id, 'revoke')).json().data;
    expect(revoked.status).toBe('revoked');
    expect((await act(enrolment.id, 'resume')).statusCode).toBe(409);
    expect(revoked.history.map((change: { to: string }) => change.to)).toEqual([
      'active',
      'paused',
      'active',
      'revoked',
    ]);
    expect(revoked.history[1].reason).toBe('Stocktake');
    // Enrolling again after a revoke starts afresh.
    const again = (await consent(t.ids.onsiteBrand, ['sales'])).json().data;
    expect(again).toMatchObject({ id: enrolment.id, status: 'active', scopes: ['sales'], revokedAt: null });
    await act(enrolment.id, 'revoke');
  });

  it('only for brands the retailer deals for, by its owner; another company’s enrolment is not found', async () => {
    const [stranger] = await t.db
      .select({ id: brandRetailers.brandCompanyId })
      .from(brandRetailers)
      .where(
        and(eq(brandRetailers.retailerCompanyId, t.ids.otherRetailer), eq(brandRetailers.status, 'active')),
      );
    expect(stranger?.id).toBe(t.ids.brand);
    const notDealt = await consent(t.ids.onsiteBrand, ['inventory'], summit);
    expect(notDealt.statusCode).toBe(404);
    expect((await consent(t.ids.onsiteBrand, ['inventory'], harborManager)).statusCode).toBe(403);
    expect((await get(t, '/api/live-data', voltline)).statusCode).toBe(403);
    const theirs = await enrolmentWith(summit, t.ids.brand);
    expect(theirs).not.toBeNull();
    expect((await act(theirs?.id ?? 0, 'revoke', harbor)).statusCode).toBe(404);
    const harborImport = (await overviewOf(harbor)).imports[0];
    expect((await get(t, `/api/live-data/imports/${harborImport?.id}`, harbor)).statusCode).toBe(200);
    expect((await get(t, `/api/live-data/imports/${harborImport?.id}`, summit)).statusCode).toBe(404);
  });
});

describe(`CSV imports (${testEngine})`, () => {
  it('serves a template per scope that imports as it is', async () => {
    const template = await get(t, '/api/live-data/templates/inventory', harbor);
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('text/csv');
    expect(template.body.split('\r\n')[0]).toBe('date,shop,sku,quantity,brand');
    const imported = await uploadCsv('inventory', template.body);
    expect(imported.json().data).toMatchObject({ rowsAccepted: 1, rowsRefused: 0 });
    expect((await get(t, '/api/live-data/templates/sales', harbor)).body.split('\r\n')[0]).toBe(
      'date,shop,sku,quantity,serial_number,brand',
    );
  });

  it('refuses bad rows one by one with line, field and message, and stores the good ones', async () => {
    const sku = voltSkus[0] ?? '';
    const lines = [
      'date,shop,sku,quantity',
      `${today},${shopName},${sku},5`,
      `2026-13-45,${shopName},${sku},1`,
      `${today},No Such Shop,${sku},1`,
      `${today},${shopName},UNKNOWN-SKU,1`,
      `${today},${shopName},${sku},-2`,
      `${today},"${shopName}",${ridgeSku},3`,
      `${today},${shopName},${sku.toLowerCase()},7`,
    ];
    const answer = await uploadCsv('inventory', lines.join('\n'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().msg).toBe('2 rows accepted, 5 rows refused.');
    const detail = answer.json().data;
    expect(detail).toMatchObject({
      rowsAccepted: 2,
      rowsRefused: 5,
      source: 'csv',
      fileName: 'inventory.csv',
    });
    expect(detail.errors).toEqual([
      { row: 3, field: 'date', message: 'Enter a date as YYYY-MM-DD.' },
      { row: 4, field: 'shop', message: 'No shop of yours has this id or name.' },
      { row: 5, field: 'sku', message: 'No model of the brands you deal for has this SKU.' },
      { row: 6, field: 'quantity', message: 'Enter a whole number of 0 or more.' },
      {
        row: 7,
        field: 'sku',
        message: 'You have not consented to share inventory data with Ridgeway E-Bikes.',
      },
    ]);
    const stored = await t.db.select().from(liveDataRecords).where(eq(liveDataRecords.importId, detail.id));
    expect(stored.map((row) => row.quantity).sort()).toEqual([5, 7]);
  });

  it('counts a sale with a serial number once: sent again, in the same file or later, it is refused', async () => {
    const sku = voltSkus[0] ?? '';
    const serial = `SN-ONCE-${Date.now()}`;
    const file = [
      'date,shop,sku,quantity,serial_number',
      `${today},${shopName},${sku},1,${serial}`,
      `${today},${shopName},${sku},1,${serial}`,
      `${today},${shopName},${sku},2,`,
    ].join('\n');
    const first = (await uploadCsv('sales', file)).json().data;
    expect(first).toMatchObject({ rowsAccepted: 2, rowsRefused: 1 });
    expect(first.errors).toEqual([
      {
        row: 3,
        field: 'serial_number',
        message: `This serial number's sale on ${today} was already received (row 2 of this file).`,
      },
    ]);
    const again = (await uploadCsv('sales', file)).json().data;
    expect(again).toMatchObject({ rowsAccepted: 1, rowsRefused: 2 });
    expect(again.errors[0]).toEqual({
      row: 2,
      field: 'serial_number',
      message: `This serial number's sale on ${today} was already received (an earlier import).`,
    });
    const stored = await t.db.select().from(liveDataRecords).where(eq(liveDataRecords.serialNumber, serial));
    expect(stored).toHaveLength(1);
  });

  it('refuses a scope without consent (service with Voltline) row by row, and a file it cannot read as a whole', async () => {
    const service = await uploadCsv(
      'service',
      `date,shop,sku,quantity\n${today},${shopName},${voltSkus[0]},1\n`,
    );
    expect(service.json().data.errors).toEqual([
      { row: 2, field: 'sku', message: 'You have not consented to share service data with Voltline Bikes.' },
    ]);
    const badColumn = await uploadCsv('inventory', 'date,shop,sku,qty\n');
    expect(badColumn.statusCode).toBe(400);
    expect(badColumn.json().data.fields['body.content']).toContain('"qty"');
    expect((await uploadCsv('inventory', 'date,shop,sku,quantity\n')).statusCode).toBe(400);
    expect((await uploadCsv('inventory', 'date,shop\n1,2\n')).json().data.fields['body.content']).toContain(
      'sku, quantity',
    );
    expect((await uploadCsv('inventory', 'date,shop,sku,quantity\n"open')).statusCode).toBe(400);
  });

  it('is for owners and managers of retailers', async () => {
    const csv = `date,shop,sku,quantity\n${today},${shopName},${voltSkus[0]},1\n`;
    expect((await uploadCsv('inventory', csv, harborManager)).statusCode).toBe(200);
    expect((await uploadCsv('inventory', csv, harborStaff)).statusCode).toBe(403);
    expect((await uploadCsv('inventory', csv, voltline)).statusCode).toBe(403);
  });
});

describe(`JSON rows with an API key (${testEngine})`, () => {
  const keyOf = async (auth: Auth, scopes: string[]) => {
    const answer = await post(t, '/api/developer/api-keys', auth, { name: 'Feed', scopes });
    expect(answer.statusCode, answer.body).toBe(200);
    return {
      id: answer.json().data.key.id as number,
      header: { authorization: `Bearer ${answer.json().data.secret}` },
    };
  };
  const rows = () => [
    { date: today, shop: shopName, sku: voltSkus[1], quantity: 2 },
    { date: today, shop: shopName, sku: voltSkus[1], quantity: -1 },
  ];

  it('imports with live_data:write, the same checks row by row; 403 without the scope', async () => {
    const key = await keyOf(harbor, ['live_data:write']);
    const answer = await post(t, '/api/live-data/imports', key.header, { scope: 'sales', rows: rows() });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ source: 'api', rowsAccepted: 1, rowsRefused: 1 });
    expect(answer.json().data.errors).toEqual([
      { row: 2, field: 'quantity', message: 'Enter a whole number of 1 or more.' },
    ]);
    expect(answer.json().data.by).toMatch(/^API key ck_[0-9a-f]{8}$/);
    // A retry with the same Idempotency-Key answers the first import again; nothing is stored twice.
    const retried = await t.app.inject({
      method: 'POST',
      url: '/api/live-data/imports',
      headers: { ...key.header, 'idempotency-key': 'feed-batch-1' },
      payload: { scope: 'sales', rows: rows() },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/live-data/imports',
      headers: { ...key.header, 'idempotency-key': 'feed-batch-1' },
      payload: { scope: 'sales', rows: rows() },
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(retried.json().data.id);
    const reader = await keyOf(harbor, ['bookings:read']);
    expect(
      (await post(t, '/api/live-data/imports', reader.header, { scope: 'sales', rows: rows() })).statusCode,
    ).toBe(403);
    // The key does not open the retailer's other routes.
    expect((await get(t, '/api/live-data', key.header)).statusCode).toBe(401);
  });

  it('answers 401 for a revoked or expired key, and a brand’s key is refused', async () => {
    const key = await keyOf(harbor, ['live_data:write']);
    await post(t, `/api/developer/api-keys/${key.id}/revoke`, harbor, {});
    expect(
      (await post(t, '/api/live-data/imports', key.header, { scope: 'sales', rows: rows() })).statusCode,
    ).toBe(401);
    const old = await keyOf(harbor, ['live_data:write']);
    await t.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(apiKeys.id, old.id));
    expect(
      (await post(t, '/api/live-data/imports', old.header, { scope: 'sales', rows: rows() })).statusCode,
    ).toBe(401);
    const brandKey = await keyOf(voltline, ['live_data:write']);
    expect(
      (await post(t, '/api/live-data/imports', brandKey.header, { scope: 'sales', rows: rows() })).statusCode,
    ).toBe(403);
  });
});

describe(`what the brand sees (${testEngine})`, () => {
  it('shows its enrolled dealers’ stock and sales of its models, only for consented scopes', async () => {
    const dealers = await dealersOf(voltline);
    const harborShare = dealers.find((dealer) => dealer.retailerCompanyId === t.ids.retailer);
    expect(harborShare?.scopes).toEqual(['inventory', 'sales']);
    expect(harborShare?.products.length).toBeGreaterThan(0);
    expect(harborShare?.products.every((line) => line.serviced30d === null && line.stock !== null)).toBe(
      true,
    );
    // Summit paused: its stock stays as it was at the pause, and it shares no sales.
    const summitShare = dealers.find((dealer) => dealer.retailerCompanyId === t.ids.otherRetailer);
    expect(summitShare).toMatchObject({ status: 'paused', scopes: ['inventory'] });
    expect(summitShare?.products.every((line) => line.sold30d === null)).toBe(true);
    // Ridgeway: Harbor shares nothing with it now.
    expect(
      (await dealersOf(ridgeway)).find((dealer) => dealer.retailerCompanyId === t.ids.retailer),
    ).toBeUndefined();
    expect((await get(t, '/api/live-data/dealers', harbor)).statusCode).toBe(403);
  });

  it('shares nothing new while paused, hides a scope unticked, and nothing after a revoke', async () => {
    const enrolment = await enrolmentWith(summit, t.ids.brand);
    if (!enrolment) throw new Error('Summit is not enrolled');
    const [summitShop] = await t.db.select().from(shops).where(eq(shops.companyId, t.ids.otherRetailer));
    const csv = `date,shop,sku,quantity\n${today},${summitShop?.id},${voltSkus[0]},40\n`;
    const whilePaused = await uploadCsv('inventory', csv, summit);
    expect(whilePaused.json().data.errors[0]).toMatchObject({
      field: 'sku',
      message: 'Sharing with Voltline Bikes is paused: resume it to send data.',
    });
    const before = (await dealersOf(voltline)).find(
      (dealer) => dealer.retailerCompanyId === t.ids.otherRetailer,
    );
    expect(before?.products.some((line) => line.stock === 40)).toBe(false);

    await act(enrolment.id, 'resume', summit);
    expect((await uploadCsv('inventory', csv, summit)).json().data.rowsAccepted).toBe(1);
    const shown = (await dealersOf(voltline)).find(
      (dealer) => dealer.retailerCompanyId === t.ids.otherRetailer,
    );
    expect(shown?.products.find((line) => line.sku === voltSkus[0])?.stock).toBe(40);

    // Unticking inventory (sharing sales instead): the stock is no longer shown, and its data is gone.
    await consent(t.ids.brand, ['sales'], summit);
    const salesOnly = (await dealersOf(voltline)).find(
      (dealer) => dealer.retailerCompanyId === t.ids.otherRetailer,
    );
    expect(salesOnly?.products.every((line) => line.stock === null)).toBe(true);
    await act(enrolment.id, 'revoke', summit);
    expect(
      (await dealersOf(voltline)).find((dealer) => dealer.retailerCompanyId === t.ids.otherRetailer),
    ).toBeUndefined();
    const left = await t.db
      .select()
      .from(liveDataRecords)
      .where(
        and(
          eq(liveDataRecords.companyId, t.ids.otherRetailer),
          eq(liveDataRecords.brandCompanyId, t.ids.brand),
        ),
      );
    expect(left).toEqual([]);
  });
});
