import type { ProductCategory, WarrantyStartBasis } from '@console/contract';

export const CATEGORY_NAMES: Record<ProductCategory, string> = {
  class1: 'E-bike class 1',
  class2: 'E-bike class 2',
  class3: 'E-bike class 3',
  cargo: 'Cargo',
  emtb: 'E-MTB',
  scooter: 'Scooter',
  part: 'Part',
  accessory: 'Accessory',
};

export const START_BASIS_NAMES: Record<WarrantyStartBasis, string> = {
  purchase_date: 'Purchase date',
  registration_date: 'Registration date',
};

/** A typed price in dollars ('2,499.5', '$ 12') as whole cents; NaN when it is not a price. */
export function centsOf(text: string): number {
  const plain = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return Number.NaN;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A term's length: '24 months', '1 month', or 'Lifetime'. */
export function durationLabel(months: number | null): string {
  if (months === null) return 'Lifetime';
  return months === 1 ? '1 month' : `${months} months`;
}
