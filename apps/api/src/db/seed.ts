// Demo data, written once on first start (an empty companies table) in one transaction under the same
// advisory lock as migrations, so instances starting together on PostgreSQL seed exactly once.
// Every demo user's password is DEMO_PASSWORD (README).
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { FileStorage } from '../files/storage.ts';
import { seedBrandRequests } from '../modules/account/seed.ts';
import { seedCompanyStatuses } from '../modules/adminCompanies/seed.ts';
import { seedBookings } from '../modules/bookings/seed.ts';
import { seedBugs } from '../modules/bugs/seed.ts';
import { seedDemoClaims } from '../modules/claims/demoClaims.ts';
import { seedClaimConfig } from '../modules/claims/seed.ts';
import { seedDealers } from '../modules/dealers/seed.ts';
import { seedDocuments } from '../modules/documents/seed.ts';
import { seedLiveData } from '../modules/liveData/seed.ts';
import { seedBilling } from '../modules/money/billing/seed.ts';
import { seedPayoutHistory, seedRecentPayouts } from '../modules/money/payouts/seed.ts';
import { releaseDuePending } from '../modules/money/release.ts';
import { seedMoney } from '../modules/money/seed.ts';
import { seedOnsite } from '../modules/onsite/seed.ts';
import { seedPeople } from '../modules/people/seed.ts';
import { seedShops } from '../modules/shops/seed.ts';
import { seedSystem } from '../modules/system/seed.ts';
import { seedWarranties } from '../modules/warranty/seed.ts';
import type { SecretBox } from '../modules/webhooks/secretBox.ts';
import { seedWebhooks } from '../modules/webhooks/seed.ts';
import type { Database } from './database.ts';
import { MIGRATION_LOCK_KEY } from './database.ts';
import { brandRetailers, CompanyType, companies, users } from './schema.ts';
import type { DemoIds, Transaction } from './types.ts';

export const DEMO_PASSWORD = 'Console#2026';
export const DEMO_USERS = {
  admin: 'admin@console.test',
  auditor: 'audit@console.test',
  brand: 'brand@console.test',
  onsite: 'onsite@console.test',
  retailer: 'retailer@console.test',
  invited: 'invited@console.test',
  finance: 'finance@console.test',
  support: 'support@console.test',
  brandManager: 'brand.manager@console.test',
  brandStaff: 'brand.staff@console.test',
  onsiteManager: 'onsite.manager@console.test',
  onsiteStaff: 'onsite.staff@console.test',
  retailerManager: 'retailer.manager@console.test',
  retailerStaff: 'retailer.staff@console.test',
  summit: 'summit@console.test',
  summitManager: 'summit.manager@console.test',
  summitStaff: 'summit.staff@console.test',
  dealer: 'dealer@console.test',
  onsiteTech: 'onsite.tech@console.test',
} as const;

/** `user_role`: a company user's role inside it (platform admins: super admin, finance, support). */
const Role = { owner: 1, manager: 2, staff: 3 } as const;

const STATES = ['CA', 'NY', 'TX', 'WA', 'CO', 'OR', 'FL', 'IL', 'MA', 'AZ'];
const TOWNS = ['Bay', 'Canyon', 'Delta', 'Elm', 'Fjord', 'Granite', 'Harbor', 'Iron', 'Juniper', 'Kestrel'];

export interface SeedOptions {
  /** Where the demo documents' files are written (the server's files storage). */
  files: FileStorage;
  /** Warranties to write (default the demo's 5,200; tests that do not page through them ask for fewer). */
  warranties?: number;
  /**
   * The box webhook secrets are sealed in (the server's, see modules/webhooks/secretBox.ts); without it the
   * demo webhook endpoints are left out (a secret sealed under another key could never sign).
   */
  webhookSecrets?: SecretBox;
}

