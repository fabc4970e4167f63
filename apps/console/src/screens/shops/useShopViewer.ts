import { userInfoAtom } from '@console/core';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';

const ADMIN = 3;
/** `user_role` of a company's manager: the owner (1) and managers change its shops and service menu. */
const MANAGER = 2;

/** Who is looking at the shops screens: an admin (every company's shops) or the retailer's own people. */
export function useShopViewer() {
  const { store } = useServices();
  const userInfo = useStoreValue(store, userInfoAtom);
  const admin = userInfo?.user_type === ADMIN;
  return {
    admin,
    /** The retailer's owner or a manager. */
    editor: !admin && (userInfo?.user_role ?? Number.POSITIVE_INFINITY) <= MANAGER,
    listPath: admin ? '/admin/shop/index' : '/company/shop',
    detailPath: (id: number) => (admin ? `/admin/shop/detail/${id}` : `/company/shop/detail/${id}`),
  };
}
