// Demo shops: Harbor Cycles has enough to page (13, across the time zones, one deactivated, one with dated
// exceptions), Summit E-Ride a few, each generated retailer one or two. Exception dates are relative to
// today, so the detail page always has some ahead.
import type { WeeklyHours } from '@console/contract';
import { inArray } from 'drizzle-orm';
import { companies, shopHoursExceptions, shops } from '../../db/schema.ts';
import type { DemoIds, Transaction } from '../../db/types.ts';
import { seedServices } from '../services/seed.ts';

type NewShop = Omit<typeof shops.$inferInsert, 'companyId'>;

const day = (opens: string, closes: string) => [{ opens, closes }];

/** Tuesday to Saturday 10–6, Sunday 11–4, closed on Mondays: a typical bike shop. */
const TYPICAL: WeeklyHours = {
  mon: [],
  tue: day('10:00', '18:00'),
  wed: day('10:00', '18:00'),
  thu: day('10:00', '18:00'),
  fri: day('10:00', '18:00'),
  sat: day('10:00', '18:00'),
  sun: day('11:00', '16:00'),
};

/** Weekdays with a lunch break, Saturday mornings. */
const WITH_LUNCH: WeeklyHours = {
  mon: [
    { opens: '09:00', closes: '12:30' },
    { opens: '13:30', closes: '18:00' },
  ],
  tue: [
    { opens: '09:00', closes: '12:30' },
    { opens: '13:30', closes: '18:00' },
  ],
  wed: [
    { opens: '09:00', closes: '12:30' },
    { opens: '13:30', closes: '18:00' },
  ],
  thu: [
    { opens: '09:00', closes: '12:30' },
    { opens: '13:30', closes: '20:00' },
  ],
  fri: [
    { opens: '09:00', closes: '12:30' },
    { opens: '13:30', closes: '18:00' },
  ],
  sat: day('09:00', '13:00'),
  sun: [],
};

/** Every day 8–8. */
const LONG: WeeklyHours = {
  mon: day('08:00', '20:00'),
  tue: day('08:00', '20:00'),
  wed: day('08:00', '20:00'),
  thu: day('08:00', '20:00'),
  fri: day('08:00', '20:00'),
  sat: day('08:00', '20:00'),
  sun: day('08:00', '20:00'),
};

const LA = 'America/Los_Angeles';
const NY = 'America/New_York';
const CHICAGO = 'America/Chicago';
const MOUNTAIN = 'America/Boise';

const HARBOR: readonly NewShop[] = [
  {
    name: 'Harbor Cycles Embarcadero',
    street: '1 Embarcadero Ctr',
    street2: 'Suite 200',
    city: 'San Francisco',
    state: 'CA',
    zip: '94111',
    lat: 37.7946,
    lng: -122.3999,
    phone: '+1 (415) 555-0100',
    timezone: LA,
    hours: TYPICAL,
  },
  shop('Harbor Cycles Mission', '2100 Mission St', 'San Francisco', 'CA', '94110', LA, WITH_LUNCH),
  shop('Harbor Cycles Oakland', '410 Broadway', 'Oakland', 'CA', '94607', LA, TYPICAL),
  shop('Harbor Cycles Pearl District', '1020 NW 9th Ave', 'Portland', 'OR', '97209', LA, TYPICAL),
  shop('Harbor Cycles Ballard', '5400 Ballard Ave NW', 'Seattle', 'WA', '98107', LA, WITH_LUNCH),
  shop('Harbor Cycles Boise', '800 W Main St', 'Boise', 'ID', '83702', MOUNTAIN, TYPICAL),
  shop('Harbor Cycles RiNo', '3000 Larimer St', 'Denver', 'CO', '80205-2348', MOUNTAIN, LONG),
  shop('Harbor Cycles South Congress', '1500 S Congress Ave', 'Austin', 'TX', '78704', CHICAGO, TYPICAL),
  shop('Harbor Cycles Wicker Park', '1600 N Milwaukee Ave', 'Chicago', 'IL', '60647', CHICAGO, WITH_LUNCH),
  shop('Harbor Cycles Brooklyn', '200 Kent Ave', 'Brooklyn', 'NY', '11249', NY, LONG),
  shop('Harbor Cycles Anchorage', '400 D St', 'Anchorage', 'AK', '99501', 'America/Juneau', WITH_LUNCH),
  shop('Harbor Cycles Kakaako', '500 Ala Moana Blvd', 'Honolulu', 'HI', '96813', 'Pacific/Honolulu', TYPICAL),
  {
    ...shop('Harbor Cycles Sausalito', '660 Bridgeway', 'Sausalito', 'CA', '94965', LA, TYPICAL),
    // Closed for good: kept for its history, off every booking page.
    active: false,
  },
];

