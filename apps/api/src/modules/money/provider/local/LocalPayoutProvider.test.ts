import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerSimObjects } from '../../../../db/schema.ts';
import { createTestApp, type TestApp, testEngine } from '../../../../test/testApp.ts';
import {
  ONBOARDING_REQUIREMENTS,
  ProviderRejectedError,
  ProviderUnavailableError,
} from '../PayoutProvider.ts';
import { LocalPayoutProvider, validRoutingNumber } from './LocalPayoutProvider.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const HOUR_MS = 3_600_000;
let made = 0;

/** A sim on a clock the test moves, and a fresh account on it. */
async function simWithAccount() {
  let now = new Date('2026-03-02T15:00:00Z');
  const sim = new LocalPayoutProvider(t.db, {
    now: () => now,
    inTransitAfterSeconds: 3_600,
    arrivalAfterSeconds: 48 * 3_600,
  });
  made += 1;
  const account = await sim.createAccount({
    companyId: t.ids.retailer,
    companyName: 'Harbor Cycles',
    idempotencyKey: `sim-test:${process.pid}:${made}`,
  });
  return { sim, account, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

async function onboard(sim: LocalPayoutProvider, id: string, accountNumber = '000123456789') {
  await sim.submitRequirement(id, 'business_profile', {
    legalName: 'Harbor Cycles LLC',
    taxId: '94-1234567',
  });
  await sim.submitRequirement(id, 'representative', {
    firstName: 'Rita',
    lastName: 'Retail',
    dateOfBirth: '1984-05-12',
  });
  await sim.submitRequirement(id, 'external_account', { routingNumber: '110000000', accountNumber });
  return sim.submitRequirement(id, 'tos_acceptance', { accepted: 'true' });
}

async function rejection(promise: Promise<unknown>): Promise<ProviderRejectedError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ProviderRejectedError))
    throw new Error(`expected a rejection, got ${String(error)}`);
  return error;
}

