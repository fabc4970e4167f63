// An admin closes a ledger alert after looking into it: the note says what was found and done, and goes to
// the audit trail with who resolved it. The projection itself is never edited from here.
import { and, eq, isNull } from 'drizzle-orm';
import { ApiError } from '../../../app/envelope.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/database.ts';
import { ledgerAlerts } from '../../../db/schema.ts';
import { recordAudit } from '../../audit/audit.ts';

export async function resolveLedgerAlert(
  db: Database,
  viewer: Viewer,
  alertId: number,
  note: string,
  ip: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [alert] = await tx.select().from(ledgerAlerts).where(eq(ledgerAlerts.id, alertId));
    if (!alert) throw new ApiError(404, 'Alert not found.');
    const [resolved] = await tx
      .update(ledgerAlerts)
      .set({ resolvedAt: new Date(), resolvedBy: viewer.userId })
      .where(and(eq(ledgerAlerts.id, alertId), isNull(ledgerAlerts.resolvedAt)))
      .returning({ id: ledgerAlerts.id });
    if (!resolved) throw new ApiError(409, 'This alert has already been resolved.');
    await recordAudit(tx, {
      actor: viewer,
      ip,
      companyId: alert.companyId,
      action: 'ledger_alert.resolve',
      entity: 'ledger_alert',
      entityId: alertId,
      before: { kind: alert.kind, details: alert.details },
      after: { note },
    });
  });
}