const SUMMIT: readonly NewShop[] = [
  {
    ...shop('Summit E-Ride Saranac Lake', '88 Lake St', 'Saranac Lake', 'NY', '12983-1420', NY, TYPICAL),
    phone: '+1 (518) 555-0188',
  },
  shop('Summit E-Ride Lake Placid', '2400 Main St', 'Lake Placid', 'NY', '12946', NY, WITH_LUNCH),
  shop('Summit E-Ride Burlington', '75 Church St', 'Burlington', 'VT', '05401', NY, TYPICAL),
];

/** A town, street, ZIP and zone per state of the generated retailers. */
const TOWNS: Record<string, { city: string; zip: string; timezone: string }> = {
  CA: { city: 'Sacramento', zip: '95814', timezone: LA },
  NY: { city: 'Albany', zip: '12207', timezone: NY },
  TX: { city: 'Houston', zip: '77002', timezone: CHICAGO },
  WA: { city: 'Spokane', zip: '99201', timezone: LA },
  CO: { city: 'Boulder', zip: '80302', timezone: MOUNTAIN },
  OR: { city: 'Eugene', zip: '97401', timezone: LA },
  FL: { city: 'Orlando', zip: '32801', timezone: NY },
  IL: { city: 'Evanston', zip: '60201', timezone: CHICAGO },
  MA: { city: 'Cambridge', zip: '02139', timezone: NY },
  AZ: { city: 'Flagstaff', zip: '86001', timezone: MOUNTAIN },
};

function shop(
  name: string,
  street: string,
  city: string,
  state: string,
  zip: string,
  timezone: string,
  hours: WeeklyHours,
): NewShop {
  return { name, street, city, state, zip, timezone, hours };
}

const isoDay = (from: Date, days: number) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The generated retailers' shops: one each, a second for every third. */
async function moreRetailerShops(tx: Transaction, retailerIds: readonly number[]) {
  if (retailerIds.length === 0) return [];
  const rows = await tx
    .select({ id: companies.id, name: companies.name, state: companies.state })
    .from(companies)
    .where(inArray(companies.id, [...retailerIds]));
  return rows.flatMap((company, index) => {
    const town = TOWNS[company.state ?? ''] ?? { city: 'Springfield', zip: '62701', timezone: CHICAGO };
    const state = company.state ?? 'IL';
    const main = shop(
      company.name,
      `${100 + index} Main St`,
      town.city,
      state,
      town.zip,
      town.timezone,
      TYPICAL,
    );
    const second = shop(
      `${company.name} Outlet`,
      `${20 + index} Market St`,
      town.city,
      state,
      town.zip,
      town.timezone,
      WITH_LUNCH,
    );
    return (index % 3 === 0 ? [main, second] : [main]).map((values) => ({
      ...values,
      companyId: company.id,
    }));
  });
}

/** Seeds the demo shops with their exceptions, and the service menus offered at them. */
export async function seedShops(tx: Transaction, ids: DemoIds, now = new Date()): Promise<void> {
  const write = async (values: (typeof shops.$inferInsert)[]) =>
    (await tx.insert(shops).values(values).returning({ id: shops.id })).map((row) => row.id);
  const harbor = await write(HARBOR.map((values) => ({ ...values, companyId: ids.retailer })));
  const summit = await write(SUMMIT.map((values) => ({ ...values, companyId: ids.otherRetailer })));
  const generated = await moreRetailerShops(tx, ids.moreRetailers);
  if (generated.length > 0) await tx.insert(shops).values(generated);
  const [embarcadero] = harbor;
  if (embarcadero !== undefined)
    await tx.insert(shopHoursExceptions).values([
      { shopId: embarcadero, date: isoDay(now, -30), closed: true, hours: [], note: 'Staff training' },
      { shopId: embarcadero, date: isoDay(now, 6), closed: true, hours: [], note: 'Inventory day' },
      {
        shopId: embarcadero,
        date: isoDay(now, 13),
        closed: false,
        hours: day('10:00', '21:00'),
        note: 'Late-night demo rides',
      },
      { shopId: embarcadero, date: isoDay(now, 27), closed: false, hours: day('12:00', '16:00'), note: null },
    ]);
  const harborActive = harbor.filter((_, index) => HARBOR[index]?.active !== false);
  await seedServices(tx, ids, { harbor, harborActive, summit });
}