/** Seeds the demo data when the database has no company yet. Returns the seeded ids, or null if it wrote nothing. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<DemoIds | null> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    const existing = await tx.select({ id: companies.id }).from(companies).limit(1);
    if (existing.length) return null;
    const ids = await seedTenants(tx, passwordHash);
    await seedDealers(tx, ids);
    await seedSystem(tx);
    await seedBrandRequests(tx);
    // Harbor's half year of payouts is older than the money seeded next.
    await seedPayoutHistory(tx, ids, options.files);
    await seedMoney(tx, ids, options.files);
    await seedWarranties(tx, ids, options.warranties);
    await seedClaimConfig(tx, ids);
    await seedDemoClaims(tx, ids, options.warranties);
    // A year of each brand's paid claims, its card and its monthly statements.
    await seedBilling(tx, ids);
    // The demo claims' compensation that is past its pending days is available, as the job would have made it.
    await releaseDuePending(tx, new Date(), 100_000);
    await seedShops(tx, ids);
    await seedCompanyStatuses(tx, ids);
    await seedDocuments(tx, ids, options.files);
    // After the shops' seed: people are assigned to the company's shops.
    await seedPeople(tx, ids);
    // After the people: event types are hosted by employees of the shops.
    await seedBookings(tx, ids);
    // After the people: Ridgeway's technicians and their jobs.
    await seedOnsite(tx, ids, options.files);
    // After the shops and products: the Live Data Program's enrolments, imports and API keys.
    await seedLiveData(tx, ids);
    // After the people: the demo companies' bug reports, their threads and a screenshot.
    await seedBugs(tx, ids, options.files);
    // Last: the latest payouts take what the other seeds made available.
    await seedRecentPayouts(tx, ids, options.files);
    if (options.webhookSecrets) await seedWebhooks(tx, ids, options.webhookSecrets);
    return ids;
  });
}

async function seedTenants(tx: Transaction, passwordHash: string): Promise<DemoIds> {
  const company = async (values: typeof companies.$inferInsert) => {
    const [row] = await tx.insert(companies).values(values).returning({ id: companies.id });
    if (!row) throw new Error('seed: company not written');
    return row.id;
  };
  const platform = await company({ type: CompanyType.platform, name: 'Console Platform', state: 'CA' });
  const brand = await company({
    type: CompanyType.brand,
    name: 'Voltline Bikes',
    legalName: 'Voltline Bikes Inc.',
    ein: '84-1234567',
    email: 'hello@voltline.test',
    phone: '+1 (303) 555-0142',
    street: '2100 Wynkoop St',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    timezone: 'America/Boise',
  });
  const onsiteBrand = await company({
    type: CompanyType.brand,
    name: 'Ridgeway E-Bikes',
    legalName: 'Ridgeway Mobility LLC',
    onsiteAvailable: true,
    email: 'service@ridgeway.test',
    street: '401 Elliott Ave W',
    city: 'Seattle',
    state: 'WA',
    zip: '98119',
    timezone: 'America/Los_Angeles',
  });
  const retailer = await company({
    type: CompanyType.retailer,
    name: 'Harbor Cycles',
    legalName: 'Harbor Cycles LLC',
    phone: '+1 (415) 555-0100',
    street: '1 Embarcadero Ctr',
    street2: 'Suite 200',
    city: 'San Francisco',
    state: 'CA',
    zip: '94111',
    timezone: 'America/Los_Angeles',
  });
  const otherRetailer = await company({
    type: CompanyType.retailer,
    name: 'Summit E-Ride',
    legalName: 'Summit E-Ride Corp.',
    street: '88 Lake St',
    city: 'Saranac Lake',
    state: 'NY',
    zip: '12983-1420',
    timezone: 'America/New_York',
  });
  const moreRetailers: number[] = [];
  for (let i = 0; i < 28; i += 1) {
    moreRetailers.push(
      await company({
        type: CompanyType.retailer,
        name: `${TOWNS[i % TOWNS.length]} ${['Cycles', 'E-Bikes', 'Bike Works'][i % 3]} ${i + 1}`,
        state: STATES[i % STATES.length],
      }),
    );
  }
  await tx.insert(brandRetailers).values([
    { brandCompanyId: brand, retailerCompanyId: retailer },
    { brandCompanyId: onsiteBrand, retailerCompanyId: retailer },
    { brandCompanyId: brand, retailerCompanyId: otherRetailer },
    ...moreRetailers.map((id, i) => ({
      brandCompanyId: i % 2 ? onsiteBrand : brand,
      retailerCompanyId: id,
    })),
  ]);

  const user = async (values: Omit<typeof users.$inferInsert, 'passwordHash'>, withPassword = true) => {
    const [row] = await tx
      .insert(users)
      .values({ ...values, passwordHash: withPassword ? passwordHash : null })
      .returning({ id: users.id });
    if (!row) throw new Error('seed: user not written');
    return row.id;
  };
  return {
    platform,
    brand,
    onsiteBrand,
    retailer,
    otherRetailer,
    moreRetailers,
    admin: await user({
      companyId: platform,
      email: DEMO_USERS.admin,
      firstName: 'Ada',
      lastName: 'Admin',
      userType: 3,
      userRole: 1,
    }),
    auditor: await user({
      companyId: platform,
      email: DEMO_USERS.auditor,
      firstName: 'Otto',
      lastName: 'Auditor',
      userType: 3,
      userRole: 1,
    }),
    brandUser: await user({
      companyId: brand,
      email: DEMO_USERS.brand,
      firstName: 'Bea',
      lastName: 'Brand',
      userType: 1,
      userRole: 1,
    }),
    onsiteUser: await user({
      companyId: onsiteBrand,
      email: DEMO_USERS.onsite,
      firstName: 'Omar',
      lastName: 'Onsite',
      userType: 1,
      userRole: 1,
    }),
    retailerUser: await user({
      companyId: retailer,
      email: DEMO_USERS.retailer,
      firstName: 'Rita',
      lastName: 'Retail',
      userType: 2,
      userRole: 1,
    }),
    invitedUser: await user(
      {
        companyId: retailer,
        email: DEMO_USERS.invited,
        firstName: 'Ivan',
        lastName: 'Invited',
        userType: 2,
        userRole: Role.manager,
      },
      false,
    ),
    finance: await user(person(platform, 3, Role.manager, DEMO_USERS.finance, 'Fiona', 'Finance')),
    support: await user(person(platform, 3, Role.staff, DEMO_USERS.support, 'Sam', 'Support')),
    brandManager: await user(person(brand, 1, Role.manager, DEMO_USERS.brandManager, 'Max', 'Manager')),
    brandStaff: await user(person(brand, 1, Role.staff, DEMO_USERS.brandStaff, 'Stella', 'Staff')),
    onsiteManager: await user(
      person(onsiteBrand, 1, Role.manager, DEMO_USERS.onsiteManager, 'Mona', 'Dispatch'),
    ),
    onsiteStaff: await user(person(onsiteBrand, 1, Role.staff, DEMO_USERS.onsiteStaff, 'Theo', 'Tech')),
    retailerManager: await user(
      person(retailer, 2, Role.manager, DEMO_USERS.retailerManager, 'Rosa', 'Manager'),
    ),
    retailerStaff: await user(person(retailer, 2, Role.staff, DEMO_USERS.retailerStaff, 'Sid', 'Staff')),
    summitOwner: await user(person(otherRetailer, 2, Role.owner, DEMO_USERS.summit, 'Sue', 'Summit')),
    summitManager: await user(
      person(otherRetailer, 2, Role.manager, DEMO_USERS.summitManager, 'Milo', 'Manager'),
    ),
    summitStaff: await user(person(otherRetailer, 2, Role.staff, DEMO_USERS.summitStaff, 'Stan', 'Staff')),
    // The owner of the last generated retailer (a Ridgeway dealer with no Voltline relation yet).
    dealerOwner: await user(
      person(moreRetailers.at(-1) ?? retailer, 2, Role.owner, DEMO_USERS.dealer, 'Dana', 'Dealer'),
    ),
    onsiteTech: await user(person(onsiteBrand, 1, Role.staff, DEMO_USERS.onsiteTech, 'Tess', 'Wheeler')),
  };
}

function person(
  companyId: number,
  userType: number,
  userRole: number,
  email: string,
  firstName: string,
  lastName: string,
) {
  return { companyId, userType, userRole, email, firstName, lastName };
}
