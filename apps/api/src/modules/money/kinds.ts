// What a ledger transaction records (ledger_transactions.kind), and the type the Transactions report shows
// for it. Every posting uses one of these; `release` and `payout_paid` move money between a company's own
// accounts (pending → available, in transit → paid out) and are not rows of their own in the report.
import type { TransactionType } from '@console/contract';

export const LedgerKind = {
  claimCompensation: 'warranty_compensation',
  /** An approved payment log. */
  paymentLog: 'manual_adjustment',
  /** Pending → available on the transaction's `available_on` (key `release:<transaction id>`). */
  release: 'release',
  /** Available → in transit (key `payout:<id>:create`). */
  payout: 'payout',
  /** In transit → paid out (key `payout:<id>:paid`). */
  payoutPaid: 'payout_paid',
  /** A failed payout's money back to available (key `payout:<id>:failure`). */
  payoutFailure: 'payout_failure',
  /** A canceled payout's money back to available (key `payout:<id>:cancel`). */
  payoutCancel: 'payout_cancel',
  fee: 'fee',
  adjustment: 'adjustment',
  reversal: 'reversal',
  /** A brand's statement charged to its card (key `statement:<id>:charge`). */
  brandCharge: 'brand_charge',
} as const;

export type LedgerKindName = (typeof LedgerKind)[keyof typeof LedgerKind];

/** The report's type of each kind; null: not a row of its own. */
export const REPORT_TYPE: Record<LedgerKindName, TransactionType | null> = {
  warranty_compensation: 'claim_compensation',
  manual_adjustment: 'payment_log',
  release: null,
  payout: 'payout',
  payout_paid: null,
  payout_failure: 'payout_failure',
  payout_cancel: 'reversal',
  fee: 'fee',
  adjustment: 'adjustment',
  reversal: 'reversal',
  brand_charge: 'brand_charge',
};
