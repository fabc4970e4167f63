// Demo catalogue and warranties: a few products per demo brand with their components, terms per component
// type (Ridgeway adds a lifetime frame on its flagship), and a few thousand warranties across the brands'
// dealers with purchase dates over the last six years, in the statuses a real register shows. Dates are
// relative to today so "expiring soon" always has rows; a fixed pseudo-random sequence keeps it repeatable.
import { type ComponentType, todayIso } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import {
  brandRetailers,
  DealerStatus,
  products,
  statusChanges,
  WarrantyStatus,
  warranties,
  warrantyCoverages,
  warrantyTerms,
} from '../../db/schema.ts';
import type { DemoIds, Transaction } from '../../db/types.ts';
import { addDays, type ComputedCoverage, computeCoverages, type TermLine } from './coverage.ts';
import { nextCoverageEndOf } from './nextCoverageEnd.ts';

/** Warranties in the demo data: enough to page, filter and export for real (issue 6 asks for 5,000+). */
export const DEMO_WARRANTY_COUNT = 5_200;
// Rows per insert: a batch of coverages (up to 5 per unit, 9 columns) stays under the 65,535 bind parameters.
const BATCH = 1000;

type NewProduct = typeof products.$inferInsert;
type NewTerm = typeof warrantyTerms.$inferInsert;
type NewWarranty = typeof warranties.$inferInsert;

const bikeComponents = (prefix: string, extra: ComponentType[] = []) =>
  (['frame', 'motor', 'battery', 'display', ...extra] as ComponentType[]).map((type) => ({
    type,
    partNumber: `${prefix}-${type.slice(0, 3).toUpperCase()}-01`,
  }));

function catalogue(ids: DemoIds): NewProduct[] {
  const voltline = ids.brand;
  const ridgeway = ids.onsiteBrand;
  return [
    {
      brandCompanyId: voltline,
      sku: 'VL-CITY-24',
      name: 'Voltline City',
      modelYear: 2024,
      category: 'class1',
      msrpCents: 189_900,
      components: bikeComponents('VLC'),
    },
    {
      brandCompanyId: voltline,
      sku: 'VL-SPEED-25',
      name: 'Voltline Speed',
      modelYear: 2025,
      category: 'class3',
      msrpCents: 329_900,
      components: bikeComponents('VLS', ['controller']),
    },
    {
      brandCompanyId: voltline,
      sku: 'VL-HAUL-23',
      name: 'Voltline Haul',
      modelYear: 2023,
      category: 'cargo',
      msrpCents: 449_900,
      components: bikeComponents('VLH', ['drivetrain']),
    },
    {
      brandCompanyId: voltline,
      sku: 'VL-BAT-500',
      name: 'Voltline 500 Wh Battery',
      modelYear: 2024,
      category: 'part',
      msrpCents: 69_900,
      components: [{ type: 'battery', partNumber: 'VLB-500' }],
    },
    {
      brandCompanyId: ridgeway,
      sku: 'RW-TRAIL-24',
      name: 'Ridgeway Trail',
      modelYear: 2024,
      category: 'emtb',
      msrpCents: 549_900,
      components: bikeComponents('RWT', ['drivetrain']),
    },
    {
      brandCompanyId: ridgeway,
      sku: 'RW-TOWN-25',
      name: 'Ridgeway Town',
      modelYear: 2025,
      category: 'class2',
      msrpCents: 229_900,
      components: bikeComponents('RWN'),
    },
    {
      brandCompanyId: ridgeway,
      sku: 'RW-FOLD-22',
      name: 'Ridgeway Fold',
      modelYear: 2022,
      category: 'class1',
      msrpCents: 159_900,
      components: bikeComponents('RWF'),
    },
  ];
}

/** The usual lines (frame 60, motor 24, battery 24, display 12 months) from 2019, for every product of a brand. */
function standardTerms(brandCompanyId: number, prefix: string): NewTerm[] {
  const line = (componentType: ComponentType, durationMonths: number, laborCoveredPct: number): NewTerm => ({
    brandCompanyId,
    code: `${prefix}-${componentType.toUpperCase()}`,
    name: `${componentType[0]?.toUpperCase()}${componentType.slice(1)} ${durationMonths / 12 >= 1 ? `${durationMonths / 12}-year` : `${durationMonths}-month`}`,
    componentType,
    durationMonths,
    startBasis: 'purchase_date',
    laborCoveredPct,
    partsCoveredPct: 100,
    transferable: componentType === 'frame',
    effectiveFrom: '2019-01-01',
  });
  return [line('frame', 60, 100), line('motor', 24, 100), line('battery', 24, 50), line('display', 12, 100)];
}

