import { onsiteJobStatus } from '@console/contract';
import { contrastRatio } from '@console/core';
import { describe, expect, it } from 'vitest';
import { DELAYED_LOOK, jobStatusLabel, STATUS_LOOKS } from './jobStatus';

describe('status colours', () => {
  it.each(onsiteJobStatus.options)('%s reads at 4.5:1 on its tag and on white', (status) => {
    const look = STATUS_LOOKS[status];
    expect(contrastRatio(look.text, look.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(look.text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('gives every status its own words and colours', () => {
    const looks = Object.values(STATUS_LOOKS);
    expect(new Set(looks.map((look) => look.label)).size).toBe(9);
    expect(new Set(looks.map((look) => look.text)).size).toBe(9);
    expect(new Set(looks.map((look) => look.background)).size).toBe(9);
  });

  it('keeps the DELAYED badge readable', () => {
    expect(contrastRatio(DELAYED_LOOK.text, DELAYED_LOOK.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('says a status in words, never its code', () => {
    expect(jobStatusLabel('cannot_complete')).toBe('Cannot complete');
    expect(jobStatusLabel('en_route')).toBe('En route');
  });
});
