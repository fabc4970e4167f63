import type { ClaimRow } from '@console/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reverseShipments, statusChanges, warranties, warrantyClaims } from '../../db/schema.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { type Auth, get, isoDaysFromToday, post, registration, signInRoles } from '../warranty/testKit.ts';
import { closeSettledClaims } from './settlement.ts';
import {
  approveInFull,
  claimAction,
  claimFixtures,
  claimUnderReview,
  compensationCredits,
  freshWarrantyId,
  submission,
  submittedClaim,
} from './testKit.ts';

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
  claimAction(t, id, action, auth, payload);

const credits = (claimId: number) => compensationCredits(t, claimId);

const upload = (auth: Auth, name = 'diagnostic-log.txt') =>
  t.uploadAs(auth, name, 'Hall sensor error E21 at 14:02', 'text/plain');

describe(`after approval (${testEngine})`, () => {
  it('a type that requires the part back: awaiting_return, an RMA for the part lines, no money yet', async () => {
    const claim = await claimUnderReview(t, retailer, brand, 'return_to_brand_for_repair');
    const approved = await approveInFull(t, claim, brand);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'awaiting_return', ledgerTransactionId: null });
    expect(approved.json().data.history.slice(-2)).toMatchObject([
      { from: 'under_review', to: 'approved' },
      {
        from: 'approved',
        to: 'awaiting_return',
        actor: null,
        reason: expect.stringMatching(/RMA-\d{6} requested/),
      },
    ]);
    expect(await credits(claim.id)).toBe(0);
    const returns = (await get(t, `/api/returns?claimId=${claim.id}`, retailer)).json().data;
    expect(returns.total).toBe(1);
    const detail = (await get(t, `/api/returns/${returns.rows[0].id}`, brand)).json().data;
    expect(detail).toMatchObject({
      status: 'requested',
      direction: 'retailer_to_brand',
      returnBy: isoDaysFromToday(30),
      shipFrom: 'Harbor Cycles, CA',
      shipTo: 'Voltline Bikes — Returns, CO',
      items: [{ partNumber: 'VLC-MOT-01', description: 'Motor', quantity: 1, receivedQuantity: null }],
      history: [{ from: null, to: 'requested', actor: null }],
    });
  });

  it('a type that pays nothing stays approved (the brand ships a replacement)', async () => {
    const claim = await claimUnderReview(t, retailer, brand, 'replacement_only');
    const approved = await approveInFull(t, claim, brand);
    expect(approved.json().data).toMatchObject({ status: 'approved', compensatedAt: null });
    expect(await credits(claim.id)).toBe(0);
  });
});

describe(`reopening and closing (${testEngine})`, () => {
  it('an admin reopens a rejected claim with a note; brands cannot; it can then be approved', async () => {
    const claim = await claimUnderReview(t, retailer, brand);
    await act(claim.id, 'reject', brand, { reasonCode: 'insufficient_information' });
    expect((await act(claim.id, 'reopen', brand, { note: 'Photos arrived.' })).statusCode).toBe(403);
    expect((await act(claim.id, 'reopen', admin, {})).statusCode).toBe(400);
    const reopened = await act(claim.id, 'reopen', admin, { note: 'Photos arrived.' });
    expect(reopened.json().data).toMatchObject({
      status: 'under_review',
      reasonCode: null,
      approvedTotalCents: null,
      ruleInForce: { name: 'Voltline dealer rate' },
    });
    expect(reopened.json().data.history.at(-1)).toMatchObject({
      from: 'rejected',
      reason: 'Photos arrived.',
    });
    expect((await act(claim.id, 'reopen', admin, { note: 'again' })).json().data.error).toBe(
      'invalid_transition',
    );
    expect((await approveInFull(t, claim, brand)).json().data.status).toBe('compensated');
  });

  it('closes settled claims 30 days on (system actor), and leaves the others', async () => {
    const paid = await claimUnderReview(t, retailer, brand);
    await approveInFull(t, paid, brand);
    const rejected = await claimUnderReview(t, retailer, brand);
    await act(rejected.id, 'reject', brand, { reasonCode: 'customer_damage' });
    const replaced = await claimUnderReview(t, retailer, brand, 'replacement_only');
    await approveInFull(t, replaced, brand);
    const recent = await claimUnderReview(t, retailer, brand);
    await approveInFull(t, recent, brand);
    const now = new Date();
    const longAgo = new Date(now.getTime() - 31 * 86_400_000);
    await t.db.update(warrantyClaims).set({ compensatedAt: longAgo }).where(eq(warrantyClaims.id, paid.id));
    for (const id of [rejected.id, replaced.id]) {
      await t.db.update(warrantyClaims).set({ decidedAt: longAgo }).where(eq(warrantyClaims.id, id));
    }
    expect(await closeSettledClaims(t.db, now)).toBeGreaterThanOrEqual(3);
    for (const { id } of [paid, rejected, replaced]) {
      const detail = (await get(t, `/api/claims/${id}`, admin)).json().data;
      expect(detail).toMatchObject({ status: 'closed', closedAt: now.toISOString() });
      expect(detail.history.at(-1)).toMatchObject({ to: 'closed', actor: null });
    }
    expect((await get(t, `/api/claims/${recent.id}`, admin)).json().data.status).toBe('compensated');
    expect(await closeSettledClaims(t.db, now)).toBe(0);
  });
});

