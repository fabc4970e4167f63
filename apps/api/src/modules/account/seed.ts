// Demo brand requests, enough for the admin list to page: the two seeded brands came in as approved
// requests, a few were rejected, the rest wait for review.
import { and, asc, eq } from 'drizzle-orm';
import { BrandRequestStatus, brandRequests, CompanyType, companies, users } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { OWNER_ROLE } from './db.ts';

const APPLICANTS: [company: string, first: string, last: string, state: string, onsite: boolean][] = [
  ['Alpenglow Cycles', 'Maya', 'Lindqvist', 'CO', false],
  ['Brightpath Mobility', 'Jonah', 'Reyes', 'CA', true],
  ['Cobalt Wheelworks', 'Priya', 'Natarajan', 'TX', false],
  ['Driftwood E-Bikes', 'Caleb', 'Okafor', 'OR', false],
  ['Ember Motion', 'Sofia', 'Marchetti', 'NY', true],
  ['Foxtail Bicycle Co.', 'Liam', 'Gallagher', 'VT', false],
  ['Gridline Electric', 'Hana', 'Sato', 'WA', true],
  ['Highmark Trail Bikes', 'Diego', 'Alvarez', 'AZ', false],
  ['Ironleaf Cycles', 'Noor', 'Haddad', 'MI', false],
  ['Juniper Ride Co.', 'Ethan', 'Brooks', 'UT', true],
  ['Kinetic Harbor', 'Grace', 'Whitfield', 'MA', false],
  ['Lumen Velo', 'Omar', 'Farouk', 'IL', false],
  ['Meridian E-Cargo', 'Chloe', 'Dubois', 'MN', true],
  ['Northline Bikes', 'Samuel', 'Adeyemi', 'WI', false],
  ['Orbit Urban Mobility', 'Elena', 'Popescu', 'FL', false],
  ['Pinecrest Pedal Works', 'Lucas', 'Jensen', 'NC', true],
  ['Quarry Road Cycles', 'Aisha', 'Bello', 'GA', false],
  ['Riverbend Electric Bikes', 'Mateo', 'Castillo', 'NM', false],
  ['Saltmarsh Cycles', 'Ivy', 'Thornton', 'SC', false],
  ['Tidewater Mobility', 'Felix', 'Wagner', 'VA', true],
  ['Upland Bike Co.', 'Zara', 'Khan', 'MT', false],
  ['Vantage E-Ride', 'Owen', 'McAllister', 'NV', false],
  ['Wildrye Cycles', 'Leah', 'Goldberg', 'PA', false],
];
/** These applicants were turned down (the rest of the generated ones are still submitted). */
const REJECTED: Record<number, string> = {
  3: 'We could not verify the company: the website and the registration number do not match.',
  8: 'The product range is not electric; the platform is for e-bike brands only.',
  15: 'A request for this company is already being handled under another address.',
  20: 'Please apply again once your US distribution is set up.',
};

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

export async function seedBrandRequests(tx: Transaction): Promise<void> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userType, 3))
    .orderBy(asc(users.id))
    .limit(1);
  const brandOwners = await tx
    .select({
      companyId: companies.id,
      companyName: companies.name,
      onsite: companies.onsiteAvailable,
      state: companies.state,
      website: companies.website,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(companies)
    .innerJoin(users, and(eq(users.companyId, companies.id), eq(users.userRole, OWNER_ROLE)))
    .where(eq(companies.type, CompanyType.brand))
    .orderBy(asc(companies.id));
  const day = 24 * 3600_000;
  const now = Date.now();
  // Oldest first, a few days apart, so the newest-first list has a stable order.
  const approved = brandOwners.map((owner, i) => {
    const createdAt = new Date(now - (90 - i) * day);
    return {
      companyName: owner.companyName,
      firstName: owner.firstName,
      lastName: owner.lastName,
      email: owner.email,
      state: owner.state,
      website: owner.website,
      onsiteService: owner.onsite,
      status: BrandRequestStatus.approved,
      reviewedBy: admin?.id ?? null,
      reviewedAt: new Date(createdAt.getTime() + day),
      companyId: owner.companyId,
      createdAt,
    };
  });
  const applicants = APPLICANTS.map(([companyName, firstName, lastName, state, onsite], i) => {
    const createdAt = new Date(now - (APPLICANTS.length - i) * 2.5 * day);
    const reason = REJECTED[i];
    const domain = `${slug(companyName)}.test`;
    return {
      companyName,
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}@${domain}`,
      phone: `+1 555 01${String(i).padStart(2, '0')}`,
      website: `https://www.${domain}`,
      state,
      onsiteService: onsite,
      note: onsite ? 'We run our own mobile service vans and would like to offer onsite repairs.' : null,
      status: reason ? BrandRequestStatus.rejected : BrandRequestStatus.submitted,
      reviewedBy: reason ? (admin?.id ?? null) : null,
      reviewedAt: reason ? new Date(createdAt.getTime() + day) : null,
      reviewNote: reason ?? null,
      createdAt,
    };
  });
  await tx.insert(brandRequests).values([...approved, ...applicants]);
}
