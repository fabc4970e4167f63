// The boundary to whoever holds brands' cards and charges them (the spec's card payment provider, whose
// publishable key userInfo carries). Card numbers go from the browser to the provider only: our server sees
// a set-up intent's client secret, the resulting payment method id, and what may be shown (brand, last 4,
// expiry). `LocalCardProvider` is the working local implementation with its own card form page.

export interface ProviderCard {
  providerMethodId: string;
  cardBrand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ProviderCharge {
  providerChargeId: string;
  status: 'succeeded' | 'failed';
  /** E.g. 'card_declined', 'insufficient_funds', 'expired_card'. */
  failureCode: string | null;
  failureMessage: string | null;
}

export interface CardProvider {
  readonly name: string;
  /**
   * Starts saving a card for a company: the client secret the provider's card form needs, and where that
   * form lives (local: the sim's own page; Stripe: Stripe.js with the publishable key).
   */
  createSetupIntent(input: {
    companyId: number;
    returnUrl: string;
  }): Promise<{ setupIntentId: string; clientSecret: string; formUrl: string }>;
  /** The card a completed set-up intent saved (null while the user has not finished the form). */
  retrieveSetupIntent(setupIntentId: string): Promise<ProviderCard | null>;
  /**
   * Charges a saved card; `idempotencyKey` is `statement:<id>:attempt:<n>`. Throws
   * `ProviderUnavailableError` (PayoutProvider.ts) when the outcome is unknown (retry with the same key).
   */
  charge(input: {
    providerMethodId: string;
    amountCents: number;
    currency: 'usd';
    description: string;
    idempotencyKey: string;
  }): Promise<ProviderCharge>;
}
