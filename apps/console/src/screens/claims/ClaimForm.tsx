import {
  type ClaimDetail,
  type ClaimSubmitBody,
  type ClaimSubmitInput,
  claimLineKind,
  claimSubmitBody,
  type FulfillmentType,
  todayIso,
  type WarrantyDetail,
} from '@console/contract';
import { Button, FileUpload, type FileUploadProps, FormField, Input, Textarea } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray } from 'react-hook-form';
import styled from 'styled-components';
import { FormDate } from '../../shared/form/FormDate';
import { FieldGroup, FormGrid } from '../../shared/form/FormLayout';
import { FormMoney } from '../../shared/form/FormMoney';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { FormSelect } from '../../shared/form/FormSelect';
import { typedNumber } from '../../shared/form/typedNumber';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { dollars } from '../../shared/money.logic';
import { COMPONENT_NAMES, coverageRunning } from '../warranty/warranty.logic';
import { LINE_KIND_NAMES, lineCents } from './claim.logic';

const FIELDS = [
  'failureDate',
  'repairDate',
  'complaint',
  'diagnosis',
  'causalComponentType',
  'causalPartNumber',
  'fulfillmentTypeId',
  'lines',
  'attachmentFileIds',
] as const;

const Line = styled.div`
  display: grid;
  grid-template-columns: 120px minmax(90px, 1fr) minmax(160px, 2fr) 90px 120px 100px auto;
  gap: 0 10px;
  align-items: start;
  > output {
    margin-top: 34px;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  > button {
    margin-top: 30px;
  }
`;

const Total = styled.p`
  margin: 0 0 16px;
  text-align: right;
  font-weight: 600;
`;

const kindOptions = claimLineKind.options.map((value) => ({ value, label: LINE_KIND_NAMES[value] }));

/** A new line: labor by default; hours and price empty until typed. */
const blankLine = { kind: 'labor', description: '' } as ClaimSubmitInput['lines'][number];

export interface ClaimFormProps {
  warranty: WarrantyDetail;
  /** The fulfillment types the unit's brand offers (active ones). */
  fulfillmentTypes: readonly FulfillmentType[];
  upload: FileUploadProps['upload'];
  onSubmit: (body: ClaimSubmitBody) => Promise<ClaimDetail>;
  onSubmitted: (claim: ClaimDetail) => void;
  onCancel: () => void;
}

/**
 * A retailer's claim on a unit it sold: the fault (dates, complaint, diagnosis, causal component), how it is
 * fulfilled, what the work cost line by line, and photos or diagnostic files. The server checks coverage on
 * the failure date; its refusals land on their fields.
 */
