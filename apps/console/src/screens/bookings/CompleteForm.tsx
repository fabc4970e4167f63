import { type BookingCompleteBody, bookingCompleteBody } from '@console/contract';
import { Button, FormField, Input } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';

type CompleteInput = { pickupCode: string };

export interface CompleteFormProps {
  reference: string;
  /** A pickup code was issued at check-in: the customer must give it back. */
  codeIssued: boolean;
  onComplete: (body: BookingCompleteBody) => Promise<unknown>;
  onBack: () => void;
}

/**
 * The hand-back (or hand-over) dialog's form: the customer reads out the pickup code issued at check-in; the
 * server checks it and a wrong code shows on the field.
 */
export function CompleteForm({ reference, codeIssued, onComplete, onBack }: CompleteFormProps) {
  const { register, submitWith, refusal, formState } = useContractForm<CompleteInput, BookingCompleteBody>({
    resolver: zodResolver(bookingCompleteBody, { error: plainIssue }) as Resolver<
      CompleteInput,
      unknown,
      BookingCompleteBody
    >,
    defaultValues: { pickupCode: '' },
    fields: ['pickupCode'],
    success: 'Booking completed.',
  });
  return (
    <form noValidate aria-label={`Complete ${reference}`} onSubmit={submitWith(onComplete)}>
      {codeIssued ? (
        <FormField
          label="Pickup code"
          required
          help="The 6 letters and digits the customer was given at check-in."
          error={formState.errors.pickupCode?.message}
        >
          {(field) => <Input {...field} {...register('pickupCode')} autoComplete="off" maxLength={6} />}
        </FormField>
      ) : (
        <p>No pickup code was issued for this booking.</p>
      )}
      <FormRefusal message={refusal} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        Complete
      </Button>{' '}
      <Button onClick={onBack}>Back</Button>
    </form>
  );
}
