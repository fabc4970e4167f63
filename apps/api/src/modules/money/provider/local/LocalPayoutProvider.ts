// The working local payout provider: it stands in for Stripe Connect, keeping its books in
// `provider_sim_objects` (what Stripe would hold on its side). Accounts start with every onboarding requirement
// due and are enabled once none is; bank accounts behave like Stripe's test numbers, so a failing payout can be
// made on purpose; payouts move pending → in transit → paid (or failed) on the sim's clock. The same
// idempotency key answers the same object. Only the last 4 digits of a bank account are kept, even here.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/database.ts';
import { providerSimObjects } from '../../../../db/schema.ts';
import {
  ONBOARDING_REQUIREMENTS,
  type OnboardingRequirement,
  type PayoutProvider,
  type ProviderAccount,
  type ProviderPayout,
  type ProviderPayoutStatus,
  ProviderRejectedError,
  ProviderUnavailableError,
} from '../PayoutProvider.ts';

/** When a local payout moves on, counted from its creation. */
export interface LocalPayoutTimings {
  /** Seconds until it leaves pending for in transit (LOCAL_PAYOUT_IN_TRANSIT_SECONDS). */
  inTransitAfterSeconds: number;
  /** Seconds until it arrives: paid, or failed for a failing bank account (LOCAL_PAYOUT_ARRIVAL_SECONDS). */
  arrivalAfterSeconds: number;
}

/** Like a standard bank payout: in transit within the hour, at the bank two days later. */
export const DEFAULT_LOCAL_PAYOUT_TIMINGS: LocalPayoutTimings = {
  inTransitAfterSeconds: 3_600,
  arrivalAfterSeconds: 172_800,
};

export interface LocalPayoutProviderOptions extends Partial<LocalPayoutTimings> {
  /** The sim's clock (tests and the demo seed move it; the server's is the real one). */
  now?: () => Date;
}

/** Stripe's test bank account numbers whose payouts fail, with the code and the provider's message. */
export const FAILING_TEST_ACCOUNTS: Readonly<Record<string, { code: string; message: string }>> = {
  '000111111116': {
    code: 'no_account',
    message: 'The bank account details on file are probably incorrect: no bank account could be located.',
  },
  '000111111113': { code: 'account_closed', message: 'The bank account has been closed.' },
  '000222222227': {
    code: 'insufficient_funds',
    message: 'The platform balance had insufficient funds to cover the payout.',
  },
};

/** Failures that say the bank account itself is wrong: the account holder must give another. */
const BANK_ACCOUNT_FAILURES = new Set(['no_account', 'account_closed']);

/** Names of a few routing numbers; any other valid one is a generic test bank. */
const BANK_NAMES: Readonly<Record<string, string>> = {
  '110000000': 'STRIPE TEST BANK',
  '021000021': 'JPMORGAN CHASE BANK',
  '026009593': 'BANK OF AMERICA',
  '121000248': 'WELLS FARGO BANK',
};

interface SimBankAccount {
  id: string;
  routingNumber: string;
  last4: string;
  bankName: string;
  /** The failure code its payouts end in (a failing test number), or null. */
  failureCode: string | null;
}

interface SimAccount {
  companyId: number;
  companyName: string;
  businessProfile: { legalName: string; taxIdLast4: string } | null;
  representative: { firstName: string; lastName: string; dateOfBirth: string } | null;
  bankAccount: SimBankAccount | null;
  tosAcceptedAt: string | null;
  /** Set when a payout bounced off the bank account, which was then removed: a new one is past due. */
  bankAccountFailedAt: string | null;
}

interface SimPayout {
  accountId: string;
  amountCents: number;
  currency: 'usd';
  method: 'standard' | 'instant';
  bankAccountId: string;
  destinationLast4: string;
  createdAt: string;
  inTransitAt: string;
  arrivesAt: string;
  failureCode: string | null;
  failureMessage: string | null;
  /** Whether the failure's effect on the account (a bounced bank account removed) was applied. */
  failureApplied: boolean;
}

const ACCOUNT = 'payout_account';
const PAYOUT = 'payout';
const SECOND_MS = 1_000;

