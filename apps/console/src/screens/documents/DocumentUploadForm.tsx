import {
  type CompanyDocumentBody,
  type CompanyDocumentType,
  companyDocumentBody,
  todayIso,
} from '@console/contract';
import { Button, FileUpload, type FileUploadProps, FormField } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormDate } from '../../shared/form/FormDate';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { documentTypeLabel } from './documents.logic';

type FormInput = z.input<typeof companyDocumentBody>;

/** What a document may be: a scan or a PDF. */
const DOCUMENT_FILE_TYPES = ['pdf', 'jpg', 'jpeg', 'png'];

export interface DocumentUploadFormProps {
  type: CompanyDocumentType;
  /** Whether it replaces a current document (which is kept as an earlier version). */
  replaces: boolean;
  upload: FileUploadProps['upload'];
  onSubmit: (body: CompanyDocumentBody) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Upload a document of one kind: the file, and its expiry date (none, or today or later), checked with the
 * contract as the server checks it; the server's refusal lands on its field.
 */
export function DocumentUploadForm({
  type,
  replaces,
  upload,
  onSubmit,
  onDone,
  onCancel,
}: DocumentUploadFormProps) {
  const name = documentTypeLabel(type);
  const { control, watch, submitWith, refusal, formState } = useContractForm<FormInput, CompanyDocumentBody>({
    resolver: zodResolver(companyDocumentBody, { error: plainIssue }),
    defaultValues: { type, fileName: '', expiresOn: '' },
    fields: ['type', 'fileName', 'expiresOn'],
    success: 'Document uploaded.',
  });
  const errors = formState.errors;
  // An empty file field is a choice not yet made, not a malformed name.
  const fileError =
    errors.fileName && (watch('fileName') ? errors.fileName.message : 'Choose a file to upload.');
  const submit = submitWith(async (body) => {
    await onSubmit(body);
    onDone();
  });
  return (
    <form noValidate aria-label={`Upload ${name}`} onSubmit={submit}>
      {replaces && (
        <p>The new file replaces the current {name}, which stays in the history; an admin reviews it.</p>
      )}
      <FormField label="File" required error={fileError}>
        {(field) => (
          <Controller
            control={control}
            name="fileName"
            render={({ field: { value, onChange } }) => (
              <FileUpload
                aria-label="File"
                aria-describedby={field['aria-describedby']}
                limit={1}
                fileType={DOCUMENT_FILE_TYPES}
                upload={upload}
                value={typeof value === 'string' && value ? [value] : []}
                onChange={(files) => onChange(files[0] ?? '')}
              />
            )}
          />
        )}
      </FormField>
      <FormDate
        control={control}
        name="expiresOn"
        label="Expires on"
        help="The last day it is valid; leave empty for a document that does not expire."
        error={errors.expiresOn?.message}
        min={todayIso()}
      />
      <FormRefusal message={refusal} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        Upload document
      </Button>{' '}
      <Button onClick={onCancel}>Cancel</Button>
    </form>
  );
}
