import type { CompanyBalanceResult, CompanySummary } from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { companies } from '../../db/schema.ts';
import { centsToAmount, projectedBalance } from './ledger.ts';

/** Every company of one type (1 brands, 2 retailers), by name, for the admin's pickers. */
export async function companiesOfType(db: Database, type: number): Promise<CompanySummary[]> {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      type: companies.type,
      state: companies.state,
      status: companies.status,
      onsite_available: companies.onsiteAvailable,
    })
    .from(companies)
    .where(eq(companies.type, type))
    .orderBy(asc(companies.name), asc(companies.id));
}

export async function companyBalance(db: Database, companyId: number): Promise<CompanyBalanceResult> {
  const { availableCents: cents } = await projectedBalance(db, companyId);
  return { available_score: centsToAmount(cents), available_cents: cents, currency: 'usd' };
}
