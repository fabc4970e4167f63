import { type WarrantyVoidBody, warrantyVoidBody } from '@console/contract';
import { Button, FormField, Textarea } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';

export interface VoidFormProps {
  serialNumber: string;
  onVoid: (body: WarrantyVoidBody) => Promise<unknown>;
  onCancel: () => void;
}

/** An admin voids a registration (a wrong serial, a fraudulent claim of sale): the reason is recorded. */
export function VoidForm({ serialNumber, onVoid, onCancel }: VoidFormProps) {
  const { register, submitWith, refusal, formState } = useContractForm<WarrantyVoidBody, WarrantyVoidBody>({
    resolver: zodResolver(warrantyVoidBody, { error: plainIssue }),
    defaultValues: { reason: '' },
    fields: ['reason'],
    success: 'Warranty voided.',
  });
  const submit = submitWith(onVoid);
  return (
    <form noValidate aria-label={`Void ${serialNumber}`} onSubmit={submit}>
      <p>
        A void warranty covers nothing and frees the serial for a new registration. Its claims keep their link
        to it.
      </p>
      <FormField label="Reason" required error={formState.errors.reason?.message}>
        {(field) => <Textarea {...field} {...register('reason')} rows={3} />}
      </FormField>
      <FormRefusal message={refusal} />
      <Button type="submit" variant="danger" loading={formState.isSubmitting}>
        Void warranty
      </Button>{' '}
      <Button onClick={onCancel}>Cancel</Button>
    </form>
  );
}
