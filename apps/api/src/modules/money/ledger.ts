// The append-only ledger: every money movement is one transaction of signed integer-cent entries that sum
// to zero. Entries are never updated or deleted; a company's balances are projected from them
// (`company_balances`) in the same database transaction, and the nightly recompute checks the projection.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  companyBalances,
  LedgerAccount,
  ledgerEntries,
  ledgerTransactions,
  PROJECTED_ACCOUNTS,
} from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';

export type LedgerAccountName = (typeof LedgerAccount)[keyof typeof LedgerAccount];

export interface LedgerEntryInput {
  /** Null for the platform's own accounts. */
  companyId: number | null;
  account: LedgerAccountName;
  /** Signed integer cents. */
  amountCents: number;
}

export interface PostingInput {
  /** One key per business event (e.g. `pay_log:12:approval`): a repeat posts nothing. */
  idempotencyKey: string;
  kind: string;
  referenceType: string;
  referenceId: string;
  description: string;
  createdBy: number | null;
  entries: LedgerEntryInput[];
  /** Defaults to now (the seed back-dates its history). */
  postedAt?: Date;
  /** When the `company_pending` entries become available (the release job moves them then). */
  availableOn?: Date | null;
}

/** Days a claim's compensation stays pending before it becomes available to pay out. */
export const COMPENSATION_PENDING_DAYS = 2;

/**
 * A posting would take a company's available, pending or in-transit balance below zero. Nothing is
 * posted (the caller's transaction rolls back); callers answer 422 with their own words.
 */
export class InsufficientBalanceError extends Error {
  readonly companyId: number;

  constructor(companyId: number) {
    super(`ledger: the posting would take company ${companyId} below zero`);
    this.companyId = companyId;
    this.name = 'InsufficientBalanceError';
  }
}

type ProjectedColumn = (typeof PROJECTED_ACCOUNTS)[keyof typeof PROJECTED_ACCOUNTS];
type BalanceDelta = Record<ProjectedColumn, number> & { asOfEntryId: number };

const isProjected = (account: string): account is keyof typeof PROJECTED_ACCOUNTS =>
  Object.hasOwn(PROJECTED_ACCOUNTS, account);

/** The per-company change of each projected balance that a set of posted entries makes. */
export function balanceDeltas(
  entries: { id: number; companyId: number | null; account: string; amountCents: number }[],
): Map<number, BalanceDelta> {
  const deltas = new Map<number, BalanceDelta>();
  for (const entry of entries) {
    if (entry.companyId === null || !isProjected(entry.account)) continue;
    const delta = deltas.get(entry.companyId) ?? {
      availableCents: 0,
      pendingCents: 0,
      inTransitCents: 0,
      receivableCents: 0,
      asOfEntryId: 0,
    };
    delta[PROJECTED_ACCOUNTS[entry.account]] += entry.amountCents;
    delta.asOfEntryId = Math.max(delta.asOfEntryId, entry.id);
    deltas.set(entry.companyId, delta);
  }
  return deltas;
}

/**
 * Adds the deltas to `company_balances`, companies in id order (so two postings never wait on each other in
 * a circle). Each update is a compare-and-set: it applies only if available, pending and in transit stay at
 * or above zero, re-checked on the locked row.
 */
async function project(tx: Transaction, deltas: Map<number, BalanceDelta>): Promise<void> {
  const companyIds = [...deltas.keys()].sort((a, b) => a - b);
  if (companyIds.length === 0) return;
  await tx
    .insert(companyBalances)
    .values(companyIds.map((companyId) => ({ companyId })))
    .onConflictDoNothing({ target: companyBalances.companyId });
  for (const companyId of companyIds) {
    const delta = deltas.get(companyId) as BalanceDelta;
    const updated = await tx
      .update(companyBalances)
      .set({
        availableCents: sql`${companyBalances.availableCents} + ${delta.availableCents}`,
        pendingCents: sql`${companyBalances.pendingCents} + ${delta.pendingCents}`,
        inTransitCents: sql`${companyBalances.inTransitCents} + ${delta.inTransitCents}`,
        receivableCents: sql`${companyBalances.receivableCents} + ${delta.receivableCents}`,
        version: sql`${companyBalances.version} + 1`,
        asOfEntryId: sql`greatest(${companyBalances.asOfEntryId}, ${delta.asOfEntryId})`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(companyBalances.companyId, companyId),
          sql`${companyBalances.availableCents} + ${delta.availableCents} >= 0`,
          sql`${companyBalances.pendingCents} + ${delta.pendingCents} >= 0`,
          sql`${companyBalances.inTransitCents} + ${delta.inTransitCents} >= 0`,
        ),
      )
      .returning({ companyId: companyBalances.companyId });
    if (updated.length === 0) throw new InsufficientBalanceError(companyId);
  }
}

