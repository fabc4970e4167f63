import type { CompanyDocumentType } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { hasRequiredDocuments } from './requiredDocuments.ts';

const set = (...types: CompanyDocumentType[]) => new Set(types);

describe('hasRequiredDocuments', () => {
  it('asks a retailer for its W-9, business licence and insurance certificate', () => {
    expect(hasRequiredDocuments(2, set('w9', 'business_license', 'insurance_certificate'))).toBe(true);
    expect(hasRequiredDocuments(2, set('w9', 'insurance_certificate', 'dealer_agreement', 'other'))).toBe(
      false,
    );
  });

  it('asks a brand for its W-9 and insurance certificate only', () => {
    expect(hasRequiredDocuments(1, set('w9', 'insurance_certificate'))).toBe(true);
    expect(hasRequiredDocuments(1, set('w9'))).toBe(false);
  });

  it('never counts the platform, which has nothing to send', () => {
    expect(hasRequiredDocuments(3, set('w9', 'business_license', 'insurance_certificate'))).toBe(false);
  });
});
