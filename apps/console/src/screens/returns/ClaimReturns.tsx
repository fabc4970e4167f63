import type { ReturnListQuery } from '@console/contract';
import { AppLink, Card } from '@console/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useServices } from '../../app/ServicesContext';
import { LoadFailed } from '../../shared/LoadFailed';
import { usePageQuery } from '../../shared/usePageQuery';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { ReturnDetail } from './ReturnDetail';
import { reversePath } from './return.logic';
import { createReturnsApi } from './returns.api';
import { useReturnActions } from './useReturnActions';

const ADMIN = 3;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

/** One return of the claim, with its actions. */
function ClaimReturn({ id }: { id: number }) {
  const { detail, handlers, userType } = useReturnActions(id);
  if (detail.isError && !detail.data) {
    return <LoadFailed message="The return could not be loaded." onRetry={() => void detail.refetch()} />;
  }
  if (!detail.data || !handlers) return <LoadingScreen inline />;
  return (
    <div>
      <ReturnDetail shipment={detail.data} userType={userType} handlers={handlers} />
      {userType === ADMIN && (
        <p>
          <AppLink to={reversePath(id)}>Open {detail.data.rmaNumber} on its own page</AppLink>
        </p>
      )}
    </div>
  );
}

/**
 * A claim's return of parts, inside the claim: nothing when the claim has none, else each return (usually
 * one) with the actions the viewer may take.
 */
export function ClaimReturns({ claimId }: { claimId: number }) {
  const { http } = useServices();
  const api = useMemo(() => createReturnsApi(http), [http]);
  const query: ReturnListQuery = { pageNum: 1, pageSize: 20, sort: 'createdAt', claimId };
  const list = usePageQuery({ queryKey: ['returns', 'claim', claimId], queryFn: () => api.list(query) });
  if (list.isError && !list.data) {
    return (
      <Card title="Return of parts">
        <LoadFailed message="The return of parts could not be loaded." onRetry={() => void list.refetch()} />
      </Card>
    );
  }
  const rows = list.data?.rows ?? [];
  if (rows.length === 0) return null;
  return (
    <Card title="Return of parts">
      <Stack>
        {rows.map((row) => (
          <ClaimReturn key={row.id} id={row.id} />
        ))}
      </Stack>
    </Card>
  );
}
