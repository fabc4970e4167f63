import { describe, expect, it } from 'vitest';
import { onSiteJob } from './myDay.fixtures';
import {
  addressLine,
  dayTitle,
  localToday,
  mapsUrl,
  nextStep,
  phoneTime,
  relativeDay,
  telUrl,
  workBodyOf,
  workValuesOf,
} from './myDay.logic';

describe('nextStep', () => {
  it('is Start driving for an assigned job and Arrived once en route', () => {
    expect(nextStep('assigned')).toEqual({ action: 'depart', label: 'Start driving' });
    expect(nextStep('en_route')).toEqual({ action: 'arrive', label: 'Arrived' });
  });

  it('offers no step button on site (the work form) nor on a finished or unplanned job', () => {
    for (const status of [
      'on_site',
      'completed',
      'cancelled',
      'cannot_complete',
      'new',
      'scheduled',
    ] as const) {
      expect(nextStep(status)).toBeNull();
    }
  });
});

describe('times and days', () => {
  it('shows an ETA on the customer clock with its zone', () => {
    expect(phoneTime('2026-11-27T18:00:00Z', 'America/Los_Angeles')).toBe('10:00 AM PST');
    expect(phoneTime('2026-11-27T18:00:00Z', 'America/New_York')).toBe('1:00 PM EST');
  });

  it('names the days next to today and no others', () => {
    expect(relativeDay('2026-11-27', '2026-11-27')).toBe('Today');
    expect(relativeDay('2026-11-26', '2026-11-27')).toBe('Yesterday');
    expect(relativeDay('2026-11-28', '2026-11-27')).toBe('Tomorrow');
    expect(relativeDay('2026-11-29', '2026-11-27')).toBeNull();
  });

  it('writes a day in full, whatever the device zone', () => {
    expect(dayTitle('2026-11-27')).toBe('Friday, November 27, 2026');
  });

  it('reads today from the device clock', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('links', () => {
  it('searches the whole address on the map', () => {
    expect(addressLine(onSiteJob.customer)).toBe('4120 Telegraph Ave, Oakland, CA 94609');
    expect(mapsUrl(onSiteJob.customer)).toBe(
      'https://maps.google.com/?q=4120%20Telegraph%20Ave%2C%20Oakland%2C%20CA%2094609',
    );
  });

  it('dials the number without its punctuation', () => {
    expect(telUrl('(510) 555-0142')).toBe('tel:5105550142');
    expect(telUrl('+1 510 555 0188')).toBe('tel:+15105550188');
  });
});

describe('the work form', () => {
  it('starts from what the job recorded and sends it back with the version', () => {
    const values = workValuesOf(onSiteJob);
    expect(values).toEqual({
      resolution: 'Cleaned the speed sensor.',
      parts: [{ code: 'RW-SNS-1', description: 'Speed sensor magnet', quantity: 2 }],
      photos: ['8c2d4e6f-1a3b-4c5d-8e7f-9a0b1c2d3e4f.jpg'],
    });
    expect(workBodyOf(values, 7)).toEqual({ version: 7, ...values });
  });

  it('sends a blank resolution as none recorded', () => {
    expect(workBodyOf({ resolution: '  ', parts: [], photos: [] }, 1).resolution).toBeNull();
  });

  it('edits a copy: the job fixture is untouched', () => {
    const values = workValuesOf(onSiteJob);
    values.parts[0] = { code: 'X', description: 'Y', quantity: 1 };
    values.photos.pop();
    expect(onSiteJob.parts[0]?.code).toBe('RW-SNS-1');
    expect(onSiteJob.photos).toHaveLength(1);
  });
});
