import { type BugAdminCommentBody, type BugAdminCommentInput, bugAdminCommentBody } from '@console/contract';
import { Button, FormField, RadioGroup, Textarea } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';

const EMPTY: BugAdminCommentInput = { body: '', visibility: 'internal' };

const visibilityOptions = [
  { value: 'internal', label: 'Internal note (admins only)' },
  { value: 'public', label: 'Answer the reporter' },
];

/** An admin's comment: an internal note by default (the reporter never sees it), or a public answer. */
export function AdminCommentForm({
  onSubmit,
}: {
  onSubmit: (body: BugAdminCommentBody) => Promise<unknown>;
}) {
  const { control, register, submitWith, refusal, formState, reset } = useContractForm<
    BugAdminCommentInput,
    BugAdminCommentBody
  >({
    resolver: zodResolver(bugAdminCommentBody, { error: plainIssue }),
    defaultValues: EMPTY,
    fields: ['body', 'visibility'],
    success: 'Comment added.',
  });
  const submit = submitWith(async (body) => {
    await onSubmit(body);
    reset(EMPTY);
  });
  return (
    <form noValidate aria-label="Admin comment" onSubmit={submit}>
      <FormField label="Who sees it" error={formState.errors.visibility?.message}>
        {(field) => (
          <Controller
            control={control}
            name="visibility"
            render={({ field: { value, onChange } }) => (
              <RadioGroup
                {...field}
                options={visibilityOptions}
                value={value ?? 'internal'}
                onValueChange={onChange}
              />
            )}
          />
        )}
      </FormField>
      <FormField label="Comment" required error={formState.errors.body?.message}>
        {(field) => <Textarea {...field} {...register('body')} rows={3} />}
      </FormField>
      <FormRefusal message={refusal} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        Add comment
      </Button>
    </form>
  );
}
