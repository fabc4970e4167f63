// The append-only ledger: every money movement is one transaction of signed integer-cent entries that sum
// to zero. Balances are sums of entries, never stored or edited.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { LedgerAccount, ledgerEntries, ledgerTransactions } from '../../db/schema.ts';
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
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (created) {
    await tx.insert(ledgerEntries).values(entries.map((entry) => ({ ...entry, transactionId: created.id })));
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

/** A company's available balance in cents: the sum of its `company_available` entries. */
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
