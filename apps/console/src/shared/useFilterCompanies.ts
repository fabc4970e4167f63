import type { DirectoryBrandRow, DirectoryRetailerRow, Envelope, NamedCompany } from '@console/contract';
import { userInfoAtom } from '@console/core';
import { dataOf } from '../app/dataOf';
import { useServices } from '../app/ServicesContext';
import { useStoreValue } from '../app/useStoreValue';
import type { Page } from './page';
import { usePageQuery } from './usePageQuery';

const BRAND = 1;
const ADMIN = 3;

const named = (rows: readonly NamedCompany[]): NamedCompany[] => rows.map(({ id, name }) => ({ id, name }));

/**
 * The companies a list may be filtered by, for the viewer: an admin every brand and retailer; a brand its
 * dealers (and no brand filter: it sees only its own); a retailer neither (it sees only its own dealings).
 */
export function useFilterCompanies(): { brands: NamedCompany[]; retailers: NamedCompany[] } {
  const { http, store } = useServices();
  const userInfo = useStoreValue(store, userInfoAtom);
  const userType = userInfo?.user_type;
  const companyId = userInfo?.company_id;
  const admin = userType === ADMIN;
  const brands = usePageQuery({
    queryKey: ['filterCompanies', 'brands'],
    queryFn: () =>
      dataOf(http.get<Envelope<Page<DirectoryBrandRow>>>('/public/brands', { pageSize: 100 })).then((page) =>
        named(page.rows),
      ),
    enabled: admin,
  });
  const retailers = usePageQuery({
    queryKey: ['filterCompanies', 'retailers', userType, companyId],
    queryFn: () =>
      admin
        ? dataOf(http.get<Envelope<Page<DirectoryRetailerRow>>>('/public/retailers', { pageSize: 100 })).then(
            (page) => named(page.rows),
          )
        : dataOf(
            http.get<Envelope<NamedCompany[]>>('/warranties/sellingRetailers', { brandId: companyId }),
          ).then(named),
    enabled: admin || (userType === BRAND && companyId != null),
  });
  return { brands: brands.data ?? [], retailers: retailers.data ?? [] };
}
