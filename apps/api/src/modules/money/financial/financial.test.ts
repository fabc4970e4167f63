import { and, eq, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompanyType,
  companies,
  LedgerAccount,
  ledgerEntries,
  ledgerTransactions,
} from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/testApp.ts';
import { LedgerKind } from '../kinds.ts';
import { type LedgerEntryInput, postTransaction } from '../ledger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

async function get(email: string, url: string) {
  return t.app.inject({ url, headers: await t.authAs(email) });
}

async function post(
  key: string,
  kind: string,
  postedAt: string,
  entries: LedgerEntryInput[],
  availableOn?: string,
) {
  return t.db.transaction((tx) =>
    postTransaction(tx, {
      idempotencyKey: key,
      kind,
      referenceType: 'test',
      referenceId: key,
      description: key,
      createdBy: null,
      entries,
      postedAt: new Date(postedAt),
      availableOn: availableOn ? new Date(availableOn) : null,
    }),
  );
}

/** Every company entry of `account` for companies of `type` posted before `end`, summed. */
async function entriesBefore(end: Date, type: number, account: string): Promise<number> {
  const [row] = await t.db
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(companies, eq(companies.id, ledgerEntries.companyId))
    .where(
      and(eq(companies.type, type), eq(ledgerEntries.account, account), lt(ledgerTransactions.postedAt, end)),
    );
  return row?.cents ?? 0;
}

describe('GET /api/admin/financial', () => {
  it('is for admins only; any admin level reads it', async () => {
    expect((await get('retailer@console.test', '/api/admin/financial')).statusCode).toBe(403);
    expect((await get('brand@console.test', '/api/admin/financial')).statusCode).toBe(403);
    expect((await get('support@console.test', '/api/admin/financial')).statusCode).toBe(200);
    expect((await get('retailer@console.test', '/api/admin/financial/export')).statusCode).toBe(403);
  });

  it('refuses a period that ends before it starts, on the field', async () => {
    const response = await get('admin@console.test', '/api/admin/financial?from=2020-03-01&to=2020-02-01');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('The end date must not be before the start date.');
  });

  it('sums compensation per brand by where the money is, fees, charges and the daily series', async () => {
    const { retailer, brand } = t.ids;
    const compensation = (cents: number): LedgerEntryInput[] => [
      { companyId: retailer, account: LedgerAccount.companyPending, amountCents: cents },
      { companyId: brand, account: LedgerAccount.companyReceivable, amountCents: -cents },
    ];
    const released = await post(
      'fin:comp:1',
      LedgerKind.claimCompensation,
      '2020-02-03T10:00:00Z',
      compensation(10_000),
      '2020-02-05T10:00:00Z',
    );
    await post(`release:${released}`, LedgerKind.release, '2020-02-05T10:00:00Z', [
      { companyId: retailer, account: LedgerAccount.companyPending, amountCents: -10_000 },
      { companyId: retailer, account: LedgerAccount.companyAvailable, amountCents: 10_000 },
    ]);
    await post(
      'fin:comp:2',
      LedgerKind.claimCompensation,
      '2020-02-20T10:00:00Z',
      compensation(5_000),
      '2020-02-22T10:00:00Z',
    );
    await post('fin:fee', LedgerKind.fee, '2020-02-12T10:00:00Z', [
      { companyId: retailer, account: LedgerAccount.companyAvailable, amountCents: -250 },
      { companyId: retailer, account: LedgerAccount.platformFees, amountCents: 250 },
    ]);
    await post('fin:charge', LedgerKind.brandCharge, '2020-02-28T23:59:00Z', [
      { companyId: brand, account: LedgerAccount.companyReceivable, amountCents: 3_000 },
      { companyId: null, account: LedgerAccount.platformCash, amountCents: -3_000 },
    ]);
    // Outside the period: counted in neither the period's figures nor its series.
    await post(
      'fin:comp:march',
      LedgerKind.claimCompensation,
      '2020-03-01T00:00:00Z',
      compensation(700),
      '2020-03-03T00:00:00Z',
    );

    const response = await get('finance@console.test', '/api/admin/financial?from=2020-02-01&to=2020-02-29');
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    expect(report.compensation.brands).toEqual([
      expect.objectContaining({
        brandId: brand,
        claims: 2,
        totalCents: 15_000,
        pendingCents: 5_000,
        availableCents: 10_000,
        inPayoutCents: 0,
        paidOutCents: 0,
      }),
    ]);
    expect(report.compensation.totalCents).toBe(15_000);
    expect(report.feesCents).toBe(250);
    expect(report.brandCharges.chargedCents).toBe(3_000);
    expect(report.granularity).toBe('day');
    expect(report.series).toHaveLength(29);
    expect(report.series[2]).toEqual({
      date: '2020-02-03',
      compensationCents: 10_000,
      paidOutCents: 0,
      feesCents: 0,
      brandChargesCents: 0,
    });
    expect(report.series[27].brandChargesCents).toBe(3_000);

    // Balances at the period end equal the sums of entries posted before it.
    const end = new Date('2020-03-01T00:00:00Z');
    const retailerAvailable = await entriesBefore(end, CompanyType.retailer, LedgerAccount.companyAvailable);
    const retailerPending = await entriesBefore(end, CompanyType.retailer, LedgerAccount.companyPending);
    expect(report.owed.retailers.availableCents).toBe(retailerAvailable);
    expect(report.owed.retailers.pendingCents).toBe(retailerPending);
    expect(report.owed.retailers.totalCents).toBe(
      retailerAvailable +
        retailerPending +
        (await entriesBefore(end, CompanyType.retailer, LedgerAccount.companyPayoutInTransit)),
    );
    expect(report.brandCharges.outstandingCents).toBe(
      -(await entriesBefore(end, CompanyType.brand, LedgerAccount.companyReceivable)),
    );
  });

  it("matches today's sums of entries for the demo data, weekly over a year", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const response = await get(
      'admin@console.test',
      `/api/admin/financial?from=${Number(today.slice(0, 4)) - 1}${today.slice(4)}&to=${today}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    expect(report.granularity).toBe('week');
    const end = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000);
    expect(report.owed.retailers.availableCents).toBe(
      await entriesBefore(end, CompanyType.retailer, LedgerAccount.companyAvailable),
    );
    const seriesTotal = report.series.reduce(
      (sum: number, p: { compensationCents: number }) => sum + p.compensationCents,
      0,
    );
    expect(seriesTotal).toBe(report.compensation.totalCents);
  });

  it('exports the same figures as CSV', async () => {
    const response = await get(
      'admin@console.test',
      '/api/admin/financial/export?from=2020-02-01&to=2020-02-29',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body).toContain('Fees,Earned,,2.50\r\n');
    expect(response.body).toContain('Brand charges,Charged,,30.00\r\n');
    expect(response.body).toContain('2020-02-03,100.00,0.00,0.00,0.00\r\n');
  });
});
