// Shared steps of this module's tests: companies, users and documents of their own, so what a test counts
// is what it wrote, whatever the demo data holds.
import type { CompanyDocumentType } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { companies, companyDocuments, files, users } from '../../db/schema.ts';
import type { TestApp } from '../../test/testApp.ts';
import { pdf } from '../files/testFixtures.ts';

let made = 0;
const unique = () => {
  made += 1;
  return `${process.pid}-${made}`;
};

/** A new company (a retailer unless told), with its name only unless told more. */
export async function addCompany(
  t: TestApp,
  values: Partial<typeof companies.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.db
    .insert(companies)
    .values({ type: 2, name: `Test Company ${unique()}`, ...values })
    .returning({ id: companies.id });
  if (!row) throw new Error('company not written');
  return row.id;
}

/** A new signed-in user of the company (an owner unless told), and the header to act as them. */
export async function addUser(
  t: TestApp,
  companyId: number,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: number; auth: { authorization: string } }> {
  const [company] = await t.db
    .select({ type: companies.type })
    .from(companies)
    .where(eq(companies.id, companyId));
  const email = `user-${unique()}@test.example`;
  const [row] = await t.db
    .insert(users)
    .values({ companyId, email, userType: company?.type ?? 2, userRole: 1, ...values })
    .returning({ id: users.id });
  if (!row) throw new Error('user not written');
  return { id: row.id, auth: await t.authAs(values.email ?? email) };
}

const documentFiles = new WeakMap<TestApp, string>();

/** A company document row (approved, not expiring unless told); its file is one upload shared by all. */
export async function addDocument(
  t: TestApp,
  companyId: number,
  type: CompanyDocumentType,
  values: Partial<typeof companyDocuments.$inferInsert> = {},
): Promise<number> {
  const fileId = documentFiles.get(t) ?? (await sharedFileId(t));
  documentFiles.set(t, fileId);
  const [row] = await t.db
    .insert(companyDocuments)
    .values({ companyId, type, fileId, status: 'approved', ...values })
    .returning({ id: companyDocuments.id });
  if (!row) throw new Error('document not written');
  return row.id;
}

async function sharedFileId(t: TestApp): Promise<string> {
  const [owner] = await t.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, t.ids.retailerUser));
  if (!owner) throw new Error('no demo retailer');
  const fileName = await t.uploadAs(await t.authAs(owner.email), 'w9.pdf', pdf);
  const [file] = await t.db.select({ id: files.id }).from(files).where(eq(files.fileName, fileName));
  if (!file) throw new Error('upload not recorded');
  return file.id;
}

/** A date `days` from today (UTC), as the documents' expiry dates are written. */
export const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The database, counting the queries started through it (`select` and `selectDistinct`). */
export function countingQueries(db: Database): { db: Database; count: () => number } {
  let queries = 0;
  const counted = new Set<PropertyKey>(['select', 'selectDistinct']);
  const proxy = new Proxy(db, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (!counted.has(property)) return value.bind(target);
      return (...args: unknown[]) => {
        queries += 1;
        return value.apply(target, args);
      };
    },
  });
  return { db: proxy, count: () => queries };
}
