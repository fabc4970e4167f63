import { describe, expect, it } from 'vitest';
import { companyPath, exportFileName, kindOfPath, kindOfType, listPath } from './adminCompanies.logic';

describe('the admins’ company pages', () => {
  it('tell the kind of company from the path, list or company page', () => {
    expect(kindOfPath('/admin-company/brand')).toBe('brand');
    expect(kindOfPath('/admin-company/brand/detail/7?x=1')).toBe('brand');
    expect(kindOfPath('/admin-company/retailer?status=active')).toBe('retailer');
    expect(kindOfPath('/admin-company/retailer/detail/12')).toBe('retailer');
  });

  it('link a company under its own list', () => {
    expect(companyPath(kindOfType(1), 7)).toBe('/admin-company/brand/detail/7');
    expect(companyPath(kindOfType(2), 12)).toBe('/admin-company/retailer/detail/12');
    expect(listPath('retailer')).toBe('/admin-company/retailer');
    expect(exportFileName('brand', '2026-11-25')).toBe('brands-2026-11-25.csv');
  });
});
