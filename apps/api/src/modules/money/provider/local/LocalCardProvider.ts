// The local card provider: stands in for Stripe in the demo and the tests. It keeps its own books in
// `provider_sim_objects` (set-up intents, payment methods, charges), serves its own card form page
// (LocalCardProviderPages.ts) and behaves like Stripe's test mode: a few test card numbers decide what
// happens, and nothing else is accepted. Of a typed card it keeps the brand, the last 4 digits and the
// expiry, never the number or the security code.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/database.ts';
import { providerSimObjects } from '../../../../db/schema.ts';
import type {
  CardProvider,
  ProviderCard,
  ProviderCharge,
  ProviderSetupIntent,
  SetupIntentStatus,
} from '../CardProvider.ts';
import { ProviderRejectedError, ProviderUnavailableError } from '../PayoutProvider.ts';
import { type CardEntry, checkCardEntry, type TestCardOutcome } from './LocalCardProviderCards.ts';

/** Where the sim's card form lives (outside /ec/ and /api/). */
export const LOCAL_CARD_FORM_PATH = '/sim/card/setup';

const SimType = {
  setupIntent: 'card_setup_intent',
  paymentMethod: 'card_payment_method',
  charge: 'card_charge',
} as const;

interface SetupIntentData {
  companyId: number;
  /** Where the form sends the browser back (its path: the sim shares the console's origin). */
  returnUrl: string;
  clientSecret: string;
  status: SetupIntentStatus;
  paymentMethodId: string | null;
  lastError: { code: string; message: string } | null;
}

interface PaymentMethodData {
  companyId: number;
  cardBrand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** What the sim does when this card is charged (set by the test card it was saved from). */
  chargeOutcome: TestCardOutcome;
}

interface ChargeData {
  paymentMethodId: string;
  amountCents: number;
  currency: string;
  description: string;
  status: 'succeeded' | 'failed';
  failureCode: string | null;
  failureMessage: string | null;
}

const FAILURES: Partial<Record<TestCardOutcome, { code: string; message: string }>> = {
  charges_declined: { code: 'card_declined', message: 'Your card was declined.' },
  insufficient_funds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};

const simId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The set-up intent id a client secret belongs to ('seti_…_secret_…'). */
const intentOfSecret = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

/** What the sim's form page shows for a client secret. */
export interface SetupFormState {
  setupIntentId: string;
  clientSecret: string;
  status: SetupIntentStatus;
  returnUrl: string;
  /** Where the browser goes once the card is saved. */
  doneUrl: string;
  lastError: { code: string; message: string } | null;
}

/** The answer to a typed card: back to the console, or the form again with what to correct. */
export type SetupConfirmation =
  | { saved: true; redirectTo: string }
  | { saved: false; field: keyof CardEntry | null; message: string };

/** The path and query of `url` with `setup_intent` added: the sim sends the browser back on its own origin. */
export function returnPathWith(url: string, setupIntentId: string): string {
  const target = new URL(url, 'http://sim.invalid');
  target.searchParams.set('setup_intent', setupIntentId);
  return `${target.pathname}${target.search}`;
}

export interface LocalCardProviderOptions {
  db: Database;
  /** The publishable key userInfo may hand out (config: CARD_PUBLISHABLE_KEY). */
  publishableKey: string;
}

export class LocalCardProvider implements CardProvider {
  readonly name = 'local';
  readonly publishableKey: string;
  private readonly db: Database;
  private answersToLose = 0;

  constructor(options: LocalCardProviderOptions) {
    if (!options.publishableKey.startsWith('pk_')) {
      throw new Error('The card provider publishable key must start with pk_.');
    }
    this.db = options.db;
    this.publishableKey = options.publishableKey;
  }

  /**
   * For tests: the next `count` charges are made, but their answers are lost on the way back (the caller
   * sees a timeout, as when a provider acted and the connection dropped).
   */
  loseChargeAnswers(count: number): void {
    this.answersToLose = count;
  }

