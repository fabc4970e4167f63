import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { type Auth, get, post } from '../warranty/testKit.ts';
import { ownDocuments, signInDocumentRoles, slotOf, uploadDocument } from './testKit.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signInDocumentRoles>>;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInDocumentRoles(t);
}, 60_000);
afterAll(() => t?.close());

const queue = (auth: Auth, query = '') => get(t, `/api/admin/documents${query}`, auth);
const startReview = (auth: Auth, id: number) => post(t, `/api/admin/documents/${id}/review`, auth, {});
const decide = (auth: Auth, id: number, body: Record<string, unknown>) =>
  post(t, `/api/admin/documents/${id}/decision`, auth, body);

/** A fresh upload of Harbor Cycles, waiting for review; its id. */
async function harborUpload(type = 'dealer_agreement'): Promise<number> {
  const response = await uploadDocument(t, as.retailer, type);
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data.id;
}

describe(`the review queue (${testEngine})`, () => {
  it('lists current documents waiting for review, oldest first, and pages', async () => {
    const first = (await queue(as.support)).json().data;
    expect(first.total).toBeGreaterThan(20);
    expect(first.rows).toHaveLength(20);
    const uploaded = first.rows.map((row: { uploadedAt: string }) => row.uploadedAt);
    expect(uploaded).toEqual([...uploaded].sort());
    expect(
      first.rows.every((row: { status: string }) => ['uploaded', 'under_review'].includes(row.status)),
    ).toBe(true);
    const second = (await queue(as.support, '?pageNum=2')).json().data;
    expect(second.rows).toHaveLength(first.total - 20);
  });

  it('filters by company, kind and status', async () => {
    const harbor = (await queue(as.admin, `?companyId=${t.ids.retailer}`)).json().data;
    expect(harbor.rows.map((row: { type: string }) => row.type).sort()).toEqual([
      'insurance_certificate',
      'resale_certificate',
    ]);
    expect(harbor.rows[0]).toMatchObject({
      company: { name: 'Harbor Cycles', type: 2 },
      uploadedBy: 'Rosa Manager',
    });
    const inReview = (await queue(as.admin, `?companyId=${t.ids.retailer}&status=under_review`)).json().data;
    expect(inReview.rows).toEqual([expect.objectContaining({ type: 'insurance_certificate' })]);
    const w9s = (await queue(as.admin, '?type=w9')).json().data.rows;
    expect(w9s.length).toBeGreaterThan(0);
    expect(w9s.every((row: { type: string }) => row.type === 'w9')).toBe(true);
    expect((await queue(as.admin, '?status=approved')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await queue(as.retailer)).statusCode).toBe(403);
    expect((await startReview(as.retailer, 1)).statusCode).toBe(403);
    expect((await decide(as.brand, 1, { decision: 'approve' })).statusCode).toBe(403);
  });
});

describe('reviewing a document', () => {
  it('takes an upload under review once; a second time is an invalid transition', async () => {
    const id = await harborUpload();
    const response = await startReview(as.support, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('under_review');
    const again = await startReview(as.admin, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().data.error).toBe('invalid_transition');
    expect((await startReview(as.admin, 99_999_999)).statusCode).toBe(404);
  });

  it('approves (through review, both steps in the history), audits and e-mails the owners', async () => {
    const id = await harborUpload();
    const response = await decide(as.support, id, { decision: 'approve' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().msg).toBe('Document approved.');
    expect(response.json().data).toMatchObject({
      status: 'approved',
      reviewedBy: 'Sam Support',
      rejectionReason: null,
    });
    expect(
      response
        .json()
        .data.statusHistory.map((change: { from: string | null; to: string; actor: string }) => [
          change.from,
          change.to,
          change.actor,
        ]),
    ).toEqual([
      [null, 'uploaded', 'Rita Retail'],
      ['uploaded', 'under_review', 'Sam Support'],
      ['under_review', 'approved', 'Sam Support'],
    ]);
    const mail = await t.lastMail(DEMO_USERS.retailer);
    expect(mail?.subject).toBe('Your Dealer agreement is approved');
    expect(mail?.text).toContain('the Dealer agreement of Harbor Cycles has been reviewed and approved');
    expect(mail?.text).toContain('http://localhost:8080/ec/company/documents');
    // Managers and staff are not the owners.
    expect((await t.lastMail(DEMO_USERS.retailerManager))?.subject ?? '').not.toContain('Dealer agreement');
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'company_document'), eq(auditEvents.entityId, String(id))))
      .orderBy(desc(auditEvents.id));
    expect(audit).toMatchObject({
      action: 'document.approved',
      actorUserId: t.ids.support,
      companyId: t.ids.retailer,
      before: { status: 'uploaded' },
      after: { status: 'approved' },
      ip: '127.0.0.1',
    });
    const decidedAgain = await decide(as.admin, id, { decision: 'reject', reason: 'Too late.' });
    expect(decidedAgain.statusCode).toBe(409);
    expect(decidedAgain.json().msg).toContain('This document is approved');
  });

  it('rejects only with a reason, which the owners read and the company sees', async () => {
    const id = await harborUpload('other');
    const bare = await decide(as.admin, id, { decision: 'reject' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().data.fields).toEqual({ 'body.reason': 'Say why the document is rejected.' });
    await startReview(as.admin, id);
    const reason = 'The scan is unreadable: upload a clearer copy.';
    const response = await decide(as.admin, id, { decision: 'reject', reason });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const mail = await t.lastMail(DEMO_USERS.retailer);
    expect(mail?.subject).toBe('Your Other was not approved');
    expect(mail?.text).toContain(`Reason: ${reason}`);
    expect((await ownDocuments(t, as.retailer)).needed.rejected).toContainEqual({ type: 'other', reason });
  });

  it('refuses to decide on a superseded document; the current one leaves the queue no more', async () => {
    const old = await harborUpload('resale_certificate');
    const current = await harborUpload('resale_certificate');
    const response = await decide(as.admin, old, { decision: 'approve' });
    expect(response.statusCode).toBe(409);
    expect(response.json().data.error).toBe('invalid_transition');
    const waiting = (await queue(as.admin, `?companyId=${t.ids.retailer}&type=resale_certificate`)).json()
      .data;
    expect(waiting.rows.map((row: { id: number }) => row.id)).toEqual([current]);
    expect(slotOf(await ownDocuments(t, as.retailer), 'resale_certificate').earlier[0]?.id).toBe(old);
  });
});
