import type { CompanyDocumentType } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandRetailers, companyDocuments } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { badgesFor, badgesOf } from './badges.ts';
import { addCompany, addDocument, countingQueries, daysFromToday } from './testKit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const codes = async (companyId: number) => (await badgesOf(t.db, companyId)).map((badge) => badge.code);

/** A retailer with its three required documents approved and not expiring. */
async function verifiedRetailer(): Promise<number> {
  const retailer = await addCompany(t);
  await addDocument(t, retailer, 'w9');
  await addDocument(t, retailer, 'business_license', { expiresOn: daysFromToday(30) });
  await addDocument(t, retailer, 'insurance_certificate', { expiresOn: daysFromToday(1) });
  return retailer;
}

describe('authorised dealer', () => {
  it('is earned per brand the retailer is an active dealer of, by the brand’s name', async () => {
    const retailer = await addCompany(t);
    const zeta = await addCompany(t, { type: 1, name: 'Zeta Bikes' });
    const alpha = await addCompany(t, { type: 1, name: 'Alpha Bikes' });
    const invitedBy = await addCompany(t, { type: 1, name: 'Invited Bikes' });
    const suspendedBrand = await addCompany(t, { type: 1, name: 'Suspended Bikes', status: 'suspended' });
    const terminatedBy = await addCompany(t, { type: 1, name: 'Terminated Bikes' });
    await t.db.insert(brandRetailers).values([
      { brandCompanyId: zeta, retailerCompanyId: retailer, status: 'active' },
      { brandCompanyId: alpha, retailerCompanyId: retailer, status: 'active' },
      { brandCompanyId: invitedBy, retailerCompanyId: retailer, status: 'invited' },
      { brandCompanyId: suspendedBrand, retailerCompanyId: retailer, status: 'active' },
      { brandCompanyId: terminatedBy, retailerCompanyId: retailer, status: 'terminated' },
    ]);
    expect(await badgesOf(t.db, retailer)).toEqual([
      { code: 'authorised_dealer', label: 'Authorised dealer of Alpha Bikes' },
      { code: 'authorised_dealer', label: 'Authorised dealer of Zeta Bikes' },
    ]);
    // The brand side of the relation earns nothing by it.
    expect(await badgesOf(t.db, zeta)).toEqual([]);
  });
});

describe('onsite service', () => {
  it('is a brand’s that offers onsite service', async () => {
    expect(await codes(t.ids.onsiteBrand)).toContain('onsite_service');
    expect(await codes(t.ids.brand)).not.toContain('onsite_service');
    // A retailer does not offer it, whatever the flag says.
    expect(await codes(await addCompany(t, { onsiteAvailable: true }))).toEqual([]);
  });
});

