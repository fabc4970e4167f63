import { describe, expect, it } from 'vitest';
import { timezoneName } from '../../shared/display.logic';
import { shopDetail } from './shops.fixtures';
import { dayWithNote, SHOP_FORM_FIELDS, shopFormSchema, shopFormValues } from './shops.logic';

describe('the shop form', () => {
  it('takes blank coordinates as none, and one of two as missing the other', () => {
    const coordinates = shopFormSchema.shape.coordinates;
    expect(coordinates.parse({ lat: ' ', lng: '' })).toBeNull();
    expect(coordinates.parse({ lat: '37.8', lng: '-122.44' })).toEqual({ lat: 37.8, lng: -122.44 });
    const half = coordinates.safeParse({ lat: '37.8', lng: '' });
    expect(half.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['lng']);
  });

  it("starts from the shop's values, texts where the form has inputs", () => {
    expect(shopFormValues(shopDetail)).toMatchObject({
      address: { street2: 'Suite 200', state: 'CA' },
      coordinates: { lat: '37.7946', lng: '-122.3999' },
      exceptions: [
        { date: '2026-11-26', note: 'Thanksgiving' },
        { date: '2026-12-24', note: '' },
      ],
    });
    expect(shopFormValues()).toMatchObject({ name: '', coordinates: { lat: '', lng: '' }, exceptions: [] });
  });

  it("names every field a refusal may land on, an exception's periods included", () => {
    expect(SHOP_FORM_FIELDS).toEqual(
      expect.arrayContaining([
        'address.zip',
        'coordinates.lng',
        'hours.mon.3.closes',
        'exceptions.365.hours.0.opens',
      ]),
    );
  });
});

describe('shop display', () => {
  it('reads a day with what makes it special, and a zone by its name', () => {
    expect(dayWithNote({ hours: [], exception: true, note: 'Thanksgiving' })).toBe('Closed (Thanksgiving)');
    expect(dayWithNote({ hours: [{ opens: '10:00', closes: '14:00' }], exception: true, note: null })).toBe(
      '10:00–14:00 (special hours)',
    );
    expect(dayWithNote({ hours: [], exception: false, note: null })).toBe('Closed');
    expect(timezoneName('America/Boise')).toBe('Mountain');
  });
});
