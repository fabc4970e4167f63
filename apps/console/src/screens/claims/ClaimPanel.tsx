import type { ClaimDetail as Claim } from '@console/contract';
import { isHttpError, userInfoAtom } from '@console/core';
import { Empty } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useStoreValue } from '../../app/useStoreValue';
import { idempotentSend } from '../../shared/idempotentSend';
import { LoadFailed } from '../../shared/LoadFailed';
import { usePageQuery } from '../../shared/usePageQuery';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { canDispatch } from '../onsiteService/dispatch.logic';
import { JobFormFromClaim } from '../onsiteService/JobFormFromClaim';
import { ClaimReturns } from '../returns/ClaimReturns';
import { ClaimDetail, type ClaimHandlers } from './ClaimDetail';
import { createClaimsApi } from './claims.api';

export interface ClaimPanelProps {
  claimId: number;
}

/** A claim read and acted on where it is opened (the unit's page): every change refreshes what it touches. */
export function ClaimPanel({ claimId }: ClaimPanelProps) {
  const { http, store } = useServices();
  const userInfo = useStoreValue(store, userInfoAtom);
  const api = useMemo(() => createClaimsApi(http), [http]);
  const queries = useQueryClient();
  const key = useMemo(() => ['claims', 'detail', claimId], [claimId]);
  const claim = usePageQuery({ queryKey: key, queryFn: () => api.detail(claimId) });
  const brandId = claim.data?.brand.id;
  const types = usePageQuery({
    queryKey: ['fulfillmentTypes', 'brand', brandId],
    queryFn: () => api.fulfillmentTypes(brandId as number),
    enabled: brandId !== undefined,
  });

  const handlers = useMemo((): ClaimHandlers => {
    const changed = (next: Claim) => {
      queries.setQueryData(key, next);
      void queries.invalidateQueries({ queryKey: ['claims', 'list'] });
      void queries.invalidateQueries({ queryKey: ['warranties', 'detail', next.warrantyId] });
      void queries.invalidateQueries({ queryKey: ['returns'] });
      return next;
    };
    const approve = idempotentSend((idempotencyKey: string, body: Parameters<ClaimHandlers['approve']>[0]) =>
      api.approve(claimId, body, idempotencyKey),
    );
    return {
      review: () => api.review(claimId).then(changed),
      requestInfo: (note) => api.requestInfo(claimId, note).then(changed),
      approve: (body) => approve(body).then(changed),
      reject: (body) => api.reject(claimId, body).then(changed),
      resubmit: (body) => api.resubmit(claimId, body).then(changed),
      cancel: (note) => api.cancel(claimId, note).then(changed),
      reopen: (note) => api.reopen(claimId, note).then(changed),
      downloadAttachment: (fileName, originalName) =>
        void api.downloadAttachment(claimId, fileName, originalName),
      upload: api.upload,
    };
  }, [api, claimId, queries, key]);

  if (isHttpError(claim.error) && claim.error.code === 404) {
    return <Empty description="There is no such claim, or it is not one you can see." />;
  }
  if (claim.isError) {
    return <LoadFailed message="The claim could not be loaded." onRetry={() => void claim.refetch()} />;
  }
  if (!claim.data) return <LoadingScreen inline />;
  // Until the names arrive the detail shows a placeholder, never a made-up name.
  const typeName = (id: number) =>
    types.data ? (types.data.rows.find((type) => type.id === id)?.name ?? '—') : undefined;
  return (
    <ClaimDetail
      claim={claim.data}
      userType={userInfo?.user_type ?? undefined}
      fulfillmentTypeName={typeName}
      handlers={handlers}
      returns={<ClaimReturns claimId={claimId} />}
      onsiteJob={canDispatch(userInfo) ? <JobFormFromClaim claimId={claimId} /> : undefined}
    />
  );
}
