// Words for the money area's codes, shared by every money screen (Transactions, Payouts, Amount list,
// Financial, payment logs, statements): a code never reaches the page as itself.
import type {
  OnboardingRequirement,
  PayoutMethod,
  PayoutSkipReason,
  PayoutStatus,
  StatementChargeStatus,
  StatementStatus,
  TransactionStatus,
  TransactionType,
} from '@console/contract';
import type { TagType } from '@console/ui';

export const PAYOUT_STATUSES: Record<PayoutStatus, { label: string; tag: TagType }> = {
  pending: { label: 'Pending', tag: 'warning' },
  in_transit: { label: 'In transit', tag: 'primary' },
  paid: { label: 'Paid', tag: 'success' },
  failed: { label: 'Failed', tag: 'danger' },
  canceled: { label: 'Canceled', tag: 'default' },
};

export const PAYOUT_METHODS: Record<PayoutMethod, string> = {
  standard: 'Standard',
  instant: 'Instant',
};

export const TRANSACTION_TYPES: Record<TransactionType, string> = {
  claim_compensation: 'Claim compensation',
  payment_log: 'Payment log',
  payout: 'Payout',
  payout_failure: 'Payout failure',
  fee: 'Fee',
  adjustment: 'Adjustment',
  reversal: 'Reversal',
  brand_charge: 'Brand charge',
};

export const TRANSACTION_STATUSES: Record<TransactionStatus, { label: string; tag: TagType }> = {
  pending: { label: 'Pending', tag: 'warning' },
  available: { label: 'Available', tag: 'success' },
};

/** What the provider still needs before it pays the company, as the set-up panel lists it. */
export const ONBOARDING_REQUIREMENTS: Record<OnboardingRequirement, string> = {
  business_profile: 'Business details (legal name and EIN)',
  representative: 'Company representative',
  external_account: 'Bank account for payouts',
  tos_acceptance: 'Payout terms accepted',
};

/**
 * Why the provider has paused a company's payouts (the account's `disabled_reason`, Stripe's codes); a code
 * not listed reads as the last line.
 */
export const DISABLED_REASONS: Record<string, string> = {
  'requirements.currently_due': 'Payouts start once the set-up is finished.',
  'requirements.past_due': 'Information the payout provider asked for is overdue.',
  'requirements.pending_verification': 'The payout provider is checking the information you gave.',
  under_review: 'The payout provider is reviewing the account.',
  rejected: 'The payout provider has closed the account.',
};
export const disabledReasonLabel = (reason: string): string =>
  DISABLED_REASONS[reason] ??
  (reason.startsWith('rejected.') ? DISABLED_REASONS.rejected : undefined) ??
  'The payout provider has paused payouts.';

export const PAYOUT_SKIP_REASONS: Record<PayoutSkipReason, string> = {
  below_minimum: 'Below the minimum',
  payouts_not_enabled: 'Payouts not enabled',
  books_disagree: 'Books and balance disagree',
  payout_in_flight: 'A payout is already on its way',
};

export const payoutStatusLabel = (status: PayoutStatus): string => PAYOUT_STATUSES[status].label;
export const transactionTypeLabel = (type: TransactionType): string => TRANSACTION_TYPES[type];

/** A brand statement's status: issued (not charged yet), paid, or its last charge failed. */
export const STATEMENT_STATUSES: Record<StatementStatus, { label: string; tag: TagType }> = {
  issued: { label: 'Issued', tag: 'warning' },
  paid: { label: 'Paid', tag: 'success' },
  failed: { label: 'Charge failed', tag: 'danger' },
};

/** One attempt to charge a statement to the brand's card. */
export const STATEMENT_CHARGE_STATUSES: Record<StatementChargeStatus, { label: string; tag: TagType }> = {
  pending: { label: 'Waiting for the provider', tag: 'warning' },
  succeeded: { label: 'Succeeded', tag: 'success' },
  failed: { label: 'Failed', tag: 'danger' },
};

/** Card brands as the card provider names them. */
export const CARD_BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};
