import { type CompanyStatusBody, companyStatusBody } from '@console/contract';
import { Button, FormField, Textarea } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';

type FormInput = z.input<typeof companyStatusBody>;

export type CompanyStatusAction = 'suspend' | 'reactivate' | 'activate';

const TEXTS: Record<CompanyStatusAction, { name: string; submit: string; success: string; hint: string }> = {
  suspend: {
    name: 'Suspend',
    submit: 'Suspend company',
    success: 'Company suspended.',
    hint: 'Its users are signed out at once and cannot sign in until the company is reactivated.',
  },
  reactivate: {
    name: 'Reactivate',
    submit: 'Reactivate company',
    success: 'Company reactivated.',
    hint: 'Its users can sign in again.',
  },
  activate: {
    name: 'Activate',
    submit: 'Activate company',
    success: 'Company activated.',
    hint: 'The review is done: its users can sign in.',
  },
};

export interface CompanyStatusFormProps {
  action: CompanyStatusAction;
  companyName: string;
  onSend: (body: CompanyStatusBody) => Promise<unknown>;
  onDone: () => void;
}

/** Suspend, reactivate or activate a company: the reason is required (status history and audit trail). */
export function CompanyStatusForm({ action, companyName, onSend, onDone }: CompanyStatusFormProps) {
  const texts = TEXTS[action];
  const { register, submitWith, refusal, formState } = useContractForm<FormInput, CompanyStatusBody>({
    resolver: zodResolver(companyStatusBody, { error: plainIssue }),
    defaultValues: { reason: '' },
    fields: ['reason'],
    success: texts.success,
  });
  const submit = submitWith(async (body) => {
    await onSend(body);
    onDone();
  });
  return (
    <form noValidate aria-label={`${texts.name} ${companyName}`} onSubmit={submit}>
      <p>{texts.hint}</p>
      <FormField label="Reason" required error={formState.errors.reason?.message}>
        {(field) => <Textarea {...field} {...register('reason')} rows={2} />}
      </FormField>
      <FormRefusal message={refusal} />
      <Button
        type="submit"
        variant={action === 'suspend' ? 'danger' : 'primary'}
        loading={formState.isSubmitting}
      >
        {texts.submit}
      </Button>{' '}
      <Button onClick={onDone}>Back</Button>
    </form>
  );
}
