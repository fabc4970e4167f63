import { onsiteReasonBody, serviceOrderRegenerateBody } from '@console/contract';
import { Button, FormField, Textarea } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';

interface ReasonInput {
  reason: string;
}

/** What a reason is asked for: cancelling a job, or issuing its service order again. */
const KINDS = {
  cancel: {
    schema: onsiteReasonBody.pick({ reason: true }),
    label: 'Why cancel',
    intro: 'The job leaves the board and its technician’s day. This cannot be undone.',
    submit: 'Cancel job',
    success: 'Job cancelled.',
  },
  serviceOrder: {
    schema: serviceOrderRegenerateBody,
    label: 'Why issue a new version',
    intro: 'The issued versions stay as they are; the new one is added and becomes the current one.',
    submit: 'Issue a new version',
    success: 'New service order version issued.',
  },
} as const;

export interface ReasonFormProps {
  kind: keyof typeof KINDS;
  /** The job's number, in the form's name. */
  jobNumber: string;
  onSend: (reason: string) => Promise<unknown>;
  onBack: () => void;
}

/** A required reason for a step that stays on the record: cancelling a job, re-issuing its service order. */
export function ReasonForm({ kind, jobNumber, onSend, onBack }: ReasonFormProps) {
  const text = KINDS[kind];
  const { register, submitWith, refusal, formState } = useContractForm<ReasonInput, ReasonInput>({
    resolver: zodResolver(text.schema, { error: plainIssue }) as Resolver<ReasonInput, unknown, ReasonInput>,
    defaultValues: { reason: '' },
    fields: ['reason'],
    success: text.success,
  });
  return (
    <form
      noValidate
      aria-label={`${text.submit}: ${jobNumber}`}
      onSubmit={submitWith((body) => onSend(body.reason))}
    >
      <p>{text.intro}</p>
      <FormField label={text.label} required error={formState.errors.reason?.message}>
        {(field) => <Textarea {...field} {...register('reason')} rows={3} />}
      </FormField>
      <FormRefusal message={refusal} />
      <Button
        type="submit"
        variant={kind === 'cancel' ? 'danger' : 'primary'}
        loading={formState.isSubmitting}
      >
        {text.submit}
      </Button>{' '}
      <Button onClick={onBack}>Back</Button>
    </form>
  );
}
