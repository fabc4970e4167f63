// What the payouts area says in words: why a company is not paid, why a payout failed (so the retailer knows
// what to do), what stands between a company and its next payout. Amounts as dollars with cents.
import { PAYOUT_MINIMUM_CENTS, type PayoutSkipReason } from '@console/contract';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 123456 → '$1,234.56' */
export const dollars = (cents: number): string => usd.format(cents / 100);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const MINIMUM_WORDS = `Below the minimum payout of ${dollars(PAYOUT_MINIMUM_CENTS)}`;

/** Why a run leaves a company out, for the admin's preview. */
export function skipMessage(
  reason: PayoutSkipReason,
  facts: { availableCents: number; unsettledCents: number; started: boolean; requirementsDue: number },
): string {
  switch (reason) {
    case 'below_minimum':
      return `${MINIMUM_WORDS}: ${dollars(facts.availableCents)} available.`;
    case 'payouts_not_enabled':
      if (!facts.started) return 'The company has not started its payout set-up.';
      return facts.requirementsDue > 0
        ? `Payout set-up not finished: ${plural(facts.requirementsDue, 'step', 'steps')} still required.`
        : 'The provider has paused payouts to this company.';
    case 'books_disagree':
      return (
        `The available balance (${dollars(facts.availableCents)}) differs from the sum of its unsettled ` +
        `transactions (${dollars(facts.unsettledCents)}): check the ledger before paying.`
      );
    case 'payout_in_flight':
      return 'A payout of this company is still waiting to go to the provider.';
  }
}

/** Why a payout failed, in words the company can act on (the code stays on the payout for support). */
export function failureMessage(code: string, destinationLast4: string | null): string {
  const account = destinationLast4 ? `the bank account ending in ${destinationLast4}` : 'the bank account';
  const back = 'The money is back in your available balance';
  switch (code) {
    case 'no_account':
      return `Your bank could not find ${account}. Check the routing and account numbers and enter the bank account again in your payout set-up. ${back} and goes out with the next payout.`;
    case 'account_closed':
      return `The bank says ${account} is closed. Add an open bank account in your payout set-up. ${back} and goes out with the next payout.`;
    case 'insufficient_funds':
      return `The payout could not be funded on the provider's side; nothing is needed from you. ${back} and goes out with the next payout.`;
    case 'payouts_not_allowed':
      return `The provider has paused payouts to your account: finish the steps your payout set-up lists. ${back}.`;
    default:
      return `The payout failed (${code}). ${back}; if it happens again, contact support.`;
  }
}

/** What stands between a company and its next payout, or null when the next run pays it. */
export function payoutBlocker(
  account: { payoutsEnabled: boolean; requirementsDue: string[]; requirementsPastDue: string[] } | null,
  availableCents: number,
): string | null {
  if (!account) return 'Set up payouts to be paid: add your business details and a bank account.';
  if (account.requirementsPastDue.includes('external_account')) {
    return 'A payout could not reach your bank account: add a bank account to be paid again.';
  }
  if (account.requirementsDue.length > 0) {
    return `Finish your payout set-up: ${plural(account.requirementsDue.length, 'step is', 'steps are')} still required.`;
  }
  if (!account.payoutsEnabled) return 'The provider has paused payouts to your account.';
  if (availableCents < PAYOUT_MINIMUM_CENTS) return `${MINIMUM_WORDS}: ${dollars(availableCents)} available.`;
  return null;
}
