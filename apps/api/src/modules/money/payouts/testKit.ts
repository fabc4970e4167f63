// Shared steps of the payouts tests: a test app whose local provider runs on a clock the test moves, companies
// of their own with money on the ledger and payouts set up through the API, and runs confirmed as an admin.

import { randomUUID } from 'node:crypto';
import type { OnboardingStepInput, PayoutRunPreview } from '@console/contract';
import { expect } from 'vitest';
import { LedgerAccount } from '../../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/testApp.ts';
import { addCompany, addUser } from '../../company/testKit.ts';
import { LedgerKind } from '../kinds.ts';
import { postTransaction } from '../ledger.ts';
import { LocalPayoutProvider } from '../provider/local/LocalPayoutProvider.ts';

export type Auth = { authorization: string };

/** The provider's clock: tests move it to make payouts go in transit (1 minute) and arrive (2 minutes). */
export interface SimClock {
  now: Date;
  advance(seconds: number): void;
}

export async function createPayoutsTestApp(options: { jobs?: boolean } = {}) {
  const clock: SimClock = {
    now: new Date(),
    advance(seconds) {
      this.now = new Date(this.now.getTime() + seconds * 1_000);
    },
  };
  const t = await createTestApp({
    jobs: options.jobs ? {} : undefined,
    payouts: (db) => ({
      provider: new LocalPayoutProvider(db, {
        now: () => clock.now,
        inTransitAfterSeconds: 60,
        arrivalAfterSeconds: 120,
      }),
      submitDelaySeconds: 0,
      syncIntervalSeconds: 1,
    }),
  });
  return { t, clock, sim: t.payouts.provider as LocalPayoutProvider };
}

let keys = 0;
const nextKey = (label: string) => {
  keys += 1;
  return `test:${process.pid}:${label}:${keys}`;
};

/** Money straight into the company's available balance (as an approved payment log posts it). */
export function credit(t: TestApp, companyId: number, cents: number): Promise<number> {
  return t.db.transaction((tx) =>
    postTransaction(tx, {
      idempotencyKey: nextKey('credit'),
      kind: LedgerKind.paymentLog,
      referenceType: 'test',
      referenceId: 'credit',
      description: 'Test credit',
      createdBy: null,
      entries: [
        { companyId, account: LedgerAccount.companyAvailable, amountCents: cents },
        { companyId: null, account: LedgerAccount.platformCash, amountCents: -cents },
      ],
    }),
  );
}

/** Claim-like compensation: pending until released. */
export function pendingCredit(t: TestApp, companyId: number, cents: number): Promise<number> {
  return t.db.transaction((tx) =>
    postTransaction(tx, {
      idempotencyKey: nextKey('pending'),
      kind: LedgerKind.claimCompensation,
      referenceType: 'test',
      referenceId: 'pending',
      description: 'Test compensation',
      createdBy: null,
      entries: [
        { companyId, account: LedgerAccount.companyPending, amountCents: cents },
        { companyId: t.ids.brand, account: LedgerAccount.companyReceivable, amountCents: -cents },
      ],
      availableOn: new Date(Date.now() - 60_000),
    }),
  );
}

export const ONBOARDING_STEPS = (accountNumber: string): OnboardingStepInput[] => [
  { requirement: 'business_profile', legalName: 'Test Cycles LLC', taxId: '12-3456789' },
  { requirement: 'representative', firstName: 'Tess', lastName: 'Owner', dateOfBirth: '1980-01-31' },
  { requirement: 'external_account', routingNumber: '110000000', accountNumber },
  { requirement: 'tos_acceptance', accepted: true },
];

/** Starts and finishes the payout set-up as the owner, through the API. */
export async function setUpPayouts(t: TestApp, owner: Auth, accountNumber = '000123456789'): Promise<void> {
  const started = await t.app.inject({ method: 'POST', url: '/api/payouts/setup/start', headers: owner });
  expect(started.statusCode, started.body).toBe(200);
  for (const step of ONBOARDING_STEPS(accountNumber)) {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/payouts/setup/requirement',
      headers: owner,
      payload: step,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
}

/** A new retailer (unless told) with an owner, payouts set up (unless told) and `cents` available. */
export async function payableCompany(
  t: TestApp,
  cents: number,
  options: { type?: number; accountNumber?: string; setUp?: boolean } = {},
) {
  const companyId = await addCompany(t, { type: options.type ?? 2 });
  const owner = await addUser(t, companyId);
  if (options.setUp !== false) await setUpPayouts(t, owner.auth, options.accountNumber);
  if (cents > 0) await credit(t, companyId, cents);
  return { companyId, owner: owner.auth, ownerId: owner.id };
}

export function preview(t: TestApp, admin: Auth, companyIds?: number[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/payoutRuns/preview',
    headers: admin,
    payload: companyIds ? { companyIds } : {},
  });
}

export function confirm(t: TestApp, admin: Auth, body: object, key: string = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/payoutRuns',
    headers: { ...admin, 'idempotency-key': key },
    payload: body,
  });
}

/** Previews a run for the companies and confirms it; the run's answer. */
export async function runPayouts(t: TestApp, admin: Auth, companyIds: number[]) {
  const previewed = await preview(t, admin, companyIds);
  expect(previewed.statusCode, previewed.body).toBe(200);
  const { previewToken } = previewed.json().data as PayoutRunPreview;
  const confirmed = await confirm(t, admin, { companyIds, previewToken });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json().data as {
    runId: number;
    payouts: { id: number; companyId: number; amountCents: number; status: string }[];
    skipped: { companyId: number; reason: string; message: string }[];
  };
}
