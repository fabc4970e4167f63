import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerAccount, ledgerEntries, ledgerTransactions, payLogs } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';

let t: TestApp;
let admin: { authorization: string };
let auditor: { authorization: string };
let finance: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.authAs(DEMO_USERS.admin);
  auditor = await t.authAs(DEMO_USERS.auditor);
  finance = await t.authAs(DEMO_USERS.finance);
}, 60_000);
afterAll(() => t?.close());

type Auth = { authorization: string };

async function addLog(payload: Record<string, unknown>, headers: Auth = admin) {
  return t.app.inject({ method: 'POST', url: '/api/bee/adminAddPayLog', headers, payload });
}

async function audit(payload: Record<string, unknown>, headers: Auth = auditor) {
  return t.app.inject({ method: 'PUT', url: '/api/bee/auditPayLog', headers, payload });
}

async function detail(id: number, headers: Auth = admin) {
  const response = await t.app.inject({ method: 'GET', url: `/api/bee/payLog/${id}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function newLog(companyId: number, direction: 'credit' | 'debit', amount: string, extra = {}) {
  const response = await addLog({ companyId, direction, amount, category: 'correction', ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id as number;
}

/** A credit entered by the admin and approved by the auditor. */
async function approvedCredit(companyId: number, amount: string): Promise<number> {
  const id = await newLog(companyId, 'credit', amount);
  expect((await audit({ id, decision: 'approved' })).statusCode).toBe(200);
  return id;
}

async function availableCents(companyId: number): Promise<number> {
  const [row] = await t.db
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.companyId, companyId), eq(ledgerEntries.account, LedgerAccount.companyAvailable)),
    );
  return row?.cents ?? 0;
}

async function postingsOf(ids: number[]): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(
      inArray(
        ledgerTransactions.idempotencyKey,
        ids.map((id) => `pay_log:${id}:approval`),
      ),
    );
  return row?.n ?? 0;
}

async function logCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(payLogs);
  return row?.n ?? 0;
}

describe('a correction of an approved log', () => {
  it('is a new log of the opposite direction, linked both ways; approved, it moves the balance back', async () => {
    const companyId = t.ids.otherRetailer;
    const original = await approvedCredit(companyId, '300.00');
    const afterCredit = await availableCents(companyId);
    expect((await detail(original)).correctableCents).toBe(30_000);

    const added = await addLog({
      companyId,
      direction: 'debit',
      amount: '120.50',
      category: 'correction',
      note: 'Half of the cheque bounced.',
      correctsId: original,
    });
    expect(added.statusCode).toBe(200);
    const correction = added.json().data;
    expect(correction).toMatchObject({
      direction: 'debit',
      amountCents: 12_050,
      status: 'pending_audit',
      correctsId: original,
      correctableCents: 0,
      corrects: { id: original, direction: 'credit', amountCents: 30_000, status: 'approved' },
      corrections: [],
    });
    // The original is unchanged; what is left to correct counts the pending correction.
    const parent = await detail(original);
    expect(parent).toMatchObject({ status: 'approved', amountCents: 30_000, correctableCents: 17_950 });
    expect(parent.corrections).toEqual([
      expect.objectContaining({ id: correction.id, direction: 'debit', status: 'pending_audit' }),
    ]);
    expect(await availableCents(companyId)).toBe(afterCredit);

    const approved = await audit({ id: correction.id, decision: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', correctableCents: 12_050 });
    expect(await availableCents(companyId)).toBe(afterCredit - 12_050);
    expect((await detail(original)).corrections[0]).toMatchObject({ status: 'approved' });
  });

  it('a rejected correction frees its share; a correction of a correction is allowed', async () => {
    const companyId = t.ids.retailer;
    const original = await approvedCredit(companyId, '50.00');
    const first = await newLog(companyId, 'debit', '50.00', { correctsId: original });
    expect((await detail(original)).correctableCents).toBe(0);
    expect((await audit({ id: first, decision: 'rejected', note: 'Wrong company.' })).statusCode).toBe(200);
    expect((await detail(original)).correctableCents).toBe(5_000);

    const second = await newLog(companyId, 'debit', '20.00', { correctsId: original });
    expect((await audit({ id: second, decision: 'approved' })).statusCode).toBe(200);
    const third = await newLog(companyId, 'credit', '20.00', { correctsId: second });
    expect((await detail(third)).corrects).toMatchObject({ id: second, direction: 'debit' });
    expect((await detail(second)).corrections.map((link: { id: number }) => link.id)).toEqual([third]);
  });

  it('refuses a log that is not approved, of another company, of the same direction, or too large (400)', async () => {
    const companyId = t.ids.brand;
    const approved = await approvedCredit(companyId, '80.00');
    const pending = await newLog(companyId, 'credit', '10.00');
    const rejected = await newLog(companyId, 'credit', '10.00');
    expect((await audit({ id: rejected, decision: 'rejected', note: 'No.' })).statusCode).toBe(200);
    const before = await logCount();
    const base = { companyId, direction: 'debit', amount: '10.00', category: 'correction' };
    for (const [payload, field, message] of [
      [{ ...base, correctsId: pending }, 'body.correctsId', 'Only an approved payment log can be corrected.'],
      [
        { ...base, correctsId: rejected },
        'body.correctsId',
        'Only an approved payment log can be corrected.',
      ],
      [
        { ...base, companyId: t.ids.onsiteBrand, correctsId: approved },
        'body.companyId',
        'A correction is for the company of the log it corrects.',
      ],
      [
        { ...base, direction: 'credit', correctsId: approved },
        'body.direction',
        'A correction of a credit is a debit.',
      ],
      [
        { ...base, amount: '80.01', correctsId: approved },
        'body.amount',
        `At most $80.00 of payment log #${approved} is left to correct.`,
      ],
    ] as const) {
      const response = await addLog(payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().msg).toBe(message);
      expect(response.json().data.fields).toEqual({ [field]: message });
    }
    await newLog(companyId, 'debit', '80.00', { correctsId: approved });
    const nothingLeft = await addLog({ ...base, amount: '0.01', correctsId: approved });
    expect(nothingLeft.json().data.fields).toEqual({
      'body.amount': `Nothing of payment log #${approved} is left to correct.`,
    });
    expect(await logCount()).toBe(before + 1);
  });

  it('answers 404 on the field for an unknown log, 400 for a malformed id', async () => {
    const base = { companyId: t.ids.brand, direction: 'debit', amount: '1.00', category: 'correction' };
    const unknown = await addLog({ ...base, correctsId: 987_654 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data.fields).toEqual({ 'body.correctsId': 'No such payment log.' });
    for (const correctsId of [0, -1, 'abc', 1.5]) {
      const response = await addLog({ ...base, correctsId });
      expect(response.statusCode, String(correctsId)).toBe(400);
      expect(response.json().data.fields).toHaveProperty(['body.correctsId']);
    }
  });
});

