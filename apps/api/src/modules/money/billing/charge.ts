// Charging a statement to the brand's default card, exactly once. Each attempt is written (`statement_charges`,
// pending) and committed before the provider is called with the key `statement:<id>:attempt:<n>`; its answer
// is recorded only while the attempt is still pending. An attempt whose answer never came (a timeout, a
// crash) is resumed with the same key, which the provider answers with the charge it already made. A success
// posts one `brand_charge` ledger transaction (`statement:<id>:charge`); a failure schedules a retry.
import { STATEMENT_RETRY_DAYS } from '@console/contract';
import { and, asc, eq, exists, inArray, lte } from 'drizzle-orm';
import { ApiError } from '../../../app/envelope.ts';
import type { Database } from '../../../db/database.ts';
import {
  brandStatements,
  LedgerAccount,
  paymentMethods,
  StatementStatus,
  statementCharges,
} from '../../../db/schema.ts';
import type { Transaction } from '../../../db/types.ts';
import { LedgerKind } from '../kinds.ts';
import { postTransaction } from '../ledger.ts';
import type { CardProvider, ProviderCharge } from '../provider/CardProvider.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../provider/PayoutProvider.ts';
import { cardName, defaultCard } from './cards.ts';

export interface ChargeDeps {
  db: Database;
  cardProvider: CardProvider;
}

/** How long an attempt may wait for the provider before the next run resumes it (same key). */
export const IN_FLIGHT_MINUTES = 10;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const UNPAID = [StatementStatus.issued, StatementStatus.failed];

export const NO_CARD = {
  code: 'no_card',
  message: 'No card on file: add a card to pay this statement.',
} as const;
export const NO_ANSWER = {
  code: 'provider_unavailable',
  message: 'The card provider did not answer; the charge is checked again shortly.',
} as const;

/** When to try again after attempt `attempt` failed: 1, 3 and 5 days later, then no more. */
export function retryAt(attempt: number, failedAt: Date): Date | null {
  const days = STATEMENT_RETRY_DAYS[attempt - 1];
  return days === undefined ? null : new Date(failedAt.getTime() + days * DAY_MS);
}

export type ChargeResult = 'paid' | 'failed' | 'no_card' | 'unanswered' | 'not_due';

interface Claimed {
  statementId: number;
  number: string;
  brandId: number;
  amountCents: number;
  attempt: number;
  providerMethodId: string;
  last4: string;
  cardBrand: string;
}

type Statement = typeof brandStatements.$inferSelect;

/** The provider's answer to an attempt (a refusal has no charge of its own). */
type Answer = Omit<ProviderCharge, 'providerChargeId'> & { providerChargeId: string | null };

async function lockStatement(tx: Transaction, id: number): Promise<Statement | undefined> {
  const [statement] = await tx.select().from(brandStatements).where(eq(brandStatements.id, id)).for('update');
  return statement;
}

/**
 * The attempt to make now, committed before the provider hears of it: the pending one to resume, or a new
 * one on the default card. Null when there is nothing to do (paid, not due, or another run holds it).
 */