  async createSetupIntent(input: { companyId: number; returnUrl: string }) {
    const setupIntentId = simId('seti');
    const clientSecret = `${setupIntentId}_secret_${randomBytes(12).toString('hex')}`;
    const data: SetupIntentData = {
      companyId: input.companyId,
      returnUrl: input.returnUrl,
      clientSecret,
      status: 'requires_payment_method',
      paymentMethodId: null,
      lastError: null,
    };
    await this.db.insert(providerSimObjects).values({ id: setupIntentId, type: SimType.setupIntent, data });
    const formUrl = `${LOCAL_CARD_FORM_PATH}?${new URLSearchParams({ client_secret: clientSecret })}`;
    return { setupIntentId, clientSecret, formUrl };
  }

  async retrieveSetupIntent(setupIntentId: string): Promise<ProviderSetupIntent | null> {
    const intent = await this.object<SetupIntentData>(this.db, SimType.setupIntent, setupIntentId);
    if (!intent) return null;
    const method = intent.paymentMethodId
      ? await this.object<PaymentMethodData>(this.db, SimType.paymentMethod, intent.paymentMethodId)
      : null;
    const card: ProviderCard | null =
      method && intent.paymentMethodId
        ? {
            providerMethodId: intent.paymentMethodId,
            cardBrand: method.cardBrand,
            last4: method.last4,
            expMonth: method.expMonth,
            expYear: method.expYear,
          }
        : null;
    return {
      setupIntentId,
      companyId: intent.companyId,
      status: intent.status,
      card,
      lastError: intent.lastError,
    };
  }

  /** The form page's view of a set-up intent, by the client secret in its address; null for a wrong one. */
  async setupForm(clientSecret: string): Promise<SetupFormState | null> {
    const setupIntentId = intentOfSecret(clientSecret);
    const intent = await this.object<SetupIntentData>(this.db, SimType.setupIntent, setupIntentId);
    if (!intent || intent.clientSecret !== clientSecret) return null;
    return {
      setupIntentId,
      clientSecret,
      status: intent.status,
      returnUrl: intent.returnUrl,
      doneUrl: returnPathWith(intent.returnUrl, setupIntentId),
      lastError: intent.lastError,
    };
  }

