import { type CompanyDocumentReviewBody, companyDocumentReviewBody } from '@console/contract';
import { Button, FormField, Textarea } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';

type FormInput = z.input<typeof companyDocumentReviewBody>;

export interface DocumentRejectFormProps {
  /** What is rejected, e.g. 'W-9': names the form. */
  documentName: string;
  onReject: (body: CompanyDocumentReviewBody) => Promise<unknown>;
  onDone: () => void;
}

/** An admin rejects a document: the reason is required, shown to the company and e-mailed to its owners. */
export function DocumentRejectForm({ documentName, onReject, onDone }: DocumentRejectFormProps) {
  const { register, submitWith, refusal, formState } = useContractForm<FormInput, CompanyDocumentReviewBody>({
    resolver: zodResolver(companyDocumentReviewBody, { error: plainIssue }),
    defaultValues: { decision: 'reject', reason: '' },
    fields: ['reason'],
    success: 'Document rejected.',
  });
  const submit = submitWith(async (body) => {
    await onReject(body);
    onDone();
  });
  return (
    <form noValidate aria-label={`Reject ${documentName}`} onSubmit={submit}>
      <FormField label="Reason for the company" required error={formState.errors.reason?.message}>
        {(field) => <Textarea {...field} {...register('reason')} rows={2} />}
      </FormField>
      <FormRefusal message={refusal} />
      <Button type="submit" variant="danger" loading={formState.isSubmitting}>
        Reject document
      </Button>{' '}
      <Button onClick={onDone}>Back</Button>
    </form>
  );
}
