import type { ClaimDetail, ReverseShipmentRow } from '@console/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, reverseShipments, warrantyClaims } from '../../db/schema.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { approveInFull, claimUnderReview, put } from '../claims/testKit.ts';
import { fileUpload } from '../files/testFixtures.ts';
import { type Auth, get, isoDaysFromToday, post, signInRoles } from '../warranty/testKit.ts';

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

const act = (id: number, action: string, auth: Auth, payload: Record<string, unknown> = {}) =>
  post(t, `/api/returns/${id}/${action}`, auth, payload);

async function credits(claimId: number) {
  const [row] = await t.db
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, `claim:${claimId}:compensation`));
  return row?.n ?? 0;
}

/** An approved claim whose type requires the part back, and its return (requested). */
async function claimAwaitingReturn(code = 'return_to_brand_for_repair') {
  const claim = await claimUnderReview(t, retailer, brand, code);
  const approved = await approveInFull(t, claim, brand);
  expect(approved.json().data.status).toBe('awaiting_return');
  const list = (await get(t, `/api/returns?claimId=${claim.id}`, brand)).json().data;
  return { claim: approved.json().data as ClaimDetail, returnId: list.rows[0].id as number };
}

async function claimOf(id: number): Promise<ClaimDetail> {
  return (await get(t, `/api/claims/${id}`, admin)).json().data;
}

async function receivedReturn() {
  const started = await claimAwaitingReturn();
  await act(started.returnId, 'ship', retailer, { carrier: 'UPS', trackingNumber: '1Z1' });
  const detail = (await get(t, `/api/returns/${started.returnId}`, brand)).json().data;
  const items = detail.items.map((item: { id: number; quantity: number }) => ({
    itemId: item.id,
    receivedQuantity: item.quantity,
  }));
  expect((await act(started.returnId, 'receive', brand, { items })).json().data.status).toBe('received');
  return started;
}

