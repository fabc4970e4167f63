import { describe, expect, it } from 'vitest';
import { hasOpeningHours, isProfileComplete } from './quickStart.logic.ts';

const complete = {
  legalName: 'Harbor Cycles LLC',
  street: '1 Embarcadero Ctr',
  city: 'San Francisco',
  state: 'CA',
  zip: '94111',
  phone: '+1 (415) 555-0100',
  timezone: 'America/Los_Angeles',
};

describe('isProfileComplete', () => {
  it('needs the legal name, the address, a phone and a time zone', () => {
    expect(isProfileComplete(complete)).toBe(true);
    for (const field of Object.keys(complete)) {
      expect(isProfileComplete({ ...complete, [field]: null }), field).toBe(false);
      expect(isProfileComplete({ ...complete, [field]: '  ' }), field).toBe(false);
    }
  });
});

describe('hasOpeningHours', () => {
  const closedWeek = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

  it('is true once any day has an opening interval', () => {
    expect(hasOpeningHours({ ...closedWeek, sat: [{ opens: '10:00', closes: '14:00' }] })).toBe(true);
  });

  it('is false for a week closed every day, and for anything that is not a week', () => {
    expect(hasOpeningHours(closedWeek)).toBe(false);
    expect(hasOpeningHours({})).toBe(false);
    expect(hasOpeningHours(null)).toBe(false);
    expect(hasOpeningHours('mon 9-5')).toBe(false);
  });
});
