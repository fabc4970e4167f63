import {
  type CompensationRule,
  type CompensationRuleCreateBody,
  compensationRuleCreateBody,
  componentType,
  type FulfillmentType,
  type LaborOperation,
  partsBasis,
  todayIso,
} from '@console/contract';
import { Button, FormField, Input } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { FormDate } from '../../shared/form/FormDate';
import { FieldGroup, FormGrid } from '../../shared/form/FormLayout';
import { FormMoney } from '../../shared/form/FormMoney';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { FormSelect } from '../../shared/form/FormSelect';
import { typedNumber } from '../../shared/form/typedNumber';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { COMPONENT_NAMES } from '../warranty/warranty.logic';
import { PARTS_BASIS_NAMES } from './compensation.logic';

type FormInput = z.input<typeof compensationRuleCreateBody>;

const FIELDS = [
  'ownerCompanyId',
  'name',
  'fulfillmentTypeId',
  'componentType',
  'laborRateCentsPerHour',
  'laborOperations',
  'partsBasis',
  'partsMarkupPct',
  'handlingFeeCents',
  'freightCapCents',
  'claimCapCents',
  'submitWithinDays',
  'effectiveFrom',
] as const;

const Operation = styled.div`
  display: grid;
  grid-template-columns: minmax(100px, 1fr) minmax(160px, 2fr) minmax(90px, 1fr) auto;
  gap: 0 12px;
  align-items: start;
  > button {
    margin-top: 30px;
  }
`;

const componentOptions = componentType.options.map((value) => ({ value, label: COMPONENT_NAMES[value] }));
const basisOptions = partsBasis.options.map((value) => ({ value, label: PARTS_BASIS_NAMES[value] }));

/** A new operation's row: the hours stay empty until typed. */
const blankOperation = { code: '', description: '' } as LaborOperation;

/** Nothing typed → null, anything else → a number (NaN when not one, which the schema refuses). */
const optionalNumber = (value: unknown) =>
  value === null || value === undefined || String(value).trim() === '' ? null : Number(value);

export interface CompensationRuleFormProps {
  /** A new version of this rule (its terms to start from), or undefined for a new rule. */
  base?: CompensationRule;
  fulfillmentTypes: readonly FulfillmentType[];
  /** An admin's choice of owner for a new rule: the brands, and the platform default (null). */
  owners?: readonly { id: number; name: string }[];
  onSave: (body: CompensationRuleCreateBody) => Promise<unknown>;
  onDone: () => void;
}

/**
 * A compensation rule's terms: labor rate and flat-rate operations, parts basis, fee, caps, validity. A rule
 * in use is never edited: a change is a new version from a date.
 */
