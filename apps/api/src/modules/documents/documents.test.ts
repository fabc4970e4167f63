import { todayIso } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDocuments } from '../../db/schema.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { get, isoDaysFromToday } from '../warranty/testKit.ts';
import { documentsNeededOf } from './queries.ts';
import { ownDocuments, signInDocumentRoles, slotOf, uploadDocument } from './testKit.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signInDocumentRoles>>;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInDocumentRoles(t);
}, 60_000);
afterAll(() => t?.close());

describe(`a company's documents (${testEngine})`, () => {
  it('lists every kind, required ones first, with the current version, the earlier ones and what is needed', async () => {
    const documents = await ownDocuments(t, as.retailer);
    expect(documents.company).toEqual({ id: t.ids.retailer, name: 'Harbor Cycles', type: 2 });
    expect(documents.slots.map((slot) => [slot.type, slot.required])).toEqual([
      ['w9', true],
      ['business_license', true],
      ['insurance_certificate', true],
      ['dealer_agreement', false],
      ['resale_certificate', false],
      ['other', false],
    ]);
    const w9 = slotOf(documents, 'w9');
    expect(w9.current).toMatchObject({
      status: 'approved',
      uploadedBy: 'Rita Retail',
      reviewedBy: 'Ada Admin',
    });
    expect(w9.earlier).toEqual([
      expect.objectContaining({
        status: 'rejected',
        rejectionReason: 'The form is not signed: sign Part II and upload it again.',
        uploadedBy: 'Rosa Manager',
      }),
    ]);
    expect(w9.earlier[0]?.supersededAt).not.toBeNull();
    expect(w9.current?.statusHistory.map((change) => change.to)).toEqual([
      'uploaded',
      'under_review',
      'approved',
    ]);
    expect(slotOf(documents, 'insurance_certificate').earlier[0]?.status).toBe('expired');
    expect(slotOf(documents, 'dealer_agreement')).toMatchObject({ current: null, earlier: [] });
    expect(documents.needed).toEqual({
      verified: false,
      missing: [],
      pendingReview: ['insurance_certificate', 'resale_certificate'],
      rejected: [],
      expiringSoon: [{ type: 'business_license', expiresOn: isoDaysFromToday(12) }],
      expired: [],
    });
    expect(documents).toMatchObject({ canUpload: true, canReview: false });
    expect((await ownDocuments(t, as.retailerStaff)).canUpload).toBe(false);
  });

  it('gives other areas the same summary from the current documents alone', async () => {
    for (const [auth, id, type] of [
      [as.retailer, t.ids.retailer, 2],
      [as.summit, t.ids.otherRetailer, 2],
      [as.brand, t.ids.brand, 1],
    ] as const) {
      expect(await documentsNeededOf(t.db, { id, type })).toEqual((await ownDocuments(t, auth)).needed);
    }
    expect((await documentsNeededOf(t.db, { id: t.ids.onsiteBrand, type: 1 })).missing).toEqual([
      'w9',
      'insurance_certificate',
    ]);
  });

  it('shows a brand its own, and tells a rejected and an expired document apart', async () => {
    const voltline = await ownDocuments(t, as.brand);
    expect(voltline.needed).toMatchObject({
      verified: true,
      missing: [],
      pendingReview: ['dealer_agreement'],
    });
    expect(voltline.slots.slice(0, 2).map((slot) => slot.type)).toEqual(['w9', 'insurance_certificate']);
    const summit = await ownDocuments(t, as.summit);
    expect(summit.needed).toMatchObject({
      verified: false,
      rejected: [
        {
          type: 'business_license',
          reason: 'The license shown is for another address; upload the one for 88 Lake St.',
        },
      ],
      expired: [{ type: 'insurance_certificate', expiresOn: isoDaysFromToday(-20) }],
    });
  });

  it('is for brands and retailers: an admin reads a company through its admin page', async () => {
    expect((await get(t, '/api/company/documents', as.admin)).statusCode).toBe(403);
    const response = await get(t, `/api/admin/companies/${t.ids.retailer}/documents`, as.support);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      company: { name: 'Harbor Cycles' },
      canUpload: false,
      canReview: true,
    });
    expect((await get(t, `/api/admin/companies/${t.ids.platform}/documents`, as.admin)).statusCode).toBe(404);
    expect((await get(t, `/api/admin/companies/${t.ids.retailer}/documents`, as.brand)).statusCode).toBe(403);
  });
});

