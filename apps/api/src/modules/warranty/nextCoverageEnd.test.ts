import { todayIso } from '@console/contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, warranties } from '../../db/schema.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { coverageEnd } from './coverage.ts';
import { nextCoverageEndFrom, nextCoverageEndOf, refreshNextCoverageEnds } from './nextCoverageEnd.ts';
import { type Auth, get, isoDaysFromToday, post, registration, signInRoles } from './testKit.ts';

let t: TestApp;
let admin: Auth;
let brand: Auth;
let retailer: Auth;
/** Voltline City: frame 60 months (transferable), motor and battery 24, display 12. */
let cityId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, brand, retailer } = await signInRoles(t));
  const [city] = await t.db.select({ id: products.id }).from(products).where(eq(products.sku, 'VL-CITY-24'));
  if (!city) throw new Error('the seed has no VL-CITY-24');
  cityId = city.id;
}, 60_000);
afterAll(() => t?.close());

async function stored(id: number): Promise<string | null | undefined> {
  const [row] = await t.db
    .select({ value: warranties.nextCoverageEnd })
    .from(warranties)
    .where(eq(warranties.id, id));
  return row?.value;
}

/** Rows whose stored value differs from their coverages' next end seen from `today`. */
async function wrongRows(today: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(warranties)
    .where(sql`${warranties.nextCoverageEnd} is distinct from ${nextCoverageEndFrom(today)}`);
  return row?.n ?? 0;
}

