import { HttpError } from '@console/core';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../shared/testing/storyFixtures';
import { preview, result } from './amount.fixtures';
import {
  amountsFileName,
  companyPath,
  countOf,
  listSortOf,
  payoutsEnabledText,
  requirementsText,
  runFailureOf,
  runSummary,
  tableSortOf,
} from './amount.logic';

describe('the sort', () => {
  it('maps the list endpoint’s sorts to the table’s and back', () => {
    expect(tableSortOf('available_desc')).toBe('-available');
    expect(tableSortOf('available_asc')).toBe('available');
    expect(tableSortOf('name')).toBe('company');
    expect(tableSortOf(undefined)).toBeUndefined();
    expect(listSortOf('-available')).toBe('available_desc');
    expect(listSortOf('available')).toBe('available_asc');
    expect(listSortOf('company')).toBe('name');
    expect(listSortOf('-company')).toBe('name');
    expect(listSortOf(undefined)).toBeUndefined();
  });
});

describe('the columns in words', () => {
  it('says whether payouts are enabled and what is still due', () => {
    expect([true, false, null].map(payoutsEnabledText)).toEqual(['Yes', 'No', 'Not set up']);
    expect(requirementsText([])).toBe('None');
    expect(requirementsText(['external_account', 'tos_acceptance'])).toBe(
      'Bank account for payouts; Payout terms accepted',
    );
  });

  it('links a company to its admin page', () => {
    expect(companyPath({ companyId: 10, type: 1 })).toBe('/admin-company/brand/detail/10');
    expect(companyPath({ companyId: 11, type: 2 })).toBe('/admin-company/retailer/detail/11');
  });
});

describe('a run', () => {
  it('sums up what was queued and who was skipped', () => {
    expect(countOf(1, 'payout')).toBe('1 payout');
    expect(countOf(0, 'payout')).toBe('0 payouts');
    expect(countOf(2, 'company', 'companies')).toBe('2 companies');
    expect(runSummary(result)).toBe('2 payouts queued ($12,745.50). 2 companies skipped.');
    expect(runSummary({ payouts: [], skipped: preview.skipped.slice(0, 1) })).toBe(
      'No payout queued. 1 company skipped.',
    );
    expect(runSummary({ payouts: result.payouts, skipped: [] })).toBe('2 payouts queued ($12,745.50).');
  });

  it('reads a 409 as a preview that no longer holds, a lost answer as one to confirm again', () => {
    expect(runFailureOf(refusal(409, 'Balances changed since the preview.'))).toEqual({
      kind: 'stale',
      message:
        'Balances moved since this preview, so nothing was queued. Preview again to see what would be paid now.',
    });
    expect(
      runFailureOf(refusal(409, 'Still processed.', { error: 'idempotency_key_in_use', fields: undefined })),
    ).toEqual({
      kind: 'stale',
      message: 'This run is still being queued. Wait a moment, then preview again.',
    });
    expect(runFailureOf(new HttpError('Network Error', { code: 0, network: true }))).toEqual({
      kind: 'failed',
      message:
        'The answer did not arrive. Confirm again: the same run is sent again, so nothing is paid twice.',
    });
    expect(runFailureOf(refusal(403, 'Only a super admin or a finance admin can do this.'))).toEqual({
      kind: 'failed',
      message: 'Only a super admin or a finance admin can do this.',
    });
  });

  it('names the CSV by the day', () => {
    expect(amountsFileName('2026-11-25')).toBe('amounts-2026-11-25.csv');
  });
});
