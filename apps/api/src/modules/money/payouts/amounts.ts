// The admin's Amount list (domain §2.10): every brand's and retailer's available, pending and in-transit
// balance, its payout set-up and its last payout; filters, sort by balance, CSV of the same filters.
import type { Readable } from 'node:stream';
import {
  type AmountListQuery,
  type AmountRow,
  type OnboardingRequirement,
  onboardingRequirement,
  type PayoutStatus,
  pageOffset,
} from '@console/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { CompanyType, companies, companyBalances, connectedAccounts, payouts } from '../../../db/schema.ts';
import { csvStream, everyPage } from '../../csv.ts';
import { likeContaining } from '../../directory/queries.ts';

const available = sql<number>`coalesce(${companyBalances.availableCents}, 0)`.mapWith(Number);
const dueCount = sql`coalesce(cardinality(${connectedAccounts.requirementsDue}), 0)`;

function filtersOf(query: AmountListQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [
    query.type
      ? eq(companies.type, query.type)
      : inArray(companies.type, [CompanyType.brand, CompanyType.retailer]),
  ];
  if (query.minAvailableCents !== undefined) filters.push(gte(available, query.minAvailableCents));
  // A company that has not started its set-up has every requirement still to do.
  if (query.requirementsDue === 'yes')
    filters.push(or(isNull(connectedAccounts.companyId), sql`${dueCount} > 0`));
  if (query.requirementsDue === 'no') {
    filters.push(and(sql`${connectedAccounts.companyId} is not null`, sql`${dueCount} = 0`));
  }
  if (query.payoutsEnabled === 'yes') filters.push(eq(connectedAccounts.payoutsEnabled, true));
  if (query.payoutsEnabled === 'no')
    filters.push(sql`coalesce(${connectedAccounts.payoutsEnabled}, false) = false`);
  if (query.name) filters.push(ilike(companies.name, likeContaining(query.name)));
  return and(...filters);
}

function orderOf(query: AmountListQuery) {
  switch (query.sort ?? 'available_desc') {
    case 'available_desc':
      return [desc(available), asc(companies.name), asc(companies.id)];
    case 'available_asc':
      return [asc(available), asc(companies.name), asc(companies.id)];
    case 'name':
      return [asc(companies.name), asc(companies.id)];
  }
}

/** GET /api/admin/amounts */
export async function listAmounts(
  db: Database,
  query: AmountListQuery,
): Promise<{ rows: AmountRow[]; total: number }> {
  const lastPayout = db
    .selectDistinctOn([payouts.companyId], {
      companyId: payouts.companyId,
      id: payouts.id,
      number: payouts.number,
      amountCents: payouts.amountCents,
      status: payouts.status,
      createdAt: payouts.createdAt,
    })
    .from(payouts)
    .orderBy(payouts.companyId, desc(payouts.createdAt), desc(payouts.id))
    .as('last_payout');
  const where = filtersOf(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        companyId: companies.id,
        companyName: companies.name,
        type: companies.type,
        availableCents: available,
        pendingCents: sql<number>`coalesce(${companyBalances.pendingCents}, 0)`.mapWith(Number),
        inTransitCents: sql<number>`coalesce(${companyBalances.inTransitCents}, 0)`.mapWith(Number),
        started: connectedAccounts.companyId,
        payoutsEnabled: connectedAccounts.payoutsEnabled,
        requirementsDue: connectedAccounts.requirementsDue,
        last: {
          id: lastPayout.id,
          number: lastPayout.number,
          amountCents: lastPayout.amountCents,
          status: lastPayout.status,
          createdAt: lastPayout.createdAt,
        },
      })
      .from(companies)
      .leftJoin(companyBalances, eq(companyBalances.companyId, companies.id))
      .leftJoin(connectedAccounts, eq(connectedAccounts.companyId, companies.id))
      .leftJoin(lastPayout, eq(lastPayout.companyId, companies.id))
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: count() })
      .from(companies)
      .leftJoin(companyBalances, eq(companyBalances.companyId, companies.id))
      .leftJoin(connectedAccounts, eq(connectedAccounts.companyId, companies.id))
      .where(where),
  ]);
  return {
    rows: rows.map(({ started, last, requirementsDue, payoutsEnabled, ...row }) => ({
      ...row,
      payoutsEnabled: started === null ? null : payoutsEnabled,
      // The provider only reports the codes we ask it for; not started, every one is still to do.
      requirementsDue:
        started === null
          ? [...onboardingRequirement.options]
          : ((requirementsDue ?? []) as OnboardingRequirement[]),
      lastPayout:
        last?.id === null || last?.id === undefined
          ? null
          : {
              id: last.id,
              number: last.number ?? '',
              amountCents: last.amountCents ?? 0,
              status: last.status as PayoutStatus,
              createdAt: last.createdAt?.toISOString() ?? '',
            },
    })),
    total: counted?.total ?? 0,
  };
}

const HEADER = [
  'Company',
  'Type',
  'Available',
  'Pending',
  'In transit',
  'Payouts enabled',
  'Requirements due',
  'Last payout',
  'Last payout amount',
  'Last payout status',
  'Last payout created at',
];

const amount = (cents: number) => (cents / 100).toFixed(2);

/** GET /api/admin/amounts/export: the list's filters and order, every matching row. */
export function amountsCsv(db: Database, query: AmountListQuery): Readable {
  return csvStream(
    HEADER,
    everyPage((page) => listAmounts(db, { ...query, ...page })),
    (row: AmountRow) => [
      row.companyName,
      row.type === CompanyType.brand ? 'Brand' : 'Retailer',
      amount(row.availableCents),
      amount(row.pendingCents),
      amount(row.inTransitCents),
      row.payoutsEnabled === null ? 'Not started' : row.payoutsEnabled ? 'Yes' : 'No',
      row.requirementsDue.join(' '),
      row.lastPayout?.number ?? null,
      row.lastPayout ? amount(row.lastPayout.amountCents) : null,
      row.lastPayout?.status ?? null,
      row.lastPayout?.createdAt ?? null,
    ],
  );
}
