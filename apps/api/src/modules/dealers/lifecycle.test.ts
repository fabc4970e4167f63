// The dealer relation through the API: each action from both sides, its history and its e-mails.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusChanges } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { type Auth, get } from '../warranty/testKit.ts';
import { DEALER_ENTITY, relationKey } from './actions.ts';
import { brandAct, invite, newRetailer, relationOf, retailerAct } from './testKit.ts';

let t: TestApp;
let brand: Auth;
let brandManager: Auth;
let onsite: Auth;
let summit: Auth;

beforeAll(async () => {
  t = await createTestApp();
  brand = await t.authAs(DEMO_USERS.brand);
  brandManager = await t.authAs(DEMO_USERS.brandManager);
  onsite = await t.authAs(DEMO_USERS.onsite);
  summit = await t.authAs(DEMO_USERS.summit);
}, 60_000);
afterAll(() => t?.close());

const history = async (brandId: number, retailerId: number) =>
  t.db
    .select()
    .from(statusChanges)
    .where(
      and(
        eq(statusChanges.entity, DEALER_ENTITY),
        eq(statusChanges.entityId, relationKey(brandId, retailerId)),
      ),
    )
    .orderBy(asc(statusChanges.id));

describe('a brand invites a retailer', () => {
  it('invites, the retailer accepts, the brand suspends, reactivates, terminates and invites again', async () => {
    const shop = await newRetailer(t, 'Invited Cycles');
    const invited = await invite(t, brand, shop.id, 'VL-9001');
    expect(invited.statusCode).toBe(200);
    expect(invited.json().data).toMatchObject({
      retailer: { id: shop.id },
      brand: { id: t.ids.brand, name: 'Voltline Bikes' },
      status: 'invited',
      initiatedBy: 'brand',
      dealerNumber: 'VL-9001',
      since: null,
      shops: 0,
      openClaims: 0,
    });
    const mail = await t.lastMail(shop.email);
    expect(mail?.subject).toBe('Voltline Bikes invites you to become a dealer');
    expect(mail?.text).toContain('(dealer number VL-9001)');
    expect(mail?.text).toContain('http://localhost:8080/ec/brand/index');

    // The retailer sees the invitation on its brands list, and accepts it.
    const brands = (await get(t, '/api/dealers/brands', shop.owner)).json().data.rows;
    expect(brands.find((row: { id: number }) => row.id === t.ids.brand).relation).toEqual({
      status: 'invited',
      initiatedBy: 'brand',
      dealerNumber: 'VL-9001',
      since: null,
    });
    const accepted = await retailerAct(t, shop.owner, t.ids.brand, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().msg).toBe('Dealership accepted.');
    const since = accepted.json().data.relation.since;
    expect(accepted.json().data.relation).toMatchObject({ status: 'active', dealerNumber: 'VL-9001' });
    expect(Date.now() - Date.parse(since)).toBeLessThan(60_000);
    // Both the brand's owner and its manager hear of it.
    for (const email of [DEMO_USERS.brand, DEMO_USERS.brandManager]) {
      expect((await t.lastMail(email))?.subject).toMatch(
        /^Invited Cycles .* is now a dealer of Voltline Bikes$/,
      );
    }

    const suspended = await brandAct(t, brandManager, shop.id, 'suspend', { reason: 'Audit pending' });
    expect(suspended.json().data).toMatchObject({ status: 'suspended', since });
    expect((await t.lastMail(shop.email))?.text).toContain('Reason: Audit pending');
    const reactivated = await brandAct(t, brand, shop.id, 'reactivate');
    expect(reactivated.json().data.status).toBe('active');
    // "since" is when the relation last became active.
    expect(Date.parse(reactivated.json().data.since)).toBeGreaterThan(Date.parse(since));
    const terminated = await brandAct(t, brand, shop.id, 'terminate', { reason: 'Contract ended' });
    expect(terminated.json().data.status).toBe('terminated');
    const again = await invite(t, brand, shop.id);
    expect(again.json().data).toMatchObject({
      status: 'invited',
      initiatedBy: 'brand',
      dealerNumber: 'VL-9001',
    });

    const changes = await history(t.ids.brand, shop.id);
    expect(changes.map((change) => [change.fromStatus, change.toStatus, change.reason])).toEqual([
      [null, 'invited', null],
      ['invited', 'active', null],
      ['active', 'suspended', 'Audit pending'],
      ['suspended', 'active', null],
      ['active', 'terminated', 'Contract ended'],
      ['terminated', 'invited', null],
    ]);
    expect(changes[1]?.actorUserId).not.toBe(changes[0]?.actorUserId);
    expect(changes[2]?.actorUserId).toBe(t.ids.brandManager);

    const read = await get(t, `/api/dealers/relations/${t.ids.brand}/${shop.id}/history`, shop.owner);
    expect(read.statusCode).toBe(200);
    expect(read.json().data[2]).toMatchObject({
      from: 'active',
      to: 'suspended',
      actor: 'Max Manager',
      reason: 'Audit pending',
    });
  });

  it('refuses what the status does not allow with 409 invalid_transition, and changes nothing', async () => {
    const shop = await newRetailer(t, 'Refused Cycles');
    await invite(t, brand, shop.id);
    for (const [action, fragment] of [
      ['suspend', 'It cannot be suspended'],
      ['accept', 'the retailer answers it'],
      ['decline', 'the retailer answers it'],
      ['reactivate', 'It cannot be reactivated'],
    ] as const) {
      const refused = await brandAct(t, brand, shop.id, action);
      expect(refused.statusCode, action).toBe(409);
      expect(refused.json().data.error).toBe('invalid_transition');
      expect(refused.json().msg).toContain(fragment);
    }
    expect((await invite(t, brand, shop.id)).json().data.error).toBe('invalid_transition');
    expect((await retailerAct(t, shop.owner, t.ids.brand, 'withdraw')).statusCode).toBe(409);
    expect((await retailerAct(t, shop.owner, t.ids.brand, 'request')).statusCode).toBe(409);
    expect((await relationOf(t, t.ids.brand, shop.id))?.status).toBe('invited');
    expect(await history(t.ids.brand, shop.id)).toHaveLength(1);
  });

  it('lets the brand withdraw its invitation and the retailer decline one, with a reason', async () => {
    const first = await newRetailer(t, 'Withdrawn Cycles');
    await invite(t, brand, first.id);
    const withdrawn = await brandAct(t, brand, first.id, 'withdraw');
    expect(withdrawn.json().data.status).toBe('declined');
    expect((await history(t.ids.brand, first.id)).at(-1)?.reason).toBe('Withdrawn by the brand');
    expect((await t.lastMail(first.email))?.subject).toBe('An invitation was withdrawn');

    const second = await newRetailer(t, 'Declining Cycles');
    await invite(t, brand, second.id);
    const declined = await retailerAct(t, second.owner, t.ids.brand, 'decline', { reason: 'Not now' });
    expect(declined.json().data.relation.status).toBe('declined');
    expect((await t.lastMail(DEMO_USERS.brand))?.text).toContain(
      `declined the invitation of Voltline Bikes to become a dealer.\n\nReason: Not now`,
    );
  });

  it('keeps dealer numbers unique within the brand, on its field', async () => {
    const shop = await newRetailer(t, 'Numbered Cycles');
    const taken = await invite(t, brand, shop.id, 'VL-1001');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.fields).toEqual({
      dealerNumber: 'Another retailer of the brand has this dealer number.',
    });
    expect(await relationOf(t, t.ids.brand, shop.id)).toBeUndefined();
    // Another brand may use the same number.
    expect((await invite(t, onsite, shop.id, 'VL-1001')).statusCode).toBe(200);
  });

  it('validates the body with the contract', async () => {
    const shop = await newRetailer(t, 'Validated Cycles');
    const bad = await invite(t, brand, shop.id, 'no spaces allowed');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields['body.dealerNumber']).toBe('Use letters, digits and . _ / - only.');
    const long = await brandAct(t, brand, shop.id, 'suspend', { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().data.fields['body.reason']).toBe('At most 500 characters.');
    const extra = await brandAct(t, brand, shop.id, 'suspend', { status: 'active' });
    expect(extra.statusCode).toBe(400);
  });
});