function termPlan(ids: DemoIds, flagshipId: number): NewTerm[] {
  const voltline = standardTerms(ids.brand, 'VL');
  // Voltline's battery line was 12 months until 2022; units bought before then keep the shorter cover.
  const battery = voltline.find((term) => term.componentType === 'battery');
  if (battery) battery.effectiveFrom = '2022-01-01';
  return [
    ...voltline,
    {
      brandCompanyId: ids.brand,
      code: 'VL-BATTERY',
      name: 'Battery 1-year',
      componentType: 'battery',
      durationMonths: 12,
      startBasis: 'purchase_date',
      laborCoveredPct: 50,
      partsCoveredPct: 100,
      effectiveFrom: '2019-01-01',
      effectiveTo: '2021-12-31',
    },
    ...standardTerms(ids.onsiteBrand, 'RW'),
    {
      brandCompanyId: ids.onsiteBrand,
      productId: flagshipId,
      code: 'RW-FRAME-LIFE',
      name: 'Trail frame, lifetime (first owner)',
      componentType: 'frame',
      durationMonths: null,
      startBasis: 'registration_date',
      laborCoveredPct: 100,
      partsCoveredPct: 100,
      effectiveFrom: '2019-01-01',
    },
  ];
}

/**
 * A repeatable pseudo-random sequence (mulberry32), so every fresh database gets the same demo register:
 * an integer in [0, n).
 */
