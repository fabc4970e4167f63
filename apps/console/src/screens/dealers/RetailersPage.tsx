import { type DealerAction, type DealerRow, dealerListQuery } from '@console/contract';
import { userInfoAtom } from '@console/core';
import { Drawer, Skeleton, Tabs } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import { LoadFailed } from '../../shared/LoadFailed';
import { ScreenLayout } from '../../shared/ScreenLayout';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { StatusHistory } from '../../shared/StatusHistory';
import { usePageQuery } from '../../shared/usePageQuery';
import { DealerSharingTab } from '../liveData/DealerSharingTab';
import { DealerActionDialog } from './DealerActionDialog';
import { DEALER_STATUSES, mayChangeDealerships } from './dealer.logic';
import { createDealersApi, type DealerActionBody } from './dealers.api';
import { InviteDialog } from './InviteDialog';
import { REQUESTS, RetailersTab } from './RetailersTab';

/**
 * /company/retailers (brands): the brand's retailers and, on their own tabs (the URL's `view`), the
 * retailers asking to become dealers and what dealers in the Live Data Program share. Owners and managers invite, answer and change dealerships in
 * dialogs; anyone of the brand reads a dealership's history.
 */
export function RetailersPage({ title }: ShellScreenProps) {
  const { http, store } = useServices();
  const userInfo = useStoreValue(store, userInfoAtom);
  const canAct = mayChangeDealerships(userInfo?.user_role);
  const api = useMemo(() => createDealersApi(http), [http]);
  const queries = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('view');
  const view = asked === 'requests' || asked === 'liveData' ? asked : 'all';
  const [inviting, setInviting] = useState(false);
  const [candidateSearch, setCandidateSearch] = useState('');
  const [target, setTarget] = useState<{ row: DealerRow; action: DealerAction } | null>(null);
  const [history, setHistory] = useState<DealerRow | null>(null);

  const requestCount = usePageQuery({
    queryKey: ['dealers', 'retailers', 'requestCount'],
    queryFn: () =>
      api.retailers({ ...dealerListQuery.parse({ pageSize: 1 }), ...REQUESTS }).then((page) => page.total),
  });
  const candidates = usePageQuery({
    queryKey: ['dealers', 'candidates', candidateSearch],
    queryFn: () => api.candidates(candidateSearch),
    enabled: inviting,
  });
  const changes = usePageQuery({
    queryKey: ['dealers', 'history', history?.brand.id, history?.retailer.id],
    queryFn: () => api.history(history?.brand.id as number, history?.retailer.id as number),
    enabled: history !== null,
  });

  // A dealership decides which retailers the warranty filters offer: those lists load again too.
  const refresh = () => {
    void queries.invalidateQueries({ queryKey: ['dealers'] });
    void queries.invalidateQueries({ queryKey: ['filterCompanies'] });
  };
  const act = async (body: DealerActionBody) => {
    if (!target) return;
    const { row, action } = target;
    if (action === 'invite')
      await api.invite({ retailerId: row.retailer.id, dealerNumber: body.dealerNumber });
    else
      await api.actOnRetailer(row.retailer.id, action, action === 'accept' ? body : { reason: body.reason });
    refresh();
  };
  const tab = (requests: boolean) => (
    <RetailersTab
      api={api}
      requests={requests}
      canAct={canAct}
      onInvite={() => setInviting(true)}
      onAction={(row, action) => setTarget({ row, action })}
      onHistory={setHistory}
    />
  );

  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <Tabs
        aria-label="Retailer views"
        value={view}
        onValueChange={(next) =>
          setSearch(next !== 'all' ? new URLSearchParams({ view: next }) : new URLSearchParams(), {
            replace: true,
          })
        }
        items={[
          { value: 'all', label: 'Retailers', content: tab(false) },
          {
            value: 'requests',
            label: requestCount.data ? `Requests (${requestCount.data})` : 'Requests',
            content: tab(true),
          },
          { value: 'liveData', label: 'Live data', content: <DealerSharingTab /> },
        ]}
      />
      <InviteDialog
        open={inviting}
        candidates={candidates.data}
        searching={candidates.isFetching}
        onSearch={setCandidateSearch}
        onInvite={async (body) => {
          await api.invite(body);
          refresh();
        }}
        onClose={() => setInviting(false)}
      />
      <DealerActionDialog
        target={target && { side: 'brand', action: target.action, name: target.row.retailer.name }}
        onConfirm={act}
        onClose={() => setTarget(null)}
      />
      <Drawer
        open={history !== null}
        onOpenChange={(open) => !open && setHistory(null)}
        title={`History of ${history?.retailer.name ?? ''}`}
        width="640px"
      >
        {changes.data ? (
          <StatusHistory
            label="Dealership history"
            changes={changes.data}
            statusLabel={(status) => DEALER_STATUSES[status].label}
          />
        ) : changes.isError ? (
          <LoadFailed message="The history could not be loaded." onRetry={() => void changes.refetch()} />
        ) : (
          <Skeleton rows={3} />
        )}
      </Drawer>
    </ScreenLayout>
  );
}
