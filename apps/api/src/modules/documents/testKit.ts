// Shared steps of the documents tests.
import type { CompanyDocuments, DocumentSlot } from '@console/contract';
import { DEMO_USERS } from '../../db/seed.ts';
import type { TestApp } from '../../test/testApp.ts';
import { pdf } from '../files/testFixtures.ts';
import { type Auth, get, post } from '../warranty/testKit.ts';

/** Uploads a PDF as `auth` and files it as a document of `type`; the response. */
export async function uploadDocument(
  t: TestApp,
  auth: Auth,
  type: string,
  extra: Record<string, unknown> = {},
) {
  const fileName = await t.uploadAs(auth, `${type}.pdf`, pdf, 'application/pdf');
  return post(t, '/api/company/documents', auth, { type, fileName, ...extra });
}

/** The viewer's company's documents page. */
export async function ownDocuments(t: TestApp, auth: Auth): Promise<CompanyDocuments> {
  const response = await get(t, '/api/company/documents', auth);
  if (response.statusCode !== 200) throw new Error(`documents: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

export function slotOf(documents: CompanyDocuments, type: string): DocumentSlot {
  const slot = documents.slots.find((candidate) => candidate.type === type);
  if (!slot) throw new Error(`no slot ${type}`);
  return slot;
}

/** Sessions of the people these tests act as. */
export async function signInDocumentRoles(t: TestApp) {
  return {
    admin: await t.authAs(DEMO_USERS.admin),
    support: await t.authAs(DEMO_USERS.support),
    brand: await t.authAs(DEMO_USERS.brand),
    retailer: await t.authAs(DEMO_USERS.retailer),
    retailerManager: await t.authAs(DEMO_USERS.retailerManager),
    retailerStaff: await t.authAs(DEMO_USERS.retailerStaff),
    summit: await t.authAs(DEMO_USERS.summit),
  };
}
