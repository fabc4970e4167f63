// A company's payout set-up: its account at the provider, opened and completed step by step from the console.
// `connected_accounts` is our copy of what the provider last reported; nothing of the provider's (its account
// id, a full bank account number) goes into an answer.
import {
  type OnboardingRequirement,
  type OnboardingStepBody,
  PAYOUT_MINIMUM_CENTS,
  type PayoutSetup,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import { ApiError } from '../../../app/envelope.ts';
import type { Viewer } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/database.ts';
import { companies, connectedAccounts } from '../../../db/schema.ts';
import { projectedBalance } from '../ledger.ts';
import {
  type PayoutProvider,
  type ProviderAccount,
  ProviderRejectedError,
} from '../provider/PayoutProvider.ts';
import { payoutBlocker } from './words.ts';

/** Writes the provider's report of the company's account over our copy. */
async function saveAccount(
  db: Database,
  companyId: number,
  provider: string,
  account: ProviderAccount,
  now: Date,
): Promise<void> {
  const values = {
    payoutsEnabled: account.payoutsEnabled,
    chargesEnabled: account.chargesEnabled,
    requirementsDue: account.requirementsDue,
    requirementsPastDue: account.requirementsPastDue,
    currentDeadline: account.currentDeadline,
    disabledReason: account.disabledReason,
    destinationLast4: account.destinationLast4,
    destinationBankName: account.destinationBankName,
    updatedAt: now,
  };
  await db
    .insert(connectedAccounts)
    .values({ companyId, provider, providerAccountId: account.providerAccountId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: connectedAccounts.companyId, set: values });
}

/** Asks the provider for the company's account again (after a payout failed, which may have changed it). */
export async function refreshAccount(
  db: Database,
  provider: PayoutProvider,
  companyId: number,
  now = new Date(),
): Promise<void> {
  const [row] = await db
    .select({ providerAccountId: connectedAccounts.providerAccountId })
    .from(connectedAccounts)
    .where(eq(connectedAccounts.companyId, companyId));
  if (!row) return;
  await saveAccount(db, companyId, provider.name, await provider.retrieveAccount(row.providerAccountId), now);
}

/** GET /api/payouts/setup: the company's set-up, balances and what stands before its next payout. */
export async function payoutSetup(db: Database, companyId: number): Promise<PayoutSetup> {
  const [account] = await db
    .select()
    .from(connectedAccounts)
    .where(eq(connectedAccounts.companyId, companyId));
  const balance = await projectedBalance(db, companyId);
  const view = account
    ? {
        payoutsEnabled: account.payoutsEnabled,
        // The provider only reports the codes we ask it for (ONBOARDING_REQUIREMENTS).
        requirementsDue: account.requirementsDue as OnboardingRequirement[],
        requirementsPastDue: account.requirementsPastDue as OnboardingRequirement[],
        currentDeadline: account.currentDeadline?.toISOString() ?? null,
        disabledReason: account.disabledReason,
        destinationLast4: account.destinationLast4,
        destinationBankName: account.destinationBankName,
      }
    : null;
  return {
    account: view,
    minimumCents: PAYOUT_MINIMUM_CENTS,
    availableCents: balance.availableCents,
    pendingCents: balance.pendingCents,
    inTransitCents: balance.inTransitCents,
    nextPayoutBlocker: payoutBlocker(view, balance.availableCents),
  };
}

/** POST /api/payouts/setup/start: opens the company's account at the provider (once, whatever repeats). */
export async function startPayoutSetup(
  db: Database,
  provider: PayoutProvider,
  viewer: Viewer,
  now = new Date(),
): Promise<PayoutSetup> {
  const [started] = await db
    .select({ companyId: connectedAccounts.companyId })
    .from(connectedAccounts)
    .where(eq(connectedAccounts.companyId, viewer.companyId));
  if (!started) {
    const [company] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, viewer.companyId));
    if (!company) throw new ApiError(404, 'Company not found.');
    const account = await provider.createAccount({
      companyId: viewer.companyId,
      companyName: company.name,
      idempotencyKey: `account:company:${viewer.companyId}`,
    });
    await saveAccount(db, viewer.companyId, provider.name, account, now);
  }
  return payoutSetup(db, viewer.companyId);
}

/**
 * POST /api/payouts/setup/requirement: one onboarding step as the user entered it, handed to the provider.
 * What the provider refuses comes back as a 400 on the field it names. A step may be given again (a new bank
 * account replaces the old one).
 */
export async function submitOnboardingStep(
  db: Database,
  provider: PayoutProvider,
  viewer: Viewer,
  body: OnboardingStepBody,
  now = new Date(),
): Promise<PayoutSetup> {
  const [account] = await db
    .select({ providerAccountId: connectedAccounts.providerAccountId })
    .from(connectedAccounts)
    .where(eq(connectedAccounts.companyId, viewer.companyId));
  if (!account) {
    throw new ApiError(409, 'Start the payout set-up first.', undefined, 'payout_setup_not_started');
  }
  const { requirement, ...fields } = body;
  const data = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)]));
  try {
    const updated = await provider.submitRequirement(account.providerAccountId, requirement, data);
    await saveAccount(db, viewer.companyId, provider.name, updated, now);
  } catch (error) {
    if (!(error instanceof ProviderRejectedError)) throw error;
    const fieldErrors = error.param ? { [`body.${error.param}`]: error.message } : undefined;
    throw new ApiError(fieldErrors ? 400 : 422, error.message, fieldErrors, error.code);
  }
  return payoutSetup(db, viewer.companyId);
}
