import { describe, expect, it } from 'vitest';
import { ageInDays, claimActions, isOpenClaim, lineCents } from './claim.logic';

describe('claims as the screens show them', () => {
  it('offers each role only the transitions the server allows from the status', () => {
    expect(claimActions('submitted', 1)).toEqual(['review']);
    expect(claimActions('submitted', 2)).toEqual(['cancel']);
    expect(claimActions('submitted', 3)).toEqual(['review', 'cancel']);
    expect(claimActions('under_review', 1)).toEqual(['requestInfo', 'approve', 'reject']);
    expect(claimActions('under_review', 2)).toEqual([]);
    expect(claimActions('needs_info', 2)).toEqual(['resubmit', 'cancel']);
    expect(claimActions('needs_info', 1)).toEqual([]);
    expect(claimActions('rejected', 3)).toEqual(['reopen']);
    expect(claimActions('rejected', 1)).toEqual([]);
    expect(claimActions('compensated', 3)).toEqual([]);
    expect(claimActions('submitted', undefined)).toEqual([]);
  });

  it('knows which claims are still open', () => {
    expect(isOpenClaim('needs_info')).toBe(true);
    expect(isOpenClaim('awaiting_return')).toBe(false);
  });

  it('prices a line as the server does, rounding to the cent', () => {
    expect(lineCents(1.5, 11_000)).toBe(16_500);
    expect(lineCents(0.33, 333)).toBe(110);
    expect(lineCents(Number.NaN, 100)).toBe(0);
  });

  it('ages a claim in whole days', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(ageInDays('2026-11-20T13:00:00Z', now)).toBe(1);
    expect(ageInDays('2026-11-22T11:00:00Z', now)).toBe(0);
    expect(ageInDays('2026-11-23T11:00:00Z', now)).toBe(0);
  });
});
