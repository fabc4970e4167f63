// The dashboard's figures: what the viewer's role owns, scoped by the viewer's company alone.
import type {
  DashboardCard,
  DashboardRecentPayLog,
  DashboardRole,
  DashboardSummary,
} from '@console/contract';
import { and, count, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import {
  BrandRequestStatus,
  brandRequests,
  brandRetailers,
  CompanyType,
  companies,
  DealerStatus,
  LedgerAccount,
  ledgerEntries,
  PayLogStatus,
  payLogs,
} from '../../db/schema.ts';
import { centsToAmount, companyAvailableCents } from '../money/ledger.ts';
import { listPayLogs } from '../money/payLogs.ts';
import { balanceTrend } from './trend.ts';

const RECENT_PAY_LOGS = 5;

const ROLE_BY_USER_TYPE: Record<number, DashboardRole> = { 1: 'brand', 2: 'retailer', 3: 'admin' };

type CountedTable = typeof companies | typeof brandRetailers | typeof payLogs | typeof brandRequests;

async function countOf(db: Database, table: CountedTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** Everything the companies' available balances hold together, in cents. */
async function allAvailableCents(db: Database): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.account, LedgerAccount.companyAvailable), isNotNull(ledgerEntries.companyId)),
    );
  return row?.cents ?? 0;
}

const countCard = (key: string, label: string, value: number): DashboardCard => ({
  key,
  label,
  value,
  format: 'count',
});
const moneyCard = (key: string, label: string, cents: number): DashboardCard => ({
  key,
  label,
  value: centsToAmount(cents),
  format: 'money',
});

const pendingLogs = (companyId?: number) =>
  and(
    eq(payLogs.status, PayLogStatus.pendingAudit),
    companyId === undefined ? undefined : eq(payLogs.companyId, companyId),
  );

async function adminCards(db: Database): Promise<DashboardCard[]> {
  const [brands, retailers, logs, requests, owed] = await Promise.all([
    countOf(db, companies, eq(companies.type, CompanyType.brand)),
    countOf(db, companies, eq(companies.type, CompanyType.retailer)),
    countOf(db, payLogs, pendingLogs()),
    countOf(db, brandRequests, eq(brandRequests.status, BrandRequestStatus.submitted)),
    allAvailableCents(db),
  ]);
  return [
    countCard('brands', 'Brands', brands),
    countCard('retailers', 'Retailers', retailers),
    countCard('payLogsPendingAudit', 'Payment logs awaiting audit', logs),
    countCard('brandRequestsSubmitted', 'Brand requests awaiting review', requests),
    moneyCard('balancesOwed', 'Available balances owed', owed),
  ];
}

async function companyCards(db: Database, role: 'brand' | 'retailer', companyId: number) {
  const linked = and(
    role === 'brand'
      ? eq(brandRetailers.brandCompanyId, companyId)
      : eq(brandRetailers.retailerCompanyId, companyId),
    eq(brandRetailers.status, DealerStatus.active),
  );
  const [balance, partners, logs] = await Promise.all([
    companyAvailableCents(db, companyId),
    countOf(db, brandRetailers, linked),
    countOf(db, payLogs, pendingLogs(companyId)),
  ]);
  return [
    moneyCard('availableBalance', 'Available balance', balance),
    role === 'brand'
      ? countCard('retailers', 'Linked retailers', partners)
      : countCard('brands', 'Linked brands', partners),
    countCard('payLogsPendingAudit', 'Payment logs awaiting audit', logs),
  ];
}

/** The newest payment logs the viewer may see (admins: every company's; others: their own company's). */
async function recentPayLogs(db: Database, viewer: Viewer): Promise<DashboardRecentPayLog[]> {
  const { rows } = await listPayLogs(db, viewer, { pageNum: 1, pageSize: RECENT_PAY_LOGS });
  return rows.map(({ id, companyName, direction, amount, category, status, createdAt }) => ({
    id,
    companyName,
    direction,
    amount,
    category,
    status,
    createdAt,
  }));
}

export async function loadDashboard(db: Database, viewer: Viewer): Promise<DashboardSummary> {
  const role = ROLE_BY_USER_TYPE[viewer.userType];
  if (!role) throw new ApiError(403);
  const [cards, recent, trend] = await Promise.all([
    role === 'admin' ? adminCards(db) : companyCards(db, role, viewer.companyId),
    recentPayLogs(db, viewer),
    balanceTrend(db, role === 'admin' ? undefined : viewer.companyId),
  ]);
  return { role, cards, recent, trend };
}
