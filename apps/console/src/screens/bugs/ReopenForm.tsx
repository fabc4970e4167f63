import { type BugReopenBody, bugReopenBody } from '@console/contract';
import { Button, FormField, Textarea } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { bugTime } from './bugs.logic';

export interface ReopenFormProps {
  version: number;
  /** The last moment it can be reopened. */
  until: string;
  onSubmit: (body: BugReopenBody) => Promise<unknown>;
}

/** Reopening a resolved report (within 30 days of its resolution), saying what still goes wrong. */
export function ReopenForm({ version, until, onSubmit }: ReopenFormProps) {
  const { register, submitWith, refusal, formState } = useContractForm<BugReopenBody, BugReopenBody>({
    resolver: zodResolver(bugReopenBody, { error: plainIssue }),
    defaultValues: { version, reason: '' },
    fields: ['reason'],
    success: 'Report reopened: it is back with support.',
  });
  return (
    <form noValidate aria-label="Reopen" onSubmit={submitWith(onSubmit)}>
      <FormField
        label="Why reopen it?"
        required
        error={formState.errors.reason?.message}
        help={`Possible until ${bugTime(until)}.`}
      >
        {(field) => <Textarea {...field} {...register('reason')} rows={2} />}
      </FormField>
      <FormRefusal message={refusal} />
      <Button type="submit" loading={formState.isSubmitting}>
        Reopen report
      </Button>
    </form>
  );
}
