import type { BookingDetail, BookingRescheduleBody } from '@console/contract';
import { Button, FormField, Input } from '@console/ui';
import { useState } from 'react';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useSuccessMessage } from '../../shared/form/useSuccessMessage';
import { readSubmitFailure } from '../../shared/formErrors.logic';
import { AvailableSlots } from './AvailableSlots';
import { shopClock, shopTime } from './bookings.logic';
import type { LoadAvailability } from './useAvailability';

export interface RescheduleFormProps {
  booking: BookingDetail;
  loadAvailability: LoadAvailability;
  onReschedule: (body: BookingRescheduleBody) => Promise<unknown>;
  onBack: () => void;
  /** The first date the picker shows (the shop's today); defaults to the booking's own day. */
  today?: string;
}

/** Moves a booking to another offered time: a new booking is made and linked with this one. */
export function RescheduleForm({
  booking,
  loadAvailability,
  onReschedule,
  onBack,
  today,
}: RescheduleFormProps) {
  const first = today ?? shopClock(booking.start, booking.timezone).date;
  const [start, setStart] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = useSuccessMessage();
  const submit = async () => {
    if (!start) {
      setRefusal('Choose a new time.');
      return;
    }
    setSending(true);
    setRefusal(null);
    try {
      await onReschedule({ start, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      confirm('Booking moved.');
    } catch (error) {
      const failure = readSubmitFailure(error, ['start', 'reason']);
      setRefusal(Object.values(failure.fields)[0] ?? failure.message);
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      noValidate
      aria-label={`Reschedule ${booking.reference}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p>Now: {shopTime(booking.start, booking.timezone)}</p>
      <AvailableSlots
        load={loadAvailability}
        first={first}
        value={start}
        onChange={setStart}
        seats={booking.seats}
      />
      <FormField label="Reason">
        {(field) => <Input {...field} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </FormField>
      <FormRefusal message={refusal} />
      <Button type="submit" variant="primary" loading={sending}>
        Move booking
      </Button>{' '}
      <Button onClick={onBack}>Back</Button>
    </form>
  );
}
