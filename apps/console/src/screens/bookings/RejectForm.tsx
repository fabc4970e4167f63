import { bookingRejectBody } from '@console/contract';
import { Button, FormField, Textarea } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';

type RejectBody = { reason: string };

export interface RejectFormProps {
  reference: string;
  onReject: (body: RejectBody) => Promise<unknown>;
  onCancel: () => void;
}

/** Staff turn down a pending booking; the customer is told the reason. */
export function RejectForm({ reference, onReject, onCancel }: RejectFormProps) {
  const { register, submitWith, refusal, formState } = useContractForm<RejectBody, RejectBody>({
    resolver: zodResolver(bookingRejectBody, { error: plainIssue }),
    defaultValues: { reason: '' },
    fields: ['reason'],
    success: 'Booking rejected.',
  });
  return (
    <form noValidate aria-label={`Reject ${reference}`} onSubmit={submitWith(onReject)}>
      <FormField label="Reason" required error={formState.errors.reason?.message}>
        {(field) => <Textarea {...field} {...register('reason')} rows={3} />}
      </FormField>
      <FormRefusal message={refusal} />
      <Button type="submit" variant="danger" loading={formState.isSubmitting}>
        Reject booking
      </Button>{' '}
      <Button onClick={onCancel}>Back</Button>
    </form>
  );
}
