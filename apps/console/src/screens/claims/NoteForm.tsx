import { claimNoteBody, claimOptionalNoteBody, claimResubmitBody } from '@console/contract';
import { Button, FileUpload, type FileUploadProps, FormField, Textarea } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type Resolver } from 'react-hook-form';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';

export interface NoteBody {
  note?: string | undefined;
  attachmentFileIds?: string[] | undefined;
}

export interface NoteFormProps {
  /** The form's accessible name, e.g. 'Ask for information on CLM-000012'. */
  name: string;
  label: string;
  /** A note is required (a question, a reason to reopen), or optional. */
  required: boolean;
  submitLabel: string;
  /** What a sent note confirms: 'Claim reopened.' */
  success: string;
  danger?: boolean;
  /** Files may go with the note (a retailer answering a question). */
  upload?: FileUploadProps['upload'];
  onSend: (body: NoteBody) => Promise<unknown>;
  onDone: () => void;
}

/** A note and a button: asking for information, resubmitting with files, cancelling, reopening a claim. */
export function NoteForm({
  name,
  label,
  required,
  submitLabel,
  success,
  danger,
  upload,
  onSend,
  onDone,
}: NoteFormProps) {
  const schema = required ? claimNoteBody : upload ? claimResubmitBody : claimOptionalNoteBody;
  const { control, register, submitWith, refusal, formState } = useContractForm<NoteBody, NoteBody>({
    // The three bodies differ only in what is required; each parses to a NoteBody.
    resolver: zodResolver(schema, { error: plainIssue }) as Resolver<NoteBody, unknown, NoteBody>,
    defaultValues: upload ? { note: '', attachmentFileIds: [] } : { note: '' },
    fields: ['note', 'attachmentFileIds'],
    success: success,
  });
  const errors = formState.errors;
  const submit = submitWith(async (body) => {
    await onSend(body);
    onDone();
  });
  return (
    <form noValidate aria-label={name} onSubmit={submit}>
      <FormField label={label} required={required} error={errors.note?.message}>
        {(field) => <Textarea {...field} {...register('note')} rows={3} />}
      </FormField>
      {upload && (
        <FormField label="Files" error={errors.attachmentFileIds?.message}>
          {(field) => (
            <Controller
              control={control}
              name="attachmentFileIds"
              render={({ field: { value, onChange } }) => (
                <FileUpload
                  aria-label="Files"
                  aria-describedby={field['aria-describedby']}
                  limit={10}
                  fileType={['jpg', 'jpeg', 'png', 'pdf', 'txt']}
                  upload={upload}
                  value={Array.isArray(value) ? value : []}
                  onChange={onChange}
                />
              )}
            />
          )}
        </FormField>
      )}
      <FormRefusal message={refusal} />
      <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={formState.isSubmitting}>
        {submitLabel}
      </Button>{' '}
      <Button onClick={onDone}>Back</Button>
    </form>
  );
}
