import type { StatementDetail } from '@console/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandStatementLines,
  brandStatements,
  LedgerAccount,
  ledgerEntries,
  ledgerTransactions,
} from '../../../db/schema.ts';
import { DEMO_USERS } from '../../../db/seed.ts';
import { createTestApp, type TestApp } from '../../../test/testApp.ts';
import type { Auth } from '../../warranty/testKit.ts';
import { findMismatches, findUnbalanced } from '../financial/integrity.ts';
import { LedgerKind } from '../kinds.ts';
import { projectedBalance } from '../ledger.ts';
import { type ChargeDeps, chargeDueStatements, chargeStatement, IN_FLIGHT_MINUTES } from './charge.ts';
import { issueMonthlyStatements, issueStatementNow, periodOf } from './issue.ts';
import { addCard, attemptsOf, CARDS, chargePostings, compensatedClaim, simCharges } from './testKit.ts';

let t: TestApp;
let deps: ChargeDeps;
let as: Record<'admin' | 'finance' | 'support' | 'brand' | 'staff' | 'onsite' | 'retailer', Auth>;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.db, cardProvider: t.cardProvider };
  as = {
    admin: await t.authAs(DEMO_USERS.admin),
    finance: await t.authAs(DEMO_USERS.finance),
    support: await t.authAs(DEMO_USERS.support),
    brand: await t.authAs(DEMO_USERS.brand),
    staff: await t.authAs(DEMO_USERS.brandStaff),
    onsite: await t.authAs(DEMO_USERS.onsite),
    retailer: await t.authAs(DEMO_USERS.retailer),
  };
}, 60_000);
afterAll(() => t?.close());

const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url, headers: auth });
const send = (url: string, auth: Auth, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
    ...(payload ? { payload } : {}),
  });

async function statement(id: number, auth: Auth = as.finance): Promise<StatementDetail> {
  const response = await get(`/api/statements/${id}`, auth);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** An admin's "Issue now" for the brand; the statement it answered. */
async function issueNow(brandId: number): Promise<{ detail: StatementDetail; msg: string }> {
  const response = await send('/api/admin/statements/issue', as.finance, { brandId });
  expect(response.statusCode).toBe(200);
  return { detail: response.json().data, msg: response.json().msg };
}

describe('issuing statements', () => {
  it('the monthly run issues one statement per brand, a line per compensated claim, however often it runs', async () => {
    // Run as on the 1st of next month: the month billed is this one, with all of the seed's compensation.
    const now = new Date();
    const firstOfNext = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 2));
    const [first, second] = await Promise.all([
      issueMonthlyStatements(t.db, firstOfNext),
      issueMonthlyStatements(t.db, firstOfNext),
    ]);
    const issued = [...(first ?? []), ...(second ?? [])];
    expect(issued.length).toBeGreaterThan(0);
    expect(await issueMonthlyStatements(t.db, firstOfNext)).toEqual([]);

    const monthly = await t.db
      .select()
      .from(brandStatements)
      .where(and(eq(brandStatements.period, periodOf(now)), sql`${brandStatements.issuedBy} is null`));
    expect(monthly.map((row) => row.id).sort()).toEqual([...issued].sort());
    expect(new Set(monthly.map((row) => row.brandCompanyId)).size).toBe(monthly.length);
    for (const row of monthly) {
      expect(row.number).toBe(`ST-${periodOf(now).replace('-', '')}-${row.brandCompanyId}`);
      // Every compensation of the brand is on exactly one statement.
      const [owed] = await t.db
        .select({
          cents: sql<number>`coalesce(-sum(${ledgerEntries.amountCents}), 0)`.mapWith(Number),
          n: count(),
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(
          and(
            eq(ledgerEntries.companyId, row.brandCompanyId),
            eq(ledgerEntries.account, LedgerAccount.companyReceivable),
            eq(ledgerTransactions.kind, LedgerKind.claimCompensation),
          ),
        );
      const [billed] = await t.db
        .select({
          cents: sql<number>`coalesce(sum(${brandStatementLines.amountCents}), 0)`.mapWith(Number),
          n: count(),
        })
        .from(brandStatementLines)
        .innerJoin(brandStatements, eq(brandStatements.id, brandStatementLines.statementId))
        .where(eq(brandStatements.brandCompanyId, row.brandCompanyId));
      expect(billed).toEqual(owed);
      const detail = await statement(row.id);
      expect(detail.totalCents).toBe(detail.lines.reduce((sum, line) => sum + line.amountCents, 0));
      expect(detail.lines.every((line) => /^CLM-\d{6}$/.test(line.claimNumber))).toBe(true);
      expect(detail).toMatchObject({ kind: 'monthly', status: 'issued', attempts: 0, issuedBy: null });
    }
  });

  it("an admin issues a brand's statement now: it lists the claim, is charged to the card once and posts one charge", async () => {
    await addCard(t, as.brand, CARDS.succeeds);
    const claim = await compensatedClaim(t, as.retailer, as.brand);
    const preview = await get(`/api/admin/statements/preview?brandId=${t.ids.brand}`, as.finance);
    expect(preview.json().data).toMatchObject({
      brandName: 'Voltline Bikes',
      unbilledClaims: 1,
      unbilledCents: 123_456,
      hasCard: true,
    });
    const before = await projectedBalance(t.db, t.ids.brand);

    const { detail, msg } = await issueNow(t.ids.brand);
    expect(detail).toMatchObject({
      brandName: 'Voltline Bikes',
      kind: 'on_demand',
      status: 'paid',
      totalCents: 123_456,
      attempts: 1,
      lineCount: 1,
      nextAttemptAt: null,
      lastFailure: null,
      issuedBy: 'Fiona Finance',
    });
    expect(detail.number).toMatch(new RegExp(`^ST-\\d{6}-${t.ids.brand}-1$`));
    expect(msg).toBe(`Statement ${detail.number} is paid.`);
    expect(detail.lines).toEqual([
      expect.objectContaining({
        claimId: claim.id,
        claimNumber: claim.number,
        retailerName: 'Harbor Cycles',
      }),
    ]);
    expect(detail.charges).toEqual([
      expect.objectContaining({
        attempt: 1,
        status: 'succeeded',
        card: { cardBrand: 'visa', last4: '4242' },
      }),
    ]);
    expect(await chargePostings(t, detail.id)).toBe(1);
    const after = await projectedBalance(t.db, t.ids.brand);
    expect(after.receivableCents - before.receivableCents).toBe(123_456);

    const again = await send('/api/admin/statements/issue', as.finance, { brandId: t.ids.brand });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      msg: 'Voltline Bikes owes nothing that is not on a statement already.',
      data: { error: 'nothing_to_bill' },
    });
    const [onStatements] = await t.db
      .select({ n: count() })
      .from(brandStatementLines)
      .where(eq(brandStatementLines.claimId, claim.id));
    expect(onStatements?.n).toBe(1);
  });
});

