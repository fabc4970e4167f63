import { describe, expect, it } from 'vitest';
import { selectAllState, toggleValue } from './checkbox.logic';

const order = ['city', 'cargo', 'mtb'];

describe('toggleValue', () => {
  it('adds a value in the options order, whatever the click order', () => {
    expect(toggleValue(['mtb'], 'city', true, order)).toEqual(['city', 'mtb']);
    expect(toggleValue(['city', 'mtb'], 'cargo', true, order)).toEqual(['city', 'cargo', 'mtb']);
  });

  it('removes a value', () => {
    expect(toggleValue(['city', 'cargo'], 'city', false, order)).toEqual(['cargo']);
  });

  it('does not duplicate a value ticked twice', () => {
    expect(toggleValue(['cargo'], 'cargo', true, order)).toEqual(['cargo']);
  });

  it('keeps values that are not among the options at the end', () => {
    expect(toggleValue(['retired'], 'mtb', true, order)).toEqual(['mtb', 'retired']);
  });
});

describe('selectAllState', () => {
  it('is false with nothing, indeterminate with some, true with all', () => {
    expect(selectAllState([], order)).toBe(false);
    expect(selectAllState(['cargo'], order)).toBe('indeterminate');
    expect(selectAllState(['mtb', 'city', 'cargo'], order)).toBe(true);
  });

  it('ignores selected values that are not in the list', () => {
    expect(selectAllState(['retired'], order)).toBe(false);
  });

  it('is false for an empty list', () => {
    expect(selectAllState([], [])).toBe(false);
  });
});