const newId = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 24)}`;

/** The ABA routing number check: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function validRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return d.reduce((sum, digit, i) => sum + digit * (weights[i] ?? 0), 0) % 10 === 0;
}

/** Whole years from `dateOfBirth` (YYYY-MM-DD) to `on`. */
function ageOn(dateOfBirth: string, on: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const today = [on.getUTCFullYear(), on.getUTCMonth() + 1, on.getUTCDate()] as const;
  const hadBirthday = today[1] > month || (today[1] === month && today[2] >= day);
  return today[0] - year - (hadBirthday ? 0 : 1);
}

function validDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

function reject(code: string, message: string, param: string | null = null): never {
  throw new ProviderRejectedError(code, message, param);
}

function required(data: Record<string, string>, param: string, message: string): string {
  const value = data[param]?.trim();
  if (!value) reject('parameter_missing', message, param);
  return value;
}

function requirementsOf(account: SimAccount) {
  const done: Record<OnboardingRequirement, boolean> = {
    business_profile: account.businessProfile !== null,
    representative: account.representative !== null,
    external_account: account.bankAccount !== null,
    tos_acceptance: account.tosAcceptedAt !== null,
  };
  const due = ONBOARDING_REQUIREMENTS.filter((requirement) => !done[requirement]);
  const pastDue: OnboardingRequirement[] =
    account.bankAccountFailedAt && !account.bankAccount ? ['external_account'] : [];
  return { due, pastDue };
}

function accountView(id: string, account: SimAccount): ProviderAccount {
  const { due, pastDue } = requirementsOf(account);
  return {
    providerAccountId: id,
    payoutsEnabled: due.length === 0,
    // The account only receives payouts; the platform charges brands itself.
    chargesEnabled: false,
    requirementsDue: due,
    requirementsPastDue: pastDue,
    currentDeadline: null,
    disabledReason:
      pastDue.length > 0 ? 'requirements.past_due' : due.length > 0 ? 'requirements.currently_due' : null,
    destinationLast4: account.bankAccount?.last4 ?? null,
    destinationBankName: account.bankAccount?.bankName ?? null,
  };
}

/** What one onboarding step changes on the account, after checking what the user entered. */
function stepChange(
  requirement: OnboardingRequirement,
  data: Record<string, string>,
  now: Date,
): Partial<SimAccount> {
  switch (requirement) {
    case 'business_profile': {
      const legalName = required(data, 'legalName', 'Enter the legal name.');
      const taxId = required(data, 'taxId', 'Enter the EIN.');
      if (!/^\d{2}-?\d{7}$/.test(taxId)) reject('invalid_tax_id', 'Enter the EIN as 12-3456789.', 'taxId');
      return { businessProfile: { legalName, taxIdLast4: taxId.slice(-4) } };
    }
    case 'representative': {
      const firstName = required(data, 'firstName', 'Enter the first name.');
      const lastName = required(data, 'lastName', 'Enter the last name.');
      const dateOfBirth = required(data, 'dateOfBirth', 'Enter the date of birth.');
      if (!validDate(dateOfBirth)) reject('invalid_dob', 'Enter a real date of birth.', 'dateOfBirth');
      const age = ageOn(dateOfBirth, now);
      if (age < 18) reject('invalid_dob', 'The representative must be at least 18 years old.', 'dateOfBirth');
      if (age > 120) reject('invalid_dob', 'Enter a real date of birth.', 'dateOfBirth');
      return { representative: { firstName, lastName, dateOfBirth } };
    }
    case 'external_account': {
      const routingNumber = required(data, 'routingNumber', 'Enter the routing number.');
      const accountNumber = required(data, 'accountNumber', 'Enter the account number.');
      if (!validRoutingNumber(routingNumber)) {
        reject('routing_number_invalid', 'This is not a valid US routing number.', 'routingNumber');
      }
      if (!/^\d{4,17}$/.test(accountNumber)) {
        reject('account_number_invalid', 'Enter the account number (4 to 17 digits).', 'accountNumber');
      }
      return {
        bankAccount: {
          id: newId('ba'),
          routingNumber,
          last4: accountNumber.slice(-4),
          bankName: BANK_NAMES[routingNumber] ?? 'TEST BANK',
          failureCode: FAILING_TEST_ACCOUNTS[accountNumber]?.code ?? null,
        },
        bankAccountFailedAt: null,
      };
    }
    case 'tos_acceptance':
      if (data.accepted !== 'true') reject('tos_not_accepted', 'Accept the payout terms.', 'accepted');
      return { tosAcceptedAt: now.toISOString() };
  }
}

function payoutStatusAt(payout: SimPayout, now: Date): ProviderPayoutStatus {
  const time = now.getTime();
  if (time < Date.parse(payout.inTransitAt)) return 'pending';
  if (time < Date.parse(payout.arrivesAt)) return 'in_transit';
  return payout.failureCode ? 'failed' : 'paid';
}

function payoutView(id: string, payout: SimPayout, status: ProviderPayoutStatus): ProviderPayout {
  const failed = status === 'failed';
  return {
    providerPayoutId: id,
    status,
    arrivalDate: payout.arrivesAt.slice(0, 10),
    destinationLast4: payout.destinationLast4,
    failureCode: failed ? payout.failureCode : null,
    failureMessage: failed ? payout.failureMessage : null,
  };
}

export class LocalPayoutProvider implements PayoutProvider {
  readonly name = 'local';
  private readonly db: Database;
  private readonly now: () => Date;
  private readonly timings: LocalPayoutTimings;
  private lostAnswers = 0;

  constructor(db: Database, options: LocalPayoutProviderOptions = {}) {
    this.db = db;
    this.now = options.now ?? (() => new Date());
    this.timings = {
      inTransitAfterSeconds:
        options.inTransitAfterSeconds ?? DEFAULT_LOCAL_PAYOUT_TIMINGS.inTransitAfterSeconds,
      arrivalAfterSeconds: options.arrivalAfterSeconds ?? DEFAULT_LOCAL_PAYOUT_TIMINGS.arrivalAfterSeconds,
    };
  }

  /**
   * The next `calls` payout creations do their work and then lose the answer: they throw
   * `ProviderUnavailableError` as a timeout would, so the caller must retry with the same key.
   */
  loseAnswers(calls = 1): void {
    this.lostAnswers += calls;
  }

  async createAccount(input: {
    companyId: number;
    companyName: string;
    idempotencyKey: string;
  }): Promise<ProviderAccount> {
    const account: SimAccount = {
      companyId: input.companyId,
      companyName: input.companyName,
      businessProfile: null,
      representative: null,
      bankAccount: null,
      tosAcceptedAt: null,
      bankAccountFailedAt: null,
    };
    const { id, data } = await this.createOnce(ACCOUNT, 'acct', input.idempotencyKey, account);
    if (data.companyId !== input.companyId) {
      reject('idempotency_key_in_use', 'This idempotency key was used for another account.');
    }
    return accountView(id, data);
  }

  async retrieveAccount(providerAccountId: string): Promise<ProviderAccount> {
    return accountView(providerAccountId, await this.account(providerAccountId));
  }

  async submitRequirement(
    providerAccountId: string,
    requirement: OnboardingRequirement,
    data: Record<string, string>,
  ): Promise<ProviderAccount> {
    await this.account(providerAccountId);
    const change = stepChange(requirement, data, this.now());
    // A merge in one statement, so two steps submitted at once both stay.
    await this.db
      .update(providerSimObjects)
      .set({
        data: sql`${providerSimObjects.data} || ${JSON.stringify(change)}::jsonb`,
        updatedAt: this.now(),
      })
      .where(and(eq(providerSimObjects.id, providerAccountId), eq(providerSimObjects.type, ACCOUNT)));
    return this.retrieveAccount(providerAccountId);
  }

  async createPayout(input: {
    providerAccountId: string;
    amountCents: number;
    currency: 'usd';
    method: 'standard' | 'instant';
    idempotencyKey: string;
  }): Promise<ProviderPayout> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      reject('amount_invalid', 'The amount must be a positive number of cents.', 'amount');
    }
    const account = await this.account(input.providerAccountId);
    const bank = account.bankAccount;
    if (!bank || requirementsOf(account).due.length > 0) {
      reject('payouts_not_allowed', 'Payouts are not enabled on this account.');
    }
    const created = this.now();
    const failure = bank.failureCode
      ? Object.values(FAILING_TEST_ACCOUNTS).find((failing) => failing.code === bank.failureCode)
      : undefined;
    const payout: SimPayout = {
      accountId: input.providerAccountId,
      amountCents: input.amountCents,
      currency: input.currency,
      method: input.method,
      bankAccountId: bank.id,
      destinationLast4: bank.last4,
      createdAt: created.toISOString(),
      inTransitAt: new Date(created.getTime() + this.timings.inTransitAfterSeconds * SECOND_MS).toISOString(),
      arrivesAt: new Date(created.getTime() + this.timings.arrivalAfterSeconds * SECOND_MS).toISOString(),
      failureCode: failure?.code ?? null,
      failureMessage: failure?.message ?? null,
      failureApplied: false,
    };
    const { id, data } = await this.createOnce(PAYOUT, 'po', input.idempotencyKey, payout);
    const same =
      data.accountId === payout.accountId &&
      data.amountCents === payout.amountCents &&
      data.currency === payout.currency &&
      data.method === payout.method;
    if (!same) {
      reject('idempotency_key_in_use', 'This idempotency key was used for a payout with other parameters.');
    }
    if (this.lostAnswers > 0) {
      this.lostAnswers -= 1;
      throw new ProviderUnavailableError('local payout provider: the answer was lost (a simulated timeout)');
    }
    return this.retrievePayout(id);
  }

  async retrievePayout(providerPayoutId: string): Promise<ProviderPayout> {
    const [row] = await this.db
      .select({ data: providerSimObjects.data })
      .from(providerSimObjects)
      .where(and(eq(providerSimObjects.id, providerPayoutId), eq(providerSimObjects.type, PAYOUT)));
    if (!row) reject('resource_missing', `No such payout: ${providerPayoutId}`);
    const payout = row.data as SimPayout;
    const status = payoutStatusAt(payout, this.now());
    if (status === 'failed' && !payout.failureApplied) await this.applyFailure(providerPayoutId, payout);
    return payoutView(providerPayoutId, payout, status);
  }

  /**
   * A payout that bounced off a bank account that does not exist or is closed: the provider removes that bank
   * account (if it is still the account's), so payouts stop until the holder gives another. Once per payout.
   */
  private async applyFailure(providerPayoutId: string, payout: SimPayout): Promise<void> {
    const claimed = await this.db
      .update(providerSimObjects)
      .set({ data: sql`${providerSimObjects.data} || '{"failureApplied": true}'::jsonb` })
      .where(
        and(
          eq(providerSimObjects.id, providerPayoutId),
          sql`not coalesce((${providerSimObjects.data} ->> 'failureApplied')::boolean, false)`,
        ),
      )
      .returning({ id: providerSimObjects.id });
    if (claimed.length === 0 || !BANK_ACCOUNT_FAILURES.has(payout.failureCode ?? '')) return;
    const change: Partial<SimAccount> = { bankAccount: null, bankAccountFailedAt: this.now().toISOString() };
    await this.db
      .update(providerSimObjects)
      .set({
        data: sql`${providerSimObjects.data} || ${JSON.stringify(change)}::jsonb`,
        updatedAt: this.now(),
      })
      .where(
        and(
          eq(providerSimObjects.id, payout.accountId),
          sql`${providerSimObjects.data} -> 'bankAccount' ->> 'id' = ${payout.bankAccountId}`,
        ),
      );
  }

  private async account(providerAccountId: string): Promise<SimAccount> {
    const [row] = await this.db
      .select({ data: providerSimObjects.data })
      .from(providerSimObjects)
      .where(and(eq(providerSimObjects.id, providerAccountId), eq(providerSimObjects.type, ACCOUNT)));
    if (!row) reject('resource_missing', `No such account: ${providerAccountId}`);
    return row.data as SimAccount;
  }

  /** Writes the object under the key, or answers the one the key already made (the first write wins). */
  private async createOnce<T>(
    type: string,
    prefix: string,
    idempotencyKey: string,
    data: T,
  ): Promise<{ id: string; data: T }> {
    const created = this.now();
    const [inserted] = await this.db
      .insert(providerSimObjects)
      .values({ id: newId(prefix), type, idempotencyKey, data, createdAt: created, updatedAt: created })
      .onConflictDoNothing({ target: providerSimObjects.idempotencyKey })
      .returning({ id: providerSimObjects.id, type: providerSimObjects.type, data: providerSimObjects.data });
    const [row] = inserted
      ? [inserted]
      : await this.db
          .select({ id: providerSimObjects.id, type: providerSimObjects.type, data: providerSimObjects.data })
          .from(providerSimObjects)
          .where(eq(providerSimObjects.idempotencyKey, idempotencyKey));
    if (!row) throw new Error(`local payout provider: the object of key ${idempotencyKey} vanished`);
    if (row.type !== type)
      reject('idempotency_key_in_use', 'This idempotency key was used for another object.');
    return { id: row.id, data: row.data as T };
  }
}
