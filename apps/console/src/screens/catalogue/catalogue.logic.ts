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

/** A term's length: '24 months', '1 month', or 'Lifetime'. */
export function durationLabel(months: number | null): string {
  if (months === null) return 'Lifetime';
  return months === 1 ? '1 month' : `${months} months`;
}