export function ClaimForm({
  warranty,
  fulfillmentTypes,
  upload,
  onSubmit,
  onSubmitted,
  onCancel,
}: ClaimFormProps) {
  const today = todayIso();
  const { register, control, watch, submitWith, refusal, formState } = useContractForm<
    ClaimSubmitInput,
    ClaimSubmitBody
  >({
    resolver: zodResolver(claimSubmitBody, { error: plainIssue }),
    defaultValues: {
      warrantyId: warranty.id,
      failureDate: '',
      complaint: '',
      lines: [blankLine],
      attachmentFileIds: [],
    },
    fields: FIELDS,
    success: 'Claim submitted.',
  });
  const lines = useFieldArray({ control, name: 'lines' });
  const errors = formState.errors;
  const typed = watch('lines');
  const total = typed.reduce(
    (sum, line) => sum + lineCents(Number(line.quantity), Number(line.unitCents)),
    0,
  );
  const submit = submitWith(async (body) => onSubmitted(await onSubmit(body)));
  const componentOptions = warranty.coverages.map((coverage) => ({
    value: coverage.componentType,
    label: coverageRunning(coverage.startsOn, coverage.endsOn, today)
      ? COMPONENT_NAMES[coverage.componentType]
      : `${COMPONENT_NAMES[coverage.componentType]} (coverage ended ${coverage.endsOn})`,
  }));

  return (
    <form noValidate aria-label="New claim" onSubmit={submit}>
      <FormGrid $min="220px">
        <FormDate
          control={control}
          name="failureDate"
          label="Failure date"
          required
          max={today}
          error={errors.failureDate?.message}
        />
        <FormDate
          control={control}
          name="repairDate"
          label="Repair date"
          min={watch('failureDate') || undefined}
          max={today}
          error={errors.repairDate?.message}
        />
        <FormSelect
          control={control}
          name="causalComponentType"
          label="Causal component"
          required
          error={errors.causalComponentType?.message}
          options={componentOptions}
        />
        <FormField label="Causal part number" error={errors.causalPartNumber?.message}>
          {(field) => <Input {...field} {...register('causalPartNumber')} autoComplete="off" />}
        </FormField>
        <FormSelect
          control={control}
          name="fulfillmentTypeId"
          label="Fulfillment"
          required
          numeric
          error={errors.fulfillmentTypeId?.message}
          options={fulfillmentTypes.map((type) => ({ value: String(type.id), label: type.name }))}
        />
      </FormGrid>
      <FormField label="Complaint" required error={errors.complaint?.message} help="What the rider reported.">
        {(field) => <Textarea {...field} {...register('complaint')} rows={2} />}
      </FormField>
      <FormField label="Diagnosis" error={errors.diagnosis?.message} help="What the workshop found.">
        {(field) => <Textarea {...field} {...register('diagnosis')} rows={2} />}
      </FormField>
      <FieldGroup>
        <legend>Lines</legend>
        {lines.fields.map((line, index) => {
          const lineErrors = errors.lines?.[index];
          const n = index + 1;
          return (
            <Line key={line.id}>
              <FormSelect
                control={control}
                name={`lines.${index}.kind`}
                label={`Line ${n} kind`}
                required
                error={lineErrors?.kind?.message}
                options={kindOptions}
              />
              <FormField label="Code" error={lineErrors?.code?.message} help="Operation or part no.">
                {(field) => <Input {...field} {...register(`lines.${index}.code`)} autoComplete="off" />}
              </FormField>
              <FormField label="Description" required error={lineErrors?.description?.message}>
                {(field) => <Input {...field} {...register(`lines.${index}.description`)} />}
              </FormField>
              <FormField label="Hours / qty" required error={lineErrors?.quantity?.message}>
                {(field) => (
                  <Input
                    {...field}
                    {...register(`lines.${index}.quantity`, { setValueAs: typedNumber })}
                    inputMode="decimal"
                  />
                )}
              </FormField>
              <FormMoney
                control={control}
                name={`lines.${index}.unitCents`}
                label="Unit price"
                required
                error={lineErrors?.unitCents?.message}
              />
              <output aria-label={`Line ${n} total`}>
                {dollars(lineCents(Number(typed[index]?.quantity), Number(typed[index]?.unitCents)))}
              </output>
              <Button
                variant="text"
                aria-label={`Remove line ${n}`}
                disabled={lines.fields.length === 1}
                onClick={() => lines.remove(index)}
              >
                Remove
              </Button>
            </Line>
          );
        })}
        <p>
          <Button onClick={() => lines.append(blankLine)}>Add line</Button>
        </p>
      </FieldGroup>
      <Total>
        Claimed: <output aria-label="Claimed total">{dollars(total)}</output>
      </Total>
      <FormField label="Photos and diagnostic files" error={errors.attachmentFileIds?.message}>
        {(field) => (
          <Controller
            control={control}
            name="attachmentFileIds"
            render={({ field: { value, onChange } }) => (
              <FileUpload
                aria-label="Photos and diagnostic files"
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
      <FormRefusal message={refusal ?? errors.lines?.message} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        Submit claim
      </Button>{' '}
      <Button onClick={onCancel}>Cancel</Button>
    </form>
  );
}
