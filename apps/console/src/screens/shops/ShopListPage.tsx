import { shopListQuery, todayIso } from '@console/contract';
import { Drawer, useNavigation } from '@console/ui';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useCsvExport } from '../../shared/list/useCsvExport';
import { useListQuery } from '../../shared/list/useListQuery';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { useFilterCompanies } from '../../shared/useFilterCompanies';
import { usePageQuery } from '../../shared/usePageQuery';
import { ShopForm } from './ShopForm';
import { ShopList } from './ShopList';
import { createShopsApi } from './shops.api';
import { useShopViewer } from './useShopViewer';

/** /company/shop (a retailer's shops) and /admin/shop/index (every company's, with a company filter). */
export function ShopListPage({ title }: ShellScreenProps) {
  const { http } = useServices();
  const { navigate } = useNavigation();
  const queries = useQueryClient();
  const api = useMemo(() => createShopsApi(http), [http]);
  const viewer = useShopViewer();
  const [query, changeQuery] = useListQuery(shopListQuery);
  const list = usePageQuery({
    queryKey: ['shops', 'list', query],
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });
  const { retailers } = useFilterCompanies();
  const [adding, setAdding] = useState(false);
  const { exporting, exportCsv } = useCsvExport(
    () => api.exportCsv(query),
    () => `shops-${todayIso()}.csv`,
  );
  return (
    <>
      <ShopList
        title={title}
        query={query}
        onQueryChange={changeQuery}
        page={list.data}
        loading={list.isFetching}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        companies={viewer.admin ? retailers : undefined}
        detailPath={viewer.detailPath}
        onAdd={viewer.editor ? () => setAdding(true) : undefined}
        onExport={exportCsv}
        exporting={exporting}
      />
      <Drawer open={adding} onOpenChange={setAdding} title="Add shop" width="960px">
        {adding && (
          <ShopForm
            onSave={api.create}
            onSaved={(shop) => {
              setAdding(false);
              void queries.invalidateQueries({ queryKey: ['shops'] });
              navigate(viewer.detailPath(shop.id));
            }}
            onCancel={() => setAdding(false)}
          />
        )}
      </Drawer>
    </>
  );
}
