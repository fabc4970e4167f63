import type { Availability } from '@console/contract';
import { addDays } from '@console/contract';
import { useCallback, useRef } from 'react';
import { useRequest } from '../../shared/useRequest';

/** The slot picker shows a week at a time. */
export const PICKER_DAYS = 7;

export type LoadAvailability = (from: string, to: string) => Promise<Availability>;

/**
 * The offered slots of the week starting `from`, loaded again when the week changes. The loader may be a
 * new function on every render (an inline arrow): only the week decides when to ask again.
 */
export function useAvailability(load: LoadAvailability, from: string) {
  const latest = useRef(load);
  latest.current = load;
  const loadWeek = useCallback(() => latest.current(from, addDays(from, PICKER_DAYS - 1)), [from]);
  return useRequest(loadWeek);
}
