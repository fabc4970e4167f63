// A payout after its creation: handed to the provider under the key `payout:<id>` (a retry or a second run of
// the job finds the payout the provider already made), then followed until the provider says paid (in transit
// → paid out) or failed (the money back to available, its transactions unsettled again). An admin may cancel a
// payout that has not gone to the provider yet.
import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import { ApiError } from '../../../app/envelope.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/database.ts';
import { connectedAccounts, LedgerAccount, PayoutStatus, payoutItems, payouts } from '../../../db/schema.ts';
import type { Transaction } from '../../../db/types.ts';
import { LedgerKind } from '../kinds.ts';
import { postTransaction } from '../ledger.ts';
import {
  type PayoutProvider,
  type ProviderPayout,
  ProviderRejectedError,
  ProviderUnavailableError,
} from '../provider/PayoutProvider.ts';
import { refreshAccount } from './setup.ts';
import { changeStatus, isFinal, lockPayout, type PayoutRecord } from './status.ts';
import { failureMessage } from './words.ts';

/** Money in transit back to available, and the payout's transactions unsettled again. */
async function reverse(
  tx: Transaction,
  payout: PayoutRecord,
  how: 'failure' | 'cancel',
  actorUserId: number | null,
  at: Date,
): Promise<number> {
  const transactionId = await postTransaction(tx, {
    idempotencyKey: `payout:${payout.id}:${how}`,
    kind: how === 'failure' ? LedgerKind.payoutFailure : LedgerKind.payoutCancel,
    referenceType: 'payout',
    referenceId: String(payout.id),
    description: `Payout ${payout.number} ${how === 'failure' ? 'failed' : 'canceled'}: the money is available again`,
    createdBy: actorUserId,
    entries: [
      {
        companyId: payout.companyId,
        account: LedgerAccount.companyPayoutInTransit,
        amountCents: -payout.amountCents,
      },
      {
        companyId: payout.companyId,
        account: LedgerAccount.companyAvailable,
        amountCents: payout.amountCents,
      },
    ],
    postedAt: at,
  });
  await tx.update(payoutItems).set({ released: true }).where(eq(payoutItems.payoutId, payout.id));
  return transactionId;
}

/** Fails a payout the caller holds locked, with the code and our words for it. */
async function fail(tx: Transaction, payout: PayoutRecord, code: string, at: Date): Promise<PayoutRecord> {
  const failureTransactionId = await reverse(tx, payout, 'failure', null, at);
  return changeStatus(tx, payout, {
    to: PayoutStatus.failed,
    at,
    note: `Failed: ${code}`,
    set: {
      failureCode: code,
      failureMessage: failureMessage(code, payout.destinationLast4),
      failureTransactionId,
    },
  });
}

/**
 * Brings a payout up to what the provider says of it, step by step (pending → in transit → paid; failed or
 * canceled with the reversal). Repeats change nothing. Returns the payout and whether it failed just now.
 */
async function applyProviderPayout(
  db: Database,
  payoutId: number,
  reported: ProviderPayout,
  now: Date,
): Promise<{ payout: PayoutRecord; failedNow: boolean }> {
  return db.transaction(async (tx) => {
    const locked = await lockPayout(tx, payoutId);
    if (!locked) throw new Error(`payouts: payout ${payoutId} vanished`);
    const [current = locked] = await tx
      .update(payouts)
      .set({
        providerPayoutId: reported.providerPayoutId,
        arrivalDate: reported.arrivalDate,
        destinationLast4: reported.destinationLast4 ?? locked.destinationLast4,
        lastError: null,
      })
      .where(eq(payouts.id, payoutId))
      .returning();
    let payout = current;
    const { status } = reported;
    if (status === payout.status || isFinal(payout)) return { payout, failedNow: false };

    if (status === 'in_transit' || status === 'paid') {
      if (payout.status === PayoutStatus.pending) {
        payout = await changeStatus(tx, payout, { to: PayoutStatus.inTransit, at: now });
      }
      if (status === 'paid') {
        await postTransaction(tx, {
          idempotencyKey: `payout:${payout.id}:paid`,
          kind: LedgerKind.payoutPaid,
          referenceType: 'payout',
          referenceId: String(payout.id),
          description: `Payout ${payout.number} paid`,
          createdBy: null,
          entries: [
            {
              companyId: payout.companyId,
              account: LedgerAccount.companyPayoutInTransit,
              amountCents: -payout.amountCents,
            },
            { companyId: null, account: LedgerAccount.platformCash, amountCents: payout.amountCents },
          ],
          postedAt: now,
        });
        payout = await changeStatus(tx, payout, { to: PayoutStatus.paid, at: now });
      }
      return { payout, failedNow: false };
    }
    if (status === 'failed') {
      return { payout: await fail(tx, payout, reported.failureCode ?? 'unknown', now), failedNow: true };
    }
    if (status === 'canceled') {
      const failureTransactionId = await reverse(tx, payout, 'cancel', null, now);
      payout = await changeStatus(tx, payout, {
        to: PayoutStatus.canceled,
        at: now,
        note: 'Canceled at the provider.',
        set: { failureTransactionId },
      });
    }
    return { payout, failedNow: false };
  });
}

