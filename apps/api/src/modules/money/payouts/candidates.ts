// What a payout would settle (domain §3.4): exactly the company's unsettled, available ledger transactions, for
// their sum. A transaction is available when it added to the available balance directly, or when its pending
// money was released; it is unsettled while no live payout item holds it (a failed or canceled payout releases
// its items). The payout postings themselves, and releases (which belong to the transaction they release), are
// not items. Their sum must equal the projected available balance, or the company is not paid at all.
import { PAYOUT_MINIMUM_CENTS, type PayoutRunPreview, type PayoutSkipReason } from '@console/contract';
import { and, asc, eq, gt, inArray, notExists, type SQL, sql } from 'drizzle-orm';
import { ApiError } from '../../../app/envelope.ts';
import type { Database } from '../../../db/database.ts';
import {
  CompanyType,
  companies,
  companyBalances,
  connectedAccounts,
  LedgerAccount,
  ledgerEntries,
  ledgerTransactions,
  PayoutStatus,
  payoutItems,
  payouts,
} from '../../../db/schema.ts';
import { LedgerKind } from '../kinds.ts';
import { skipMessage } from './words.ts';

/** Postings that move a payout's own money, or release another transaction's: never items of a payout. */
const NOT_ITEMS = [
  LedgerKind.release,
  LedgerKind.payout,
  LedgerKind.payoutPaid,
  LedgerKind.payoutFailure,
  LedgerKind.payoutCancel,
];

export interface PayoutItem {
  transactionId: number;
  amountCents: number;
}

/** A company as a payout run sees it. */
export interface PayoutCandidate {
  companyId: number;
  companyName: string;
  /** The projected available balance. */
  availableCents: number;
  account: {
    payoutsEnabled: boolean;
    requirementsDue: number;
    destinationLast4: string | null;
  } | null;
  /** A payout of the company is pending and has not gone to the provider yet. */
  inFlight: boolean;
  items: PayoutItem[];
}

export type PayoutDecision =
  | { pay: true; amountCents: number; items: PayoutItem[] }
  | { pay: false; reason: PayoutSkipReason; message: string };

/** Unsettled, available transactions of the companies, each with its net effect on the company's balance. */
async function unsettledItems(db: Database, companyIds: number[]) {
  if (companyIds.length === 0) return [];
  const amount = sql<number>`sum(${ledgerEntries.amountCents})`.mapWith(Number);
  return db
    .select({
      companyId: sql<number>`${ledgerEntries.companyId}`.mapWith(Number),
      transactionId: ledgerTransactions.id,
      amountCents: amount,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        inArray(ledgerEntries.companyId, companyIds),
        inArray(ledgerEntries.account, [LedgerAccount.companyAvailable, LedgerAccount.companyPending]),
        sql`${ledgerTransactions.kind} not in (${sql.join(
          NOT_ITEMS.map((kind) => sql`${kind}`),
          sql`, `,
        )})`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(payoutItems)
            .where(
              and(
                eq(payoutItems.transactionId, ledgerTransactions.id),
                eq(payoutItems.companyId, ledgerEntries.companyId),
                eq(payoutItems.released, false),
              ),
            ),
        ),
      ),
    )
    .groupBy(ledgerEntries.companyId, ledgerTransactions.id)
    .having(
      sql`sum(${ledgerEntries.amountCents}) <> 0 and (
        bool_and(${ledgerEntries.account} = ${LedgerAccount.companyAvailable})
        or exists (select 1 from ledger_transactions r where r.idempotency_key = 'release:' || ${ledgerTransactions.id})
      )`,
    )
    .orderBy(asc(ledgerTransactions.id));
}

/**
 * The brands and retailers named (404 for one that is not), or every one with an available balance, with what
 * decides whether a run pays them. Read inside a transaction holding the company's balance lock, it is what a
 * payout created in that transaction settles.
 */