  /**
   * The form's card: checked, then saved as a payment method of the intent's company (brand, last 4 and
   * expiry only), or refused the way the test card says. A second submission of a completed form saves
   * nothing more and sends the browser back again.
   */
  async confirmSetup(clientSecret: string, entry: CardEntry, now = new Date()): Promise<SetupConfirmation> {
    const checked = checkCardEntry(entry, now);
    const setupIntentId = intentOfSecret(clientSecret);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ data: providerSimObjects.data })
        .from(providerSimObjects)
        .where(
          and(eq(providerSimObjects.id, setupIntentId), eq(providerSimObjects.type, SimType.setupIntent)),
        )
        .for('update');
      const intent = row?.data as SetupIntentData | undefined;
      if (!intent || intent.clientSecret !== clientSecret) {
        return { saved: false, field: null, message: 'This card form has expired. Go back and start again.' };
      }
      if (intent.status === 'succeeded') {
        return { saved: true, redirectTo: returnPathWith(intent.returnUrl, setupIntentId) };
      }
      if (!checked.ok) return { saved: false, field: checked.field, message: checked.message };
      const { card } = checked;
      if (card.outcome === 'declined_at_setup') {
        const lastError = { code: 'card_declined', message: 'Your card was declined.' };
        await this.update(tx, setupIntentId, { ...intent, lastError });
        return { saved: false, field: 'number', message: lastError.message };
      }
      const paymentMethodId = simId('pm');
      const method: PaymentMethodData = {
        companyId: intent.companyId,
        cardBrand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        chargeOutcome: card.outcome,
      };
      await tx
        .insert(providerSimObjects)
        .values({ id: paymentMethodId, type: SimType.paymentMethod, data: method });
      await this.update(tx, setupIntentId, {
        ...intent,
        status: 'succeeded',
        paymentMethodId,
        lastError: null,
      });
      return { saved: true, redirectTo: returnPathWith(intent.returnUrl, setupIntentId) };
    });
  }

  async charge(input: {
    providerMethodId: string;
    amountCents: number;
    currency: 'usd';
    description: string;
    idempotencyKey: string;
  }): Promise<ProviderCharge> {
    const made = await this.chargeOnce(input);
    if (this.answersToLose > 0) {
      this.answersToLose -= 1;
      throw new ProviderUnavailableError('The card provider did not answer in time.');
    }
    return made;
  }

  /** The charge of this idempotency key: made now, or the one made before (a repeat charges nothing). */
  private async chargeOnce(input: {
    providerMethodId: string;
    amountCents: number;
    currency: 'usd';
    description: string;
    idempotencyKey: string;
  }): Promise<ProviderCharge> {
    const earlier = await this.chargeOfKey(input.idempotencyKey);
    if (earlier) return this.checkedRepeat(earlier, input.amountCents);
    const method = await this.object<PaymentMethodData>(
      this.db,
      SimType.paymentMethod,
      input.providerMethodId,
    );
    const failure = !method
      ? { code: 'resource_missing', message: 'The card is no longer on file.' }
      : expired(method, new Date())
        ? { code: 'expired_card', message: 'Your card has expired.' }
        : (FAILURES[method.chargeOutcome] ?? null);
    const data: ChargeData = {
      paymentMethodId: input.providerMethodId,
      amountCents: input.amountCents,
      currency: input.currency,
      description: input.description,
      status: failure ? 'failed' : 'succeeded',
      failureCode: failure?.code ?? null,
      failureMessage: failure?.message ?? null,
    };
    await this.db
      .insert(providerSimObjects)
      .values({ id: simId('ch'), type: SimType.charge, idempotencyKey: input.idempotencyKey, data })
      .onConflictDoNothing({ target: providerSimObjects.idempotencyKey });
    // Two calls with one key at once: whichever inserted, both answer the stored charge.
    const stored = await this.chargeOfKey(input.idempotencyKey);
    if (!stored) throw new Error(`card sim: charge ${input.idempotencyKey} vanished`);
    return this.checkedRepeat(stored, input.amountCents);
  }

  private async chargeOfKey(idempotencyKey: string): Promise<{ id: string; data: ChargeData } | undefined> {
    const [row] = await this.db
      .select({ id: providerSimObjects.id, data: providerSimObjects.data })
      .from(providerSimObjects)
      .where(eq(providerSimObjects.idempotencyKey, idempotencyKey));
    return row ? { id: row.id, data: row.data as ChargeData } : undefined;
  }

  /** Like Stripe, a key reused for another amount is refused rather than answered with the old charge. */
  private checkedRepeat(charge: { id: string; data: ChargeData }, amountCents: number): ProviderCharge {
    if (charge.data.amountCents !== amountCents) {
      throw new ProviderRejectedError(
        'idempotency_key_in_use',
        'This idempotency key was already used for a charge of another amount.',
      );
    }
    return {
      providerChargeId: charge.id,
      status: charge.data.status,
      failureCode: charge.data.failureCode,
      failureMessage: charge.data.failureMessage,
    };
  }

  private async object<T>(db: Database, type: string, id: string): Promise<T | null> {
    const [row] = await db
      .select({ data: providerSimObjects.data })
      .from(providerSimObjects)
      .where(and(eq(providerSimObjects.id, id), eq(providerSimObjects.type, type)));
    return row ? (row.data as T) : null;
  }

  private async update(db: Database, id: string, data: SetupIntentData): Promise<void> {
    await db
      .update(providerSimObjects)
      .set({ data, updatedAt: sql`now()` })
      .where(eq(providerSimObjects.id, id));
  }
}

/** A card is good through the last day of its expiry month. */
function expired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}
