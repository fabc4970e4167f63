// The invite dialog's search: active retailers on the platform a brand may invite, i.e. without an active,
// invited or suspended relation to it (a declined or terminated one may be invited again).
import type { DealerCandidate } from '@console/contract';
import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { brandRetailers, CompanyStatus, CompanyType, companies, DealerStatus } from '../../db/schema.ts';
import { likeContaining } from '../directory/queries.ts';

/** At most this many matches: the dialog asks the user to type more rather than paging. */
export const CANDIDATE_LIMIT = 20;

export async function dealerCandidates(
  db: Database,
  brandId: number,
  q: string | undefined,
): Promise<DealerCandidate[]> {
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      city: companies.city,
      state: companies.state,
      status: brandRetailers.status,
    })
    .from(companies)
    .leftJoin(
      brandRetailers,
      and(eq(brandRetailers.retailerCompanyId, companies.id), eq(brandRetailers.brandCompanyId, brandId)),
    )
    .where(
      and(
        eq(companies.type, CompanyType.retailer),
        eq(companies.status, CompanyStatus.active),
        or(
          isNull(brandRetailers.status),
          eq(brandRetailers.status, DealerStatus.declined),
          eq(brandRetailers.status, DealerStatus.terminated),
        ),
        q ? ilike(companies.name, likeContaining(q)) : undefined,
      ),
    )
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(CANDIDATE_LIMIT);
  return rows.map(({ status, ...company }) => ({
    ...company,
    formerStatus: status === DealerStatus.declined || status === DealerStatus.terminated ? status : null,
  }));
}
