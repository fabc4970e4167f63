import {
  type CompanySummary,
  PAY_LOG_EVIDENCE_EXTENSIONS,
  type PayLogAddFormInput,
  type PayLogAddFormValues,
  payLogAddForm,
  payLogCategory,
  payLogDirection,
} from '@console/contract';
import type { DictOption } from '@console/core';
import {
  Button,
  FileUpload,
  type FileUploadProps,
  FormField,
  Input,
  RadioGroup,
  Textarea,
} from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { FormMoney } from '../../shared/form/FormMoney';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { FormSelect } from '../../shared/form/FormSelect';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { codeLabel, PAY_LOG_DIRECTIONS } from '../../shared/money/payLogWords';
import { companyOptions, type PayLogFormStart } from './payLogs.logic';

const FIELDS = [
  'companyId',
  'direction',
  'amount',
  'category',
  'externalReference',
  'evidenceFileName',
  'note',
] as const;

const directionOptions = payLogDirection.options.map((value) => ({
  value,
  label: `${PAY_LOG_DIRECTIONS[value].label}: ${PAY_LOG_DIRECTIONS[value].help.toLowerCase()}`,
}));

export interface PayLogFormProps {
  /** The values it opens with; a correction names the log it corrects (`correctsId`). */
  start: PayLogFormStart;
  companies: readonly CompanySummary[];
  categoryOptions: readonly DictOption[];
  upload: FileUploadProps['upload'];
  onSubmit: (values: PayLogAddFormValues) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * A payment log as an admin enters it: company, direction, amount, category, the cheque or wire number, the
 * evidence (a PDF or an image) and a note, checked with the contract's rules; the server's refusals land on
 * their fields. A correction keeps the company and the direction of the log it corrects.
 */
export function PayLogForm({
  start,
  companies,
  categoryOptions,
  upload,
  onSubmit,
  onDone,
  onCancel,
}: PayLogFormProps) {
  const correcting = start.correctsId !== undefined;
  const { control, register, submitWith, refusal, formState } = useContractForm<
    PayLogAddFormInput,
    PayLogAddFormValues
  >({
    resolver: zodResolver(payLogAddForm, { error: plainIssue }),
    defaultValues: start,
    fields: FIELDS,
    success: correcting
      ? 'Correction entered; another administrator must audit it.'
      : 'Payment log entered; another administrator must audit it.',
  });
  const errors = formState.errors;
  const submit = submitWith(async (values) => {
    await onSubmit(values);
    onDone();
  });
  return (
    <form noValidate aria-label={correcting ? 'Correction' : 'New payment log'} onSubmit={submit}>
      <FormSelect
        control={control}
        name="companyId"
        label="Company"
        required
        numeric
        disabled={correcting}
        placeholder="Choose a brand or a retailer"
        options={companyOptions(companies)}
        error={errors.companyId?.message}
      />
      <FormField label="Direction" required error={errors.direction?.message}>
        {(field) => (
          <Controller
            control={control}
            name="direction"
            render={({ field: { value, onChange } }) => (
              <RadioGroup
                {...field}
                orientation="vertical"
                disabled={correcting}
                options={directionOptions}
                value={value ?? null}
                onValueChange={onChange}
              />
            )}
          />
        )}
      </FormField>
      <FormMoney
        control={control}
        name="amount"
        label="Amount"
        required
        error={errors.amount?.message}
        help={correcting ? 'At most what is left to correct of the log.' : undefined}
      />
      <FormSelect
        control={control}
        name="category"
        label="Category"
        required
        options={payLogCategory.options.map((value) => ({ value, label: codeLabel(categoryOptions, value) }))}
        error={errors.category?.message}
      />
      <FormField
        label="External reference"
        help="The cheque or wire number."
        error={errors.externalReference?.message}
      >
        {(field) => <Input {...field} {...register('externalReference')} autoComplete="off" />}
      </FormField>
      <FormField
        label="Evidence"
        help="A scan of the cheque or the wire advice: PDF, PNG or JPG, at most 5 MB."
        error={errors.evidenceFileName?.message}
      >
        {(field) => (
          <Controller
            control={control}
            name="evidenceFileName"
            render={({ field: { value, onChange } }) => (
              <FileUpload
                aria-label="Evidence"
                aria-describedby={field['aria-describedby']}
                limit={1}
                fileType={PAY_LOG_EVIDENCE_EXTENSIONS}
                upload={upload}
                value={typeof value === 'string' && value ? [value] : []}
                onChange={(files) => onChange(files[0] ?? '')}
              />
            )}
          />
        )}
      </FormField>
      <FormField label="Note" error={errors.note?.message}>
        {(field) => <Textarea {...field} {...register('note')} rows={3} />}
      </FormField>
      <FormRefusal message={refusal} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        {correcting ? 'Enter correction' : 'Enter payment log'}
      </Button>{' '}
      <Button onClick={onCancel}>Cancel</Button>
    </form>
  );
}
