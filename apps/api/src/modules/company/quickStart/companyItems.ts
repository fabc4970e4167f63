// The Quick Start Guide's steps of the company area: each checks one thing of the retailer's own data.
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { employees, serviceItems, shops, UserStatus, users } from '../../../db/schema.ts';
import { documentsVerifiedCompanies } from '../badges.ts';
import { hasOpeningHours, isProfileComplete } from './quickStart.logic.ts';
import type { QuickStartItemDefinition } from './quickStartItem.ts';

const profile: QuickStartItemDefinition = {
  key: 'profile',
  label: 'Complete your company profile',
  hint: 'Your legal name, address, phone and time zone.',
  path: '/company/details/edit',
  isDone: async ({ company }) => isProfileComplete(company),
};

const shop: QuickStartItemDefinition = {
  key: 'shop',
  label: 'Add a shop with its opening hours',
  hint: 'An active shop that is open at least once a week.',
  path: '/company/shop',
  isDone: async ({ db, company }) => {
    const rows = await db
      .select({ hours: shops.hours })
      .from(shops)
      .where(and(eq(shops.companyId, company.id), eq(shops.active, true)));
    return rows.some((row) => hasOpeningHours(row.hours));
  },
};

const documents: QuickStartItemDefinition = {
  key: 'documents',
  label: 'Get your documents approved',
  hint: 'Your W-9, business licence and insurance certificate, approved and not expired.',
  path: '/company/documents',
  isDone: async ({ db, company }) => (await documentsVerifiedCompanies(db, [company])).has(company.id),
};

const serviceMenu: QuickStartItemDefinition = {
  key: 'service',
  label: 'Set up your service menu',
  hint: 'At least one active service that customers can book with you.',
  path: '/company/service',
  isDone: async ({ db, company }) => {
    const rows = await db
      .select({ id: serviceItems.id })
      .from(serviceItems)
      .where(and(eq(serviceItems.companyId, company.id), eq(serviceItems.active, true)))
      .limit(1);
    return rows.length > 0;
  },
};

const team: QuickStartItemDefinition = {
  key: 'employees',
  label: 'Invite your employees',
  hint: 'At least one more person of your company: a console user or someone on the employee list.',
  path: '/company/employee',
  isDone: async ({ db, company, viewer }) => {
    const otherUsers = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.companyId, company.id),
          ne(users.id, viewer.userId),
          eq(users.status, UserStatus.active),
        ),
      )
      .limit(1);
    if (otherUsers.length > 0) return true;
    const otherEmployees = await db
      .select({ id: employees.id })
      .from(employees)
      .where(
        and(
          eq(employees.companyId, company.id),
          eq(employees.active, true),
          or(isNull(employees.userId), ne(employees.userId, viewer.userId)),
        ),
      )
      .limit(1);
    return otherEmployees.length > 0;
  },
};

/** In the order a new retailer best takes them. */
export const companyQuickStartItems: readonly QuickStartItemDefinition[] = [
  profile,
  shop,
  documents,
  serviceMenu,
  team,
];
