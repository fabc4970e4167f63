import { type BookingCheckInBody, bookingCheckInBody } from '@console/contract';
import { Button, FormField, Input } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';

type CheckInInput = { unitSerial: string };

export interface CheckInFormProps {
  reference: string;
  onCheckIn: (body: BookingCheckInBody) => Promise<unknown>;
  onBack: () => void;
}

/** The customer has arrived: the shop records the bike handed out and gets a pickup code for its return. */
export function CheckInForm({ reference, onCheckIn, onBack }: CheckInFormProps) {
  const { register, submitWith, refusal, formState } = useContractForm<CheckInInput, BookingCheckInBody>({
    resolver: zodResolver(bookingCheckInBody, { error: plainIssue }) as Resolver<
      CheckInInput,
      unknown,
      BookingCheckInBody
    >,
    defaultValues: { unitSerial: '' },
    fields: ['unitSerial'],
    success: 'Checked in.',
  });
  return (
    <form noValidate aria-label={`Check in ${reference}`} onSubmit={submitWith(onCheckIn)}>
      <p>Check-in opens 30 minutes before the start. A pickup code is issued for the bike.</p>
      <FormField
        label="Demo bike serial"
        help="The demo unit handed out, when the event lends one."
        error={formState.errors.unitSerial?.message}
      >
        {(field) => <Input {...field} {...register('unitSerial')} />}
      </FormField>
      <FormRefusal message={refusal} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        Check in
      </Button>{' '}
      <Button onClick={onBack}>Back</Button>
    </form>
  );
}
