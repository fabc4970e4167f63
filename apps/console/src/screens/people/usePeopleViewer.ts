import { userInfoAtom } from '@console/core';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import type { PeopleViewer } from './people.logic';

/** The signed-in user as the people screens need them; an unknown role counts as the lowest (3). */
export function usePeopleViewer(): PeopleViewer {
  const { store } = useServices();
  const userInfo = useStoreValue(store, userInfoAtom);
  return { userId: Number(userInfo?.id ?? 0), role: userInfo?.user_role ?? 3 };
}
