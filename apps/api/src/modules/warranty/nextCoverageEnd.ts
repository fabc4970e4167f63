// Each warranty's next coverage end (warranties.next_coverage_end): the earliest end of its coverages on or
// after a day. Stored so "coverage ending within N days" reads an index rather than every unit's coverages.
// Coverages are frozen when the record is written, so only the passing days move the value: one computed
// on an earlier day stays right until it is itself in the past, and the refresh moves exactly those rows.
import { todayIso } from '@console/contract';
import { and, between, eq, gte, inArray, is, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from '../../db/database.ts';
import { warranties, warrantyCoverages } from '../../db/schema.ts';

/** The earliest coverage end from `today` on; null when every coverage is lifetime or has ended. */
export function nextCoverageEndOf(coverages: { endsOn: string | null }[], today: string): string | null {
  let next: string | null = null;
  for (const { endsOn } of coverages) {
    if (endsOn !== null && endsOn >= today && (next === null || endsOn < next)) next = endsOn;
  }
  return next;
}

/** nextCoverageEndOf in SQL, for the warranty of the enclosing query. */
export const nextCoverageEndFrom = (today: string) =>
  sql<string | null>`(select min(${warrantyCoverages.endsOn}) from ${warrantyCoverages}
    where ${warrantyCoverages.warrantyId} = ${warranties.id} and ${warrantyCoverages.endsOn} >= ${today})`;

const stale = alias(warranties, 'stale');

/**
 * Warranties with a coverage ending between `today` and `until` (inclusive). A stored value is never later
 * than the true next end, so every match is among the values up to `until`: one range of an index. A value
 * before today was stored before the refresh's last run; those few rows are checked against their
 * coverages, so the answer is exact even when the refresh is late.
 */
export function coverageEndingBetween(today: string, until: string): SQL | undefined {
  const staleMatches = new QueryBuilder()
    .select({ id: stale.id })
    .from(stale)
    .innerJoin(warrantyCoverages, eq(warrantyCoverages.warrantyId, stale.id))
    .where(and(lt(stale.nextCoverageEnd, today), between(warrantyCoverages.endsOn, today, until)));
  return and(
    lte(warranties.nextCoverageEnd, until),
    or(gte(warranties.nextCoverageEnd, today), inArray(warranties.id, staleMatches)),
  );
}

/**
 * Moves every stored next coverage end that is now in the past on to the next one (or null). Idempotent,
 * and cheap: it reads only those rows, through the column's index. Answers how many rows moved.
 */
export async function refreshNextCoverageEnds(db: Database, now = new Date()): Promise<number> {
  const today = todayIso(now);
  const moved = await db
    .update(warranties)
    .set({ nextCoverageEnd: nextCoverageEndFrom(today) })
    .where(lt(warranties.nextCoverageEnd, today))
    .returning({ id: warranties.id });
  // PGlite runs no autovacuum: without this the table's visibility map stays stale, and the list's reads
  // off its indexes (the "ending within N days" pages) go back to reading the table row by row. Only pages
  // written since the last run are visited. (Not inside a transaction, where VACUUM cannot run.)
  if (is(db, PgliteDatabase)) await db.execute(sql`vacuum (analyze) ${warranties}`);
  return moved.length;
}
