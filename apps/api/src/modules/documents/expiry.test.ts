import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, companyDocuments } from '../../db/schema.ts';
import type { JobContext } from '../../jobs/jobs.ts';
import { createMailer } from '../../mail/createMailer.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { isoDaysFromToday, post } from '../warranty/testKit.ts';
import { documentJobs } from './jobs.ts';
import { ownDocuments, signInDocumentRoles, slotOf, uploadDocument } from './testKit.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signInDocumentRoles>>;
let context: JobContext;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInDocumentRoles(t);
  context = {
    db: t.db,
    mailer: createMailer({ db: t.db, log: () => {} }),
    log: { info() {}, warn() {}, error() {} },
    cardProvider: t.cardProvider,
    payouts: t.payouts,
    jobs: t.jobs,
    webhooks: t.webhooks,
  };
}, 60_000);
afterAll(() => t?.close());

const [expireJob] = documentJobs;

/** Runs the scheduled job's handler as the queue would. */
async function runExpiryJob(): Promise<void> {
  if (!expireJob) throw new Error('no expiry job');
  await expireJob.run({}, context, { id: 'test', attempt: 0, signal: new AbortController().signal });
}

/** An approved document of Summit whose last valid day is `expiresOn`; its id. */
async function approvedUntil(type: string, expiresOn: string): Promise<number> {
  const upload = await uploadDocument(t, as.summit, type, { expiresOn: isoDaysFromToday(30) });
  const id = upload.json().data.id;
  await post(t, `/api/admin/documents/${id}/decision`, as.admin, { decision: 'approve' });
  // A date in the past cannot be uploaded: the test moves the approved document's date back.
  await t.db.update(companyDocuments).set({ expiresOn }).where(eq(companyDocuments.id, id));
  return id;
}

describe(`the daily expiry job (${testEngine})`, () => {
  it('expires approved documents whose last valid day has passed, once, as the system', async () => {
    const lapsed = await approvedUntil('dealer_agreement', isoDaysFromToday(-1));
    const lastDayToday = await approvedUntil('other', isoDaysFromToday(0));
    await runExpiryJob();

    const documents = await ownDocuments(t, as.summit);
    const expired = slotOf(documents, 'dealer_agreement').current;
    expect(expired).toMatchObject({ id: lapsed, status: 'expired' });
    expect(expired?.statusHistory.at(-1)).toMatchObject({
      from: 'approved',
      to: 'expired',
      actor: null,
      reason: `Expired after ${isoDaysFromToday(-1)}.`,
    });
    expect(slotOf(documents, 'other').current).toMatchObject({ id: lastDayToday, status: 'approved' });
    expect(documents.needed.expired).toContainEqual({
      type: 'dealer_agreement',
      expiresOn: isoDaysFromToday(-1),
    });
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'document.expired'), eq(auditEvents.entityId, String(lapsed))));
    expect(audits).toEqual([
      expect.objectContaining({
        actorUserId: null,
        companyId: t.ids.otherRetailer,
        after: expect.anything(),
      }),
    ]);

    // A second run (a retry, or another instance) changes nothing and writes no more history.
    await runExpiryJob();
    const again = slotOf(await ownDocuments(t, as.summit), 'dealer_agreement').current;
    expect(again?.statusHistory).toHaveLength(expired?.statusHistory.length ?? 0);
    const auditsAfter = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'document.expired'), eq(auditEvents.entityId, String(lapsed))));
    expect(auditsAfter).toHaveLength(1);
  });

  it('leaves a document waiting for review alone, whatever its date', async () => {
    const upload = await uploadDocument(t, as.summit, 'w9', { expiresOn: isoDaysFromToday(3) });
    const id = upload.json().data.id;
    await t.db
      .update(companyDocuments)
      .set({ expiresOn: isoDaysFromToday(-3) })
      .where(eq(companyDocuments.id, id));
    await runExpiryJob();
    expect(slotOf(await ownDocuments(t, as.summit), 'w9').current).toMatchObject({ id, status: 'uploaded' });
  });
});
