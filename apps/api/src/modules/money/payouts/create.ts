// Creating a payout (domain §3.4): under the company's balance lock, the payout row (with its key), the items it
// settles and the posting available → in transit are written in one transaction, before any provider call. The
// posting's compare-and-set keeps the balance from going below zero whatever else posts at the same moment.
import type { PayoutSkipReason } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  companyBalances,
  LedgerAccount,
  PayoutStatus,
  payoutItems,
  payouts,
  statusChanges,
} from '../../../db/schema.ts';
import { LedgerKind } from '../kinds.ts';
import { postTransaction } from '../ledger.ts';
import { decide, payoutCandidates } from './candidates.ts';
import { PAYOUT_ENTITY, type PayoutRecord, payoutNumber } from './status.ts';

export interface NewPayout {
  companyId: number;
  /** What asked for it, e.g. `run:<run id>:company:<company id>`: the same key answers the same payout. */
  idempotencyKey: string;
  runId: number | null;
  createdBy: number | null;
  /** The provider's name, stored with the payout. */
  provider: string;
  /** Its history's first note. */
  note: string | null;
  now?: Date;
}

export interface SkippedCompany {
  companyId: number;
  companyName: string;
  availableCents: number;
  reason: PayoutSkipReason;
  message: string;
}

export type CreatedOrSkipped = { payout: PayoutRecord } | { skipped: SkippedCompany };

/**
 * Pays the company its available balance (every unsettled available transaction), or says why not. Concurrent
 * calls for one company queue on its balance row: the second sees the first's payout (in flight, or nothing
 * left to pay). A key already used answers its payout and writes nothing.
 */
export async function createPayout(db: Database, input: NewPayout): Promise<CreatedOrSkipped> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx
      .select({ companyId: companyBalances.companyId })
      .from(companyBalances)
      .where(eq(companyBalances.companyId, input.companyId))
      .for('update');
    const [existing] = await tx
      .select()
      .from(payouts)
      .where(eq(payouts.idempotencyKey, input.idempotencyKey));
    if (existing) return { payout: existing };

    const [candidate] = await payoutCandidates(tx, [input.companyId]);
    if (!candidate) throw new Error(`payouts: company ${input.companyId} vanished`);
    const decision = decide(candidate);
    if (!decision.pay) {
      const { companyId, companyName, availableCents } = candidate;
      return { skipped: { companyId, companyName, availableCents, ...decision } };
    }

    // The id first, so the number is written with the row. Both engines answer { rows } (pg: a bigint as text).
    const next = await tx.execute(sql`select nextval(pg_get_serial_sequence('payouts', 'id')) as id`);
    const id = Number((next as unknown as { rows: { id: string | number }[] }).rows[0]?.id);
    const [payout] = await tx
      .insert(payouts)
      .values({
        id,
        number: payoutNumber(id),
        companyId: input.companyId,
        amountCents: decision.amountCents,
        status: PayoutStatus.pending,
        destinationLast4: candidate.account?.destinationLast4 ?? null,
        provider: input.provider,
        idempotencyKey: input.idempotencyKey,
        runId: input.runId,
        createdBy: input.createdBy,
        createdAt: now,
        statusChangedAt: now,
      })
      .returning();
    if (!payout) throw new Error('payouts: payout not written');
    await tx.insert(payoutItems).values(
      decision.items.map((item) => ({
        payoutId: id,
        transactionId: item.transactionId,
        companyId: input.companyId,
        amountCents: item.amountCents,
      })),
    );
    const ledgerTransactionId = await postTransaction(tx, {
      idempotencyKey: `payout:${id}:create`,
      kind: LedgerKind.payout,
      referenceType: 'payout',
      referenceId: String(id),
      description: `Payout ${payout.number}${payout.destinationLast4 ? ` to the bank account ending in ${payout.destinationLast4}` : ''}`,
      createdBy: input.createdBy,
      entries: [
        {
          companyId: input.companyId,
          account: LedgerAccount.companyAvailable,
          amountCents: -payout.amountCents,
        },
        {
          companyId: input.companyId,
          account: LedgerAccount.companyPayoutInTransit,
          amountCents: payout.amountCents,
        },
      ],
      postedAt: now,
    });
    await tx.insert(statusChanges).values({
      entity: PAYOUT_ENTITY,
      entityId: String(id),
      fromStatus: null,
      toStatus: PayoutStatus.pending,
      actorUserId: input.createdBy,
      reason: input.note,
      at: now,
    });
    const [written] = await tx
      .update(payouts)
      .set({ ledgerTransactionId })
      .where(eq(payouts.id, id))
      .returning();
    return { payout: written ?? payout };
  });
}
