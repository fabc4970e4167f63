import { useNavigation } from '@console/ui';
import { useMemo } from 'react';

/** The current page's query (`?email=`, `?redirect=`, `?sign=`), read from the app's navigation. */
export function useQuery(): URLSearchParams {
  const { fullPath } = useNavigation();
  return useMemo(() => new URLSearchParams(fullPath.split('?')[1]?.split('#')[0] ?? ''), [fullPath]);
}
