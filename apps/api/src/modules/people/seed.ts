// Demo people: an employee row for every demo brand and retailer user, and staff without a console login, so
// Harbor Cycles' and Voltline Bikes' lists page (about 25 each, technicians with skills, one deactivated);
// four of Voltline's are invited and have not set a password yet.
// Shops come from the `shops` table at seed time: run this after the shops' seed.
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { CompanyRole } from '../../auth/roles.ts';
import { companies, EmployeePosition, employeeShops, employees, shops, users } from '../../db/schema.ts';
import type { DemoIds, Transaction } from '../../db/types.ts';
import { recordAudit } from '../audit/audit.ts';
import { PeopleAction } from './audit.ts';
import { addEmployeeForUser } from './employeeRecords.ts';

const { technician, sales, serviceManager, other } = EmployeePosition;

const FIRST = [
  'Alex',
  'Blair',
  'Casey',
  'Devon',
  'Emery',
  'Finley',
  'Gray',
  'Harper',
  'Indy',
  'Jordan',
  'Kai',
  'Logan',
];
const LAST = [
  'Nguyen',
  'Okafor',
  'Patel',
  'Quinn',
  'Reyes',
  'Santos',
  'Tanaka',
  'Ueda',
  'Varga',
  'Walsh',
  'Xu',
  'Young',
  'Zeller',
];
const SKILLS = [
  'Bosch diagnostics',
  'Shimano STEPS',
  'Battery service',
  'Hydraulic brakes',
  'Wheel truing',
  'Motor replacement',
  'Suspension service',
  'Brose drive units',
];

/** The demo users' positions (the rest of them are 'other'). */
function positionOf(ids: DemoIds, userId: number): string {
  if ([ids.brandManager, ids.retailerManager, ids.summitManager, ids.onsiteManager].includes(userId))
    return serviceManager;
  if ([ids.onsiteTech, ids.retailerStaff].includes(userId)) return technician;
  if ([ids.brandStaff, ids.onsiteStaff, ids.summitStaff].includes(userId)) return sales;
  return other;
}

/** The company's active shops, by id. */
export async function shopIdsOf(tx: Transaction, companyId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.companyId, companyId), eq(shops.active, true)))
    .orderBy(asc(shops.id));
  return rows.map((row) => row.id);
}

/** `count` people without a login for a company; every fourth a technician with skills, one deactivated. */
function staffOf(companyId: number, domain: string, count: number, offset: number) {
  return Array.from({ length: count }, (_, i) => {
    const n = i + offset;
    const firstName = FIRST[n % FIRST.length] ?? 'Alex';
    const lastName = LAST[(n * 5) % LAST.length] ?? 'Nguyen';
    const position = [technician, sales, technician, serviceManager, other][i % 5] ?? other;
    return {
      companyId,
      firstName,
      lastName,
      // Some technicians have no e-mail at all: a person needs none without a login.
      email: i % 7 === 2 ? null : `${firstName}.${lastName}.${n}@${domain}`.toLowerCase(),
      phone: i % 3 === 0 ? `+1 (555) 01${String(n).padStart(2, '0')}-${String(1000 + n)}` : null,
      position,
      skills:
        position === technician
          ? [SKILLS[n % SKILLS.length], SKILLS[(n + 3) % SKILLS.length]].filter((s) => s !== undefined)
          : [],
      active: i !== count - 1,
    };
  });
}

export async function seedPeople(tx: Transaction, ids: DemoIds): Promise<void> {
  const demoCompanies = [ids.brand, ids.onsiteBrand, ids.retailer, ids.otherRetailer];
  const demoUsers = await tx
    .select()
    .from(users)
    .where(inArray(users.companyId, demoCompanies))
    .orderBy(asc(users.id));
  const withLogin = new Map<number, number[]>();
  for (const user of demoUsers) {
    const employeeId = await addEmployeeForUser(tx, user, positionOf(ids, user.id));
    withLogin.set(user.companyId, [...(withLogin.get(user.companyId) ?? []), employeeId]);
  }
  const staff = [
    ...staffOf(ids.retailer, 'harborcycles.test', 21, 0),
    ...staffOf(ids.brand, 'voltline.test', 22, 3),
    ...staffOf(ids.onsiteBrand, 'ridgeway.test', 6, 7),
    ...staffOf(ids.otherRetailer, 'summit-eride.test', 5, 11),
  ];
  const written = await tx
    .insert(employees)
    .values(staff)
    .returning({ id: employees.id, companyId: employees.companyId });
  await inviteSome(tx, ids.brand, 4);
  for (const companyId of demoCompanies) {
    const shopIds = await shopIdsOf(tx, companyId);
    if (shopIds.length === 0) continue;
    const people = [
      ...(withLogin.get(companyId) ?? []),
      ...written.filter((row) => row.companyId === companyId).map((row) => row.id),
    ];
    // Each person works at one shop, every third at the next one too.
    const links = people.flatMap((employeeId, i) => {
      const first = shopIds[i % shopIds.length] as number;
      const second = shopIds[(i + 1) % shopIds.length] as number;
      const assigned = i % 3 === 0 && second !== first ? [first, second] : [first];
      return assigned.map((shopId) => ({ employeeId, shopId }));
    });
    await tx.insert(employeeShops).values(links);
  }
  await seedSummitTrail(tx, ids);
}

/**
 * Invitations still open: the first `count` active people of the company with an e-mail get a console login
 * without a password (staff), so the employees list shows invited people and the admin's users list pages.
 */
async function inviteSome(tx: Transaction, companyId: number, count: number): Promise<void> {
  const [company] = await tx
    .select({ type: companies.type })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return;
  const people = await tx
    .select()
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        isNull(employees.userId),
        isNotNull(employees.email),
        eq(employees.active, true),
      ),
    )
    .orderBy(asc(employees.id))
    .limit(count);
  for (const person of people) {
    const [user] = await tx
      .insert(users)
      .values({
        companyId,
        email: person.email as string,
        firstName: person.firstName,
        lastName: person.lastName,
        passwordHash: null,
        userType: company.type,
        userRole: CompanyRole.staff,
      })
      .returning({ id: users.id });
    if (user) await tx.update(employees).set({ userId: user.id }).where(eq(employees.id, person.id));
  }
}

/** A short audit trail for Summit E-Ride's people, so the admin's user page shows one. */
async function seedSummitTrail(tx: Transaction, ids: DemoIds): Promise<void> {
  const base = {
    actor: { userId: ids.summitOwner },
    companyId: ids.otherRetailer,
    entity: 'user',
    ip: '198.51.100.24',
  };
  await recordAudit(tx, {
    ...base,
    subjectUserId: ids.summitStaff,
    action: PeopleAction.invited,
    entityId: ids.summitStaff,
    after: { email: 'summit.staff@console.test', role: 3 },
  });
  await recordAudit(tx, {
    ...base,
    subjectUserId: ids.summitManager,
    action: PeopleAction.roleChanged,
    entityId: ids.summitManager,
    before: { role: 3 },
    after: { role: 2 },
  });
}