function sequence(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return Math.floor((((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296) * n);
  };
}

const FIRST = ['Alex', 'Sam', 'Jordan', 'Taylor', 'Casey', 'Riley', 'Morgan', 'Jamie', 'Avery', 'Quinn'];
const LAST = ['Nguyen', 'Garcia', 'Smith', 'Patel', 'Kim', 'Johnson', 'Lopez', 'Brown', 'Chen', 'Miller'];

interface Planned {
  warranty: NewWarranty & { registeredAt: Date };
  coverages: ComputedCoverage[];
  /** The status the unit was registered in (it may have moved on since). */
  initialStatus: string;
  /** When it moved on, if it did. */
  changedAt?: Date;
}

const DAY_MS = 86_400_000;

function dayDiff(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/** Every coverage has an end, and all of them are before `today`. */
function allEnded(coverages: ComputedCoverage[], today: string): boolean {
  return coverages.length > 0 && coverages.every((c) => c.endsOn !== null && c.endsOn < today);
}

/** The day after the last coverage ends: when the nightly run expires the warranty. */
function expiredOn(coverages: ComputedCoverage[]): Date {
  const last = coverages.reduce((latest, c) => (c.endsOn && c.endsOn > latest ? c.endsOn : latest), '');
  return new Date(`${addDays(last, 1)}T02:00:00Z`);
}

interface Catalogue {
  ids: DemoIds;
  productRows: (typeof products.$inferSelect)[];
  terms: TermLine[];
  links: (typeof brandRetailers.$inferSelect)[];
  today: string;
  now: Date;
  random: (n: number) => number;
}

/** The i-th demo unit: a brand's product sold by one of its dealers, in a status its dates allow. */
function planUnit(c: Catalogue, i: number): Planned {
  const { ids, random, today } = c;
  const brandId = i % 3 === 2 ? ids.onsiteBrand : ids.brand;
  const dealers = c.links
    .filter((link) => link.brandCompanyId === brandId)
    .map((link) => link.retailerCompanyId);
  // The demo retailer sells about a quarter of each brand's units, so its own list is well filled.
  const retailerId = random(4) === 0 ? ids.retailer : (dealers[random(dealers.length)] ?? ids.retailer);
  const ofBrand = c.productRows.filter((row) => row.brandCompanyId === brandId);
  const product = ofBrand[random(ofBrand.length)];
  if (!product) throw new Error('seed: a demo brand has no product');
  const purchaseDate = addDays(today, -random(6 * 365));
  const registeredOn = addDays(purchaseDate, Math.min(random(21), dayDiff(purchaseDate, today)));
  const coverages = computeCoverages(
    c.terms,
    product.components.map((component) => component.type as ComponentType),
    product.id,
    purchaseDate,
    registeredOn,
  );
  const roll = random(100);
  const status =
    roll < 3
      ? WarrantyStatus.void
      : roll < 5
        ? WarrantyStatus.transferred
        : roll < 8 && dayDiff(purchaseDate, today) < 365
          ? WarrantyStatus.pendingVerification
          : allEnded(coverages, today)
            ? WarrantyStatus.expired
            : WarrantyStatus.active;
  const byRetailer = retailerId === ids.retailer;
  const hour = String(9 + random(9)).padStart(2, '0');
  const minute = String(random(60)).padStart(2, '0');
  const registeredAt = new Date(
    Math.min(Date.parse(`${registeredOn}T${hour}:${minute}:00Z`), c.now.getTime()),
  );
  const owner = `${FIRST[random(FIRST.length)]} ${LAST[random(LAST.length)]}`;
  const initialStatus = status === WarrantyStatus.pendingVerification ? status : WarrantyStatus.active;
  const changedAt =
    status === WarrantyStatus.expired
      ? expiredOn(coverages)
      : new Date(Math.min(registeredAt.getTime() + 30 * DAY_MS, c.now.getTime()));
  return {
    warranty: {
      brandCompanyId: brandId,
      productId: product.id,
      serialNumber: `${product.sku.slice(0, 2)}${purchaseDate.slice(2, 4)}${String(100_000 + i)}`,
      purchaseDate,
      sellingRetailerCompanyId: retailerId,
      ownerName: owner,
      ownerEmail: `${owner.toLowerCase().replace(' ', '.')}.${i}@example.test`,
      ownerPhone: random(3) ? `+1 555 01${String(i % 100).padStart(2, '0')}` : null,
      // Units still awaiting verification came in from their owners (domain §2.7); the rest from the trade.
      source:
        status === WarrantyStatus.pendingVerification ? 'consumer' : byRetailer ? 'retailer_pos' : 'brand',
      status,
      registeredByUserId: byRetailer
        ? ids.retailerUser
        : brandId === ids.brand
          ? ids.brandUser
          : ids.onsiteUser,
      registeredAt,
      nextCoverageEnd: nextCoverageEndOf(coverages, today),
    },
    coverages,
    initialStatus,
    changedAt: status === initialStatus ? undefined : changedAt,
  };
}

/** A transferred unit lives on as the new owner's record, with the same (frozen) coverage dates. */
function planSuccessor(c: Catalogue, transferred: Planned): Planned {
  const owner = `${FIRST[c.random(FIRST.length)]} ${LAST[c.random(LAST.length)]}`;
  const { warranty } = transferred;
  return {
    warranty: {
      ...warranty,
      ownerName: owner,
      ownerEmail: `${owner.toLowerCase().replace(' ', '.')}.${warranty.serialNumber.toLowerCase()}@example.test`,
      source: 'brand',
      status: allEnded(transferred.coverages, c.today) ? WarrantyStatus.expired : WarrantyStatus.active,
      registeredAt: transferred.changedAt ?? c.now,
    },
    coverages: transferred.coverages,
    initialStatus: WarrantyStatus.active,
  };
}

/** One batch: the warranties, their coverages and their status history. */
async function writeBatch(tx: Transaction, batch: Planned[], adminId: number): Promise<void> {
  const written = await tx
    .insert(warranties)
    .values(batch.map((p) => p.warranty))
    .returning({ id: warranties.id });
  const rows = batch.map((planned, index) => {
    const id = written[index]?.id;
    if (id === undefined) throw new Error('seed: warranty not written');
    return { planned, id };
  });
  const coverageRows = rows.flatMap(({ planned, id }) =>
    planned.coverages.map((c) => ({ ...c, warrantyId: id })),
  );
  if (coverageRows.length) await tx.insert(warrantyCoverages).values(coverageRows);
  await tx.insert(statusChanges).values(
    rows.flatMap(({ planned, id }) => {
      const { warranty } = planned;
      const entityId = String(id);
      const registered = {
        entity: 'warranty',
        entityId,
        toStatus: planned.initialStatus,
        actorUserId: warranty.registeredByUserId,
        reason: 'registered',
        at: warranty.registeredAt,
      };
      if (!planned.changedAt) return [registered];
      const moved = {
        entity: 'warranty',
        entityId,
        fromStatus: planned.initialStatus,
        toStatus: warranty.status,
        // Expiry is the nightly run's; voids, transfers and verifications are an admin's.
        actorUserId: warranty.status === WarrantyStatus.expired ? null : adminId,
        reason: warranty.status,
        at: planned.changedAt,
      };
      return [registered, moved];
    }),
  );
}

export async function seedWarranties(
  tx: Transaction,
  ids: DemoIds,
  count = DEMO_WARRANTY_COUNT,
): Promise<void> {
  const productRows = await tx.insert(products).values(catalogue(ids)).returning();
  const flagship = productRows.find((row) => row.sku === 'RW-TRAIL-24');
  if (!flagship) throw new Error('seed: flagship product not written');
  const now = new Date();
  const c: Catalogue = {
    ids,
    productRows,
    terms: await tx.insert(warrantyTerms).values(termPlan(ids, flagship.id)).returning(),
    // Only dealers sell a brand's units: the relations that are active.
    links: await tx.select().from(brandRetailers).where(eq(brandRetailers.status, DealerStatus.active)),
    today: todayIso(now),
    now,
    random: sequence(20_260_101),
  };
  const plan = Array.from({ length: count }, (_, i) => planUnit(c, i));
  for (const transferred of plan.filter((p) => p.warranty.status === WarrantyStatus.transferred)) {
    plan.push(planSuccessor(c, transferred));
  }
  for (let start = 0; start < plan.length; start += BATCH) {
    await writeBatch(tx, plan.slice(start, start + BATCH), ids.admin);
  }
  // PGlite runs no autovacuum: without fresh statistics the first list queries would plan for empty tables.
  await tx.execute(sql`analyze ${warranties}, ${warrantyCoverages}`);
}