describe(`compensation rule enforcement (${testEngine})`, () => {
  it('refuses a claim submitted after the rule’s window: 422 submitted_late on the repair (or failure) date', async () => {
    const { productId, repairTypeId } = await claimFixtures(t);
    const registered = await post(
      t,
      '/api/warranties',
      retailer,
      registration(productId, { purchaseDate: isoDaysFromToday(-120) }),
    );
    const warrantyId = registered.json().data.id;
    const late = await post(
      t,
      '/api/claims',
      retailer,
      submission(warrantyId, repairTypeId, {
        failureDate: isoDaysFromToday(-45),
        repairDate: isoDaysFromToday(-40),
      }),
    );
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      msg: `Claims must be submitted within 30 days of the repair (by ${isoDaysFromToday(-10)}).`,
      data: { error: 'submitted_late', fields: { 'body.repairDate': expect.any(String) } },
    });
    const noRepair = await post(
      t,
      '/api/claims',
      retailer,
      submission(warrantyId, repairTypeId, { failureDate: isoDaysFromToday(-45), repairDate: undefined }),
    );
    expect(noRepair.json().data.fields).toHaveProperty('body.failureDate');
    const inTime = submission(warrantyId, repairTypeId, {
      failureDate: isoDaysFromToday(-45),
      repairDate: isoDaysFromToday(-29),
    });
    expect((await post(t, '/api/claims', retailer, inTime)).statusCode).toBe(200);
  });

  it('holds approved freight to the freight cap and the approved total to the claim cap', async () => {
    const base = submission(0, 0).lines;
    const withFreight = await claimUnderReview(t, retailer, brand, 'repair_in_shop', {
      lines: [...base, { kind: 'freight', description: 'Courier', quantity: 1, unitCents: 10_000 }],
    });
    const overFreight = await approveInFull(t, withFreight, brand);
    expect(overFreight.statusCode).toBe(400);
    expect(overFreight.json().msg).toBe('Freight is capped at $75.00 a claim.');
    expect(overFreight.json().data.fields).toHaveProperty('body.lines.2.approvedCents');
    const [labor, part, freight] = withFreight.lines;
    const capped = await act(withFreight.id, 'approve', brand, {
      lines: [
        { lineId: labor?.id, approvedCents: labor?.claimedCents },
        { lineId: part?.id, approvedCents: part?.claimedCents },
        { lineId: freight?.id, approvedCents: 7_500, reasonCode: 'other' },
      ],
    });
    expect(capped.json().data.approvedTotalCents).toBe(16_500 + 42_000 + 7_500);

    const costly = await claimUnderReview(t, retailer, brand, 'repair_in_shop', {
      lines: [{ kind: 'part', description: 'Frame', quantity: 1, unitCents: 300_000 }],
    });
    const overCap = await approveInFull(t, costly, brand);
    expect(overCap.statusCode).toBe(400);
    expect(overCap.json().data.fields['body.lines']).toMatch(/\$2,500\.00/);
  });

  it('shows an undecided claim the rule in force, the coverage and a suggested approval; none once decided', async () => {
    const claim = await claimUnderReview(t, retailer, brand);
    expect(claim).toMatchObject({
      ruleInForce: { name: 'Voltline dealer rate', laborRateCentsPerHour: 11_000 },
      coverage: { laborCoveredPct: expect.any(Number), partsCoveredPct: expect.any(Number) },
      ruleSnapshot: null,
    });
    expect(claim.suggestedLines.map((line) => line.lineId)).toEqual(claim.lines.map((line) => line.id));
    const decided = (await approveInFull(t, claim, brand)).json().data;
    expect(decided).toMatchObject({
      ruleInForce: null,
      suggestedLines: [],
      ruleSnapshot: { name: 'Voltline dealer rate' },
    });
  });
});

