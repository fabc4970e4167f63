import { type BrandDealingRow, brandDealingQuery, type DealerAction } from '@console/contract';
import { userInfoAtom } from '@console/core';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import { useListQuery } from '../../shared/list/useListQuery';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { usePageQuery } from '../../shared/usePageQuery';
import { BrandList } from './BrandList';
import { DealerActionDialog } from './DealerActionDialog';
import { mayChangeDealerships } from './dealer.logic';
import { createDealersApi } from './dealers.api';

/**
 * /brand/index (retailers, "Brands on the product"): the brands on the platform and the retailer's
 * dealership with each; the query lives in the URL.
 */
export function BrandsPage({ title }: ShellScreenProps) {
  const { http, store } = useServices();
  const userInfo = useStoreValue(store, userInfoAtom);
  const api = useMemo(() => createDealersApi(http), [http]);
  const queries = useQueryClient();
  const [query, changeQuery] = useListQuery(brandDealingQuery);
  const [target, setTarget] = useState<{ row: BrandDealingRow; action: DealerAction } | null>(null);
  const list = usePageQuery({
    queryKey: ['dealers', 'brands', query],
    queryFn: () => api.brands(query),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <BrandList
        title={title}
        query={query}
        onQueryChange={changeQuery}
        page={list.data}
        loading={list.isFetching}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        canAct={mayChangeDealerships(userInfo?.user_role)}
        onAction={(row, action) => setTarget({ row, action })}
      />
      <DealerActionDialog
        target={target && { side: 'retailer', action: target.action, name: target.row.name }}
        onConfirm={async ({ reason }) => {
          if (!target) return;
          await api.actOnBrand(target.row.id, target.action, { reason });
          // The brands a retailer deals for decide its catalogue and what it may register.
          void queries.invalidateQueries({ queryKey: ['dealers'] });
          void queries.invalidateQueries({ queryKey: ['catalogue'] });
        }}
        onClose={() => setTarget(null)}
      />
    </>
  );
}
