import { todayIso } from '@console/contract';
import { isHttpError } from '@console/core';
import { AppLink, Drawer, Empty } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/ServicesContext';
import { idempotentSend } from '../../shared/idempotentSend';
import { LoadFailed } from '../../shared/LoadFailed';
import { idOf } from '../../shared/recordId';
import { usePageQuery } from '../../shared/usePageQuery';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { ClaimForm } from '../claims/ClaimForm';
import { ClaimPanel } from '../claims/ClaimPanel';
import { createClaimsApi } from '../claims/claims.api';
import { TransferForm } from './TransferForm';
import { VoidForm } from './VoidForm';
import { WarrantyDetail } from './WarrantyDetail';
import { createWarrantyApi } from './warranty.api';

type Dialog = 'newClaim' | 'transfer' | 'void' | null;

/**
 * /warranty/detail?id=…: one warranty the viewer may see (another company's reads as not found), its
 * claims and what may be done with it. `&claim=…` opens one of its claims, so a claim has a link of its own;
 * `?claim=…` alone finds the claim's unit first.
 */
export function WarrantyDetailPage() {
  const { http } = useServices();
  const api = useMemo(() => createWarrantyApi(http), [http]);
  const claimsApi = useMemo(() => createClaimsApi(http), [http]);
  const queries = useQueryClient();
  const [params, setParams] = useSearchParams();
  const claimId = idOf(params.get('claim'));
  const askedId = idOf(params.get('id'));
  const [dialog, setDialog] = useState<Dialog>(null);

  const claimOnly = usePageQuery({
    queryKey: ['claims', 'detail', claimId],
    queryFn: () => claimsApi.detail(claimId as number),
    enabled: askedId === null && claimId !== null,
  });
  const id = askedId ?? claimOnly.data?.warrantyId ?? null;
  useEffect(() => {
    if (askedId === null && claimOnly.data) {
      setParams(
        { id: String(claimOnly.data.warrantyId), claim: String(claimOnly.data.id) },
        { replace: true },
      );
    }
  }, [askedId, claimOnly.data, setParams]);

  const detailKey = ['warranties', 'detail', id];
  const detail = usePageQuery({
    queryKey: detailKey,
    queryFn: () => api.detail(id as number),
    enabled: id !== null,
  });
  const brandId = detail.data?.brand.id;
  const fulfillmentTypes = usePageQuery({
    queryKey: ['fulfillmentTypes', 'brand', brandId],
    queryFn: () => claimsApi.fulfillmentTypes(brandId as number),
    enabled: brandId !== undefined && dialog === 'newClaim',
  });
  const submitClaim = useMemo(
    () =>
      idempotentSend((key: string, body: Parameters<typeof claimsApi.submit>[0]) =>
        claimsApi.submit(body, key),
      ),
    [claimsApi],
  );

  const openClaim = (claim: number | null) => {
    const next = new URLSearchParams(params);
    if (claim === null) next.delete('claim');
    else next.set('claim', String(claim));
    setParams(next, { replace: true });
  };
  const refresh = () => {
    void queries.invalidateQueries({ queryKey: ['warranties'] });
    void queries.invalidateQueries({ queryKey: ['claims', 'list'] });
  };

  const notFound =
    (askedId === null &&
      (claimId === null || (isHttpError(claimOnly.error) && claimOnly.error.code === 404))) ||
    (isHttpError(detail.error) && detail.error.code === 404);
  if (notFound) {
    return (
      <Empty
        description="There is no such warranty, or it is not one you can see."
        action={<AppLink to="/warranty/index">Back to the list</AppLink>}
      />
    );
  }
  if (detail.isError || claimOnly.isError) {
    return <LoadFailed message="The warranty could not be loaded." onRetry={() => void detail.refetch()} />;
  }
  const warranty = detail.data;
  if (!warranty) return <LoadingScreen inline />;
  const close = () => setDialog(null);
  return (
    <>
      <WarrantyDetail
        warranty={warranty}
        today={todayIso()}
        onOpenClaim={openClaim}
        onNewClaim={() => setDialog('newClaim')}
        onTransfer={() => setDialog('transfer')}
        onVoid={() => setDialog('void')}
        onDownloadProof={() =>
          warranty.proofOfPurchaseFileName &&
          void api.downloadProof(warranty.id, warranty.proofOfPurchaseFileName)
        }
      />
      <Drawer
        open={claimId !== null && askedId !== null}
        onOpenChange={(open) => !open && openClaim(null)}
        title={`Claim ${warranty.claims.find((claim) => claim.id === claimId)?.number ?? ''}`.trim()}
        width="960px"
      >
        {claimId !== null && <ClaimPanel claimId={claimId} />}
      </Drawer>
      <Drawer
        open={dialog === 'newClaim'}
        onOpenChange={(open) => !open && close()}
        title="New claim"
        width="960px"
      >
        <ClaimForm
          warranty={warranty}
          fulfillmentTypes={(fulfillmentTypes.data?.rows ?? []).filter((type) => type.active)}
          upload={claimsApi.upload}
          onSubmit={submitClaim}
          onSubmitted={(claim) => {
            close();
            refresh();
            openClaim(claim.id);
          }}
          onCancel={close}
        />
      </Drawer>
      <Drawer
        open={dialog === 'transfer'}
        onOpenChange={(open) => !open && close()}
        title="Transfer owner"
        width="640px"
      >
        <TransferForm
          serialNumber={warranty.serialNumber}
          purchaseDate={warranty.purchaseDate}
          onTransfer={async (body) => {
            const next = await api.transfer(warranty.id, body);
            close();
            refresh();
            setParams(new URLSearchParams({ id: String(next.id) }), { replace: true });
          }}
          onCancel={close}
        />
      </Drawer>
      <Drawer
        open={dialog === 'void'}
        onOpenChange={(open) => !open && close()}
        title="Void warranty"
        width="520px"
      >
        <VoidForm
          serialNumber={warranty.serialNumber}
          onVoid={async (body) => {
            queries.setQueryData(detailKey, await api.void(warranty.id, body));
            close();
            refresh();
          }}
          onCancel={close}
        />
      </Drawer>
    </>
  );
}
