// How long the delivery log is kept: 90 days (the charts look back 7, "replay failed since" as far as the
// log goes). Older messages go with their deliveries and attempts, once none of their deliveries is still
// pending (a message replayed late keeps its log until its run ends). A daily job; safe on several instances.
import { and, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { webhookAttempts, webhookDeliveries, webhookMessages } from '../../db/schema.ts';

export const WEBHOOK_LOG_DAYS = 90;
/** Messages removed per statement, so one sweep never holds a long lock on a big log. */
const BATCH = 500;

export async function sweepWebhookLog(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - WEBHOOK_LOG_DAYS * 24 * 3600_000);
  let removed = 0;
  for (;;) {
    const gone = await db.transaction(async (tx) => {
      const old = await tx
        .select({ id: webhookMessages.id })
        .from(webhookMessages)
        .where(
          and(
            lt(webhookMessages.createdAt, before),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(webhookDeliveries)
                .where(
                  and(
                    sql`${webhookDeliveries.messageId} = ${webhookMessages.id}`,
                    sql`${webhookDeliveries.status} = 'pending'`,
                  ),
                ),
            ),
          ),
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const ids = old.map((row) => row.id);
      if (!ids.length) return 0;
      const deliveries = tx
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.messageId, ids));
      await tx.delete(webhookAttempts).where(inArray(webhookAttempts.deliveryId, deliveries));
      await tx.delete(webhookDeliveries).where(inArray(webhookDeliveries.messageId, ids));
      await tx.delete(webhookMessages).where(inArray(webhookMessages.id, ids));
      return ids.length;
    });
    removed += gone;
    if (gone < BATCH) return removed;
  }
}
