import { describe, expect, it } from 'vitest';
import { timezoneOptions, usStateOptions } from './options';

describe('option lists', () => {
  it('has exactly the seven timezones of the spec, in order', () => {
    expect(timezoneOptions).toEqual([
      { label: 'Eastern', value: 'America/New_York' },
      { label: 'Central', value: 'America/Chicago' },
      { label: 'Pacific', value: 'America/Los_Angeles' },
      { label: 'Mountain', value: 'America/Boise' },
      { label: 'Atlantic non-DST', value: 'America/Virgin' },
      { label: 'Alaska', value: 'America/Juneau' },
      { label: 'Hawaii-Aleutian Islands', value: 'Pacific/Honolulu' },
    ]);
  });

  it('has the 50 US states alphabetically, each with a unique two-letter value', () => {
    expect(usStateOptions).toHaveLength(50);
    const labels = usStateOptions.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
    expect(usStateOptions.every((o) => /^[A-Z]{2}$/.test(o.value))).toBe(true);
    expect(new Set(usStateOptions.map((o) => o.value)).size).toBe(50);
    expect(usStateOptions[0]).toEqual({ label: 'Alabama', value: 'AL' });
    expect(usStateOptions).toContainEqual({ label: 'Wyoming', value: 'WY' });
    expect(usStateOptions.map((o) => o.value)).not.toContain('DC');
    expect(usStateOptions.map((o) => o.value)).not.toContain('PR');
  });
});
