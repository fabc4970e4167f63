import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  companyBalances,
  LedgerAccount,
  ledgerAlerts,
  ledgerEntries,
} from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/testApp.ts';
import { LedgerKind } from '../kinds.ts';
import { postTransaction } from '../ledger.ts';
import { recomputeBalances } from './integrity.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

interface Integrity {
  transactions: number;
  unbalanced: { transactionId: number; sumCents: number }[];
  mismatches: { companyId: number; account: string; projectedCents: number; entriesCents: number }[];
  openAlerts: { id: number; kind: string; companyId: number | null; message: string }[];
  lastRecomputeAt: string | null;
}

async function integrity(email = 'admin@console.test'): Promise<Integrity> {
  const response = await t.app.inject({ url: '/api/admin/ledgerIntegrity', headers: await t.authAs(email) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function resolve(email: string, id: number, body: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/ledgerAlerts/${id}/resolve`,
    headers: await t.authAs(email),
    payload: body,
  });
}

const shiftAvailable = (companyId: number, cents: number) =>
  t.db
    .update(companyBalances)
    .set({ availableCents: sql`${companyBalances.availableCents} + ${cents}` })
    .where(eq(companyBalances.companyId, companyId));

describe('ledger integrity', () => {
  it('is clean on the demo data, and admins only read it', async () => {
    const clean = await integrity('support@console.test');
    expect(clean.transactions).toBeGreaterThan(0);
    expect(clean.unbalanced).toEqual([]);
    expect(clean.mismatches).toEqual([]);
    expect(clean.openAlerts).toEqual([]);
    expect(clean.lastRecomputeAt).toBeNull();
    const retailer = await t.app.inject({
      url: '/api/admin/ledgerIntegrity',
      headers: await t.authAs('retailer@console.test'),
    });
    expect(retailer.statusCode).toBe(403);
    expect(await recomputeBalances(t.db)).toEqual({ mismatches: 0, unbalanced: 0, alertsRaised: 0 });
    expect((await integrity()).lastRecomputeAt).not.toBeNull();
  });

  it('finds a tampered projection, raises one alert for it, and never corrects it', async () => {
    const { retailer } = t.ids;
    await shiftAvailable(retailer, 123);
    const found = await integrity();
    expect(found.mismatches).toEqual([
      expect.objectContaining({ companyId: retailer, account: LedgerAccount.companyAvailable }),
    ]);
    const [mismatch] = found.mismatches;
    expect((mismatch?.projectedCents ?? 0) - (mismatch?.entriesCents ?? 0)).toBe(123);

    expect(await recomputeBalances(t.db)).toEqual({ mismatches: 1, unbalanced: 0, alertsRaised: 1 });
    // The same drift still open the next night: no second alert.
    expect(await recomputeBalances(t.db)).toEqual({ mismatches: 1, unbalanced: 0, alertsRaised: 0 });
    const { openAlerts, mismatches } = await integrity();
    expect(mismatches).toHaveLength(1);
    expect(openAlerts).toEqual([
      expect.objectContaining({
        kind: 'balance_drift',
        companyId: retailer,
        message: expect.stringContaining('company_available: projected $'),
      }),
    ]);
    await shiftAvailable(retailer, -123);
  });

  it('finds a transaction whose entries do not balance', async () => {
    const id = await t.db.transaction((tx) =>
      postTransaction(tx, {
        idempotencyKey: 'integrity:unbalanced',
        kind: LedgerKind.adjustment,
        referenceType: 'test',
        referenceId: '1',
        description: 'test',
        createdBy: null,
        entries: [
          { companyId: null, account: LedgerAccount.platformCash, amountCents: 500 },
          { companyId: null, account: LedgerAccount.platformAdjustments, amountCents: -500 },
        ],
      }),
    );
    // A hand edit of a platform entry: only an edit outside posting can unbalance a transaction.
    await t.db
      .update(ledgerEntries)
      .set({ amountCents: 400 })
      .where(and(eq(ledgerEntries.transactionId, id), eq(ledgerEntries.account, LedgerAccount.platformCash)));
    expect((await integrity()).unbalanced).toEqual([
      { transactionId: id, idempotencyKey: 'integrity:unbalanced', sumCents: -100 },
    ]);
    expect(await recomputeBalances(t.db)).toMatchObject({ unbalanced: 1, alertsRaised: 1 });
    await t.db
      .update(ledgerEntries)
      .set({ amountCents: 500 })
      .where(and(eq(ledgerEntries.transactionId, id), eq(ledgerEntries.account, LedgerAccount.platformCash)));
  });

  it('an admin of permission level 2 or above resolves an alert with a note, audited, once', async () => {
    const [alert] = (await integrity()).openAlerts.filter((a) => a.kind === 'balance_drift');
    if (!alert) throw new Error('no drift alert');
    expect((await resolve('support@console.test', alert.id, { note: 'Checked' })).statusCode).toBe(403);
    expect((await resolve('retailer@console.test', alert.id, { note: 'Checked' })).statusCode).toBe(403);
    const empty = await resolve('finance@console.test', alert.id, { note: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Say what was found and done.');
    expect((await resolve('finance@console.test', 999_999, { note: 'x' })).statusCode).toBe(404);

    const done = await resolve('finance@console.test', alert.id, {
      note: 'Test tamper, projection restored.',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await resolve('admin@console.test', alert.id, { note: 'again' })).statusCode).toBe(409);

    const [row] = await t.db.select().from(ledgerAlerts).where(eq(ledgerAlerts.id, alert.id));
    expect(row?.resolvedAt).not.toBeNull();
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'ledger_alert'), eq(auditEvents.entityId, String(alert.id))));
    expect(audit?.action).toBe('ledger_alert.resolve');
    expect(audit?.after).toEqual({ note: 'Test tamper, projection restored.' });
    expect((await integrity()).openAlerts).toEqual([
      expect.objectContaining({
        kind: 'unbalanced_transaction',
        message: expect.stringMatching(/^Transaction \d+: its entries sum to -\$1\.00, not \$0\.00\.$/),
      }),
    ]);
  });
});