/** Entries in a comparable form, whatever their order. */
const fingerprint = (entries: { companyId: number | null; account: string; amountCents: number }[]) =>
  entries
    .map((entry) => `${entry.companyId}|${entry.account}|${entry.amountCents}`)
    .sort()
    .join(';');

/**
 * Posts a balanced transaction inside the caller's database transaction and returns its id. A repeat of the
 * same idempotency key returns the transaction already posted, and posts nothing; a repeat whose entries
 * differ is a programming error and throws.
 */
export async function postTransaction(tx: Transaction, input: PostingInput): Promise<number> {
  const { entries } = input;
  if (entries.length < 2) throw new Error('ledger: a transaction needs at least two entries');
  if (!entries.every((entry) => Number.isSafeInteger(entry.amountCents) && entry.amountCents !== 0)) {
    throw new Error('ledger: entry amounts must be non-zero integer cents');
  }
  if (entries.reduce((sum, entry) => sum + entry.amountCents, 0) !== 0) {
    throw new Error('ledger: the entries of a transaction must sum to zero');
  }

  const [created] = await tx
    .insert(ledgerTransactions)
    .values({
      idempotencyKey: input.idempotencyKey,
      kind: input.kind,
      referenceType: input.referenceType,
      referenceId: input.referenceId,
      description: input.description,
      createdBy: input.createdBy,
      postedAt: input.postedAt,
      availableOn: input.availableOn ?? null,
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (created) {
    const posted = await tx
      .insert(ledgerEntries)
      .values(entries.map((entry) => ({ ...entry, transactionId: created.id })))
      .returning({
        id: ledgerEntries.id,
        companyId: ledgerEntries.companyId,
        account: ledgerEntries.account,
        amountCents: ledgerEntries.amountCents,
      });
    await project(tx, balanceDeltas(posted));
    return created.id;
  }

  const [existing] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, input.idempotencyKey));
  if (!existing) throw new Error(`ledger: transaction ${input.idempotencyKey} vanished`);
  const posted = await tx
    .select({
      companyId: ledgerEntries.companyId,
      account: ledgerEntries.account,
      amountCents: ledgerEntries.amountCents,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, existing.id));
  if (fingerprint(posted) !== fingerprint(entries)) {
    throw new Error(`ledger: idempotency key ${input.idempotencyKey} reused with different entries`);
  }
  return existing.id;
}

export interface ProjectedBalance {
  availableCents: number;
  pendingCents: number;
  inTransitCents: number;
  receivableCents: number;
  version: number;
}

/** A company's projected balances (all zero before its first posting). */
export async function projectedBalance(db: Database, companyId: number): Promise<ProjectedBalance> {
  const [row] = await db
    .select({
      availableCents: companyBalances.availableCents,
      pendingCents: companyBalances.pendingCents,
      inTransitCents: companyBalances.inTransitCents,
      receivableCents: companyBalances.receivableCents,
      version: companyBalances.version,
    })
    .from(companyBalances)
    .where(eq(companyBalances.companyId, companyId));
  return row ?? { availableCents: 0, pendingCents: 0, inTransitCents: 0, receivableCents: 0, version: 0 };
}

/**
 * A company's available balance in cents, summed from its `company_available` entries (what the projection
 * must equal; the integrity checks and tests compare the two).
 */
export async function companyAvailableCents(db: Database, companyId: number): Promise<number> {
  const [row] = await db
    .select({
      // sum(bigint) is numeric: a string on pg; mapWith makes it a number on both engines.
      cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)`.mapWith(Number),
    })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.companyId, companyId), eq(ledgerEntries.account, LedgerAccount.companyAvailable)),
    );
  return row?.cents ?? 0;
}

/** Integer cents → the decimal amount clients receive (123450 → 1234.5): the nearest double, printed exactly. */
export function centsToAmount(cents: number): number {
  return cents / 100;
}

/**
 * The entries moving `amountCents` between the platform's cash and a company's available balance:
 * a credit adds to the company, a debit takes from it.
 */
export function companyMovement(
  companyId: number,
  direction: 'credit' | 'debit',
  amountCents: number,
): LedgerEntryInput[] {
  const toCompany = direction === 'credit' ? amountCents : -amountCents;
  return [
    { companyId, account: LedgerAccount.companyAvailable, amountCents: toCompany },
    { companyId: null, account: LedgerAccount.platformCash, amountCents: -toCompany },
  ];
}
