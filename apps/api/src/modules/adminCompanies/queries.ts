// The admins' brands and retailers lists (domain §2.10) and a company's page. Each page of the list is one
// query: the users, shops and documents waiting for review are counted in SQL, not per row.
import {
  type AdminCompanyDetail,
  type AdminCompanyListRequest,
  type AdminCompanyRow,
  type CompanyKind,
  type CompanyStatus,
  PENDING_DOCUMENT_STATUSES,
  pageOffset,
} from '@console/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import { AdminRole } from '../../auth/roles.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { CompanyType, companies, companyDocuments, shops, UserStatus, users } from '../../db/schema.ts';
import { likeContaining } from '../directory/queries.ts';
import { personName, statusHistory } from '../statusHistory.ts';
import { addDays } from '../warranty/coverage.ts';
import { COMPANY_ENTITY, COMPANY_STATUS_TRANSITIONS } from './status.ts';

const TYPE_OF: Record<CompanyKind, number> = { brand: CompanyType.brand, retailer: CompanyType.retailer };

const midnight = (day: string) => new Date(`${day}T00:00:00Z`);

function listFilter(query: AdminCompanyListRequest): SQL | undefined {
  const q = query.q ? likeContaining(query.q) : undefined;
  return and(
    eq(companies.type, TYPE_OF[query.kind]),
    query.status ? eq(companies.status, query.status) : undefined,
    query.state ? eq(companies.state, query.state) : undefined,
    q ? or(ilike(companies.name, q), ilike(companies.legalName, q), ilike(companies.email, q)) : undefined,
    query.createdFrom ? gte(companies.createdAt, midnight(query.createdFrom)) : undefined,
    // The range is of whole days: "to" includes its day.
    query.createdTo ? lt(companies.createdAt, midnight(addDays(query.createdTo, 1))) : undefined,
  );
}

/** The per-company counts of a list row, as correlated subqueries (count(*) is a bigint: read as a number). */
function counts(db: Database) {
  const userCount = db.select({ n: count() }).from(users).where(eq(users.companyId, companies.id));
  const shopCount = db.select({ n: count() }).from(shops).where(eq(shops.companyId, companies.id));
  const toReviewCount = db
    .select({ n: count() })
    .from(companyDocuments)
    .where(
      and(
        eq(companyDocuments.companyId, companies.id),
        isNull(companyDocuments.supersededAt),
        inArray(companyDocuments.status, [...PENDING_DOCUMENT_STATUSES]),
      ),
    );
  return {
    users: sql<number>`(${userCount})`.mapWith(Number),
    shops: sql<number>`(${shopCount})`.mapWith(Number),
    documentsToReview: sql<number>`(${toReviewCount})`.mapWith(Number),
  };
}

const ORDER: Record<AdminCompanyListRequest['sort'], SQL[]> = {
  name: [asc(companies.name), asc(companies.id)],
  '-name': [desc(companies.name), desc(companies.id)],
  createdAt: [asc(companies.createdAt), asc(companies.id)],
  '-createdAt': [desc(companies.createdAt), desc(companies.id)],
};

async function selectRows(
  db: Database,
  query: AdminCompanyListRequest,
  limit: number,
  offset: number,
): Promise<AdminCompanyRow[]> {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      legalName: companies.legalName,
      state: companies.state,
      status: companies.status,
      ...counts(db),
      createdAt: companies.createdAt,
    })
    .from(companies)
    .where(listFilter(query))
    .orderBy(...ORDER[query.sort])
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    ...row,
    status: row.status as CompanyStatus,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function listCompanies(
  db: Database,
  query: AdminCompanyListRequest,
): Promise<{ rows: AdminCompanyRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    selectRows(db, query, query.pageSize, pageOffset(query)),
    db.select({ n: count() }).from(companies).where(listFilter(query)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Every row of the list's filters, in the list's order, a batch at a time (for the CSV export). */
export async function* allCompanies(
  db: Database,
  query: AdminCompanyListRequest,
  batchSize = 500,
): AsyncGenerator<AdminCompanyRow[]> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await selectRows(db, query, batchSize, offset);
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
  }
}

function userStatus(user: { status: number; passwordHash: string | null }) {
  if (user.status !== UserStatus.active) return 'deactivated' as const;
  return user.passwordHash === null ? ('invited' as const) : ('active' as const);
}

/** A brand or retailer as its admin page shows it; 404 for the platform or an unknown id. */
export async function companyDetail(db: Database, viewer: Viewer, id: number): Promise<AdminCompanyDetail> {
  const [company] = await db.select().from(companies).where(eq(companies.id, id));
  if (!company || company.type === CompanyType.platform) throw new ApiError(404, 'Company not found.');
  const [people, places, history] = await Promise.all([
    db
      .select()
      .from(users)
      .where(eq(users.companyId, id))
      .orderBy(asc(users.userRole), asc(users.lastName), asc(users.id)),
    db
      .select({ id: shops.id, name: shops.name, city: shops.city, state: shops.state, active: shops.active })
      .from(shops)
      .where(eq(shops.companyId, id))
      .orderBy(asc(shops.name), asc(shops.id)),
    statusHistory<CompanyStatus>(db, COMPANY_ENTITY, id),
  ]);
  const status = company.status as CompanyStatus;
  // Suspending and reactivating take a super admin or a finance admin.
  const mayChange = viewer.userRole <= AdminRole.finance;
  return {
    id: company.id,
    type: company.type,
    name: company.name,
    legalName: company.legalName,
    ein: company.ein,
    website: company.website,
    phone: company.phone,
    email: company.email,
    address: {
      street: company.street,
      street2: company.street2,
      city: company.city,
      state: company.state,
      zip: company.zip,
    },
    timezone: company.timezone,
    onsiteAvailable: company.onsiteAvailable,
    status,
    createdAt: company.createdAt.toISOString(),
    users: people.map((user) => ({
      id: user.id,
      name: personName(user) ?? user.email,
      email: user.email,
      role: user.userRole,
      status: userStatus(user),
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    })),
    shops: places,
    statusHistory: history,
    can: {
      suspend: mayChange && (COMPANY_STATUS_TRANSITIONS.suspend as readonly string[]).includes(status),
      reactivate: mayChange && (COMPANY_STATUS_TRANSITIONS.reactivate as readonly string[]).includes(status),
    },
  };
}
