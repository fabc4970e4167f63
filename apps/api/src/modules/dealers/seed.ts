// Demo data of the dealer network, after the tenants: the dealerships the tenants seed get dealer numbers
// and dates (with a history row each), and further relations show every status and both directions, so
// Voltline's retailers list pages at 10 and 20 and its requests tab has rows. Only active relations make a
// retailer a dealer: the warranty seed after this one picks its sellers from those.
import type { DealerStatus } from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import { brandRetailers, statusChanges } from '../../db/schema.ts';
import type { DemoIds, Transaction } from '../../db/types.ts';
import { DEALER_ENTITY, relationKey } from './actions.ts';
import type { Side } from './transitions.ts';

const DAY_MS = 86_400_000;

/** One step of a planned relation: what it became, who did it, how many days ago, and why. */
interface Step {
  to: DealerStatus;
  by: Side;
  daysAgo: number;
  reason?: string;
}

interface Planned {
  brandId: number;
  retailerId: number;
  /** Give it the brand's next dealer number. */
  numbered: boolean;
  steps: Step[];
}

const invited = (by: Side, daysAgo: number): Step => ({ to: 'invited', by, daysAgo });
/** A dealership that became active: invited by the brand, accepted by the retailer some days later. */
const dealership = (daysAgo: number): Step[] => [
  invited('brand', daysAgo + 7),
  { to: 'active', by: 'retailer', daysAgo },
];

function plan(ids: DemoIds): Planned[] {
  const more = (index: number) => {
    const id = ids.moreRetailers[index];
    if (id === undefined) throw new Error(`seed: no generated retailer ${index}`);
    return id;
  };
  const voltline = (index: number, numbered: boolean, steps: Step[]): Planned => ({
    brandId: ids.brand,
    retailerId: more(index),
    numbered,
    steps,
  });
  // The generated retailers with an odd index deal for Ridgeway, the even ones for Voltline (tenant seed);
  // 23, 25 and 27 (the dealer@ demo user's company) stay without a Voltline relation, to be invited.
  return [
    voltline(1, true, [invited('brand', 2)]),
    voltline(3, true, [invited('brand', 6)]),
    voltline(5, false, [invited('brand', 12)]),
    voltline(7, false, [invited('retailer', 1)]),
    voltline(9, false, [invited('retailer', 4)]),
    voltline(11, false, [invited('retailer', 9)]),
    voltline(13, true, [
      ...dealership(395),
      { to: 'suspended', by: 'brand', daysAgo: 20, reason: 'Invoices overdue since the spring' },
    ]),
    voltline(15, true, [
      ...dealership(690),
      { to: 'suspended', by: 'brand', daysAgo: 5, reason: 'Failed the service-quality audit' },
    ]),
    voltline(17, true, [
      ...dealership(890),
      { to: 'terminated', by: 'brand', daysAgo: 45, reason: 'The store closed' },
    ]),
    voltline(19, false, [
      invited('brand', 30),
      { to: 'declined', by: 'retailer', daysAgo: 25, reason: 'We carry enough brands for now' },
    ]),
    voltline(21, false, [
      invited('retailer', 60),
      { to: 'declined', by: 'brand', daysAgo: 50, reason: 'No new dealers in this area this year' },
    ]),
    {
      brandId: ids.onsiteBrand,
      retailerId: ids.otherRetailer,
      numbered: false,
      steps: [invited('retailer', 3)],
    },
    { brandId: ids.onsiteBrand, retailerId: more(0), numbered: true, steps: [invited('brand', 8)] },
    {
      brandId: ids.onsiteBrand,
      retailerId: more(2),
      numbered: true,
      steps: [
        ...dealership(490),
        { to: 'suspended', by: 'brand', daysAgo: 15, reason: 'Warranty paperwork missing' },
      ],
    },
    {
      brandId: ids.onsiteBrand,
      retailerId: more(4),
      numbered: true,
      steps: [
        ...dealership(780),
        { to: 'terminated', by: 'brand', daysAgo: 100, reason: 'Moved to another brand' },
      ],
    },
  ];
}

export async function seedDealers(tx: Transaction, ids: DemoIds, now = new Date()): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const counters = new Map<number, number>();
  const nextNumber = (brandId: number) => {
    const n = (counters.get(brandId) ?? 0) + 1;
    counters.set(brandId, n);
    return `${brandId === ids.brand ? 'VL' : 'RW'}-${1000 + n}`;
  };
  const actorOf = (side: Side, brandId: number, retailerId: number): number | null => {
    if (side === 'brand') return brandId === ids.brand ? ids.brandUser : ids.onsiteUser;
    if (retailerId === ids.retailer) return ids.retailerUser;
    return retailerId === ids.otherRetailer ? ids.summitOwner : null;
  };
  const history: (typeof statusChanges.$inferInsert)[] = [];

  const existing = await tx
    .select()
    .from(brandRetailers)
    .orderBy(asc(brandRetailers.brandCompanyId), asc(brandRetailers.retailerCompanyId));
  for (const [index, link] of existing.entries()) {
    const { brandCompanyId: brandId, retailerCompanyId: retailerId } = link;
    const since = ago(60 + ((index * 97) % 1400));
    await tx
      .update(brandRetailers)
      .set({ dealerNumber: nextNumber(brandId), since, statusChangedAt: since })
      .where(
        and(eq(brandRetailers.brandCompanyId, brandId), eq(brandRetailers.retailerCompanyId, retailerId)),
      );
    history.push({
      entity: DEALER_ENTITY,
      entityId: relationKey(brandId, retailerId),
      toStatus: 'active',
      reason: 'A dealer before the network moved to the console',
      at: since,
    });
  }

  for (const relation of plan(ids)) {
    const { brandId, retailerId, steps } = relation;
    const last = steps.at(-1);
    if (!last) throw new Error('seed: a planned relation has no step');
    const lastInvite = steps.filter((step) => step.to === 'invited').at(-1);
    const lastActive = steps.filter((step) => step.to === 'active').at(-1);
    await tx.insert(brandRetailers).values({
      brandCompanyId: brandId,
      retailerCompanyId: retailerId,
      status: last.to,
      initiatedBy: lastInvite?.by ?? 'brand',
      dealerNumber: relation.numbered ? nextNumber(brandId) : null,
      since: lastActive ? ago(lastActive.daysAgo) : null,
      statusChangedAt: ago(last.daysAgo),
      createdAt: ago(steps[0]?.daysAgo ?? 0),
    });
    steps.forEach((step, index) => {
      history.push({
        entity: DEALER_ENTITY,
        entityId: relationKey(brandId, retailerId),
        fromStatus: steps[index - 1]?.to ?? null,
        toStatus: step.to,
        actorUserId: actorOf(step.by, brandId, retailerId),
        reason: step.reason ?? null,
        at: ago(step.daysAgo),
      });
    });
  }
  await tx.insert(statusChanges).values(history);
}
