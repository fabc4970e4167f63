import { describe, expect, it } from 'vitest';
import { durationText, serviceFormValues, shopChoices } from './services.logic';

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
