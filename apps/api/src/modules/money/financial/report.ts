// The admin's Financial figures for a period, every one summed from ledger entries (never from the
// projection, which the integrity panel checks separately), plus payouts by status.
import type {
  BrandCompensation,
  CountAndSum,
  FinancialQuery,
  FinancialReport,
  OwedBalances,
} from '@console/contract';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database.ts';
import {
  CompanyType,
  companies,
  LedgerAccount,
  ledgerEntries,
  ledgerTransactions,
  payoutItems,
  payouts,
} from '../../../db/schema.ts';
import { LedgerKind } from '../kinds.ts';
import { bucketDates, type Period, periodOf } from './period.ts';

// sum(bigint) is numeric: a string on pg; mapWith makes it a number on both engines.
const sumOf = (expression: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);
const when = (condition: ReturnType<typeof sql>) =>
  sumOf(sql`case when ${condition} then ${ledgerEntries.amountCents} else 0 end`);

const inPeriod = (period: Period) =>
  and(gte(ledgerTransactions.postedAt, period.start), lt(ledgerTransactions.postedAt, period.end));

/** Available, pending and in-transit balances per company type, and brands' receivable, at the period end. */
async function owedAtEnd(db: Database, period: Period) {
  const rows = await db
    .select({
      type: companies.type,
      availableCents: when(sql`${ledgerEntries.account} = ${LedgerAccount.companyAvailable}`),
      pendingCents: when(sql`${ledgerEntries.account} = ${LedgerAccount.companyPending}`),
      inTransitCents: when(sql`${ledgerEntries.account} = ${LedgerAccount.companyPayoutInTransit}`),
      receivableCents: when(sql`${ledgerEntries.account} = ${LedgerAccount.companyReceivable}`),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(companies, eq(companies.id, ledgerEntries.companyId))
    .where(lt(ledgerTransactions.postedAt, period.end))
    .groupBy(companies.type);
  const balances = (type: number): OwedBalances => {
    const row = rows.find((r) => r.type === type);
    const availableCents = row?.availableCents ?? 0;
    const pendingCents = row?.pendingCents ?? 0;
    const inTransitCents = row?.inTransitCents ?? 0;
    return {
      availableCents,
      pendingCents,
      inTransitCents,
      totalCents: availableCents + pendingCents + inTransitCents,
    };
  };
  const brandReceivable = rows.find((r) => r.type === CompanyType.brand)?.receivableCents ?? 0;
  return {
    owed: { retailers: balances(CompanyType.retailer), brands: balances(CompanyType.brand) },
    brandReceivable,
  };
}

const released = alias(ledgerTransactions, 'released');

/**
 * Claim compensation posted in the period per brand (the company whose receivable it was charged to), by
 * where the money is now: still pending, available, on a payout in flight, or paid out.
 */
async function compensationByBrand(db: Database, period: Period): Promise<BrandCompensation[]> {
  const live = db
    .select({ transactionId: payoutItems.transactionId, status: payouts.status })
    .from(payoutItems)
    .innerJoin(payouts, eq(payouts.id, payoutItems.payoutId))
    .where(eq(payoutItems.released, false))
    .as('live');
  const amount = sql`-${ledgerEntries.amountCents}`;
  const state = sql`case
    when ${released.id} is null then 'pending'
    when ${live.status} = 'paid' then 'paid'
    when ${live.status} in ('pending', 'in_transit') then 'in_payout'
    else 'available' end`;
  const part = (name: string) => sumOf(sql`case when ${state} = ${name} then ${amount} else 0 end`);
  return db
    .select({
      brandId: companies.id,
      brandName: companies.name,
      claims: sql<number>`count(distinct ${ledgerTransactions.id})`.mapWith(Number),
      totalCents: sumOf(amount),
      pendingCents: part('pending'),
      availableCents: part('available'),
      inPayoutCents: part('in_payout'),
      paidOutCents: part('paid'),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(companies, eq(companies.id, ledgerEntries.companyId))
    .leftJoin(released, eq(released.idempotencyKey, sql`'release:' || ${ledgerTransactions.id}`))
    .leftJoin(live, eq(live.transactionId, ledgerTransactions.id))
    .where(
      and(
        eq(ledgerTransactions.kind, LedgerKind.claimCompensation),
        eq(ledgerEntries.account, LedgerAccount.companyReceivable),
        inPeriod(period),
      ),
    )
    .groupBy(companies.id, companies.name)
    .orderBy(sql`5 desc`, companies.name);
}

/** Payouts created in the period, by their status now. */
async function payoutsByStatus(db: Database, period: Period): Promise<FinancialReport['payouts']> {
  const rows = await db
    .select({
      status: payouts.status,
      count: sql<number>`count(*)`.mapWith(Number),
      cents: sumOf(sql`${payouts.amountCents}`),
    })
    .from(payouts)
    .where(and(gte(payouts.createdAt, period.start), lt(payouts.createdAt, period.end)))
    .groupBy(payouts.status);
  const of = (status: string): CountAndSum => {
    const row = rows.find((r) => r.status === status);
    return { count: row?.count ?? 0, cents: row?.cents ?? 0 };
  };
  return {
    pending: of('pending'),
    inTransit: of('in_transit'),
    paid: of('paid'),
    failed: of('failed'),
    canceled: of('canceled'),
  };
}

const isCompensation = sql`${ledgerTransactions.kind} = ${LedgerKind.claimCompensation} and ${ledgerEntries.account} = ${LedgerAccount.companyReceivable}`;
const isPaidOut = sql`${ledgerTransactions.kind} = ${LedgerKind.payoutPaid} and ${ledgerEntries.account} = ${LedgerAccount.platformCash}`;
const isFee = sql`${ledgerEntries.account} = ${LedgerAccount.platformFees}`;
const isBrandCharge = sql`${ledgerTransactions.kind} = ${LedgerKind.brandCharge} and ${ledgerEntries.account} = ${LedgerAccount.companyReceivable}`;

/** Compensation, payouts paid, fees and brand charges per bucket; an empty bucket is zeros. */
async function series(db: Database, period: Period): Promise<FinancialReport['series']> {
  const bucket = sql<string>`to_char(date_trunc(${period.granularity}, ${ledgerTransactions.postedAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: bucket,
      compensationCents: sumOf(
        sql`case when ${isCompensation} then -${ledgerEntries.amountCents} else 0 end`,
      ),
      paidOutCents: when(isPaidOut),
      feesCents: when(isFee),
      brandChargesCents: when(isBrandCharge),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        inPeriod(period),
        inArray(ledgerEntries.account, [
          LedgerAccount.companyReceivable,
          LedgerAccount.platformCash,
          LedgerAccount.platformFees,
        ]),
      ),
    )
    .groupBy(sql`1`);
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return bucketDates(period).map((date) => {
    const row = byDate.get(date);
    return {
      date,
      compensationCents: row?.compensationCents ?? 0,
      paidOutCents: row?.paidOutCents ?? 0,
      feesCents: row?.feesCents ?? 0,
      brandChargesCents: row?.brandChargesCents ?? 0,
    };
  });
}

/** GET /api/admin/financial */
export async function financialReport(
  db: Database,
  query: FinancialQuery,
  now = new Date(),
): Promise<FinancialReport> {
  const period = periodOf(query, now);
  const { owed, brandReceivable } = await owedAtEnd(db, period);
  const brands = await compensationByBrand(db, period);
  const points = await series(db, period);
  const total = (key: 'feesCents' | 'brandChargesCents') =>
    points.reduce((sum, point) => sum + point[key], 0);
  return {
    from: period.from,
    to: period.to,
    owed,
    compensation: { totalCents: brands.reduce((sum, brand) => sum + brand.totalCents, 0), brands },
    payouts: await payoutsByStatus(db, period),
    feesCents: total('feesCents'),
    brandCharges: { chargedCents: total('brandChargesCents'), outstandingCents: -brandReceivable },
    granularity: period.granularity,
    series: points,
  };
}
