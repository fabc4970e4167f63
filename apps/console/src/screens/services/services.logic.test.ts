import { describe, expect, it } from 'vitest';
import { durationText, offeredAtText, serviceFormValues, shopChoices } from './services.logic';

const shops = [
  { id: 1, name: 'Embarcadero', status: 'active' as const },
  { id: 2, name: 'Sausalito', status: 'inactive' as const },
  { id: 3, name: 'Mission', status: 'active' as const },
];

describe('the service menu', () => {
  it('offers the active shops, and an inactive one only when the service is already offered there', () => {
    expect(shopChoices(shops, []).map((choice) => choice.label)).toEqual(['Embarcadero', 'Mission']);
    expect(shopChoices(shops, [2])).toContainEqual({ value: '2', label: 'Sausalito (inactive)' });
  });

  it('reads where a service is offered: every active shop as "All shops", a long list shortened', () => {
    const at = (...ids: number[]) => shops.filter((shop) => ids.includes(shop.id));
    expect(offeredAtText(at(1, 3), shops)).toBe('All shops');
    expect(offeredAtText(at(1, 2), shops)).toBe('Embarcadero, Sausalito');
    const many = ['A', 'B', 'C', 'D', 'E'].map((name, index) => ({ id: 10 + index, name }));
    expect(offeredAtText(many, shops)).toBe('A, B and 3 more');
    expect(offeredAtText(many.slice(0, 3), shops)).toBe('A, B, C');
  });

  it('reads durations in hours and minutes', () => {
    expect(durationText(45)).toBe('45 min');
    expect(durationText(60)).toBe('1 h');
    expect(durationText(90)).toBe('1 h 30 min');
  });

  it("starts a form from a service's values, its shops as ids", () => {
    expect(
      serviceFormValues({
        id: 4,
        name: 'Fitting',
        category: 'fitting',
        durationMinutes: 90,
        priceCents: 15_000,
        shops: [{ id: 3, name: 'Mission' }],
        bookableOnline: false,
        active: true,
        updatedAt: '2026-11-20T10:00:00.000Z',
      }),
    ).toEqual({
      name: 'Fitting',
      category: 'fitting',
      durationMinutes: 90,
      priceCents: 15_000,
      shopIds: [3],
      bookableOnline: false,
      active: true,
    });
    expect(serviceFormValues()).toMatchObject({ name: '', shopIds: [], bookableOnline: true, active: true });
  });
});