async function claimAttempt(
  deps: ChargeDeps,
  statementId: number,
  now: Date,
  force: boolean,
): Promise<Claimed | 'no_card' | null> {
  return deps.db.transaction(async (tx) => {
    const statement = await lockStatement(tx, statementId);
    if (!statement || !UNPAID.includes(statement.status as (typeof UNPAID)[number])) return null;
    const due = statement.nextAttemptAt !== null && statement.nextAttemptAt <= now;
    if (!force && !due) return null;
    const inFlightUntil = new Date(now.getTime() + IN_FLIGHT_MINUTES * MINUTE_MS);
    const [pending] = await tx
      .select({ attempt: statementCharges.attempt, method: paymentMethods })
      .from(statementCharges)
      .innerJoin(paymentMethods, eq(paymentMethods.id, statementCharges.paymentMethodId))
      .where(and(eq(statementCharges.statementId, statementId), eq(statementCharges.status, 'pending')));
    const base = {
      statementId,
      number: statement.number,
      brandId: statement.brandCompanyId,
      amountCents: statement.totalCents,
    };
    if (pending) {
      await tx
        .update(brandStatements)
        .set({ nextAttemptAt: inFlightUntil })
        .where(eq(brandStatements.id, statementId));
      return {
        ...base,
        attempt: pending.attempt,
        providerMethodId: pending.method.providerMethodId,
        last4: pending.method.last4,
        cardBrand: pending.method.cardBrand,
      };
    }
    const card = await defaultCard(tx, statement.brandCompanyId);
    if (!card) {
      await tx
        .update(brandStatements)
        .set({ lastErrorCode: NO_CARD.code, lastError: NO_CARD.message, nextAttemptAt: null })
        .where(eq(brandStatements.id, statementId));
      return 'no_card';
    }
    const attempt = statement.attempts + 1;
    await tx.insert(statementCharges).values({
      statementId,
      attempt,
      amountCents: statement.totalCents,
      status: 'pending',
      paymentMethodId: card.id,
      createdAt: now,
    });
    await tx
      .update(brandStatements)
      .set({ attempts: attempt, nextAttemptAt: inFlightUntil })
      .where(eq(brandStatements.id, statementId));
    return {
      ...base,
      attempt,
      providerMethodId: card.providerMethodId,
      last4: card.last4,
      cardBrand: card.cardBrand,
    };
  });
}

/** Records the provider's answer to a pending attempt; a second answer to the same attempt changes nothing. */
async function recordAnswer(deps: ChargeDeps, claimed: Claimed, charge: Answer, now: Date) {
  return deps.db.transaction(async (tx): Promise<ChargeResult> => {
    await lockStatement(tx, claimed.statementId);
    const [recorded] = await tx
      .update(statementCharges)
      .set({
        status: charge.status,
        providerChargeId: charge.providerChargeId,
        failureCode: charge.failureCode,
        failureMessage: charge.failureMessage,
        settledAt: now,
      })
      .where(
        and(
          eq(statementCharges.statementId, claimed.statementId),
          eq(statementCharges.attempt, claimed.attempt),
          eq(statementCharges.status, 'pending'),
        ),
      )
      .returning({ id: statementCharges.id });
    if (!recorded) return 'not_due';
    if (charge.status === 'succeeded') {
      const ledgerTransactionId = await postTransaction(tx, {
        idempotencyKey: `statement:${claimed.statementId}:charge`,
        kind: LedgerKind.brandCharge,
        referenceType: 'brand_statement',
        referenceId: String(claimed.statementId),
        description: `Statement ${claimed.number} charged to ${cardName(claimed.cardBrand)} ending in ${claimed.last4}`,
        createdBy: null,
        entries: [
          // The brand's debt to the platform back towards zero, the cash in the platform's bank.
          {
            companyId: claimed.brandId,
            account: LedgerAccount.companyReceivable,
            amountCents: claimed.amountCents,
          },
          { companyId: null, account: LedgerAccount.platformCash, amountCents: -claimed.amountCents },
        ],
        postedAt: now,
      });
      await tx
        .update(brandStatements)
        .set({
          status: StatementStatus.paid,
          paidAt: now,
          ledgerTransactionId,
          nextAttemptAt: null,
          lastErrorCode: null,
          lastError: null,
        })
        .where(eq(brandStatements.id, claimed.statementId));
      return 'paid';
    }
    await tx
      .update(brandStatements)
      .set({
        status: StatementStatus.failed,
        lastErrorCode: charge.failureCode ?? 'charge_failed',
        lastError: charge.failureMessage ?? 'The charge failed.',
        nextAttemptAt: retryAt(claimed.attempt, now),
      })
      .where(eq(brandStatements.id, claimed.statementId));
    return 'failed';
  });
}

