import { type WarrantyListQuery, warrantyListQuery } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { readListQuery } from '../../shared/list/listQuery.logic';
import type { ScreenDataPrefetch } from '../../shared/screenData';
import { createWarrantyApi, type WarrantyApi } from './warranty.api';

/** A page of the warranties list (the list tab and the route's loader share the key). */
export const warrantyListOptions = (api: WarrantyApi, query: WarrantyListQuery) =>
  queryOptions({ queryKey: ['warranties', 'list', query], queryFn: () => api.list(query) });

/** /warranty/index: the list page its URL asks for, when the warranties tab is the one shown. */
export const prefetchWarrantyList: ScreenDataPrefetch = ({ http, queryClient }, search) => {
  if ((search.get('view') ?? 'warranties') !== 'warranties') return;
  const query = readListQuery(warrantyListQuery, search);
  void queryClient.prefetchQuery(warrantyListOptions(createWarrantyApi(http), query));
};
