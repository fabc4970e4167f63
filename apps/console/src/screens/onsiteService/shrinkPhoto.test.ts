import { describe, expect, it } from 'vitest';
import { fitWithin, PHOTO_MAX_SIDE } from './shrinkPhoto';

describe('fitWithin', () => {
  it('scales a large photo down to the longest side, keeping its shape', () => {
    expect(fitWithin(4032, 3024, PHOTO_MAX_SIDE)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3000, 4000, 2000)).toEqual({ width: 1500, height: 2000 });
  });

  it('never scales a small photo up', () => {
    expect(fitWithin(800, 600, PHOTO_MAX_SIDE)).toEqual({ width: 800, height: 600 });
  });
});
