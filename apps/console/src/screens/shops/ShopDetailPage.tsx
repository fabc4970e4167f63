import { type ShopDeactivationImpact, shopDeactivationImpact } from '@console/contract';
import { dictLabel, isHttpError, useDict } from '@console/core';
import { AppLink, Drawer, Empty } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useServices } from '../../app/ServicesContext';
import { useSuccessMessage } from '../../shared/form/useSuccessMessage';
import { LoadFailed } from '../../shared/LoadFailed';
import { pathId } from '../../shared/recordId';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { useDictionaries } from '../../shared/useDictionaries';
import { usePageQuery } from '../../shared/usePageQuery';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { SERVICE_CATEGORY_DICT } from '../services/services.logic';
import { DeactivateShopDialog } from './DeactivateShopDialog';
import { ShopDetail } from './ShopDetail';
import { ShopForm } from './ShopForm';
import { createShopsApi } from './shops.api';
import { useShopViewer } from './useShopViewer';

type Dialog = 'edit' | 'deactivate' | null;

/** The impact a 409 carries when it changed since the dialog showed it. */
function impactOfRefusal(error: unknown): ShopDeactivationImpact | undefined {
  if (!isHttpError(error) || error.code !== 409) return undefined;
  return shopDeactivationImpact.safeParse(
    (error.data as { data?: { impact?: unknown } } | null)?.data?.impact,
  ).data;
}

/** /company/shop/detail/{id} and /admin/shop/detail/{id}: one shop, edited in a drawer, deactivated after a look at what it affects. */
export function ShopDetailPage({ fullPath }: ShellScreenProps) {
  const id = pathId(fullPath);
  const { http } = useServices();
  const api = useMemo(() => createShopsApi(http), [http]);
  const queries = useQueryClient();
  const viewer = useShopViewer();
  const confirm = useSuccessMessage();
  const categories = useDict(useDictionaries(), SERVICE_CATEGORY_DICT)[SERVICE_CATEGORY_DICT] ?? [];
  const [dialog, setDialog] = useState<Dialog>(null);
  const detailKey = ['shops', 'detail', id];
  const impactKey = ['shops', 'impact', id];
  const detail = usePageQuery({
    queryKey: detailKey,
    queryFn: () => api.detail(id as number),
    enabled: id !== null,
  });
  const impact = usePageQuery({
    queryKey: impactKey,
    queryFn: () => api.impact(id as number),
    enabled: id !== null && dialog === 'deactivate',
    staleTime: 0,
  });

  const notFound = id === null || (isHttpError(detail.error) && detail.error.code === 404);
  if (notFound)
    return (
      <Empty
        description="There is no such shop, or it is not one you can see."
        action={<AppLink to={viewer.listPath}>Back to the list</AppLink>}
      />
    );
  if (detail.isError && !detail.data)
    return <LoadFailed message="The shop could not be loaded." onRetry={() => void detail.refetch()} />;
  const shop = detail.data;
  if (!shop) return <LoadingScreen inline />;

  const saved = (next: typeof shop, message?: string) => {
    queries.setQueryData(detailKey, next);
    void queries.invalidateQueries({ queryKey: ['shops', 'list'] });
    setDialog(null);
    if (message) confirm(message);
  };
  const deactivate = async () => {
    try {
      saved(await api.deactivate(shop.id, impact.data?.affected === true), 'Shop deactivated.');
    } catch (error) {
      // Something came to depend on the shop since the dialog asked: show it, and ask again.
      const changed = impactOfRefusal(error);
      if (changed) queries.setQueryData(impactKey, changed);
      throw error;
    }
  };
  return (
    <>
      <ShopDetail
        shop={shop}
        listPath={viewer.listPath}
        showCompany={viewer.admin}
        categoryLabel={(value) => dictLabel(categories, value)}
        onEdit={() => setDialog('edit')}
        onDeactivate={() => setDialog('deactivate')}
        onReactivate={() =>
          api.reactivate(shop.id).then(
            (next) => saved(next, 'Shop reactivated.'),
            // The http client has said why.
            () => {},
          )
        }
      />
      <Drawer
        open={dialog === 'edit'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={`Edit ${shop.name}`}
        width="960px"
      >
        {dialog === 'edit' && (
          <ShopForm
            shop={shop}
            onSave={(body) => api.update(shop.id, body)}
            onSaved={(next) => saved(next)}
            onCancel={() => setDialog(null)}
          />
        )}
      </Drawer>
      <DeactivateShopDialog
        open={dialog === 'deactivate'}
        shopName={shop.name}
        impact={impact.data}
        failed={impact.isError}
        onRetry={() => void impact.refetch()}
        onConfirm={deactivate}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