/** Applies the provider's report and, when the payout failed, takes the account's state again from it. */
async function settleReport(
  db: Database,
  provider: PayoutProvider,
  payoutId: number,
  reported: ProviderPayout,
  now: Date,
): Promise<PayoutRecord> {
  const { payout, failedNow } = await applyProviderPayout(db, payoutId, reported, now);
  if (failedNow) await refreshAccount(db, provider, payout.companyId, now);
  return payout;
}

/**
 * Hands a pending payout to the provider. The attempt is counted (committed) before the call, so an admin can
 * no longer cancel it. A lost answer (`ProviderUnavailableError`) is rethrown for the job to retry with the same
 * key; a refusal fails the payout with the reversal. A payout already at the provider is left as it is.
 */
export async function submitPayout(
  db: Database,
  provider: PayoutProvider,
  payoutId: number,
  now = new Date(),
): Promise<PayoutRecord | undefined> {
  const claimed = await db.transaction(async (tx) => {
    const payout = await lockPayout(tx, payoutId);
    if (!payout || payout.status !== PayoutStatus.pending || payout.providerPayoutId) return undefined;
    const [counted] = await tx
      .update(payouts)
      .set({ attempts: payout.attempts + 1 })
      .where(eq(payouts.id, payoutId))
      .returning();
    return counted;
  });
  if (!claimed) {
    const [payout] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
    return payout;
  }
  const [account] = await db
    .select({ providerAccountId: connectedAccounts.providerAccountId })
    .from(connectedAccounts)
    .where(eq(connectedAccounts.companyId, claimed.companyId));
  if (!account) throw new Error(`payouts: company ${claimed.companyId} has no provider account`);
  try {
    const reported = await provider.createPayout({
      providerAccountId: account.providerAccountId,
      amountCents: claimed.amountCents,
      currency: 'usd',
      method: claimed.method === 'instant' ? 'instant' : 'standard',
      idempotencyKey: `payout:${claimed.id}`,
    });
    return await settleReport(db, provider, payoutId, reported, now);
  } catch (error) {
    if (error instanceof ProviderRejectedError) {
      const failed = await db.transaction(async (tx) => {
        const payout = await lockPayout(tx, payoutId);
        if (!payout || payout.status !== PayoutStatus.pending) return payout;
        return fail(tx, payout, error.code, now);
      });
      if (failed) await refreshAccount(db, provider, failed.companyId, now);
      return failed;
    }
    if (error instanceof ProviderUnavailableError) {
      await db.update(payouts).set({ lastError: error.message }).where(eq(payouts.id, payoutId));
    }
    throw error;
  }
}

/** Asks the provider where a payout it has is now, and follows it there. Finished payouts are left alone. */
export async function syncPayout(
  db: Database,
  provider: PayoutProvider,
  payoutId: number,
  now = new Date(),
): Promise<PayoutRecord | undefined> {
  const [payout] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!payout?.providerPayoutId || isFinal(payout)) return payout;
  return settleReport(db, provider, payoutId, await provider.retrievePayout(payout.providerPayoutId), now);
}

/**
 * An admin cancels a payout that is still pending and has never gone to the provider: the money goes back to
 * available and its transactions are unsettled again. 409 once the provider may have it.
 */
export async function cancelPayout(
  db: Database,
  viewer: Viewer,
  payoutId: number,
  reason: string,
  now = new Date(),
): Promise<PayoutRecord> {
  return db.transaction(async (tx) => {
    const payout = await lockPayout(tx, payoutId);
    if (!payout) throw new ApiError(404, 'Payout not found.');
    if (payout.status !== PayoutStatus.pending || payout.attempts > 0) {
      const where =
        payout.status === PayoutStatus.pending
          ? 'has already gone to the provider'
          : `is ${payout.status.replaceAll('_', ' ')}`;
      throw new ApiError(
        409,
        `Payout ${payout.number} ${where}: only a payout not yet sent can be canceled.`,
        undefined,
        'invalid_transition',
      );
    }
    const failureTransactionId = await reverse(tx, payout, 'cancel', viewer.userId, now);
    return changeStatus(tx, payout, {
      to: PayoutStatus.canceled,
      at: now,
      actorUserId: viewer.userId,
      note: reason,
      set: { failureTransactionId },
    });
  });
}

/**
 * What the sweep picks up: pending payouts not at the provider whose delay is over (their job was lost or gave
 * up), and payouts the provider has not finished.
 */
export async function payoutsToFollow(
  db: Database,
  submitBefore: Date,
  limit = 500,
): Promise<{ toSubmit: number[]; toSync: number[] }> {
  const toSubmit = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        eq(payouts.status, PayoutStatus.pending),
        isNull(payouts.providerPayoutId),
        lte(payouts.createdAt, submitBefore),
      ),
    )
    .orderBy(asc(payouts.id))
    .limit(limit);
  const toSync = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        inArray(payouts.status, [PayoutStatus.pending, PayoutStatus.inTransit]),
        isNotNull(payouts.providerPayoutId),
      ),
    )
    .orderBy(asc(payouts.id))
    .limit(limit);
  return { toSubmit: toSubmit.map((row) => row.id), toSync: toSync.map((row) => row.id) };
}