/**
 * Charges one statement if it is due (or at once with `force`: an admin's retry, a new card). Safe to run
 * from any number of jobs and requests at once: each attempt reaches the provider under its own key, and only
 * its first answer is recorded.
 */
export async function chargeStatement(
  deps: ChargeDeps,
  statementId: number,
  now = new Date(),
  options: { force?: boolean } = {},
): Promise<ChargeResult> {
  const claimed = await claimAttempt(deps, statementId, now, options.force ?? false);
  if (claimed === null) return 'not_due';
  if (claimed === 'no_card') return 'no_card';
  let charge: Answer;
  try {
    charge = await deps.cardProvider.charge({
      providerMethodId: claimed.providerMethodId,
      amountCents: claimed.amountCents,
      currency: 'usd',
      description: `Statement ${claimed.number}`,
      idempotencyKey: `statement:${claimed.statementId}:attempt:${claimed.attempt}`,
    });
  } catch (error) {
    if (error instanceof ProviderRejectedError) {
      charge = {
        providerChargeId: null,
        status: 'failed',
        failureCode: error.code,
        failureMessage: error.message,
      };
    } else if (error instanceof ProviderUnavailableError) {
      // The attempt stays pending; the next run after IN_FLIGHT_MINUTES asks again with the same key.
      await deps.db
        .update(brandStatements)
        .set({ lastErrorCode: NO_ANSWER.code, lastError: NO_ANSWER.message })
        .where(
          and(
            eq(brandStatements.id, claimed.statementId),
            exists(
              deps.db
                .select({ id: statementCharges.id })
                .from(statementCharges)
                .where(
                  and(
                    eq(statementCharges.statementId, claimed.statementId),
                    eq(statementCharges.attempt, claimed.attempt),
                    eq(statementCharges.status, 'pending'),
                  ),
                ),
            ),
          ),
        );
      return 'unanswered';
    } else {
      throw error;
    }
  }
  return recordAnswer(deps, claimed, charge, now);
}

/** Every statement whose charge is due by `now` (issued, a retry, an attempt left unanswered), oldest first. */
export async function chargeDueStatements(deps: ChargeDeps, now = new Date(), limit = 200) {
  const due = await deps.db
    .select({ id: brandStatements.id })
    .from(brandStatements)
    .where(and(inArray(brandStatements.status, UNPAID), lte(brandStatements.nextAttemptAt, now)))
    .orderBy(asc(brandStatements.nextAttemptAt), asc(brandStatements.id))
    .limit(limit);
  const results: ChargeResult[] = [];
  for (const { id } of due) results.push(await chargeStatement(deps, id, now));
  return results;
}

/** A brand's unpaid statements, charged again at once (a new card is on file). Answers how many were tried. */
export async function retryUnpaidStatements(
  deps: ChargeDeps,
  brandId: number,
  now = new Date(),
): Promise<number> {
  const unpaid = await deps.db
    .select({ id: brandStatements.id })
    .from(brandStatements)
    .where(and(eq(brandStatements.brandCompanyId, brandId), inArray(brandStatements.status, UNPAID)))
    .orderBy(asc(brandStatements.issuedAt), asc(brandStatements.id));
  let tried = 0;
  for (const { id } of unpaid) {
    if ((await chargeStatement(deps, id, now, { force: true })) !== 'not_due') tried += 1;
  }
  return tried;
}

/** An admin's "Retry now" on an unpaid statement (409 once it is paid). */
export async function retryStatementNow(
  deps: ChargeDeps,
  statementId: number,
  now = new Date(),
): Promise<ChargeResult> {
  const [statement] = await deps.db
    .select({ status: brandStatements.status })
    .from(brandStatements)
    .where(eq(brandStatements.id, statementId));
  if (!statement) throw new ApiError(404, 'This statement was not found.');
  if (statement.status === StatementStatus.paid) {
    throw new ApiError(409, 'This statement is paid already.', undefined, 'invalid_transition');
  }
  return chargeStatement(deps, statementId, now, { force: true });
}
