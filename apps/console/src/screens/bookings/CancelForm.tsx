import { type BookingCancelBody, bookingCancelBody } from '@console/contract';
import { Button, FormField, Textarea } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { FormSelect } from '../../shared/form/FormSelect';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { CANCEL_REASONS } from './bookings.logic';

type CancelInput = { reasonCode: BookingCancelBody['reasonCode'] | undefined; note: string };

const reasonOptions = Object.entries(CANCEL_REASONS).map(([value, label]) => ({ value, label }));

export interface CancelFormProps {
  reference: string;
  onCancelBooking: (body: BookingCancelBody) => Promise<unknown>;
  onBack: () => void;
}

/** Staff cancel a booking with a reason code (staff are not bound by the customer's notice window). */
export function CancelForm({ reference, onCancelBooking, onBack }: CancelFormProps) {
  const { register, control, submitWith, refusal, formState } = useContractForm<
    CancelInput,
    BookingCancelBody
  >({
    resolver: zodResolver(bookingCancelBody, { error: plainIssue }) as Resolver<
      CancelInput,
      unknown,
      BookingCancelBody
    >,
    defaultValues: { reasonCode: undefined, note: '' },
    fields: ['reasonCode', 'note'],
    success: 'Booking cancelled.',
  });
  return (
    <form noValidate aria-label={`Cancel ${reference}`} onSubmit={submitWith(onCancelBooking)}>
      <p>The seats are freed and the customer's reminders are cancelled.</p>
      <FormSelect
        control={control}
        name="reasonCode"
        label="Reason"
        required
        options={reasonOptions}
        placeholder="Choose a reason"
        error={formState.errors.reasonCode?.message}
      />
      <FormField label="Note" error={formState.errors.note?.message}>
        {(field) => <Textarea {...field} {...register('note')} rows={2} />}
      </FormField>
      <FormRefusal message={refusal} />
      <Button type="submit" variant="danger" loading={formState.isSubmitting}>
        Cancel booking
      </Button>{' '}
      <Button onClick={onBack}>Back</Button>
    </form>
  );
}