describe(`attachments (${testEngine})`, () => {
  it('attaches the retailer’s uploads, refuses another company’s, and lets whoever sees the claim download', async () => {
    const { productId, repairTypeId } = await claimFixtures(t);
    const warrantyId = await freshWarrantyId(t, retailer, productId);
    const mine = await upload(retailer);
    const theirs = await upload(brand, 'brand-file.txt');
    const foreign = await post(
      t,
      '/api/claims',
      retailer,
      submission(warrantyId, repairTypeId, { attachmentFileIds: [mine, theirs] }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data.fields).toHaveProperty('body.attachmentFileIds.1');
    const submitted = await post(
      t,
      '/api/claims',
      retailer,
      submission(warrantyId, repairTypeId, { attachmentFileIds: [mine] }),
    );
    const claim = submitted.json().data;
    expect(claim.attachments).toEqual([
      {
        fileName: mine,
        originalName: 'diagnostic-log.txt',
        mime: expect.any(String),
        size: 30,
        addedAt: expect.any(String),
      },
    ]);
    const url = `/api/claims/${claim.id}/attachments/${mine}`;
    const download = await get(t, url, brand);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('Hall sensor error E21 at 14:02');
    expect((await get(t, url, admin)).statusCode).toBe(200);
    expect((await get(t, url, onsite)).statusCode).toBe(404);
    expect((await get(t, `/api/claims/${claim.id}/attachments/${theirs}`, brand)).statusCode).toBe(404);

    // More files while the reviewer asks for them.
    await act(claim.id, 'review', brand);
    await act(claim.id, 'request-info', brand, { note: 'Send a photo of the connector.' });
    const photo = await upload(retailer, 'connector.txt');
    const resubmitted = await act(claim.id, 'resubmit', retailer, { attachmentFileIds: [photo] });
    expect(resubmitted.json().data.attachments.map((file: { fileName: string }) => file.fileName)).toEqual([
      mine,
      photo,
    ]);
  });
});

describe(`claims list filters, sort and CSV (${testEngine})`, () => {
  it('filters by open, component, reason, dates and serial, sorts, and exports the same rows', async () => {
    const claim = await submittedClaim(t, retailer);
    const [unit] = await t.db
      .select({ serial: warranties.serialNumber })
      .from(warranties)
      .where(eq(warranties.id, claim.warrantyId));
    const list = async (query: string) => {
      const response = await get(t, `/api/claims?pageSize=100&${query}`, admin);
      expect(response.statusCode).toBe(200);
      return response.json().data as { rows: ClaimRow[]; total: number };
    };
    const open = await list('open=true');
    expect(open.rows.every((row) => ['submitted', 'under_review', 'needs_info'].includes(row.status))).toBe(
      true,
    );
    expect(open.rows.map((row) => row.id)).toContain(claim.id);
    expect((await list('open=false')).rows.map((row) => row.id)).not.toContain(claim.id);
    expect((await list('component=battery')).rows.every((row) => row.causalComponentType === 'battery')).toBe(
      true,
    );
    const damaged = await list('reasonCode=customer_damage');
    expect(damaged.total).toBeGreaterThan(0);
    expect(damaged.rows.every((row) => row.reasonCode === 'customer_damage')).toBe(true);
    const today = isoDaysFromToday(0);
    const todays = await list(`submittedFrom=${today}&submittedTo=${today}`);
    expect(todays.rows.map((row) => row.id)).toContain(claim.id);
    expect(todays.rows.every((row) => row.submittedAt.startsWith(today))).toBe(true);
    const bySerial = await list(`q=${unit?.serial.slice(2).toLowerCase()}`);
    expect(bySerial.rows.map((row) => row.id)).toEqual([claim.id]);
    expect(bySerial.rows[0]).toMatchObject({ ageDays: 0, assignee: null });

    const sorted = (await list('sort=claimedTotalCents')).rows.map((row) => row.claimedTotalCents);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
    const byNumber = (await list('sort=-number')).rows.map((row) => row.number);
    expect(byNumber).toEqual([...byNumber].sort().reverse());

    const query = 'open=false&sort=-approvedTotalCents';
    const filtered = await list(query);
    const csv = await get(t, `/api/claims/export.csv?${query}`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Claim,Serial,Brand,Retailer,Component/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(filtered.rows.map((row) => row.number));
    // The retailer's export holds only its own claims.
    const mine = await get(t, '/api/claims/export.csv', retailer);
    expect(
      mine.body
        .trim()
        .split('\r\n')
        .slice(1)
        .every((line) => line.includes('Harbor Cycles')),
    ).toBe(true);
  });
});

describe(`history (${testEngine})`, () => {
  it('writes one status change per step, the system’s without an actor', async () => {
    const claim = await claimUnderReview(t, retailer, brand);
    await approveInFull(t, claim, brand);
    const changes = await t.db
      .select({ to: statusChanges.toStatus, actor: statusChanges.actorUserId })
      .from(statusChanges)
      .where(and(eq(statusChanges.entity, 'warranty_claim'), eq(statusChanges.entityId, String(claim.id))));
    expect(changes.map((change) => change.to)).toEqual([
      'submitted',
      'under_review',
      'approved',
      'compensated',
    ]);
    expect(changes.at(-1)?.actor).toBeNull();
    const [none] = await t.db
      .select({ n: count() })
      .from(reverseShipments)
      .where(eq(reverseShipments.claimId, claim.id));
    expect(none?.n).toBe(0);
  });
});
