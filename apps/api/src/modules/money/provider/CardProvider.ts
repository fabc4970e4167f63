// The boundary to whoever holds brands' cards and charges them (the spec's card payment provider, whose
// publishable key userInfo carries). Card numbers go from the browser to the provider only: our server sees
// a set-up intent, the resulting payment method id, and what may be shown (brand, last 4, expiry).
// `LocalCardProvider` is the working local implementation with its own card form page; a Stripe one would be
// one more class behind this interface (Stripe's hosted set-up page, or Stripe.js with the publishable key).

export interface ProviderCard {
  providerMethodId: string;
  /** 'visa', 'mastercard', 'amex', 'discover'. */
  cardBrand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Where a set-up stands: the form not filled in (or its card refused), done, or given up. */
export type SetupIntentStatus = 'requires_payment_method' | 'succeeded' | 'canceled';

export interface ProviderSetupIntent {
  setupIntentId: string;
  /** The company it was started for (the provider keeps it as the intent's metadata). */
  companyId: number;
  status: SetupIntentStatus;
  /** The saved card once `succeeded`. */
  card: ProviderCard | null;
  /** Why the last card typed was refused (e.g. 'card_declined'), while it still requires one. */
  lastError: { code: string; message: string } | null;
}

export interface ProviderCharge {
  providerChargeId: string;
  status: 'succeeded' | 'failed';
  /** E.g. 'card_declined', 'insufficient_funds', 'expired_card'. */
  failureCode: string | null;
  failureMessage: string | null;
}

export interface CardProvider {
  /** Stored with what it created ('local', 'stripe'). */
  readonly name: string;
  /** The publishable key (pk_…): the only key of the provider that may reach a browser. */
  readonly publishableKey: string;
  /**
   * Starts saving a card for a company: the provider's card form the user is sent to, which sends them back
   * to `returnUrl` with `setup_intent=<id>` once the card is saved.
   */
  createSetupIntent(input: {
    companyId: number;
    returnUrl: string;
  }): Promise<{ setupIntentId: string; clientSecret: string; formUrl: string }>;
  /** The set-up intent as the provider holds it; null when it knows no such intent. */
  retrieveSetupIntent(setupIntentId: string): Promise<ProviderSetupIntent | null>;
  /**
   * Charges a saved card; `idempotencyKey` is `statement:<id>:attempt:<n>`, and a repeat of the key answers the
   * charge already made. Throws `ProviderUnavailableError` (PayoutProvider.ts) when the outcome is unknown
   * (retry with the same key).
   */
  charge(input: {
    providerMethodId: string;
    amountCents: number;
    currency: 'usd';
    description: string;
    idempotencyKey: string;
  }): Promise<ProviderCharge>;
}