describe('documents verified', () => {
  it('is earned once every required document is approved and not expired', async () => {
    const retailer = await verifiedRetailer();
    expect(await badgesOf(t.db, retailer)).toEqual([
      { code: 'documents_verified', label: 'Documents verified' },
    ]);
  });

  it('asks a brand only for its W-9 and insurance certificate', async () => {
    const brand = await addCompany(t, { type: 1, onsiteAvailable: true });
    await addDocument(t, brand, 'w9');
    expect(await codes(brand)).toEqual(['onsite_service']);
    await addDocument(t, brand, 'insurance_certificate');
    expect(await codes(brand)).toEqual(['onsite_service', 'documents_verified']);
  });

  it('is not earned while a required document is missing, waiting for review or rejected', async () => {
    const retailer = await addCompany(t);
    await addDocument(t, retailer, 'w9');
    await addDocument(t, retailer, 'insurance_certificate');
    await addDocument(t, retailer, 'dealer_agreement');
    expect(await codes(retailer)).toEqual([]);
    const reviewed = await addDocument(t, retailer, 'business_license', { status: 'under_review' });
    expect(await codes(retailer)).toEqual([]);
    // One current document per kind: the rejected one is a later upload.
    await t.db
      .update(companyDocuments)
      .set({ supersededAt: new Date() })
      .where(eq(companyDocuments.id, reviewed));
    await addDocument(t, retailer, 'business_license', {
      status: 'rejected',
      rejectionReason: 'Unreadable.',
      supersedesId: reviewed,
    });
    expect(await codes(retailer)).toEqual([]);
  });

  it('is lost when the approved document is superseded by a new upload not yet approved', async () => {
    const retailer = await verifiedRetailer();
    const [old] = await t.db
      .select({ id: companyDocuments.id, type: companyDocuments.type })
      .from(companyDocuments)
      .where(eq(companyDocuments.companyId, retailer))
      .limit(1);
    if (!old) throw new Error('no document');
    await t.db
      .update(companyDocuments)
      .set({ supersededAt: new Date() })
      .where(eq(companyDocuments.id, old.id));
    await addDocument(t, retailer, old.type as CompanyDocumentType, {
      status: 'uploaded',
      supersedesId: old.id,
    });
    expect(await codes(retailer)).toEqual([]);
  });

  it('is lost on the expiry date of a required document, even before the expiry job has run', async () => {
    const retailer = await addCompany(t);
    await addDocument(t, retailer, 'w9');
    await addDocument(t, retailer, 'business_license');
    const insurance = await addDocument(t, retailer, 'insurance_certificate', {
      expiresOn: daysFromToday(1),
    });
    expect(await codes(retailer)).toEqual(['documents_verified']);
    for (const expiresOn of [daysFromToday(0), daysFromToday(-3)]) {
      await t.db.update(companyDocuments).set({ expiresOn }).where(eq(companyDocuments.id, insurance));
      expect(await codes(retailer), expiresOn).toEqual([]);
    }
    await t.db
      .update(companyDocuments)
      .set({ status: 'expired', expiresOn: daysFromToday(-3) })
      .where(eq(companyDocuments.id, insurance));
    expect(await codes(retailer)).toEqual([]);
  });

  it('is never the platform’s', async () => {
    await addDocument(t, t.ids.platform, 'w9');
    await addDocument(t, t.ids.platform, 'business_license');
    await addDocument(t, t.ids.platform, 'insurance_certificate');
    expect(await codes(t.ids.platform)).toEqual([]);
  });
});

describe('badgesFor', () => {
  it('answers every company asked for, in one query per kind of badge however many they are', async () => {
    const verified = await verifiedRetailer();
    const plain = await addCompany(t);
    const few = countingQueries(t.db);
    const answer = await badgesFor(few.db, [verified, plain, t.ids.onsiteBrand, verified, 999_999]);
    expect([...answer.keys()]).toEqual([verified, plain, t.ids.onsiteBrand, 999_999]);
    expect(answer.get(verified)).toEqual([{ code: 'documents_verified', label: 'Documents verified' }]);
    expect(answer.get(plain)).toEqual([]);
    expect(answer.get(t.ids.onsiteBrand)?.map((badge) => badge.code)).toContain('onsite_service');
    expect(answer.get(999_999)).toEqual([]);

    const many = countingQueries(t.db);
    const all = await badgesFor(many.db, [...t.ids.moreRetailers, t.ids.retailer, t.ids.brand, verified]);
    expect(all.size).toBe(t.ids.moreRetailers.length + 3);
    expect(many.count()).toBe(few.count());
    expect(many.count()).toBeLessThanOrEqual(3);
    // Each of the generated retailers deals for one demo brand.
    for (const id of t.ids.moreRetailers)
      expect(all.get(id)?.filter((badge) => badge.code === 'authorised_dealer')).toHaveLength(1);
  });

  it('asks nothing for no companies', async () => {
    const none = countingQueries(t.db);
    expect((await badgesFor(none.db, [])).size).toBe(0);
    expect(none.count()).toBe(0);
  });
});