describe(`the return state machine (${testEngine})`, () => {
  it('label → ship → receive → inspect (defect confirmed: the claim is paid) → close', async () => {
    const { claim, returnId } = await claimAwaitingReturn();
    expect((await act(returnId, 'label', retailer, { carrier: 'UPS' })).statusCode).toBe(403);
    const edited = await put(t, `/api/returns/${returnId}`, brand, {
      shipFrom: 'Harbor Cycles, 1 Pier St, CA',
      shipTo: 'Voltline Returns, 9 Dock Rd, CO',
      returnBy: isoDaysFromToday(20),
    });
    expect(edited.json().data).toMatchObject({
      returnBy: isoDaysFromToday(20),
      version: 2,
      status: 'requested',
    });
    const form = fileUpload('label.txt', 'UPS label', 'text/plain');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/common/upload',
      payload: form.payload,
      headers: { ...form.headers, ...brand },
    });
    const labelFileId = uploaded.json().data.fileName;
    const foreignLabel = await act(returnId, 'label', admin, { carrier: 'UPS', labelFileId });
    expect(foreignLabel.json().data.fields).toHaveProperty('body.labelFileId');
    const labelled = await act(returnId, 'label', brand, { carrier: 'UPS', labelFileId });
    expect(labelled.json().data).toMatchObject({
      status: 'label_issued',
      carrier: 'UPS',
      labelFileName: labelFileId,
    });
    const label = await get(t, `/api/returns/${returnId}/label`, retailer);
    expect(label.statusCode).toBe(200);
    expect(label.body).toBe('UPS label');
    expect((await get(t, `/api/returns/${returnId}/label`, onsite)).statusCode).toBe(404);

    expect((await act(returnId, 'ship', brand, { carrier: 'UPS', trackingNumber: '1Z9' })).statusCode).toBe(
      403,
    );
    const shipped = await act(returnId, 'ship', retailer, { carrier: 'UPS', trackingNumber: '1Z999' });
    expect(shipped.json().data).toMatchObject({ status: 'in_transit', trackingNumber: '1Z999' });
    const again = await act(returnId, 'ship', retailer, { carrier: 'UPS', trackingNumber: '1Z999' });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.error).toBe('invalid_transition');
    expect(again.json().msg).toMatch(
      /is in transit: it cannot be shipped \(allowed only from requested or label_issued\)/,
    );
    expect((await put(t, `/api/returns/${returnId}`, brand, edited.json().data)).statusCode).toBe(400);

    const [item] = shipped.json().data.items;
    const tooMany = await act(returnId, 'receive', brand, {
      items: [{ itemId: item.id, receivedQuantity: 2 }],
    });
    expect(tooMany.json().data.fields).toHaveProperty('body.items.0.receivedQuantity');
    const received = await act(returnId, 'receive', brand, {
      items: [{ itemId: item.id, receivedQuantity: 1 }],
    });
    expect(received.json().data).toMatchObject({ status: 'received', receivedAt: expect.any(String) });
    expect(received.json().data.items[0].receivedQuantity).toBe(1);

    expect((await act(returnId, 'close', brand)).statusCode).toBe(409);
    const inspected = await act(returnId, 'inspect', brand, { result: 'confirmed_defect' });
    expect(inspected.json().data).toMatchObject({
      status: 'inspected',
      inspectionResult: 'confirmed_defect',
      inspectedBy: expect.any(String),
    });
    const paid = await claimOf(claim.id);
    expect(paid).toMatchObject({ status: 'compensated', ledgerTransactionId: expect.any(Number) });
    expect(paid.history.at(-1)).toMatchObject({ from: 'awaiting_return', to: 'compensated', actor: null });
    expect(await credits(claim.id)).toBe(1);

    const closed = await act(returnId, 'close', brand, { note: 'Motor scrapped.' });
    expect(closed.json().data.status).toBe('closed');
    expect(closed.json().data.history.map((h: { to: string }) => h.to)).toEqual([
      'requested',
      'label_issued',
      'in_transit',
      'received',
      'inspected',
      'closed',
    ]);
    expect(closed.json().data.version).toBe(7);
  });

  it('an inspection that finds no warranty fault rejects the claim with its reason, paying nothing', async () => {
    for (const [result, reasonCode] of [
      ['no_fault_found', 'no_fault_found'],
      ['customer_damage', 'customer_damage'],
      ['wrong_part', 'wrong_part_returned'],
    ] as const) {
      const { claim, returnId } = await receivedReturn();
      const noNotes = await act(returnId, 'inspect', brand, { result });
      expect(noNotes.statusCode).toBe(400);
      expect(noNotes.json().data.fields).toHaveProperty('body.notes');
      const inspected = await act(returnId, 'inspect', admin, { result, notes: 'Bench test passed.' });
      expect(inspected.json().data).toMatchObject({
        status: 'inspected',
        inspectionNotes: 'Bench test passed.',
      });
      const rejected = await claimOf(claim.id);
      expect(rejected).toMatchObject({
        status: 'rejected',
        reasonCode,
        approvedTotalCents: 0,
        ledgerTransactionId: null,
      });
      expect(rejected.lines.every((line) => line.approvedCents === 0 && line.decision === 'rejected')).toBe(
        true,
      );
      expect(await credits(claim.id)).toBe(0);
    }
  });

  it('cancelling waives the return: the claim is paid, or closed when its type pays nothing', async () => {
    const { claim, returnId } = await claimAwaitingReturn();
    expect((await act(returnId, 'cancel', retailer, { reason: 'x' })).statusCode).toBe(403);
    expect((await act(returnId, 'cancel', brand, {})).statusCode).toBe(400);
    const cancelled = await act(returnId, 'cancel', brand, { reason: 'Not worth the freight.' });
    expect(cancelled.json().data.status).toBe('cancelled');
    const paid = await claimOf(claim.id);
    expect(paid.status).toBe('compensated');
    expect(paid.history.at(-1)?.reason).toMatch(/cancelled, the return waived: Not worth the freight\./);
    expect(await credits(claim.id)).toBe(1);
    expect((await act(returnId, 'cancel', brand, { reason: 'again' })).json().data.error).toBe(
      'invalid_transition',
    );

    const created = await post(t, '/api/fulfillmentTypes', brand, {
      code: 'swap_and_return',
      name: 'Swap, part back, no pay',
      requiresReturn: true,
      shipsReplacement: true,
      compensatesRetailer: false,
    });
    expect(created.statusCode).toBe(200);
    const unpaid = await claimAwaitingReturn('swap_and_return');
    await act(unpaid.returnId, 'cancel', admin, { reason: 'Waived.' });
    expect(await claimOf(unpaid.claim.id)).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    expect(await credits(unpaid.claim.id)).toBe(0);

    const shipped = await claimAwaitingReturn();
    await act(shipped.returnId, 'ship', retailer, { carrier: 'UPS', trackingNumber: '1Z2' });
    expect((await act(shipped.returnId, 'cancel', brand, { reason: 'late' })).statusCode).toBe(409);
  });
});