describe('downloading a document', () => {
  const file = (auth: { authorization: string }, id: number) => get(t, `/api/documents/${id}/file`, auth);

  it("gives the company's users and admins the file, and everyone else a 404", async () => {
    const id = slotOf(await ownDocuments(t, as.retailer), 'w9').current?.id ?? 0;
    const response = await file(as.retailerStaff, id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.body.startsWith('%PDF-1.4')).toBe(true);
    expect(response.body).toContain('Company: Harbor Cycles');
    expect((await file(as.support, id)).statusCode).toBe(200);
    expect((await file(as.summit, id)).statusCode).toBe(404);
    expect((await file(as.brand, id)).statusCode).toBe(404);
    expect((await file(as.retailer, 99_999_999)).statusCode).toBe(404);
  });
});

describe('uploading a document', () => {
  it('lets an owner or a manager upload; staff and admins may not', async () => {
    expect((await uploadDocument(t, as.retailerStaff, 'other')).statusCode).toBe(403);
    expect((await uploadDocument(t, as.retailerStaff, 'other')).json().msg).toBe(
      "Only the company's owner or a manager can do this.",
    );
    const response = await uploadDocument(t, as.retailerManager, 'other', { expiresOn: todayIso() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      type: 'other',
      status: 'uploaded',
      expiresOn: todayIso(),
      uploadedBy: 'Rosa Manager',
      supersededAt: null,
      file: { originalName: 'other.pdf', mime: 'application/pdf' },
      statusHistory: [{ from: null, to: 'uploaded', actor: 'Rosa Manager' }],
    });
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/company/documents',
      headers: as.admin,
      payload: { type: 'other', fileName: 'x.pdf' },
    });
    expect(admin.statusCode).toBe(403);
  });

  it('refuses a past expiry date, an unknown kind and another company’s file on their fields', async () => {
    const past = await uploadDocument(t, as.retailer, 'w9', { expiresOn: isoDaysFromToday(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().data.fields).toEqual({ 'body.expiresOn': 'The expiry date cannot be in the past.' });
    const kind = await uploadDocument(t, as.retailer, 'passport');
    expect(kind.json().data.fields).toEqual({ 'body.type': 'Choose the kind of document.' });
    const summitFile = await t.uploadAs(as.summit, 'w9.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/company/documents',
      headers: as.retailer,
      payload: { type: 'w9', fileName: summitFile },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().data.fields).toEqual({ 'body.fileName': 'Upload this file again.' });
  });

  it('supersedes the current document of the kind, which keeps its row and status', async () => {
    const before = slotOf(await ownDocuments(t, as.brand), 'w9').current;
    const response = await uploadDocument(t, as.brand, 'w9');
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().data;
    const [row] = await t.db.select().from(companyDocuments).where(eq(companyDocuments.id, created.id));
    expect(row?.supersedesId).toBe(before?.id);
    const slot = slotOf(await ownDocuments(t, as.brand), 'w9');
    expect(slot.current?.id).toBe(created.id);
    expect(slot.earlier[0]).toMatchObject({ id: before?.id, status: 'approved', file: before?.file });
    expect(slot.earlier[0]?.supersededAt).not.toBeNull();
    // The brand's W-9 now waits for review: it is no longer verified.
    expect((await ownDocuments(t, as.brand)).needed).toMatchObject({ verified: false });
  });

  it('keeps one current document per kind when two uploads race', async () => {
    const [one, two] = await Promise.all([
      uploadDocument(t, as.summit, 'resale_certificate'),
      uploadDocument(t, as.summit, 'resale_certificate'),
    ]);
    expect([one?.statusCode, two?.statusCode]).toEqual([200, 200]);
    const slot = slotOf(await ownDocuments(t, as.summit), 'resale_certificate');
    expect(slot.earlier).toHaveLength(1);
    expect([one?.json().data.id, two?.json().data.id]).toContain(slot.current?.id);
  });
});
