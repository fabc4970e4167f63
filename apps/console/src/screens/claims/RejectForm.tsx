import { type ClaimRejectBody, claimReasonCode, claimRejectBody } from '@console/contract';
import { Button, FormField, Textarea } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { FormSelect } from '../../shared/form/FormSelect';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { REASON_NAMES } from './claim.logic';

type FormInput = z.input<typeof claimRejectBody>;

const reasonOptions = claimReasonCode.options.map((value) => ({ value, label: REASON_NAMES[value] }));

export interface RejectFormProps {
  claimNumber: string;
  onReject: (body: ClaimRejectBody) => Promise<unknown>;
  onDone: () => void;
}

/** Reject a claim: a reason code is required, a note explains it to the retailer. */
export function RejectForm({ claimNumber, onReject, onDone }: RejectFormProps) {
  const { control, register, submitWith, refusal, formState } = useContractForm<FormInput, ClaimRejectBody>({
    resolver: zodResolver(claimRejectBody, { error: plainIssue }),
    defaultValues: { note: '' },
    fields: ['reasonCode', 'note'],
    success: 'Claim rejected.',
  });
  const errors = formState.errors;
  const submit = submitWith(async (body) => {
    await onReject(body);
    onDone();
  });
  return (
    <form noValidate aria-label={`Reject ${claimNumber}`} onSubmit={submit}>
      <FormSelect
        control={control}
        name="reasonCode"
        label="Reason"
        required
        error={errors.reasonCode?.message}
        options={reasonOptions}
      />
      <FormField label="Note to the retailer" error={errors.note?.message}>
        {(field) => <Textarea {...field} {...register('note')} rows={2} />}
      </FormField>
      <FormRefusal message={refusal} />
      <Button type="submit" variant="danger" loading={formState.isSubmitting}>
        Reject claim
      </Button>{' '}
      <Button onClick={onDone}>Back</Button>
    </form>
  );
}