describe('who reads and acts on statements', () => {
  it('a brand reads its own, admins with permission 2 every brand’s; others are refused or find nothing', async () => {
    const [own] = (await get('/api/statements', as.staff)).json().data.rows as {
      id: number;
      brandId: number;
    }[];
    if (!own) throw new Error('Voltline has no statement');
    expect(own.brandId).toBe(t.ids.brand);
    for (const suffix of ['', '/csv', '/pdf']) {
      expect((await get(`/api/statements/${own.id}${suffix}`, as.staff)).statusCode).toBe(200);
      expect((await get(`/api/statements/${own.id}${suffix}`, as.onsite)).statusCode).toBe(404);
      expect((await get(`/api/statements/${own.id}${suffix}`, as.retailer)).statusCode).toBe(403);
      expect((await get(`/api/statements/${own.id}${suffix}`, as.support)).statusCode).toBe(403);
      expect((await get(`/api/statements/${own.id}${suffix}`, as.finance)).statusCode).toBe(200);
    }
    const ridgeways = (await get(`/api/statements?brandId=${t.ids.brand}`, as.onsite)).json().data;
    expect(ridgeways).toEqual({ rows: [], total: 0 });
    expect((await get('/api/statements', as.retailer)).statusCode).toBe(403);

    const filtered = await get(
      `/api/statements?brandId=${t.ids.brand}&status=paid&period=${periodOf(new Date())}`,
      as.finance,
    );
    const rows = filtered.json().data.rows as { brandId: number; status: string; period: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.brandId === t.ids.brand && row.status === 'paid')).toBe(true);
    expect((await get('/api/statements?period=2026-13', as.finance)).statusCode).toBe(400);

    for (const auth of [as.brand, as.retailer, as.support]) {
      expect((await get(`/api/admin/statements/preview?brandId=${t.ids.brand}`, auth)).statusCode).toBe(403);
      expect((await send('/api/admin/statements/issue', auth, { brandId: t.ids.brand })).statusCode).toBe(
        403,
      );
      expect((await send(`/api/admin/statements/${own.id}/retry`, auth)).statusCode).toBe(403);
    }
    expect(
      (await get(`/api/admin/statements/preview?brandId=${t.ids.retailer}`, as.finance)).statusCode,
    ).toBe(404);
    expect(
      (await send('/api/admin/statements/issue', as.finance, { brandId: t.ids.retailer })).statusCode,
    ).toBe(404);
    expect((await send('/api/admin/statements/999999/retry', as.finance)).statusCode).toBe(404);
    expect((await send(`/api/admin/statements/${own.id}/retry`, as.finance)).statusCode).toBe(409);
  });

  it('the CSV and the PDF carry the claim numbers and the total, with thousands separators', async () => {
    const claim = await compensatedClaim(t, as.retailer, as.brand);
    const { detail } = await issueNow(t.ids.brand);
    const csv = await get(`/api/statements/${detail.id}/csv`, as.brand);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="statement-${detail.number}.csv"`);
    expect(csv.body).toContain(`Statement,${detail.number}\r\nBrand,Voltline Bikes\r\n`);
    expect(csv.body).toContain('Claim,Retailer,Compensated on,Description,Amount (USD)\r\n');
    expect(csv.body).toContain(`${claim.number},Harbor Cycles,`);
    expect(csv.body).toContain('Total,,,1 claims,"1,234.56"\r\n');

    const pdf = await get(`/api/statements/${detail.id}/pdf`, as.brand);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain(`Statement ${detail.number}`);
    expect(text).toContain(claim.number);
    expect(text).toContain('Total $1,234.56');
  });
});

describe('charging', () => {
  it('a declined card fails, is retried 1, 3 and 5 days later, then waits for a new card, which pays it', async () => {
    await addCard(t, as.onsite, CARDS.chargesDeclined);
    await compensatedClaim(t, as.retailer, as.onsite, 'RW-TRAIL-24');
    const { detail, msg } = await issueNow(t.ids.onsiteBrand);
    expect(detail).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastFailureCode: 'card_declined',
      lastFailure: 'Your card was declined.',
    });
    expect(msg).toBe(`The charge of statement ${detail.number} failed: Your card was declined.`);
    const issuedAt = Date.parse(detail.issuedAt);
    expect(Date.parse(detail.nextAttemptAt ?? '') - issuedAt).toBe(DAY_MS);
    expect(await chargeStatement(deps, detail.id, new Date(issuedAt + DAY_MS - MINUTE_MS))).toBe('not_due');

    let at = issuedAt;
    for (const [attempt, days] of [
      [2, 3],
      [3, 5],
    ] as const) {
      const due = Date.parse((await statement(detail.id)).nextAttemptAt ?? '');
      at = due + MINUTE_MS;
      await chargeDueStatements(deps, new Date(at));
      const retried = await statement(detail.id);
      expect(retried).toMatchObject({ attempts: attempt, status: 'failed' });
      expect(Date.parse(retried.nextAttemptAt ?? '') - at).toBe(days * DAY_MS);
    }
    await chargeDueStatements(
      deps,
      new Date(Date.parse((await statement(detail.id)).nextAttemptAt ?? '') + MINUTE_MS),
    );
    const exhausted = await statement(detail.id);
    expect(exhausted).toMatchObject({ attempts: 4, status: 'failed', nextAttemptAt: null });
    expect(
      exhausted.charges.map((charge) => [charge.status, charge.failureCode, charge.card?.last4]),
    ).toEqual(Array(4).fill(['failed', 'card_declined', '0341']));
    await chargeDueStatements(deps, new Date(at + 60 * DAY_MS));
    expect((await statement(detail.id)).attempts).toBe(4);

    // A new card charges what is unpaid at once.
    await addCard(t, as.onsite, CARDS.succeeds);
    const paid = await statement(detail.id);
    expect(paid).toMatchObject({ status: 'paid', attempts: 5, lastFailure: null });
    expect(paid.charges.at(-1)).toMatchObject({
      status: 'succeeded',
      card: { cardBrand: 'visa', last4: '4242' },
    });
    expect(await chargePostings(t, detail.id)).toBe(1);
  });

  it('insufficient funds are told apart; an admin retries now', async () => {
    await addCard(t, as.onsite, CARDS.insufficientFunds);
    await compensatedClaim(t, as.retailer, as.onsite, 'RW-TRAIL-24');
    const { detail } = await issueNow(t.ids.onsiteBrand);
    expect(detail).toMatchObject({ status: 'failed', lastFailureCode: 'insufficient_funds' });
    const retry = await send(`/api/admin/statements/${detail.id}/retry`, as.finance);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toMatchObject({
      attempts: 2,
      status: 'failed',
      lastFailure: 'Your card has insufficient funds.',
    });
  });

  it('with no card on file the statement waits, and says so; the card added pays it', async () => {
    const cards = (await get('/api/billing/cards', as.onsite)).json().data as { id: number }[];
    for (const card of cards) {
      await t.app.inject({ method: 'DELETE', url: `/api/billing/cards/${card.id}`, headers: as.onsite });
    }
    const unpaid = (await get('/api/statements?status=failed', as.onsite)).json().data.rows as {
      id: number;
    }[];
    await compensatedClaim(t, as.retailer, as.onsite, 'RW-TRAIL-24');
    const { detail, msg } = await issueNow(t.ids.onsiteBrand);
    expect(detail).toMatchObject({
      status: 'issued',
      attempts: 0,
      lastFailureCode: 'no_card',
      nextAttemptAt: null,
    });
    expect(msg).toBe(`Statement ${detail.number} waits for a card: the brand has none on file.`);
    const summary = (await get('/api/billing/summary', as.onsite)).json().data;
    expect(summary.outstandingCents).toBeGreaterThanOrEqual(detail.totalCents);

    await addCard(t, as.onsite, CARDS.succeeds);
    for (const id of [detail.id, ...unpaid.map((row) => row.id)]) {
      expect((await statement(id)).status).toBe('paid');
    }
  });
});

describe('exactly once', () => {
  it('charge runs, retries and requests at once charge a statement once', async () => {
    await compensatedClaim(t, as.retailer, as.brand);
    const id = await issueStatementNow(t.db, t.ids.brand, t.ids.admin);
    const results = await Promise.all([
      chargeDueStatements(deps),
      chargeDueStatements(deps),
      chargeStatement(deps, id, new Date(), { force: true }),
      send(`/api/admin/statements/${id}/retry`, as.finance),
      send(`/api/admin/statements/${id}/retry`, as.admin),
    ]);
    expect(results).toHaveLength(5);
    expect((await statement(id)).status).toBe('paid');
    expect(await chargePostings(t, id)).toBe(1);
    expect(await simCharges(t, id)).toEqual({ total: 1, succeeded: 1 });
    expect(await attemptsOf(t, id, 'succeeded')).toBe(1);
  });

  it('a charge whose answer was lost is resumed with the same key: the card is charged once', async () => {
    await compensatedClaim(t, as.retailer, as.brand);
    const id = await issueStatementNow(t.db, t.ids.brand, t.ids.admin);
    t.cardProvider.loseChargeAnswers(1);
    const issuedAt = Date.now();
    expect(await chargeStatement(deps, id, new Date(issuedAt))).toBe('unanswered');
    const waiting = await statement(id);
    expect(waiting).toMatchObject({
      status: 'issued',
      charging: true,
      lastFailureCode: 'provider_unavailable',
    });
    // The provider did charge; our books wait for its answer.
    expect(await simCharges(t, id)).toEqual({ total: 1, succeeded: 1 });
    expect(await chargePostings(t, id)).toBe(0);

    // Within the in-flight window nothing is asked again; after it, two runs at once resume attempt 1.
    await chargeDueStatements(deps, new Date(issuedAt + MINUTE_MS));
    expect((await statement(id)).status).toBe('issued');
    const later = new Date(issuedAt + (IN_FLIGHT_MINUTES + 1) * MINUTE_MS);
    await Promise.all([chargeDueStatements(deps, later), chargeDueStatements(deps, later)]);
    const paid = await statement(id);
    expect(paid).toMatchObject({ status: 'paid', attempts: 1, charging: false, lastFailure: null });
    expect(await simCharges(t, id)).toEqual({ total: 1, succeeded: 1 });
    expect(await chargePostings(t, id)).toBe(1);
  });

  it('leaves the ledger in balance', async () => {
    expect(await findMismatches(t.db)).toEqual([]);
    expect(await findUnbalanced(t.db)).toEqual([]);
  });
});
