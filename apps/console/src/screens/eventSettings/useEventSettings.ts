import type { EventTypeBody, EventTypeRow, EventTypeStatus } from '@console/contract';
import { userInfoAtom } from '@console/core';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import { useSuccessMessage } from '../../shared/form/useSuccessMessage';
import { usePageQuery } from '../../shared/usePageQuery';
import type { EventSettingsProps } from './EventSettings';
import { createEventSettingsApi } from './eventSettings.api';
import { kindsFor, statusChangedMessage } from './eventSettings.logic';

const ADMIN = 3;
/** `user_role` of a company's manager: the owner (1) and managers set up event types. */
const MANAGER = 2;

type Query = Pick<EventSettingsProps, 'query' | 'onQueryChange'>;

/** The Event Setting screen's data and actions for a list query (kept in the URL, or in a tab's state). */
export function useEventSettings({ query, onQueryChange }: Query): EventSettingsProps {
  const { http, store } = useServices();
  const api = useMemo(() => createEventSettingsApi(http), [http]);
  const userInfo = useStoreValue(store, userInfoAtom);
  const queries = useQueryClient();
  const confirm = useSuccessMessage();
  const list = usePageQuery({
    queryKey: ['eventTypes', 'list', query],
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });
  const options = usePageQuery({ queryKey: ['eventTypes', 'options'], queryFn: api.options });
  const refresh = () => void queries.invalidateQueries({ queryKey: ['eventTypes'] });
  const saved = <T>(call: Promise<T>) =>
    call.then((result) => {
      refresh();
      return result;
    });
  return {
    query,
    onQueryChange,
    page: list.data,
    loading: list.isFetching,
    failed: list.isError,
    onRetry: () => void list.refetch(),
    kinds: kindsFor(userInfo?.user_type ?? undefined),
    options: options.data,
    editable: userInfo?.user_type !== ADMIN && (userInfo?.user_role ?? Number.POSITIVE_INFINITY) <= MANAGER,
    loadDetail: api.detail,
    onCreate: (body: EventTypeBody) => saved(api.create(body)),
    onUpdate: (id: number, body: EventTypeBody) => saved(api.update(id, body)),
    onSetStatus: (row: EventTypeRow, status: EventTypeStatus) =>
      void saved(api.setStatus(row.id, status)).then(
        () => confirm(statusChangedMessage(row.title, status)),
        // The http client has said why.
        () => {},
      ),
    onDuplicate: (row: EventTypeRow) =>
      void saved(api.duplicate(row.id)).then(
        (copy) => confirm(`${row.title} copied as the draft "${copy.title}".`),
        () => {},
      ),
  };
}
