import { type ReverseShipmentRow, todayIso } from '@console/contract';
import { AppLink, Drawer } from '@console/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useServices } from '../../app/ServicesContext';
import { LoadFailed } from '../../shared/LoadFailed';
import { useCsvExport } from '../../shared/list/useCsvExport';
import { useListQuery } from '../../shared/list/useListQuery';
import { usePageQuery } from '../../shared/usePageQuery';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { ReturnDetail } from './ReturnDetail';
import { ReturnList } from './ReturnList';
import { apiQuery, claimPath, exportFileName, returnTabQuery } from './return.logic';
import { createReturnsApi } from './returns.api';
import { useReturnActions } from './useReturnActions';

/**
 * The reverse shipments tab of /warranty/index (`?view=returns`), for every role: the query lives in the URL
 * (with `view`, so a filter change keeps the tab); a return opens in a drawer with its actions.
 */
export function ReturnsTab() {
  const { http } = useServices();
  const api = useMemo(() => createReturnsApi(http), [http]);
  const [query, changeQuery] = useListQuery(returnTabQuery);
  const filters = apiQuery(query);
  const list = usePageQuery({
    queryKey: ['returns', 'list', filters],
    queryFn: () => api.list(filters),
    placeholderData: keepPreviousData,
  });
  const [open, setOpen] = useState<ReverseShipmentRow | null>(null);
  const { detail, handlers, userType } = useReturnActions(open?.id ?? null);
  const { exporting, exportCsv } = useCsvExport(
    () => api.exportCsv(filters),
    () => exportFileName(todayIso()),
  );

  return (
    <>
      <ReturnList
        query={query}
        onQueryChange={changeQuery}
        page={list.data}
        loading={list.isFetching}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        userType={userType}
        onOpen={setOpen}
        onExport={exportCsv}
        exporting={exporting}
      />
      <Drawer
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open ? `Return ${open.rmaNumber}` : ''}
        width="820px"
      >
        {open &&
          (detail.isError && !detail.data ? (
            <LoadFailed message="The return could not be loaded." onRetry={() => void detail.refetch()} />
          ) : detail.data && handlers ? (
            <ReturnDetail
              shipment={detail.data}
              userType={userType}
              handlers={handlers}
              claimLink={<AppLink to={claimPath(detail.data.claim.id)}>{detail.data.claim.number}</AppLink>}
            />
          ) : (
            <LoadingScreen inline />
          ))}
      </Drawer>
    </>
  );
}
