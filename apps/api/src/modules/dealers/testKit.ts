// Shared steps of this module's tests.
import { and, eq } from 'drizzle-orm';
import { brandRetailers, CompanyType, companies, users } from '../../db/schema.ts';
import type { TestApp } from '../../test/testApp.ts';
import { type Auth, post } from '../warranty/testKit.ts';

let made = 0;

/** A new retailer company of this test's own (no relation to any brand) with an owner who signs in. */
export async function newRetailer(
  t: TestApp,
  name = 'Test Retailer',
  state = 'OR',
): Promise<{ id: number; email: string; owner: Auth }> {
  made += 1;
  const [company] = await t.db
    .insert(companies)
    .values({ type: CompanyType.retailer, name: `${name} ${process.pid}-${made}`, state, city: 'Portland' })
    .returning({ id: companies.id });
  if (!company) throw new Error('test: retailer not written');
  const email = `dealer-test-${process.pid}-${made}@example.test`;
  await t.db
    .insert(users)
    .values({ companyId: company.id, email, firstName: 'Owen', lastName: 'Owner', userType: 2, userRole: 1 });
  return { id: company.id, email, owner: await t.authAs(email) };
}

/** The relation's row as stored, or undefined. */
export async function relationOf(t: TestApp, brandId: number, retailerId: number) {
  const [row] = await t.db
    .select()
    .from(brandRetailers)
    .where(and(eq(brandRetailers.brandCompanyId, brandId), eq(brandRetailers.retailerCompanyId, retailerId)));
  return row;
}

/** A brand user's action on one of its retailers (`/api/dealers/retailers/:id/:action`). */
export function brandAct(t: TestApp, auth: Auth, retailerId: number, action: string, body = {}) {
  return post(t, `/api/dealers/retailers/${retailerId}/${action}`, auth, body);
}

/** A retailer user's action on a brand (`/api/dealers/brands/:id/:action`). */
export function retailerAct(t: TestApp, auth: Auth, brandId: number, action: string, body = {}) {
  return post(t, `/api/dealers/brands/${brandId}/${action}`, auth, body);
}

export function invite(t: TestApp, auth: Auth, retailerId: number, dealerNumber?: string) {
  return post(t, '/api/dealers/invitations', auth, { retailerId, ...(dealerNumber ? { dealerNumber } : {}) });
}
