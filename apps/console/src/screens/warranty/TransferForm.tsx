import {
  todayIso,
  type WarrantyTransferBody,
  type WarrantyTransferInput,
  warrantyTransferBody,
} from '@console/contract';
import { Button, FormField, Input, Textarea } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormDate } from '../../shared/form/FormDate';
import { FormGrid } from '../../shared/form/FormLayout';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';

export interface TransferFormProps {
  serialNumber: string;
  /** The unit's purchase date (YYYY-MM-DD): it cannot change hands before it. */
  purchaseDate: string;
  onTransfer: (body: WarrantyTransferBody) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * A unit changes hands: a new registration for the new owner carries the transferable coverages; this one is
 * kept as `transferred`, with its claims.
 */
export function TransferForm({ serialNumber, purchaseDate, onTransfer, onCancel }: TransferFormProps) {
  const { register, control, submitWith, refusal, formState } = useContractForm<
    WarrantyTransferInput,
    WarrantyTransferBody
  >({
    resolver: zodResolver(warrantyTransferBody, { error: plainIssue }),
    defaultValues: { owner: { name: '', email: '' }, transferDate: '' },
    fields: ['owner.name', 'owner.email', 'owner.phone', 'transferDate', 'note'],
    success: 'Warranty transferred.',
  });
  const errors = formState.errors;
  const submit = submitWith(onTransfer);
  return (
    <form noValidate aria-label={`Transfer ${serialNumber}`} onSubmit={submit}>
      <FormGrid $min="220px">
        <FormField label="New owner" required error={errors.owner?.name?.message}>
          {(field) => <Input {...field} {...register('owner.name')} autoComplete="off" />}
        </FormField>
        <FormField label="New owner's e-mail" required error={errors.owner?.email?.message}>
          {(field) => <Input {...field} {...register('owner.email')} type="email" autoComplete="off" />}
        </FormField>
        <FormField label="New owner's phone" error={errors.owner?.phone?.message}>
          {(field) => <Input {...field} {...register('owner.phone')} autoComplete="off" />}
        </FormField>
        <FormDate
          control={control}
          name="transferDate"
          label="Changed hands on"
          required
          min={purchaseDate}
          max={todayIso()}
          error={errors.transferDate?.message}
        />
      </FormGrid>
      <FormField label="Note" error={errors.note?.message}>
        {(field) => <Textarea {...field} {...register('note')} rows={2} />}
      </FormField>
      <FormRefusal message={refusal} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        Transfer warranty
      </Button>{' '}
      <Button onClick={onCancel}>Cancel</Button>
    </form>
  );
}
