import { and, count, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LedgerAccount,
  ledgerEntries,
  ledgerTransactions,
  statusChanges,
  warranties,
  warrantyClaims,
} from '../../db/schema.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { projectedBalance } from '../money/ledger.ts';
import { type Auth, get, isoDaysFromToday, post, signInRoles } from '../warranty/testKit.ts';
import {
  claimAction,
  claimFixtures,
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

const compensations = (claimId: number) => compensationCredits(t, claimId);

/** Compensation is credited as pending money (available after COMPENSATION_PENDING_DAYS). */
async function pendingCents(companyId: number): Promise<number> {
  return (await projectedBalance(t.db, companyId)).pendingCents;
}

describe(`POST /api/claims (${testEngine})`, () => {
  it('submits a claim on a unit the retailer sold, with its lines, number and history', async () => {
    const claim = await submittedClaim(t, retailer);
    expect(claim).toMatchObject({
      status: 'submitted',
      brand: { id: t.ids.brand },
      retailer: { id: t.ids.retailer },
      claimedTotalCents: 58_500,
      approvedTotalCents: null,
      lines: [
        { lineNo: 1, kind: 'labor', claimedCents: 16_500, approvedCents: null },
        { lineNo: 2, kind: 'part', claimedCents: 42_000 },
      ],
      history: [{ from: null, to: 'submitted' }],
    });
    expect(claim.number).toMatch(/^CLM-\d{6}$/);
  });

  it('refuses a component not covered on the failure date (422 warranty_not_active), a future date, a duplicate', async () => {
    const { productId, repairTypeId } = await claimFixtures(t);
    const warrantyId = await freshWarrantyId(t, retailer, productId);
    const beforePurchase = await post(
      t,
      '/api/claims',
      retailer,
      submission(warrantyId, repairTypeId, { failureDate: isoDaysFromToday(-60), repairDate: undefined }),
    );
    expect(beforePurchase.statusCode).toBe(422);
    expect(beforePurchase.json().data).toMatchObject({
      error: 'warranty_not_active',
      fields: { 'body.failureDate': expect.any(String) },
    });
    const future = await post(
      t,
      '/api/claims',
      retailer,
      submission(warrantyId, repairTypeId, { failureDate: isoDaysFromToday(2), repairDate: undefined }),
    );
    expect(future.statusCode).toBe(400);
    expect(future.json().data.fields).toHaveProperty('body.failureDate');
    expect((await post(t, '/api/claims', retailer, submission(warrantyId, repairTypeId))).statusCode).toBe(
      200,
    );
    const duplicate = await post(t, '/api/claims', retailer, submission(warrantyId, repairTypeId));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().data.fields).toHaveProperty('body.causalComponentType');
  });

  it('is for retailers only (403), on units they sold (404 otherwise)', async () => {
    const { productId, repairTypeId } = await claimFixtures(t);
    const warrantyId = await freshWarrantyId(t, retailer, productId);
    expect((await post(t, '/api/claims', brand, submission(warrantyId, repairTypeId))).statusCode).toBe(403);
    const [sold] = await t.db
      .select({ id: warranties.id })
      .from(warranties)
      .where(and(eq(warranties.status, 'active'), ne(warranties.sellingRetailerCompanyId, t.ids.retailer)))
      .limit(1);
    const foreign = await post(t, '/api/claims', retailer, submission(sold?.id ?? 0, repairTypeId));
    expect(foreign.statusCode).toBe(404);
  });
});

describe(`claim lists and detail (${testEngine})`, () => {
  it('shows a brand its brand’s claims, a retailer its own, an admin all; other brands get 404', async () => {
    const claim = await submittedClaim(t, retailer);
    for (const auth of [brand, retailer, admin]) {
      const list = (await get(t, '/api/claims?status=submitted&pageSize=100', auth)).json().data;
      expect(list.rows.map((row: { id: number }) => row.id)).toContain(claim.id);
      expect((await get(t, `/api/claims/${claim.id}`, auth)).statusCode).toBe(200);
    }
    const ridgeway = (await get(t, '/api/claims', onsite)).json().data;
    expect(ridgeway.rows.every((row: { brand: { id: number } }) => row.brand.id === t.ids.onsiteBrand)).toBe(
      true,
    );
    expect((await get(t, `/api/claims/${claim.id}`, onsite)).statusCode).toBe(404);
    expect((await act(claim.id, 'review', onsite)).statusCode).toBe(404);
  });
});

describe(`the claim state machine (${testEngine})`, () => {
  it('review → needs info → resubmit → review → reject (reason required); each step in the history', async () => {
    const { id } = await submittedClaim(t, retailer);
    expect((await act(id, 'review', retailer)).statusCode).toBe(403);
    expect((await act(id, 'review', brand)).json().data.status).toBe('under_review');
    const info = await act(id, 'request-info', brand, { note: 'Send the diagnostic export.' });
    expect(info.json().data.status).toBe('needs_info');
    expect((await act(id, 'resubmit', retailer, { note: 'Attached.' })).json().data.status).toBe('submitted');
    expect((await act(id, 'review', admin)).statusCode).toBe(200);
    const noReason = await act(id, 'reject', brand, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().data.fields).toHaveProperty('body.reasonCode');
    const rejected = await act(id, 'reject', brand, { reasonCode: 'customer_damage', note: 'Crash damage.' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reasonCode: 'customer_damage' });
    expect(rejected.json().data.history.map((h: { to: string }) => h.to)).toEqual([
      'submitted',
      'under_review',
      'needs_info',
      'submitted',
      'under_review',
      'rejected',
    ]);
  });

  it('refuses transitions the table does not allow with 409 invalid_transition, from and to named', async () => {
    const { id } = await submittedClaim(t, retailer);
    const early = await act(id, 'approve', brand, { lines: [{ lineId: 1, approvedCents: 1 }] });
    expect(early.statusCode).toBe(409);
    expect(early.json().data.error).toBe('invalid_transition');
    expect(early.json().msg).toMatch(
      /is submitted: it cannot be approved \(allowed only from under_review\)/,
    );
    expect((await act(id, 'resubmit', retailer)).statusCode).toBe(409);
    expect((await act(id, 'cancel', retailer, { note: 'Customer withdrew.' })).json().data.status).toBe(
      'cancelled',
    );
    expect((await act(id, 'review', brand)).statusCode).toBe(409);
    const [changes] = await t.db
      .select({ n: count() })
      .from(statusChanges)
      .where(and(eq(statusChanges.entity, 'warranty_claim'), eq(statusChanges.entityId, String(id))));
    expect(changes?.n).toBe(2);
  });
});

