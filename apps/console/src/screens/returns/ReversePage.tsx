import { isHttpError } from '@console/core';
import { AppLink, Empty } from '@console/ui';
import { LoadFailed } from '../../shared/LoadFailed';
import { pathId } from '../../shared/recordId';
import { ScreenLayout } from '../../shared/ScreenLayout';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { ReturnDetail } from './ReturnDetail';
import { claimPath } from './return.logic';
import { useReturnActions } from './useReturnActions';

const BACK = '/warranty/index?view=returns';

/** /adminConfiguration/reverse/{id}: one return of parts, all its actions, a link to its claim. */
export function ReversePage({ title, fullPath }: ShellScreenProps) {
  const id = pathId(fullPath);
  const { detail, handlers, userType } = useReturnActions(id);
  const missing =
    id === null || (isHttpError(detail.error) && (detail.error.status === 404 || detail.error.code === 404));
  if (missing) {
    return (
      <Empty
        description="There is no such return."
        action={<AppLink to={BACK}>Back to the returns</AppLink>}
      />
    );
  }
  if (detail.isError && !detail.data) {
    return <LoadFailed message="The return could not be loaded." onRetry={() => void detail.refetch()} />;
  }
  if (!detail.data || !handlers) return <LoadingScreen inline />;
  const shipment = detail.data;
  return (
    <ScreenLayout>
      <h2>
        {title} {shipment.rmaNumber}
      </h2>
      <ReturnDetail
        shipment={shipment}
        userType={userType}
        handlers={handlers}
        claimLink={<AppLink to={claimPath(shipment.claim.id)}>{shipment.claim.number}</AppLink>}
      />
    </ScreenLayout>
  );
}