describe(`LocalPayoutProvider (${testEngine})`, () => {
  it('opens an account with every requirement due; the same key answers the same account', async () => {
    const { sim, account } = await simWithAccount();
    expect(account).toEqual({
      providerAccountId: expect.stringMatching(/^acct_/),
      payoutsEnabled: false,
      chargesEnabled: false,
      requirementsDue: [...ONBOARDING_REQUIREMENTS],
      requirementsPastDue: [],
      currentDeadline: null,
      disabledReason: 'requirements.currently_due',
      destinationLast4: null,
      destinationBankName: null,
    });
    const again = await sim.createAccount({
      companyId: t.ids.retailer,
      companyName: 'Harbor Cycles',
      idempotencyKey: `sim-test:${process.pid}:${made}`,
    });
    expect(again.providerAccountId).toBe(account.providerAccountId);
  });

  it('clears one requirement a step and enables payouts when none is due, keeping only the last 4 digits', async () => {
    const { sim, account } = await simWithAccount();
    const id = account.providerAccountId;
    const after = await sim.submitRequirement(id, 'business_profile', {
      legalName: 'Harbor Cycles LLC',
      taxId: '941234567',
    });
    expect(after.requirementsDue).toEqual(['representative', 'external_account', 'tos_acceptance']);
    const enabled = await onboard(sim, id);
    expect(enabled).toMatchObject({
      payoutsEnabled: true,
      requirementsDue: [],
      disabledReason: null,
      destinationLast4: '6789',
      destinationBankName: 'STRIPE TEST BANK',
    });
    const [row] = await t.db.select().from(providerSimObjects).where(eq(providerSimObjects.id, id));
    expect(JSON.stringify(row?.data)).not.toContain('000123456789');
    expect(JSON.stringify(row?.data)).not.toContain('941234567');
  });

  it('checks what each step receives and names the field it refuses', async () => {
    const { sim, account } = await simWithAccount();
    const id = account.providerAccountId;
    const cases: [Parameters<LocalPayoutProvider['submitRequirement']>[1], Record<string, string>, string][] =
      [
        ['business_profile', { legalName: 'X', taxId: '12-34' }, 'taxId'],
        ['business_profile', { legalName: ' ', taxId: '12-3456789' }, 'legalName'],
        ['representative', { firstName: 'A', lastName: 'B', dateOfBirth: '2020-02-30' }, 'dateOfBirth'],
        ['representative', { firstName: 'A', lastName: 'B', dateOfBirth: '2015-01-01' }, 'dateOfBirth'],
        ['external_account', { routingNumber: '123456789', accountNumber: '000123456789' }, 'routingNumber'],
        ['external_account', { routingNumber: '110000000', accountNumber: '12a4' }, 'accountNumber'],
        ['tos_acceptance', { accepted: 'false' }, 'accepted'],
      ];
    for (const [requirement, data, param] of cases) {
      const error = await rejection(sim.submitRequirement(id, requirement, data));
      expect(error.param, `${requirement} ${JSON.stringify(data)}`).toBe(param);
    }
    expect((await sim.retrieveAccount(id)).requirementsDue).toEqual([...ONBOARDING_REQUIREMENTS]);
    expect((await rejection(sim.retrieveAccount('acct_missing'))).code).toBe('resource_missing');
  });

  it('knows a routing number by its check digit', () => {
    expect(['110000000', '021000021', '121000248', '026009593'].every(validRoutingNumber)).toBe(true);
    expect(['110000001', '12100024', 'abcdefghi'].some(validRoutingNumber)).toBe(false);
  });

  it('refuses payouts until the account is enabled', async () => {
    const { sim, account } = await simWithAccount();
    const error = await rejection(
      sim.createPayout({
        providerAccountId: account.providerAccountId,
        amountCents: 5_000,
        currency: 'usd',
        method: 'standard',
        idempotencyKey: `sim-test:${process.pid}:early`,
      }),
    );
    expect(error.code).toBe('payouts_not_allowed');
  });

  it('moves a payout pending → in transit → paid on its clock; the same key never makes a second', async () => {
    const { sim, account, advance } = await simWithAccount();
    await onboard(sim, account.providerAccountId);
    const input = {
      providerAccountId: account.providerAccountId,
      amountCents: 12_345,
      currency: 'usd' as const,
      method: 'standard' as const,
      idempotencyKey: `sim-test:${process.pid}:payout:${made}`,
    };
    const [first, second] = await Promise.all([sim.createPayout(input), sim.createPayout(input)]);
    expect(second?.providerPayoutId).toBe(first?.providerPayoutId);
    expect(first).toEqual({
      providerPayoutId: expect.stringMatching(/^po_/),
      status: 'pending',
      arrivalDate: '2026-03-04',
      destinationLast4: '6789',
      failureCode: null,
      failureMessage: null,
    });
    const id = first?.providerPayoutId ?? '';
    advance(HOUR_MS);
    expect((await sim.retrievePayout(id)).status).toBe('in_transit');
    advance(47 * HOUR_MS);
    expect((await sim.retrievePayout(id)).status).toBe('paid');
    const objects = await t.db
      .select()
      .from(providerSimObjects)
      .where(eq(providerSimObjects.idempotencyKey, input.idempotencyKey));
    expect(objects).toHaveLength(1);

    const reused = await rejection(sim.createPayout({ ...input, amountCents: 1 }));
    expect(reused.code).toBe('idempotency_key_in_use');
  });

  it('fails payouts to the failing test numbers with their codes; a bad bank account comes due again', async () => {
    for (const [accountNumber, code, bankDueAgain] of [
      ['000111111116', 'no_account', true],
      ['000111111113', 'account_closed', true],
      ['000222222227', 'insufficient_funds', false],
    ] as const) {
      const { sim, account, advance } = await simWithAccount();
      const id = account.providerAccountId;
      await onboard(sim, id, accountNumber);
      const payout = await sim.createPayout({
        providerAccountId: id,
        amountCents: 2_500,
        currency: 'usd',
        method: 'standard',
        idempotencyKey: `sim-test:${process.pid}:fail:${made}`,
      });
      advance(2 * HOUR_MS);
      expect((await sim.retrievePayout(payout.providerPayoutId)).status).toBe('in_transit');
      advance(48 * HOUR_MS);
      const failed = await sim.retrievePayout(payout.providerPayoutId);
      expect(failed).toMatchObject({
        status: 'failed',
        failureCode: code,
        failureMessage: expect.any(String),
      });
      const after = await sim.retrieveAccount(id);
      expect(after.payoutsEnabled, code).toBe(!bankDueAgain);
      if (bankDueAgain) {
        expect(after).toMatchObject({
          requirementsDue: ['external_account'],
          requirementsPastDue: ['external_account'],
          disabledReason: 'requirements.past_due',
          destinationLast4: null,
        });
        // A new bank account enables payouts again; seeing the old failure again leaves it alone.
        await sim.submitRequirement(id, 'external_account', {
          routingNumber: '121000248',
          accountNumber: '000987654321',
        });
        await sim.retrievePayout(payout.providerPayoutId);
        expect(await sim.retrieveAccount(id)).toMatchObject({
          payoutsEnabled: true,
          requirementsPastDue: [],
          destinationLast4: '4321',
          destinationBankName: 'WELLS FARGO BANK',
        });
      }
    }
  });

  it('can lose the answer after acting: a retry with the same key finds the payout it made', async () => {
    const { sim, account } = await simWithAccount();
    await onboard(sim, account.providerAccountId);
    const input = {
      providerAccountId: account.providerAccountId,
      amountCents: 9_900,
      currency: 'usd' as const,
      method: 'standard' as const,
      idempotencyKey: `sim-test:${process.pid}:lost:${made}`,
    };
    sim.loseAnswers(1);
    await expect(sim.createPayout(input)).rejects.toBeInstanceOf(ProviderUnavailableError);
    const made1 = await t.db
      .select()
      .from(providerSimObjects)
      .where(eq(providerSimObjects.idempotencyKey, input.idempotencyKey));
    expect(made1).toHaveLength(1);
    const retried = await sim.createPayout(input);
    expect(retried.providerPayoutId).toBe(made1[0]?.id);
  });
});
