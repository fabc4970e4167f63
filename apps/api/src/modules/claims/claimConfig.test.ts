import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { type Auth, get, post, signInRoles } from '../warranty/testKit.ts';
import { put } from './testKit.ts';

let t: TestApp;
let admin: Auth;
let brand: Auth;
let onsite: Auth;
let retailer: Auth;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, brand, onsite, retailer } = await signInRoles(t));
}, 60_000);
afterAll(() => t?.close());

type Owned = { id: number; ownerCompanyId: number | null; code?: string };

async function owners(url: string, auth: Auth) {
  const response = await get(t, url, auth);
  expect(response.statusCode).toBe(200);
  const rows = response.json().data.rows as Owned[];
  return { rows, owners: new Set(rows.map((row) => row.ownerCompanyId)) };
}

const newType = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `Type ${code}`,
  requiresReturn: true,
  ...extra,
});

const newRule = (extra: Record<string, unknown> = {}) => ({
  name: 'Spring rate',
  laborRateCentsPerHour: 12_000,
  laborOperations: [{ code: 'DIAG', description: 'Diagnosis', standardHours: 0.5 }],
  partsBasis: 'msrp',
  effectiveFrom: '2026-01-01',
  ...extra,
});

describe(`fulfillment types (${testEngine})`, () => {
  it('seeds the six platform defaults, seen by every role', async () => {
    const { rows } = await owners('/api/fulfillmentTypes', retailer);
    expect(rows.filter((row) => row.ownerCompanyId === null).map((row) => row.code)).toEqual([
      'repair_in_shop',
      'replace_part_shipped',
      'replace_unit',
      'advance_exchange',
      'return_to_brand_for_repair',
      'credit_only',
    ]);
  });

  it('lets a brand add its own, an admin a default or any brand’s; shows each only to those who read it', async () => {
    const own = await post(t, '/api/fulfillmentTypes', brand, newType('loaner_bike'));
    expect(own.json().data).toMatchObject({ ownerCompanyId: t.ids.brand, code: 'loaner_bike', active: true });
    expect((await post(t, '/api/fulfillmentTypes', brand, newType('loaner_bike'))).statusCode).toBe(409);
    const platform = await post(t, '/api/fulfillmentTypes', admin, newType('field_fix'));
    expect(platform.json().data.ownerCompanyId).toBeNull();
    const forRidgeway = await post(
      t,
      '/api/fulfillmentTypes',
      admin,
      newType('rw_swap', { ownerCompanyId: t.ids.onsiteBrand }),
    );
    expect(forRidgeway.json().data.ownerCompanyId).toBe(t.ids.onsiteBrand);
    expect(
      (await post(t, '/api/fulfillmentTypes', brand, newType('x', { ownerCompanyId: null }))).statusCode,
    ).toBe(403);
    expect(
      (await post(t, '/api/fulfillmentTypes', brand, newType('y', { ownerCompanyId: t.ids.onsiteBrand })))
        .statusCode,
    ).toBe(404);
    expect((await post(t, '/api/fulfillmentTypes', retailer, newType('z'))).statusCode).toBe(403);

    expect((await owners('/api/fulfillmentTypes', brand)).owners).toEqual(new Set([null, t.ids.brand]));
    expect((await owners('/api/fulfillmentTypes', onsite)).owners).toEqual(
      new Set([null, t.ids.onsiteBrand]),
    );
    expect((await owners('/api/fulfillmentTypes', admin)).owners).toEqual(
      new Set([null, t.ids.brand, t.ids.onsiteBrand]),
    );
    expect((await owners('/api/fulfillmentTypes', retailer)).owners.has(t.ids.brand)).toBe(true);
  });

  it('updates name, flags and active of one’s own; another company’s or a default → 404 for a brand', async () => {
    const created = (await post(t, '/api/fulfillmentTypes', brand, newType('pickup'))).json().data as Owned;
    const update = {
      name: 'Pick-up and repair',
      requiresReturn: false,
      shipsReplacement: false,
      compensatesRetailer: true,
      active: false,
    };
    const saved = await put(t, `/api/fulfillmentTypes/${created.id}`, brand, update);
    expect(saved.json().data).toMatchObject({ ...update, code: 'pickup' });
    expect((await put(t, `/api/fulfillmentTypes/${created.id}`, onsite, update)).statusCode).toBe(404);
    const [platformDefault] = (await owners('/api/fulfillmentTypes', brand)).rows;
    expect((await put(t, `/api/fulfillmentTypes/${platformDefault?.id}`, brand, update)).statusCode).toBe(
      404,
    );
    expect((await put(t, `/api/fulfillmentTypes/${created.id}`, admin, update)).statusCode).toBe(200);
  });
});

describe(`compensation rules (${testEngine})`, () => {
  it('seeds a platform default and one rule per demo brand, with the types’ visibility', async () => {
    expect((await owners('/api/compensationRules', brand)).owners).toEqual(new Set([null, t.ids.brand]));
    expect((await owners('/api/compensationRules', admin)).owners).toEqual(
      new Set([null, t.ids.brand, t.ids.onsiteBrand]),
    );
    const ridgeway = (await owners('/api/compensationRules', onsite)).rows.find(
      (row) => row.ownerCompanyId === t.ids.onsiteBrand,
    );
    expect((await get(t, `/api/compensationRules/${ridgeway?.id}`, onsite)).statusCode).toBe(200);
    expect((await get(t, `/api/compensationRules/${ridgeway?.id}`, brand)).statusCode).toBe(404);
  });

  it('changes a rule by a new version: the old one ends the day before and is retired, never edited', async () => {
    const created = await post(t, '/api/compensationRules', brand, newRule());
    expect(created.json().data).toMatchObject({
      ownerCompanyId: t.ids.brand,
      version: 1,
      supersedesId: null,
    });
    const first = created.json().data as Owned;
    const body = { ...newRule({ laborRateCentsPerHour: 12_500 }), effectiveFrom: '2026-07-01' };
    const second = await post(t, `/api/compensationRules/${first.id}/versions`, brand, body);
    expect(second.json().data).toMatchObject({
      version: 2,
      supersedesId: first.id,
      laborRateCentsPerHour: 12_500,
      retiredAt: null,
    });
    const old = (await get(t, `/api/compensationRules/${first.id}`, brand)).json().data;
    expect(old).toMatchObject({ laborRateCentsPerHour: 12_000, effectiveTo: '2026-06-30' });
    expect(old.retiredAt).not.toBeNull();
    const stale = await post(t, `/api/compensationRules/${first.id}/versions`, brand, body);
    expect(stale.statusCode).toBe(409);
    const early = await post(t, `/api/compensationRules/${second.json().data.id}/versions`, brand, {
      ...body,
      effectiveFrom: '2026-03-01',
    });
    expect(early.json().data.fields).toHaveProperty('body.effectiveFrom');
    expect((await post(t, `/api/compensationRules/${first.id}/versions`, onsite, body)).statusCode).toBe(404);
    expect((await post(t, '/api/compensationRules', retailer, newRule())).statusCode).toBe(403);
  });
});