describe(`return lists (${testEngine})`, () => {
  it('scopes by role, filters (status, overdue, direction, claim) and exports the same rows', async () => {
    const { returnId } = await claimAwaitingReturn();
    await put(t, `/api/returns/${returnId}`, brand, {
      shipFrom: 'Harbor Cycles, CA',
      shipTo: 'Voltline Bikes — Returns, CO',
      returnBy: isoDaysFromToday(-1),
    });
    const list = async (auth: Auth, query = '') => {
      const response = await get(t, `/api/returns?pageSize=100&${query}`, auth);
      expect(response.statusCode).toBe(200);
      return response.json().data as { rows: ReverseShipmentRow[]; total: number };
    };
    const overdue = await list(brand, 'overdue=true');
    expect(overdue.rows.map((row) => row.id)).toContain(returnId);
    expect(overdue.rows.every((row) => row.overdue)).toBe(true);
    expect((await list(brand, 'overdue=false')).rows.every((row) => !row.overdue)).toBe(true);
    expect((await list(admin, 'status=received')).rows.every((row) => row.status === 'received')).toBe(true);
    expect((await list(admin, 'direction=brand_to_retailer')).total).toBe(0);
    const brandRows = await list(brand);
    expect(brandRows.rows.every((row) => row.brand.id === t.ids.brand)).toBe(true);
    const retailerRows = await list(retailer);
    expect(retailerRows.rows.every((row) => row.retailer.id === t.ids.retailer)).toBe(true);
    expect((await list(onsite)).rows.map((row) => row.id)).not.toContain(returnId);
    expect((await get(t, `/api/returns/${returnId}`, onsite)).statusCode).toBe(404);
    expect(
      (await act(returnId, 'receive', onsite, { items: [{ itemId: 1, receivedQuantity: 0 }] })).statusCode,
    ).toBe(404);

    const sorted = (await list(admin, 'sort=returnBy')).rows.map((row) => row.returnBy);
    expect(sorted).toEqual([...sorted].sort());
    const csv = await get(t, '/api/returns/export.csv?overdue=true', brand);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^RMA,Claim,Brand/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      overdue.rows.map((row) => row.rmaNumber),
    );
  });
});

describe(`the demo returns (${testEngine})`, () => {
  it('give every claim awaiting its return one open return, and cover the return statuses', async () => {
    const awaiting = await t.db
      .select({ id: warrantyClaims.id })
      .from(warrantyClaims)
      .where(eq(warrantyClaims.status, 'awaiting_return'));
    expect(awaiting.length).toBeGreaterThan(0);
    const open = await t.db
      .select({ claimId: reverseShipments.claimId })
      .from(reverseShipments)
      .where(
        and(
          inArray(
            reverseShipments.claimId,
            awaiting.map((claim) => claim.id),
          ),
          inArray(reverseShipments.status, ['requested', 'label_issued', 'in_transit', 'received']),
        ),
      );
    expect(open.map((row) => row.claimId).sort()).toEqual(awaiting.map((claim) => claim.id).sort());
    const statuses = await t.db.selectDistinct({ status: reverseShipments.status }).from(reverseShipments);
    // Earlier tests here add returns of their own (cancelled among them): the seed's are a subset.
    expect(statuses.map((row) => row.status)).toEqual(
      expect.arrayContaining(['requested', 'label_issued', 'in_transit', 'received', 'inspected', 'closed']),
    );
  });
});
