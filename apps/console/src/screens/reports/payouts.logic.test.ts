import { type PayoutSetup, payoutListQuery } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { readListQuery } from '../../shared/list/listQuery.logic';
import {
  mayManagePayouts,
  minimumText,
  nextStep,
  onboardingSteps,
  payoutChanges,
  payoutFilters,
  setupState,
} from './payouts.logic';

const setup = (
  account: Partial<NonNullable<PayoutSetup['account']>> | null,
  extra: Partial<PayoutSetup> = {},
) => ({
  account: account && {
    payoutsEnabled: false,
    requirementsDue: [],
    requirementsPastDue: [],
    currentDeadline: null,
    disabledReason: null,
    destinationLast4: null,
    destinationBankName: null,
    ...account,
  },
  minimumCents: 2_500,
  availableCents: 0,
  pendingCents: 0,
  inTransitCents: 0,
  nextPayoutBlocker: null,
  ...extra,
});

describe('the payout set-up', () => {
  it('stands not started, information needed, enabled or paused', () => {
    expect(setupState(setup(null))).toBe('not_started');
    expect(setupState(setup({ requirementsDue: ['representative'] }))).toBe('requirements_due');
    expect(setupState(setup({ payoutsEnabled: true, requirementsDue: ['tos_acceptance'] }))).toBe(
      'requirements_due',
    );
    expect(setupState(setup({ payoutsEnabled: true }))).toBe('enabled');
    expect(setupState(setup({ disabledReason: 'under_review' }))).toBe('paused');
  });

  it('lists every step in order and picks an overdue one first', () => {
    const partly = setup({
      requirementsDue: ['external_account', 'tos_acceptance'],
      requirementsPastDue: ['tos_acceptance'],
    });
    expect(onboardingSteps(partly)).toEqual([
      { requirement: 'business_profile', state: 'done' },
      { requirement: 'representative', state: 'done' },
      { requirement: 'external_account', state: 'due' },
      { requirement: 'tos_acceptance', state: 'past_due' },
    ]);
    expect(nextStep(partly)).toBe('tos_acceptance');
    expect(nextStep(setup({ requirementsDue: ['representative', 'external_account'] }))).toBe(
      'representative',
    );
    expect(nextStep(setup({ payoutsEnabled: true }))).toBeNull();
    expect(onboardingSteps(setup(null))).toEqual([]);
  });

  it('says what the minimum payout means for a small balance', () => {
    expect(minimumText({ availableCents: 1_200, minimumCents: 2_500 })).toBe(
      'Payouts start at $25.00: your available $12.00 waits until $13.00 more is available.',
    );
    expect(minimumText({ availableCents: 0, minimumCents: 2_500 })).toBe(
      'Payouts start at $25.00; a smaller available balance waits for the next payout.',
    );
    expect(minimumText({ availableCents: 125_000, minimumCents: 2_500 })).toBe(
      'Payouts start at $25.00; a smaller available balance waits for the next payout.',
    );
  });

  it('is the owner’s to complete', () => {
    expect(mayManagePayouts(1)).toBe(true);
    expect(mayManagePayouts(2)).toBe(false);
    expect(mayManagePayouts(3)).toBe(false);
    expect(mayManagePayouts(undefined)).toBe(false);
  });
});

describe('payouts', () => {
  it('read their filters from the URL, dropping what the contract refuses', () => {
    const query = readListQuery(payoutListQuery, new URLSearchParams('status=failed&from=2026-11-01&to=bad'));
    expect(payoutFilters(query)).toEqual({ status: 'failed', from: '2026-11-01', to: undefined });
  });

  it('turn a status history into changes from one status to the next', () => {
    expect(
      payoutChanges([
        { status: 'pending', at: '2026-11-20T06:00:00.000Z', note: null },
        { status: 'in_transit', at: '2026-11-20T07:00:00.000Z', note: null },
        { status: 'failed', at: '2026-11-23T07:00:00.000Z', note: 'account_closed' },
      ]),
    ).toEqual([
      { from: null, to: 'pending', actor: null, reason: null, at: '2026-11-20T06:00:00.000Z' },
      { from: 'pending', to: 'in_transit', actor: null, reason: null, at: '2026-11-20T07:00:00.000Z' },
      {
        from: 'in_transit',
        to: 'failed',
        actor: null,
        reason: 'account_closed',
        at: '2026-11-23T07:00:00.000Z',
      },
    ]);
  });
});