describe('a retailer asks a brand', () => {
  it('withdraws its pending request, asks again, is declined, asks again and is accepted with a number', async () => {
    // Summit E-Ride's request to Ridgeway is pending in the demo data.
    const withdrawn = await retailerAct(t, summit, t.ids.onsiteBrand, 'withdraw');
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data).toMatchObject({
      name: 'Ridgeway E-Bikes',
      relation: { status: 'declined' },
    });
    expect((await t.lastMail(DEMO_USERS.onsite))?.subject).toBe('A request was withdrawn');

    const requested = await retailerAct(t, summit, t.ids.onsiteBrand, 'request');
    expect(requested.json().data.relation).toMatchObject({ status: 'invited', initiatedBy: 'retailer' });
    const mail = await t.lastMail(DEMO_USERS.onsiteManager);
    expect(mail?.subject).toBe('Summit E-Ride asks to become a dealer of Ridgeway E-Bikes');
    expect(mail?.text).toContain('http://localhost:8080/ec/company/retailers');

    const own = await retailerAct(t, summit, t.ids.onsiteBrand, 'accept');
    expect(own.statusCode).toBe(409);
    const declined = await brandAct(t, onsite, t.ids.otherRetailer, 'decline', { reason: 'Full in NY' });
    expect(declined.json().data.status).toBe('declined');
    expect((await t.lastMail(DEMO_USERS.summit))?.subject).toBe('Your request was declined');

    await retailerAct(t, summit, t.ids.onsiteBrand, 'request');
    const accepted = await brandAct(t, onsite, t.ids.otherRetailer, 'accept', { dealerNumber: 'RW-7777' });
    expect(accepted.json().data).toMatchObject({
      status: 'active',
      initiatedBy: 'retailer',
      dealerNumber: 'RW-7777',
    });
    expect((await t.lastMail(DEMO_USERS.summitManager))?.text).toContain('(dealer number RW-7777)');
  });

  it('may ask any active brand without a relation; a retailer cannot suspend', async () => {
    const shop = await newRetailer(t, 'Asking Cycles');
    const requested = await retailerAct(t, shop.owner, t.ids.brand, 'request');
    expect(requested.statusCode).toBe(200);
    expect((await relationOf(t, t.ids.brand, shop.id))?.initiatedBy).toBe('retailer');
    expect((await retailerAct(t, shop.owner, t.ids.brand, 'suspend')).statusCode).toBe(404);
  });
});
