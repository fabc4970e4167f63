import type { ReverseShipmentDetail } from '@console/contract';
import { userInfoAtom } from '@console/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import { usePageQuery } from '../../shared/usePageQuery';
import type { ReturnHandlers } from './ReturnDetail';
import { labelDownloadName } from './return.logic';
import { createReturnsApi } from './returns.api';

/** The query key of one return's detail. */
export const returnDetailKey = (id: number | null) => ['returns', 'detail', id] as const;

/**
 * One return read and acted on, wherever it is opened (a claim, the admin page, the list's drawer). After an
 * action the detail is the server's answer, and what the action may have changed is fetched again: the
 * lists of returns, the claim (an inspection or a cancellation settles it) and the warranty it hangs on.
 * `id` null reads nothing (a drawer with nothing open).
 */
export function useReturnActions(id: number | null) {
  const { http, store } = useServices();
  const userInfo = useStoreValue(store, userInfoAtom);
  const api = useMemo(() => createReturnsApi(http), [http]);
  const queries = useQueryClient();
  const detail = usePageQuery({
    queryKey: returnDetailKey(id),
    queryFn: () => api.detail(id as number),
    enabled: id !== null,
  });

  const handlers = useMemo((): ReturnHandlers | null => {
    if (id === null) return null;
    const key = returnDetailKey(id);
    const changed = (next: ReverseShipmentDetail) => {
      queries.setQueryData(key, next);
      void queries.invalidateQueries({
        queryKey: ['returns'],
        predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== id,
      });
      void queries.invalidateQueries({ queryKey: ['claims'] });
      void queries.invalidateQueries({ queryKey: ['warranties'] });
      return next;
    };
    return {
      update: (body) => api.update(id, body).then(changed),
      label: (body) => api.label(id, body).then(changed),
      ship: (body) => api.ship(id, body).then(changed),
      receive: (body) => api.receive(id, body).then(changed),
      inspect: (body) => api.inspect(id, body).then(changed),
      close: (body) => api.close(id, body).then(changed),
      cancel: (body) => api.cancel(id, body).then(changed),
      downloadLabel: () => {
        const shipment = queries.getQueryData<ReverseShipmentDetail>(key);
        return api.downloadLabel(
          id,
          labelDownloadName(shipment?.rmaNumber ?? `RMA-${id}`, shipment?.labelFileName ?? ''),
        );
      },
      upload: api.upload,
    };
  }, [api, id, queries]);

  return { detail, handlers, userType: userInfo?.user_type ?? undefined };
}
