import { type BookingUpdateBody, bookingUpdateBody } from '@console/contract';
import { Button, FormField, Textarea } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { FormSelect } from '../../shared/form/FormSelect';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';

interface AssignInput {
  assignedEmployeeId: number | null;
  internalNotes: string;
}

export interface AssignFormProps {
  reference: string;
  /** The shop's active employees. */
  employees: readonly { id: number; name: string }[];
  assignedEmployeeId: number | null;
  internalNotes: string | null;
  onSave: (body: BookingUpdateBody) => Promise<unknown>;
  onBack: () => void;
}

/** Who at the shop looks after the booking, and notes the customer never sees. */
export function AssignForm({
  reference,
  employees,
  assignedEmployeeId,
  internalNotes,
  onSave,
  onBack,
}: AssignFormProps) {
  const { register, control, submitWith, refusal, formState } = useContractForm<
    AssignInput,
    BookingUpdateBody
  >({
    resolver: zodResolver(bookingUpdateBody, { error: plainIssue }) as Resolver<
      AssignInput,
      unknown,
      BookingUpdateBody
    >,
    defaultValues: { assignedEmployeeId, internalNotes: internalNotes ?? '' },
    fields: ['assignedEmployeeId', 'internalNotes'],
    success: 'Booking updated.',
  });
  return (
    <form
      noValidate
      aria-label={`Assign ${reference}`}
      onSubmit={submitWith((body) => onSave({ ...body, internalNotes: body.internalNotes ?? null }))}
    >
      <FormSelect
        control={control}
        name="assignedEmployeeId"
        label="Employee"
        numeric
        clearable
        empty={null}
        options={employees.map((employee) => ({ value: String(employee.id), label: employee.name }))}
        placeholder="Anyone at the shop"
        error={formState.errors.assignedEmployeeId?.message}
      />
      <FormField label="Internal notes" error={formState.errors.internalNotes?.message}>
        {(field) => <Textarea {...field} {...register('internalNotes')} rows={3} />}
      </FormField>
      <FormRefusal message={refusal} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        Save
      </Button>{' '}
      <Button onClick={onBack}>Back</Button>
    </form>
  );
}
