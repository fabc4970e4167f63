import { type ServiceMenuItemBody, serviceListQuery, todayIso } from '@console/contract';
import { useDict } from '@console/core';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useSuccessMessage } from '../../shared/form/useSuccessMessage';
import { useCsvExport } from '../../shared/list/useCsvExport';
import { useListQuery } from '../../shared/list/useListQuery';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { useDictionaries } from '../../shared/useDictionaries';
import { usePageQuery } from '../../shared/usePageQuery';
import { useShopViewer } from '../shops/useShopViewer';
import { ServiceMenu } from './ServiceMenu';
import { createServicesApi } from './services.api';
import { SERVICE_CATEGORY_DICT } from './services.logic';

/** /company/service: the retailer's Service Menu, read by everyone of the company, changed by its owner or a manager. */
export function ServiceMenuPage({ title }: ShellScreenProps) {
  const { http } = useServices();
  const api = useMemo(() => createServicesApi(http), [http]);
  const queries = useQueryClient();
  const confirm = useSuccessMessage();
  const { editor } = useShopViewer();
  const [query, changeQuery] = useListQuery(serviceListQuery);
  const list = usePageQuery({
    queryKey: ['services', 'list', query],
    queryFn: () => api.list(query),
    placeholderData: keepPreviousData,
  });
  const shops = usePageQuery({ queryKey: ['shops', 'options'], queryFn: api.shops });
  const categories = useDict(useDictionaries(), SERVICE_CATEGORY_DICT)[SERVICE_CATEGORY_DICT] ?? [];
  const refresh = () => {
    void queries.invalidateQueries({ queryKey: ['services'] });
    // A shop's page counts and lists its services.
    void queries.invalidateQueries({ queryKey: ['shops'] });
  };
  const { exporting, exportCsv } = useCsvExport(
    () => api.exportCsv(query),
    () => `services-${todayIso()}.csv`,
  );
  const saved = <T,>(call: Promise<T>) =>
    call.then((item) => {
      refresh();
      return item;
    });
  return (
    <ServiceMenu
      title={title}
      query={query}
      onQueryChange={changeQuery}
      page={list.data}
      loading={list.isFetching}
      failed={list.isError}
      onRetry={() => void list.refetch()}
      categories={categories}
      shops={shops.data ?? []}
      editable={editor}
      onCreate={(body: ServiceMenuItemBody) => saved(api.create(body))}
      onUpdate={(id, body) => saved(api.update(id, body))}
      onSetActive={(item, active) =>
        void saved(api.setActive(item.id, active)).then(
          () => confirm(active ? `${item.name} is on the menu again.` : `${item.name} is off the menu.`),
          // The http client has said why.
          () => {},
        )
      }
      onExport={exportCsv}
      exporting={exporting}
    />
  );
}