export async function payoutCandidates(db: Database, companyIds?: number[]): Promise<PayoutCandidate[]> {
  const payable = inArray(companies.type, [CompanyType.brand, CompanyType.retailer]);
  const available = sql<number>`coalesce(${companyBalances.availableCents}, 0)`.mapWith(Number);
  const chosen: SQL | undefined = companyIds
    ? inArray(companies.id, companyIds.length ? companyIds : [0])
    : gt(companyBalances.availableCents, 0);
  const rows = await db
    .select({ companyId: companies.id, companyName: companies.name, availableCents: available })
    .from(companies)
    .leftJoin(companyBalances, eq(companyBalances.companyId, companies.id))
    .where(and(payable, chosen))
    .orderBy(asc(companies.name), asc(companies.id));
  if (companyIds && rows.length < new Set(companyIds).size) throw new ApiError(404, 'Company not found.');
  const ids = rows.map((row) => row.companyId);
  if (ids.length === 0) return [];

  const accounts = await db
    .select({
      companyId: connectedAccounts.companyId,
      payoutsEnabled: connectedAccounts.payoutsEnabled,
      requirementsDue: sql<number>`cardinality(${connectedAccounts.requirementsDue})`.mapWith(Number),
      destinationLast4: connectedAccounts.destinationLast4,
    })
    .from(connectedAccounts)
    .where(inArray(connectedAccounts.companyId, ids));
  const inFlight = await db
    .selectDistinct({ companyId: payouts.companyId })
    .from(payouts)
    .where(
      and(inArray(payouts.companyId, ids), eq(payouts.status, PayoutStatus.pending), eq(payouts.attempts, 0)),
    );
  const items = await unsettledItems(db, ids);

  return rows.map((row) => {
    const account = accounts.find((candidate) => candidate.companyId === row.companyId);
    return {
      ...row,
      account: account
        ? {
            payoutsEnabled: account.payoutsEnabled,
            requirementsDue: account.requirementsDue,
            destinationLast4: account.destinationLast4,
          }
        : null,
      inFlight: inFlight.some((payout) => payout.companyId === row.companyId),
      items: items
        .filter((item) => item.companyId === row.companyId)
        .map(({ transactionId, amountCents }) => ({ transactionId, amountCents })),
    };
  });
}

/** Pay the company its available balance, or say why not (the first reason that applies). */
export function decide(candidate: PayoutCandidate): PayoutDecision {
  const { account, availableCents } = candidate;
  const unsettledCents = candidate.items.reduce((sum, item) => sum + item.amountCents, 0);
  const skip = (reason: PayoutSkipReason): PayoutDecision => ({
    pay: false,
    reason,
    message: skipMessage(reason, {
      availableCents,
      unsettledCents,
      started: account !== null,
      requirementsDue: account?.requirementsDue ?? 0,
    }),
  });
  if (!account?.payoutsEnabled) return skip('payouts_not_enabled');
  if (candidate.inFlight) return skip('payout_in_flight');
  if (unsettledCents !== availableCents) return skip('books_disagree');
  if (availableCents < PAYOUT_MINIMUM_CENTS) return skip('below_minimum');
  return { pay: true, amountCents: availableCents, items: candidate.items };
}

/** The preview's lists (without its token) for these candidates. */
export function previewLists(candidates: PayoutCandidate[]): Omit<PayoutRunPreview, 'previewToken'> {
  const preview: Omit<PayoutRunPreview, 'previewToken'> = { payouts: [], skipped: [], totalCents: 0 };
  for (const candidate of candidates) {
    const decision = decide(candidate);
    const company = { companyId: candidate.companyId, companyName: candidate.companyName };
    if (decision.pay) {
      preview.payouts.push({
        ...company,
        amountCents: decision.amountCents,
        transactionCount: decision.items.length,
        destinationLast4: candidate.account?.destinationLast4 ?? null,
      });
      preview.totalCents += decision.amountCents;
    } else {
      preview.skipped.push({
        ...company,
        availableCents: candidate.availableCents,
        reason: decision.reason,
        message: decision.message,
      });
    }
  }
  return preview;
}