export function CompensationRuleForm({
  base,
  fulfillmentTypes,
  owners,
  onSave,
  onDone,
}: CompensationRuleFormProps) {
  const { register, control, watch, submitWith, refusal, formState } = useContractForm<
    FormInput,
    CompensationRuleCreateBody
  >({
    resolver: zodResolver(compensationRuleCreateBody, { error: plainIssue }),
    defaultValues: base
      ? {
          name: base.name,
          fulfillmentTypeId: base.fulfillmentTypeId,
          componentType: base.componentType,
          laborRateCentsPerHour: base.laborRateCentsPerHour,
          laborOperations: base.laborOperations,
          partsBasis: base.partsBasis,
          partsMarkupPct: base.partsMarkupPct,
          handlingFeeCents: base.handlingFeeCents,
          freightCapCents: base.freightCapCents,
          claimCapCents: base.claimCapCents,
          submitWithinDays: base.submitWithinDays,
          effectiveFrom: '',
        }
      : {
          ...(owners ? { ownerCompanyId: null } : {}),
          name: '',
          fulfillmentTypeId: null,
          componentType: null,
          laborOperations: [],
          partsBasis: 'dealer_cost',
          partsMarkupPct: 0,
          handlingFeeCents: 0,
          freightCapCents: null,
          claimCapCents: null,
          submitWithinDays: null,
          effectiveFrom: todayIso(),
        },
    fields: FIELDS,
    success: base ? 'New version saved.' : 'Compensation rule added.',
  });
  const operations = useFieldArray({ control, name: 'laborOperations' });
  const errors = formState.errors;
  const costPlus = watch('partsBasis') === 'cost_plus_pct';
  const submit = submitWith(async (body) => {
    await onSave(body);
    onDone();
  });
  const typeOptions = fulfillmentTypes.map((type) => ({ value: String(type.id), label: type.name }));

  return (
    <form
      noValidate
      aria-label={base ? `New version of ${base.name}` : 'New compensation rule'}
      onSubmit={submit}
    >
      <FormGrid $min="220px">
        {owners && !base && (
          <FormSelect
            control={control}
            name="ownerCompanyId"
            label="Applies to"
            numeric
            clearable
            empty={null}
            placeholder="Platform default (every brand)"
            error={errors.ownerCompanyId?.message}
            options={owners.map((owner) => ({ value: String(owner.id), label: owner.name }))}
          />
        )}
        <FormField label="Name" required error={errors.name?.message}>
          {(field) => <Input {...field} {...register('name')} autoComplete="off" />}
        </FormField>
        <FormSelect
          control={control}
          name="fulfillmentTypeId"
          label="Fulfillment type"
          numeric
          clearable
          empty={null}
          placeholder="Every type"
          error={errors.fulfillmentTypeId?.message}
          options={typeOptions}
        />
        <FormSelect
          control={control}
          name="componentType"
          label="Component"
          clearable
          empty={null}
          placeholder="Every component"
          error={errors.componentType?.message}
          options={componentOptions}
        />
        <FormMoney
          control={control}
          name="laborRateCentsPerHour"
          label="Labor rate per hour (USD)"
          required
          error={errors.laborRateCentsPerHour?.message}
        />
        <FormSelect
          control={control}
          name="partsBasis"
          label="Parts paid at"
          required
          error={errors.partsBasis?.message}
          options={basisOptions}
        />
        {costPlus && (
          <FormField label="Markup (%)" required error={errors.partsMarkupPct?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('partsMarkupPct', { valueAsNumber: true })}
                inputMode="numeric"
                suffix="%"
              />
            )}
          </FormField>
        )}
        <FormMoney
          control={control}
          name="handlingFeeCents"
          label="Handling fee per claim (USD)"
          error={errors.handlingFeeCents?.message}
        />
        <FormMoney
          control={control}
          name="freightCapCents"
          label="Freight cap (USD)"
          empty={null}
          placeholder="No cap"
          error={errors.freightCapCents?.message}
        />
        <FormMoney
          control={control}
          name="claimCapCents"
          label="Claim cap (USD)"
          empty={null}
          placeholder="No cap"
          error={errors.claimCapCents?.message}
        />
        <FormField
          label="Submit within (days)"
          error={errors.submitWithinDays?.message}
          help="Days after the repair; empty: no limit."
        >
          {(field) => (
            <Input
              {...field}
              {...register('submitWithinDays', { setValueAs: optionalNumber })}
              inputMode="numeric"
              placeholder="No limit"
            />
          )}
        </FormField>
        <FormDate
          control={control}
          name="effectiveFrom"
          label={base ? 'New version from' : 'In force from'}
          required
          error={errors.effectiveFrom?.message}
          help={base ? `After ${base.effectiveFrom}; the current version ends the day before.` : undefined}
        />
      </FormGrid>
      <FieldGroup>
        <legend>Flat-rate labor operations</legend>
        {operations.fields.map((operation, index) => {
          const fieldErrors = errors.laborOperations?.[index];
          return (
            <Operation key={operation.id}>
              <FormField label={`Operation ${index + 1} code`} required error={fieldErrors?.code?.message}>
                {(field) => <Input {...field} {...register(`laborOperations.${index}.code`)} />}
              </FormField>
              <FormField label="Description" required error={fieldErrors?.description?.message}>
                {(field) => <Input {...field} {...register(`laborOperations.${index}.description`)} />}
              </FormField>
              <FormField label="Standard hours" required error={fieldErrors?.standardHours?.message}>
                {(field) => (
                  <Input
                    {...field}
                    {...register(`laborOperations.${index}.standardHours`, { setValueAs: typedNumber })}
                    inputMode="decimal"
                  />
                )}
              </FormField>
              <Button
                variant="text"
                aria-label={`Remove operation ${index + 1}`}
                onClick={() => operations.remove(index)}
              >
                Remove
              </Button>
            </Operation>
          );
        })}
        <p>
          <Button onClick={() => operations.append(blankOperation)}>Add operation</Button>
        </p>
      </FieldGroup>
      <FormRefusal message={refusal ?? errors.laborOperations?.message} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        {base ? 'Save new version' : 'Add rule'}
      </Button>{' '}
      <Button onClick={onDone}>Cancel</Button>
    </form>
  );
}