describe(`approval and compensation (${testEngine})`, () => {
  it('partially approves (≤ claimed per line), freezes the rule, then the system credits the retailer once', async () => {
    const claim = await submittedClaim(t, retailer);
    await act(claim.id, 'review', brand);
    const [labor, part] = claim.lines;
    if (!labor || !part) throw new Error('two lines');
    const tooMuch = await act(claim.id, 'approve', brand, {
      lines: [
        { lineId: labor.id, approvedCents: 16_500 },
        { lineId: part.id, approvedCents: 42_001 },
      ],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().data.fields).toHaveProperty('body.lines.1.approvedCents');
    const noReason = await act(claim.id, 'approve', brand, {
      lines: [
        { lineId: labor.id, approvedCents: 11_000 },
        { lineId: part.id, approvedCents: 42_000 },
      ],
    });
    expect(noReason.json().data.fields).toHaveProperty('body.lines.0.reasonCode');
    const before = await pendingCents(t.ids.retailer);
    const approved = await act(claim.id, 'approve', brand, {
      lines: [
        { lineId: labor.id, approvedCents: 11_000, reasonCode: 'excessive_labor' },
        { lineId: part.id, approvedCents: 42_000 },
      ],
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'compensated',
      approvedTotalCents: 53_000,
      compensatedAt: expect.any(String),
      ruleSnapshot: { ownerCompanyId: t.ids.brand, name: 'Voltline dealer rate', version: 1 },
      ledgerTransactionId: expect.any(Number),
      lines: [
        { approvedCents: 11_000, decision: 'adjusted', reasonCode: 'excessive_labor' },
        { approvedCents: 42_000, decision: 'approved' },
      ],
    });
    // Repair in shop pays the retailer: the system's step follows the approval, with no actor.
    expect(approved.json().data.history.slice(-2)).toMatchObject([
      { from: 'under_review', to: 'partially_approved', actor: expect.any(String) },
      { from: 'partially_approved', to: 'compensated', actor: null },
    ]);
    expect(await compensations(claim.id)).toBe(1);
    expect(await pendingCents(t.ids.retailer)).toBe(before + 53_000);

    const again = await act(claim.id, 'approve', admin, {
      lines: [
        { lineId: labor.id, approvedCents: 16_500 },
        { lineId: part.id, approvedCents: 42_000 },
      ],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toMatch(/compensated: it cannot be approved/);
    expect(await compensations(claim.id)).toBe(1);
    expect(await pendingCents(t.ids.retailer)).toBe(before + 53_000);
  });

  it('two reviewers approving at once: one 200, one 409, one ledger transaction', async () => {
    const claim = await submittedClaim(t, retailer);
    await act(claim.id, 'review', brand);
    const full = {
      lines: claim.lines.map((line) => ({ lineId: line.id, approvedCents: line.claimedCents })),
    };
    const before = await pendingCents(t.ids.retailer);
    const responses = await Promise.all([
      act(claim.id, 'approve', brand, full),
      act(claim.id, 'approve', admin, full),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await compensations(claim.id)).toBe(1);
    expect(await pendingCents(t.ids.retailer)).toBe(before + 58_500);
  });
});

describe(`the demo claims (${testEngine})`, () => {
  it('cover every status but draft, and each paid claim has its one ledger credit of the approved total', async () => {
    const seeded = await t.db.select().from(warrantyClaims);
    expect(new Set(seeded.map((claim) => claim.status))).toEqual(
      new Set([
        'submitted',
        'under_review',
        'needs_info',
        'approved',
        'partially_approved',
        'awaiting_return',
        'compensated',
        'rejected',
        'cancelled',
        'closed',
      ]),
    );
    const credits = await t.db
      .select({
        reference: ledgerTransactions.referenceId,
        id: ledgerTransactions.id,
        companyId: ledgerEntries.companyId,
        cents: ledgerEntries.amountCents,
      })
      .from(ledgerTransactions)
      .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
      .where(
        and(
          eq(ledgerTransactions.kind, 'warranty_compensation'),
          eq(ledgerEntries.account, LedgerAccount.companyPending),
          isNotNull(ledgerEntries.companyId),
        ),
      );
    for (const claim of seeded) {
      const mine = credits.filter((credit) => credit.reference === String(claim.id));
      // Paid: compensated, and closed after it; nothing else has money yet (or ever).
      if (claim.compensatedAt === null) {
        expect({ claim: claim.number, credits: mine }).toEqual({ claim: claim.number, credits: [] });
        continue;
      }
      expect(['compensated', 'closed']).toContain(claim.status);
      expect(mine).toEqual([
        {
          reference: String(claim.id),
          id: claim.ledgerTransactionId,
          companyId: claim.retailerCompanyId,
          cents: claim.approvedTotalCents,
        },
      ]);
    }
  });
});
