import {
  type BugReportBody,
  type BugReportDetail,
  type BugReportInput,
  bugReportBody,
} from '@console/contract';
import { Button, type FileUploadProps, FormField, Input, Textarea, vars } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { FormSelect } from '../../shared/form/FormSelect';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { ATTACHMENT_FIELDS, type BugContext, emptyReport, severityHelpOptions } from './bugs.logic';
import { ScreenshotField, usePasteScreenshots } from './ScreenshotField';

const FIELDS = [
  'title',
  'severity',
  'steps',
  'expected',
  'actual',
  'attachments',
  ...ATTACHMENT_FIELDS,
  'pageUrl',
] as const;

const Captured = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 2px 12px;
  margin: 0 0 16px;
  font-size: 12px;
  color: ${vars.textSecondary};
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export interface ReportBugFormProps {
  /** The page, browser and version captured when the form opened. */
  context: BugContext;
  upload: FileUploadProps['upload'];
  onSubmit: (body: BugReportBody) => Promise<BugReportDetail>;
  /** After a report is filed: e.g. open it, or close the dialog. */
  onDone: (report: BugReportDetail) => void;
  onCancel?: () => void;
}

/**
 * "Report a problem": what went wrong in the reporter's words, how bad it feels to them, and screenshots
 * (picked, dropped or pasted); the page, browser and app version are captured for them and shown, not typed.
 */
export function ReportBugForm({ context, upload, onSubmit, onDone, onCancel }: ReportBugFormProps) {
  const { control, register, submitWith, refusal, formState, getValues, setValue } = useContractForm<
    BugReportInput,
    BugReportBody
  >({
    resolver: zodResolver(bugReportBody, { error: plainIssue }),
    defaultValues: emptyReport(context),
    fields: FIELDS,
    success: 'Thanks: your report was sent.',
  });
  const paste = usePasteScreenshots(
    () => getValues('attachments') ?? [],
    (files) => setValue('attachments', files, { shouldDirty: true }),
    upload,
  );
  const errors = formState.errors;
  const submit = submitWith(async (body) => onDone(await onSubmit(body)));
  return (
    <form noValidate aria-label="Report a problem" onSubmit={submit} onPaste={paste.onPaste}>
      <FormField label="Title" required error={errors.title?.message} help="In a few words: what went wrong?">
        {(field) => <Input {...field} {...register('title')} autoComplete="off" />}
      </FormField>
      <FormSelect
        control={control}
        name="severity"
        label="How bad is it?"
        required
        options={severityHelpOptions}
        error={errors.severity?.message}
      />
      <FormField label="Steps to reproduce" required error={errors.steps?.message}>
        {(field) => <Textarea {...field} {...register('steps')} rows={4} placeholder={'1. …\n2. …'} />}
      </FormField>
      <FormField label="What you expected" required error={errors.expected?.message}>
        {(field) => <Textarea {...field} {...register('expected')} rows={2} />}
      </FormField>
      <FormField label="What happened instead" required error={errors.actual?.message}>
        {(field) => <Textarea {...field} {...register('actual')} rows={2} />}
      </FormField>
      <FormField label="Screenshots" error={errors.attachments?.message ?? errors.attachments?.[0]?.message}>
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
      <section aria-label="Captured for you">
        <Captured>
          <dt>Page</dt>
          <dd>{context.pageUrl}</dd>
          <dt>Browser</dt>
          <dd>{context.userAgent}</dd>
          <dt>App version</dt>
          <dd>{context.appVersion}</dd>
        </Captured>
      </section>
      <FormRefusal message={refusal} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting || paste.state.pasting}>
        Send report
      </Button>{' '}
      {onCancel && <Button onClick={onCancel}>Cancel</Button>}
    </form>
  );
}