/** A City unit bought 700 days ago: display ended, motor and battery end within 30 days, frame in 3 years. */
async function unit(extra: Record<string, unknown> = {}) {
  const response = await post(
    t,
    '/api/warranties',
    retailer,
    registration(cityId, { purchaseDate: isoDaysFromToday(-700), ...extra }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    id: number;
    serialNumber: string;
    nextCoverageEnd: string | null;
    coverages: { componentType: string; endsOn: string | null }[];
  };
}

async function expiringIds(auth: Auth, days: number, serial: string): Promise<number[]> {
  const response = await get(t, `/api/warranties?expiringWithinDays=${days}&serial=${serial}`, auth);
  expect(response.statusCode).toBe(200);
  return response.json().data.rows.map((row: { id: number }) => row.id);
}

describe('nextCoverageEndOf', () => {
  it('answers the earliest end from today on, null when none is left', () => {
    const coverages = [
      { endsOn: '2026-01-10' },
      { endsOn: null },
      { endsOn: '2027-05-01' },
      { endsOn: '2026-03-01' },
    ];
    expect(nextCoverageEndOf(coverages, '2025-12-01')).toBe('2026-01-10');
    expect(nextCoverageEndOf(coverages, '2026-01-10')).toBe('2026-01-10');
    expect(nextCoverageEndOf(coverages, '2026-01-11')).toBe('2026-03-01');
    expect(nextCoverageEndOf(coverages, '2027-05-02')).toBeNull();
    expect(nextCoverageEndOf([], '2026-01-01')).toBeNull();
  });
});

describe(`stored next coverage end (${testEngine})`, () => {
  it('is right for every seeded unit', async () => {
    expect(await wrongRows(todayIso())).toBe(0);
  });

  it('is set on registration, kept by a void, and set for the new record of a transfer', async () => {
    const registered = await unit();
    const motor = registered.coverages.find((c) => c.componentType === 'motor')?.endsOn;
    const frame = registered.coverages.find((c) => c.componentType === 'frame')?.endsOn;
    expect(motor).toBe(coverageEnd(isoDaysFromToday(-700), 24));
    expect(await stored(registered.id)).toBe(motor);
    expect(registered.nextCoverageEnd).toBe(motor);
    expect(await expiringIds(brand, 30, registered.serialNumber)).toEqual([registered.id]);

    const voided = await post(t, `/api/warranties/${registered.id}/void`, admin, {
      reason: 'Duplicate entry.',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await stored(registered.id)).toBe(motor);
    expect(await expiringIds(brand, 30, registered.serialNumber)).toEqual([]);

    const sold = await unit();
    const transferred = await post(t, `/api/warranties/${sold.id}/transfer`, brand, {
      transferDate: isoDaysFromToday(0),
      owner: { name: 'Sam Second', email: 'sam@example.test' },
    });
    expect(transferred.statusCode, transferred.body).toBe(200);
    const successor = transferred.json().data;
    // Only the frame's coverage is transferable: the new owner's next end is the frame's.
    expect(await stored(successor.id)).toBe(frame);
    expect(successor.nextCoverageEnd).toBe(frame);
    expect(await stored(sold.id)).toBe(motor);
    expect(await expiringIds(brand, 30, sold.serialNumber)).toEqual([]);
    expect(await expiringIds(brand, 3650, sold.serialNumber)).toEqual([successor.id]);
    expect(await wrongRows(todayIso())).toBe(0);
  });

  it('finds a unit whose stored value the refresh has not moved yet, and the refresh moves it', async () => {
    const { id, serialNumber, nextCoverageEnd } = await unit();
    // As if stored a while ago, when the display's coverage (ended 335 days ago) was still the next to end.
    const displayEnd = coverageEnd(isoDaysFromToday(-700), 12);
    await t.db.update(warranties).set({ nextCoverageEnd: displayEnd }).where(eq(warranties.id, id));
    expect(await expiringIds(brand, 30, serialNumber)).toEqual([id]);
    const [row] = (await get(t, `/api/warranties?serial=${serialNumber}`, brand)).json().data.rows;
    expect(row.nextCoverageEnd).toBe(nextCoverageEnd);

    expect(await refreshNextCoverageEnds(t.db)).toBe(1);
    expect(await stored(id)).toBe(nextCoverageEnd);
    expect(await refreshNextCoverageEnds(t.db)).toBe(0);
    if (testEngine === 'pglite') {
      // PGlite has no autovacuum: the refresh vacuums, so the list's index-only reads need not visit the table.
      const [table] = await t.db
        .execute(sql`select relallvisible from pg_class where relname = 'warranties'`)
        .then((result) => (result as unknown as { rows: { relallvisible: number }[] }).rows);
      expect(table?.relallvisible).toBeGreaterThan(0);
    }
  });

  it('moves every unit whose next coverage end has passed on to the following one, once', async () => {
    const { id, coverages } = await unit();
    const frame = coverages.find((c) => c.componentType === 'frame')?.endsOn;
    const later = new Date(Date.now() + 400 * 86_400_000);
    // Run inside a transaction rolled back afterwards, so the database stays as of today.
    const rolledBack = new Error('rolled back');
    await expect(
      t.db.transaction(async (tx) => {
        const [passed] = await tx
          .select({ n: count() })
          .from(warranties)
          .where(sql`${warranties.nextCoverageEnd} < ${todayIso(later)}`);
        expect(passed?.n).toBeGreaterThan(1);
        expect(await refreshNextCoverageEnds(tx, later)).toBe(passed?.n);
        const [moved] = await tx
          .select({ value: warranties.nextCoverageEnd })
          .from(warranties)
          .where(eq(warranties.id, id));
        expect(moved?.value).toBe(frame);
        const [wrong] = await tx
          .select({ n: count() })
          .from(warranties)
          .where(sql`${warranties.nextCoverageEnd} is distinct from ${nextCoverageEndFrom(todayIso(later))}`);
        expect(wrong?.n).toBe(0);
        expect(await refreshNextCoverageEnds(tx, later)).toBe(0);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await wrongRows(todayIso())).toBe(0);
  });
});

describe(`partial serial search (${testEngine})`, () => {
  it('matches any part of a serial, whatever its case and spacing', async () => {
    const serialNumber = `QZ${process.pid}TRGM7`;
    const { id } = await unit({ serialNumber });
    for (const part of [serialNumber.slice(2, 9).toLowerCase(), ` ${serialNumber.slice(-6, -2)} `, 'trgm7']) {
      const response = await get(t, `/api/warranties?serial=${encodeURIComponent(part)}`, admin);
      expect(
        response.json().data.rows.map((row: { id: number }) => row.id),
        part,
      ).toEqual([id]);
    }
    expect((await get(t, '/api/warranties?serial=qz', admin)).json().data.total).toBeGreaterThanOrEqual(1);
  });

  it('can read the trigram index for it', async () => {
    const rolledBack = new Error('rolled back');
    let plan = '';
    await expect(
      t.db.transaction(async (tx) => {
        // A test database is small enough to be read whole or through any index: leave the planner only
        // the trigram index to see whether it serves the search (the 100,000-unit plans are in the README).
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`drop index warranties_serial_idx`);
        const explained = (await tx.execute(
          sql`explain select count(*) from ${warranties} where ${warranties.serialNumber} like ${'%Z7TRG%'}`,
        )) as unknown as { rows: { 'QUERY PLAN': string }[] };
        plan = explained.rows.map((row) => row['QUERY PLAN']).join('\n');
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(plan).toContain('Bitmap Index Scan on warranties_serial_trgm_idx');
    expect(plan).toContain("Index Cond: (serial_number ~~ '%Z7TRG%'::text)");
  });
});
