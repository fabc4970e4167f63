// The rules of a correction (domain §2.7): an approved log is never edited; it is corrected by a new log of
// the opposite direction for the same company, and its corrections together never exceed its amount.
import type { PayLogAddBody } from '@console/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import { PayLogStatus, payLogs } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';

export type CorrectedLog = Pick<
  typeof payLogs.$inferSelect,
  'id' | 'companyId' | 'direction' | 'amountCents' | 'status'
>;

const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/**
 * The log a correction names, locked until the transaction ends: corrections of one log (entered or
 * approved) take turns. Unknown → 404 on the field.
 */
export async function lockCorrected(tx: Transaction, id: number): Promise<CorrectedLog> {
  const [log] = await tx
    .select({
      id: payLogs.id,
      companyId: payLogs.companyId,
      direction: payLogs.direction,
      amountCents: payLogs.amountCents,
      status: payLogs.status,
    })
    .from(payLogs)
    .where(eq(payLogs.id, id))
    .for('update');
  if (!log) {
    throw new ApiError(404, 'Payment log not found.', { 'body.correctsId': 'No such payment log.' });
  }
  return log;
}

/**
 * What is left to correct of a log: its amount less its corrections that are not rejected (pending ones hold
 * their share until audited), or only the approved ones; `except` leaves one correction out.
 */
export async function uncorrectedCents(
  tx: Transaction,
  log: CorrectedLog,
  options: { approvedOnly?: boolean; except?: number } = {},
): Promise<number> {
  const [row] = await tx
    .select({ corrected: sql<number>`coalesce(sum(${payLogs.amountCents}), 0)`.mapWith(Number) })
    .from(payLogs)
    .where(
      and(
        eq(payLogs.correctsId, log.id),
        options.approvedOnly
          ? eq(payLogs.status, PayLogStatus.approved)
          : ne(payLogs.status, PayLogStatus.rejected),
        options.except === undefined ? undefined : ne(payLogs.id, options.except),
      ),
    );
  return log.amountCents - (row?.corrected ?? 0);
}

/** Refuses (400, on the field at fault) a correction that does not fit the log it corrects. */
export function checkCorrection(
  corrected: CorrectedLog,
  body: Pick<PayLogAddBody, 'companyId' | 'direction' | 'amount'>,
  leftCents: number,
): void {
  const refuse = (field: string, message: string): never => {
    throw new ApiError(400, message, { [`body.${field}`]: message });
  };
  if (corrected.status !== PayLogStatus.approved) {
    refuse('correctsId', 'Only an approved payment log can be corrected.');
  }
  if (corrected.companyId !== body.companyId) {
    refuse('companyId', 'A correction is for the company of the log it corrects.');
  }
  if (corrected.direction === body.direction) {
    refuse(
      'direction',
      corrected.direction === 'credit'
        ? 'A correction of a credit is a debit.'
        : 'A correction of a debit is a credit.',
    );
  }
  if (body.amount > leftCents) {
    refuse(
      'amount',
      leftCents > 0
        ? `At most ${dollars(leftCents)} of payment log #${corrected.id} is left to correct.`
        : `Nothing of payment log #${corrected.id} is left to correct.`,
    );
  }
}
