// The boundary to whoever moves money to a company's bank (domain §1.3, Stripe Connect's model): connected
// accounts with requirements, and payouts. `LocalPayoutProvider` is the working local implementation the demo
// and the tests use; a Stripe Connect implementation would be one more class behind this interface. Secrets
// of a real provider stay on the server: nothing here is ever sent to the browser.

/** Requirement codes an account can have due, in the order the onboarding asks for them. */
export const ONBOARDING_REQUIREMENTS = [
  'business_profile',
  'representative',
  'external_account',
  'tos_acceptance',
] as const;
export type OnboardingRequirement = (typeof ONBOARDING_REQUIREMENTS)[number];

/** The account as the provider reports it (our `connected_accounts` row is a copy of the last report). */
export interface ProviderAccount {
  providerAccountId: string;
  payoutsEnabled: boolean;
  chargesEnabled: boolean;
  requirementsDue: OnboardingRequirement[];
  requirementsPastDue: OnboardingRequirement[];
  currentDeadline: Date | null;
  /**
   * Why payouts are off: 'requirements.currently_due' (onboarding not finished), 'requirements.past_due' (a
   * requirement came due again, e.g. a bank account that bounced a payout), 'rejected.other'; null when enabled.
   */
  disabledReason: string | null;
  destinationLast4: string | null;
  destinationBankName: string | null;
}

export type ProviderPayoutStatus = 'pending' | 'in_transit' | 'paid' | 'failed' | 'canceled';

export interface ProviderPayout {
  providerPayoutId: string;
  status: ProviderPayoutStatus;
  /** 'YYYY-MM-DD' */
  arrivalDate: string;
  destinationLast4: string | null;
  /** E.g. 'account_closed', 'no_account', 'insufficient_funds' (Stripe's payout failure codes). */
  failureCode: string | null;
  failureMessage: string | null;
}

/**
 * A call that may or may not have reached the provider (a timeout, a dropped connection): the caller retries
 * it with the same idempotency key, which the provider answers with the object it already made.
 */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * The provider refused the request for good (invalid data, account disabled): retrying will not help.
 * `param` names the input that was refused, when one was (Stripe's errors carry the same).
 */
export class ProviderRejectedError extends Error {
  readonly code: string;
  readonly param: string | null;

  constructor(code: string, message: string, param: string | null = null) {
    super(message);
    this.name = 'ProviderRejectedError';
    this.code = code;
    this.param = param;
  }
}

export interface PayoutProvider {
  /** Stored with what it created ('local', 'stripe'). */
  readonly name: string;
  /** Opens the company's account; the same key answers the same account. */
  createAccount(input: {
    companyId: number;
    companyName: string;
    idempotencyKey: string;
  }): Promise<ProviderAccount>;
  retrieveAccount(providerAccountId: string): Promise<ProviderAccount>;
  /**
   * Completes one onboarding requirement with what the user entered in the console. (Stripe would instead
   * hand out an account link; the console shows whichever the provider supports.)
   */
  submitRequirement(
    providerAccountId: string,
    requirement: OnboardingRequirement,
    data: Record<string, string>,
  ): Promise<ProviderAccount>;
  /** Sends money from the account's balance to its bank. `idempotencyKey` is `payout:<our payout id>`. */
  createPayout(input: {
    providerAccountId: string;
    amountCents: number;
    currency: 'usd';
    method: 'standard' | 'instant';
    idempotencyKey: string;
  }): Promise<ProviderPayout>;
  retrievePayout(providerPayoutId: string): Promise<ProviderPayout>;
}
