import type { BookingDetail as Booking } from '@console/contract';
import { isHttpError } from '@console/core';
import { AppLink, Dialog, Empty, useNavigationActions } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/ServicesContext';
import { useSuccessMessage } from '../../shared/form/useSuccessMessage';
import { idempotentSend } from '../../shared/idempotentSend';
import { LoadFailed } from '../../shared/LoadFailed';
import { idOf, pathId } from '../../shared/recordId';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { usePageQuery } from '../../shared/usePageQuery';
import { LoadingScreen } from '../../shell/LoadingScreen';
import { AssignForm } from './AssignForm';
import { BookingDetail } from './BookingDetail';
import { createBookingsApi } from './bookings.api';
import { BOOKING_SCREENS, type BookingButton, screenOfPath } from './bookings.logic';
import { CancelForm } from './CancelForm';
import { CompleteForm } from './CompleteForm';
import { PickupCodeDialog } from './PickupCodeDialog';
import { RejectForm } from './RejectForm';
import { RescheduleForm } from './RescheduleForm';

type FormDialog = 'reject' | 'cancel' | 'complete' | 'reschedule' | 'assign';
type AtOnce = 'confirm' | 'checkIn' | 'noShow' | 'undoNoShow';
const FORM_DIALOGS: readonly BookingButton[] = ['reject', 'cancel', 'complete', 'reschedule', 'assign'];
const TITLES: Record<FormDialog, string> = {
  reject: 'Reject booking',
  cancel: 'Cancel booking',
  complete: 'Hand back and complete',
  reschedule: 'Reschedule',
  assign: 'Assign and notes',
};
/** What a done one-click action confirms. Check-in hands out the first free demo bike (the server picks it). */
const DONE: Record<AtOnce, string> = {
  confirm: 'Booking confirmed.',
  checkIn: 'Checked in.',
  noShow: 'Marked as a no-show.',
  undoNoShow: 'No-show undone.',
};

/**
 * /events/detail?id=…, /testRides/detail?id=… and /appointment/detail/:id: one booking the viewer may see
 * (another company's reads as not found) and the actions the server offers on it.
 */
export function BookingDetailPage({ fullPath }: ShellScreenProps) {
  const screen = BOOKING_SCREENS[screenOfPath(fullPath)];
  const { http } = useServices();
  const api = useMemo(() => createBookingsApi(http), [http]);
  const queries = useQueryClient();
  const { navigate } = useNavigationActions();
  const [params] = useSearchParams();
  const id = idOf(params.get('id')) ?? pathId(fullPath);
  const [dialog, setDialog] = useState<FormDialog | null>(null);
  const [busy, setBusy] = useState<BookingButton | null>(null);
  const [issuedCode, setIssuedCode] = useState<Booking['pickup']>(null);
  const confirmDone = useSuccessMessage();
  const reschedule = useMemo(() => idempotentSend(api.reschedule), [api]);

  const detailKey = ['bookings', 'detail', id];
  const detail = usePageQuery({
    queryKey: detailKey,
    queryFn: () => api.detail(id as number),
    enabled: id !== null,
  });
  const shopId = detail.data?.shop.id;
  const employees = usePageQuery({
    queryKey: ['bookings', 'employees', shopId],
    queryFn: () => api.employees(shopId as number),
    enabled: dialog === 'assign' && shopId !== undefined,
  });

  if (id === null || (isHttpError(detail.error) && detail.error.code === 404)) {
    return (
      <Empty
        description="There is no such booking, or it is not one you can see."
        action={<AppLink to={screen.listPath}>Back to the list</AppLink>}
      />
    );
  }
  if (detail.isError) {
    return <LoadFailed message="The booking could not be loaded." onRetry={() => void detail.refetch()} />;
  }
  const booking = detail.data;
  if (!booking) return <LoadingScreen inline />;

  const close = () => setDialog(null);
  const show = (next: Booking) => {
    queries.setQueryData(detailKey, next);
    void queries.invalidateQueries({ queryKey: ['bookings', 'list'] });
    void queries.invalidateQueries({ queryKey: ['bookings', 'calendar'] });
    close();
    return next;
  };
  const sendAtOnce = async (action: AtOnce) => {
    setBusy(action);
    try {
      const next = show(await api.act(booking.id, action, {}, false));
      confirmDone(DONE[action]);
      if (action === 'checkIn') setIssuedCode(next.pickup);
    } catch {
      // The http client has told what the server refused.
    } finally {
      setBusy(null);
    }
  };
  const onAction = (action: BookingButton) => {
    if (FORM_DIALOGS.includes(action)) setDialog(action as FormDialog);
    else void sendAtOnce(action as AtOnce);
  };

  return (
    <>
      <BookingDetail
        booking={booking}
        listPath={screen.listPath}
        detailPath={screen.detailPath}
        onAction={onAction}
        busy={busy}
      />
      <Dialog
        open={dialog !== null}
        onOpenChange={(open) => !open && close()}
        title={dialog ? TITLES[dialog] : ''}
        width="560px"
      >
        {dialog === 'reject' && (
          <RejectForm
            reference={booking.reference}
            onReject={async (body) => show(await api.act(booking.id, 'reject', body))}
            onCancel={close}
          />
        )}
        {dialog === 'cancel' && (
          <CancelForm
            reference={booking.reference}
            onCancelBooking={async (body) => show(await api.act(booking.id, 'cancel', body))}
            onBack={close}
          />
        )}
        {dialog === 'complete' && (
          <CompleteForm
            reference={booking.reference}
            codeIssued={booking.pickup?.code != null}
            onComplete={async (body) => show(await api.act(booking.id, 'complete', body))}
            onBack={close}
          />
        )}
        {dialog === 'assign' && (
          <AssignForm
            reference={booking.reference}
            employees={employees.data ?? []}
            assignedEmployeeId={booking.assignedEmployee?.id ?? null}
            internalNotes={booking.internalNotes}
            onSave={async (body) => show(await api.update(booking.id, body))}
            onBack={close}
          />
        )}
        {dialog === 'reschedule' && (
          <RescheduleForm
            booking={booking}
            loadAvailability={(from, to) => api.availability(booking.eventType.id, booking.shop.id, from, to)}
            onReschedule={async (body) => {
              const moved = await reschedule(booking.id, body);
              close();
              void queries.invalidateQueries({ queryKey: ['bookings'] });
              navigate(screen.detailPath(moved.id));
            }}
            onBack={close}
          />
        )}
      </Dialog>
      <PickupCodeDialog
        open={issuedCode?.code != null}
        code={issuedCode?.code ?? ''}
        unitSerial={issuedCode?.unitSerial ?? null}
        onClose={() => setIssuedCode(null)}
      />
    </>
  );
}
