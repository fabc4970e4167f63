// The public directories: active companies of one type, with only the facts a company shows the public.
// Each page is one query; the relationships are aggregated in SQL (no query per row).
import {
  type DirectoryBrandRow,
  type DirectoryQuery,
  type DirectoryRetailerRow,
  pageOffset,
} from '@console/contract';
import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { brandRetailers, CompanyStatus, CompanyType, companies, DealerStatus } from '../../db/schema.ts';

type Page<T> = { rows: T[]; total: number };

const partner = alias(companies, 'partner');

/** Typed text matches itself only: LIKE's wildcards and its escape character (backslash) are escaped. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function directoryFilter(type: number, query: DirectoryQuery): SQL | undefined {
  return and(
    eq(companies.type, type),
    eq(companies.status, CompanyStatus.active),
    query.q ? ilike(companies.name, likeContaining(query.q)) : undefined,
    query.state ? eq(companies.state, query.state) : undefined,
  );
}

async function directoryTotal(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(companies).where(where);
  return row?.total ?? 0;
}

export async function listBrands(db: Database, query: DirectoryQuery): Promise<Page<DirectoryBrandRow>> {
  const where = directoryFilter(CompanyType.brand, query);
  const retailerCount = db
    .select({ n: count() })
    .from(brandRetailers)
    .innerJoin(partner, eq(partner.id, brandRetailers.retailerCompanyId))
    .where(
      and(
        eq(brandRetailers.brandCompanyId, companies.id),
        eq(brandRetailers.status, DealerStatus.active),
        eq(partner.type, CompanyType.retailer),
        eq(partner.status, CompanyStatus.active),
      ),
    );
  const [rows, total] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        state: companies.state,
        website: companies.website,
        onsiteService: companies.onsiteAvailable,
        // count(*) is a bigint: a string on pg, so read it as a number on both engines.
        retailerCount: sql<number>`(${retailerCount})`.mapWith(Number),
      })
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    directoryTotal(db, where),
  ]);
  return { rows, total };
}

export async function listRetailers(
  db: Database,
  query: DirectoryQuery,
): Promise<Page<DirectoryRetailerRow>> {
  const where = directoryFilter(CompanyType.retailer, query);
  const brandNames = db
    .select({ names: sql`array_agg(${partner.name} order by ${partner.name}, ${partner.id})` })
    .from(brandRetailers)
    .innerJoin(partner, eq(partner.id, brandRetailers.brandCompanyId))
    .where(
      and(
        eq(brandRetailers.retailerCompanyId, companies.id),
        eq(brandRetailers.status, DealerStatus.active),
        eq(partner.type, CompanyType.brand),
        eq(partner.status, CompanyStatus.active),
      ),
    );
  const [rows, total] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        state: companies.state,
        website: companies.website,
        brands: sql<string[]>`coalesce((${brandNames}), '{}')`,
      })
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    directoryTotal(db, where),
  ]);
  return { rows, total };
}
