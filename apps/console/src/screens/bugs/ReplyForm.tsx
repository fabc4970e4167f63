import { type BugReplyBody, type BugReplyInput, bugReplyBody } from '@console/contract';
import { Button, type FileUploadProps, FormField, Textarea } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { ATTACHMENT_FIELDS } from './bugs.logic';
import { ScreenshotField, usePasteScreenshots } from './ScreenshotField';

const EMPTY: BugReplyInput = { body: '', attachments: [] };

export interface ReplyFormProps {
  /** The report waits for the reporter's answer: sending it returns the report to triage. */
  answering: boolean;
  upload: FileUploadProps['upload'];
  onSubmit: (body: BugReplyBody) => Promise<unknown>;
}

/** The reporter's comment on the thread, with screenshots (pasted or picked); cleared once sent. */
export function ReplyForm({ answering, upload, onSubmit }: ReplyFormProps) {
  const { control, register, submitWith, refusal, formState, getValues, setValue, reset } = useContractForm<
    BugReplyInput,
    BugReplyBody
  >({
    resolver: zodResolver(bugReplyBody, { error: plainIssue }),
    defaultValues: EMPTY,
    fields: ['body', 'attachments', ...ATTACHMENT_FIELDS],
    success: answering ? 'Answer sent: the report is back with support.' : 'Comment added.',
  });
  const paste = usePasteScreenshots(
    () => getValues('attachments') ?? [],
    (files) => setValue('attachments', files, { shouldDirty: true }),
    upload,
  );
  const submit = submitWith(async (body) => {
    await onSubmit(body);
    reset(EMPTY);
  });
  return (
    <form noValidate aria-label={answering ? 'Answer' : 'Comment'} onSubmit={submit} onPaste={paste.onPaste}>
      <FormField
        label={answering ? 'Your answer' : 'Comment'}
        required
        error={formState.errors.body?.message}
        help={
          answering
            ? 'Support asked for more information: your answer sends the report back to them.'
            : undefined
        }
      >
        {(field) => <Textarea {...field} {...register('body')} rows={3} />}
      </FormField>
      <FormField
        label="Screenshots"
        error={formState.errors.attachments?.message ?? formState.errors.attachments?.[0]?.message}
      >
        {(field) => (
          <Controller
            control={control}
            name="attachments"
            render={({ field: { value, onChange } }) => (
              <ScreenshotField
                aria-describedby={field['aria-describedby']}
                value={value ?? []}
                onChange={onChange}
                upload={upload}
                paste={paste.state}
              />
            )}
          />
        )}
      </FormField>
      <FormRefusal message={refusal} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting || paste.state.pasting}>
        {answering ? 'Send answer' : 'Add comment'}
      </Button>
    </form>
  );
}
