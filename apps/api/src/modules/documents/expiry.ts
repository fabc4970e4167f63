// Approved documents expire the day after their last valid day (domain §2.7: approved → expired on its
// date). The system makes the change: no actor in the history, and an audit row per document.
import { todayIso } from '@console/contract';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { companyDocuments, DocumentStatus, statusChanges } from '../../db/schema.ts';
import { recordAudit } from '../audit/audit.ts';
import { DOCUMENT_ENTITY } from './queries.ts';

/**
 * Marks expired every approved document whose last valid day is before `today`; answers how many. One
 * conditional UPDATE, so a second run (or a run on another instance) finds nothing left to change.
 */
export async function expireDocuments(db: Database, today = todayIso()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(companyDocuments)
      .set({ status: DocumentStatus.expired })
      .where(
        and(
          eq(companyDocuments.status, DocumentStatus.approved),
          isNotNull(companyDocuments.expiresOn),
          lt(companyDocuments.expiresOn, today),
        ),
      )
      .returning({
        id: companyDocuments.id,
        companyId: companyDocuments.companyId,
        expiresOn: companyDocuments.expiresOn,
      });
    if (!expired.length) return 0;
    const at = new Date();
    await tx.insert(statusChanges).values(
      expired.map((document) => ({
        entity: DOCUMENT_ENTITY,
        entityId: String(document.id),
        fromStatus: DocumentStatus.approved,
        toStatus: DocumentStatus.expired,
        actorUserId: null,
        reason: `Expired after ${document.expiresOn}.`,
        at,
      })),
    );
    for (const document of expired) {
      await recordAudit(tx, {
        actor: null,
        companyId: document.companyId,
        action: 'document.expired',
        entity: 'company_document',
        entityId: document.id,
        before: { status: DocumentStatus.approved },
        after: { status: DocumentStatus.expired, expiresOn: document.expiresOn },
      });
    }
    return expired.length;
  });
}