describe('corrections under concurrency', () => {
  it('of many corrections entered at once for the whole amount, exactly one is taken', async () => {
    const companyId = t.ids.moreRetailers[1] ?? 0;
    const original = await approvedCredit(companyId, '64.00');
    const headers = [admin, finance, admin, finance, admin, finance, admin, finance];
    const responses = await Promise.all(
      headers.map((auth) =>
        addLog(
          { companyId, direction: 'debit', amount: '64.00', category: 'correction', correctsId: original },
          auth,
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(response.json().data.fields).toHaveProperty(['body.amount']);
    }
    const [row] = await t.db.select({ n: count() }).from(payLogs).where(eq(payLogs.correctsId, original));
    expect(row?.n).toBe(1);
  });

  it('two admins approving one correction at once post it exactly once', async () => {
    const companyId = t.ids.moreRetailers[2] ?? 0;
    const original = await approvedCredit(companyId, '45.00');
    const correction = await newLog(companyId, 'debit', '45.00', { correctsId: original });
    const before = await availableCents(companyId);
    const responses = await Promise.all([
      audit({ id: correction, decision: 'approved' }, auditor),
      audit({ id: correction, decision: 'approved' }, finance),
      audit({ id: correction, decision: 'approved' }, await t.authAs(DEMO_USERS.auditor)),
    ]);
    for (const response of responses) expect([200, 409]).toContain(response.statusCode);
    expect(responses.some((response) => response.statusCode === 200)).toBe(true);
    expect(await postingsOf([correction])).toBe(1);
    expect(await availableCents(companyId)).toBe(before - 4_500);
  });

  it('two corrections of one log approved at once both post, and together stay within it', async () => {
    const companyId = t.ids.moreRetailers[5] ?? 0;
    const original = await approvedCredit(companyId, '100.00');
    const first = await newLog(companyId, 'debit', '60.00', { correctsId: original });
    const second = await newLog(companyId, 'debit', '40.00', { correctsId: original });
    const before = await availableCents(companyId);
    const responses = await Promise.all([
      audit({ id: first, decision: 'approved' }, auditor),
      audit({ id: second, decision: 'approved' }, finance),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await postingsOf([first, second])).toBe(2);
    expect(await availableCents(companyId)).toBe(before - 10_000);
    expect((await detail(original)).correctableCents).toBe(0);
  });
});
