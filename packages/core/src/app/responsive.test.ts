import { describe, expect, it } from 'vitest';
import { deviceForWidth, topNavVisibleCount } from './responsive';

describe('deviceForWidth', () => {
  it('is mobile below 992 px and desktop from 992 px', () => {
    expect(deviceForWidth(991)).toBe('mobile');
    expect(deviceForWidth(992)).toBe('desktop');
    expect(deviceForWidth(0)).toBe('mobile');
    expect(deviceForWidth(1440)).toBe('desktop');
  });
});

describe('topNavVisibleCount', () => {
  it('is a third of the body width over 85, at least 1', () => {
    expect(topNavVisibleCount(0)).toBe(1);
    expect(topNavVisibleCount(255)).toBe(1);
    expect(topNavVisibleCount(509)).toBe(1);
    expect(topNavVisibleCount(510)).toBe(2);
    expect(topNavVisibleCount(764)).toBe(2);
    expect(topNavVisibleCount(765)).toBe(3);
    expect(topNavVisibleCount(1920)).toBe(7);
    expect(topNavVisibleCount(Number.NaN)).toBe(1);
  });
});
