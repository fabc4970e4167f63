// The log's retention: messages older than 90 days go with their deliveries and attempts, unless one of
// their deliveries is still pending; younger ones stay.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookAttempts, webhookDeliveries, webhookMessages } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createMailer } from '../../mail/createMailer.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { type DispatchContext, dispatchDue } from './deliver.ts';
import { emitWebhookEvent } from './emit.ts';
import { sweepWebhookLog, WEBHOOK_LOG_DAYS } from './retention.ts';
import { createEndpoint, onlyEndpoint, type Receiver, startReceiver } from './testKit.ts';

let t: TestApp;
let receiver: Receiver;
let context: DispatchContext;

beforeAll(async () => {
  t = await createTestApp();
  receiver = await startReceiver();
  context = { db: t.db, mailer: createMailer({ db: t.db, log: () => {} }), webhooks: t.webhooks };
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

const DAY = 24 * 3600_000;

describe(`the delivery log's retention (${testEngine})`, () => {
  it('removes delivered messages past 90 days with their attempts, keeps pending and younger ones', async () => {
    const owner = await t.authAs(DEMO_USERS.brand);
    const { endpoint } = await createEndpoint(t, owner, receiver.url, ['claim.decided']);
    await onlyEndpoint(t, t.ids.brand, endpoint.id);
    const now = new Date();
    const emitAt = async (at: Date) => {
      const id = await t.db.transaction((tx) =>
        emitWebhookEvent(tx, { companyId: t.ids.brand, type: 'claim.decided', data: { id: 1 }, now: at }),
      );
      if (!id) throw new Error('the endpoint did not receive the event');
      return id;
    };
    const oldAt = new Date(now.getTime() - (WEBHOOK_LOG_DAYS + 1) * DAY);
    const old = await emitAt(oldAt);
    const oldPending = await emitAt(oldAt);
    const young = await emitAt(new Date(now.getTime() - (WEBHOOK_LOG_DAYS - 1) * DAY));
    // Everything is delivered but one old message, whose delivery is still pending (a late replay).
    await dispatchDue(context, now);
    await t.db
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: new Date(now.getTime() + DAY) })
      .where(eq(webhookDeliveries.messageId, oldPending));
    const ids = [old, oldPending, young];
    expect(await sweepWebhookLog(t.db, now)).toBe(1);
    const left = await t.db
      .select({ id: webhookMessages.id })
      .from(webhookMessages)
      .where(inArray(webhookMessages.id, ids));
    expect(left.map((row) => row.id).sort()).toEqual([oldPending, young].sort());
    const deliveries = await t.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.messageId, old));
    expect(deliveries).toEqual([]);
    const attempts = await t.db
      .select({ id: webhookAttempts.id })
      .from(webhookAttempts)
      .where(eq(webhookAttempts.endpointId, endpoint.id));
    expect(attempts).toHaveLength(2);
    // A second sweep finds nothing more.
    expect(await sweepWebhookLog(t.db, now)).toBe(0);
  });
});
