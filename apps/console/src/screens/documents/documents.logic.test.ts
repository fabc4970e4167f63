import { describe, expect, it } from 'vitest';
import { daysUntil, expiryState, expiryText, fileSize, neededItems } from './documents.logic';

const today = '2026-11-25';

describe('expiry of a document', () => {
  it('counts whole days to the last valid day', () => {
    expect(daysUntil('2026-12-07', today)).toBe(12);
    expect(daysUntil('2026-11-20', today)).toBe(-5);
    expect(daysUntil('2027-11-25', today)).toBe(365);
  });

  it('tells none, valid, soon (30 days or fewer) and passed apart', () => {
    expect(expiryState({ expiresOn: null, status: 'approved' }, today)).toBe('none');
    expect(expiryState({ expiresOn: '2026-12-26', status: 'approved' }, today)).toBe('valid');
    expect(expiryState({ expiresOn: '2026-12-25', status: 'approved' }, today)).toBe('soon');
    expect(expiryState({ expiresOn: today, status: 'approved' }, today)).toBe('soon');
    expect(expiryState({ expiresOn: '2026-11-24', status: 'approved' }, today)).toBe('passed');
    expect(expiryState({ expiresOn: '2027-01-01', status: 'expired' }, today)).toBe('passed');
  });

  it('reads the date with what it means', () => {
    expect(expiryText({ expiresOn: null, status: 'uploaded' }, today)).toBe('No expiry');
    expect(expiryText({ expiresOn: '2026-12-07', status: 'approved' }, today)).toBe(
      '2026-12-07 (in 12 days)',
    );
    expect(expiryText({ expiresOn: '2026-11-26', status: 'approved' }, today)).toBe('2026-11-26 (in 1 day)');
    expect(expiryText({ expiresOn: today, status: 'approved' }, today)).toBe('2026-11-25 (last day today)');
    expect(expiryText({ expiresOn: '2026-11-20', status: 'expired' }, today)).toBe('2026-11-20 (passed)');
  });
});

describe('the documents needed panel', () => {
  it('lists what is missing, refused and expired first, then what expires soon and what waits', () => {
    expect(
      neededItems({
        verified: false,
        missing: ['w9', 'insurance_certificate'],
        pendingReview: ['business_license', 'other'],
        rejected: [{ type: 'resale_certificate', reason: 'Unreadable scan.' }],
        expiringSoon: [{ type: 'dealer_agreement', expiresOn: '2026-12-07' }],
        expired: [{ type: 'other', expiresOn: '2026-11-20' }],
      }),
    ).toEqual([
      { tone: 'danger', text: 'Upload: W-9, Insurance certificate (required).' },
      { tone: 'danger', text: 'Resale certificate was rejected: Unreadable scan. Upload a new version.' },
      { tone: 'danger', text: 'Other expired after 2026-11-20. Upload a current one.' },
      { tone: 'warning', text: 'Dealer agreement expires on 2026-12-07: upload the renewed one in time.' },
      { tone: 'info', text: 'Waiting for review: Business license, Other.' },
    ]);
  });

  it('has nothing to say when every document is in order', () => {
    expect(
      neededItems({
        verified: true,
        missing: [],
        pendingReview: [],
        rejected: [],
        expiringSoon: [],
        expired: [],
      }),
    ).toEqual([]);
  });
});

describe('fileSize', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(fileSize(812)).toBe('812 B');
    expect(fileSize(14_500)).toBe('14 kB');
    expect(fileSize(2_500_000)).toBe('2.4 MB');
  });
});
