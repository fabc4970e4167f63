import {
  componentType,
  type Product,
  type WarrantyTerm,
  type WarrantyTermCreateBody,
  type WarrantyTermCreateInput,
  warrantyStartBasis,
  warrantyTermCreateBody,
} from '@console/contract';
import { Button, Checkbox, FormField, Input } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { FormDate } from '../../shared/form/FormDate';
import { FormGrid } from '../../shared/form/FormLayout';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { FormSelect } from '../../shared/form/FormSelect';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { COMPONENT_NAMES } from '../warranty/warranty.logic';
import { START_BASIS_NAMES } from './catalogue.logic';

const FIELDS = [
  'code',
  'name',
  'productId',
  'componentType',
  'durationMonths',
  'startBasis',
  'laborCoveredPct',
  'partsCoveredPct',
  'effectiveFrom',
  'effectiveTo',
] as const;

const componentOptions = componentType.options.map((value) => ({ value, label: COMPONENT_NAMES[value] }));
const basisOptions = warrantyStartBasis.options.map((value) => ({ value, label: START_BASIS_NAMES[value] }));

export interface TermFormProps {
  products: readonly Product[];
  onCreate: (body: WarrantyTermCreateBody) => Promise<WarrantyTerm>;
  onCreated: (term: WarrantyTerm) => void;
  onCancel: () => void;
}

/**
 * A warranty term for one component type, brand-wide or for one model. Registrations from its start date
 * on use it; warranties registered before keep the coverages they were given.
 */
export function TermForm({ products, onCreate, onCreated, onCancel }: TermFormProps) {
  const { register, control, submitWith, refusal, formState, watch } = useContractForm<
    WarrantyTermCreateInput,
    WarrantyTermCreateBody
  >({
    fields: FIELDS,
    success: 'Warranty term added.',
    resolver: zodResolver(warrantyTermCreateBody, { error: plainIssue }),
    defaultValues: {
      code: '',
      name: '',
      productId: null,
      durationMonths: 24,
      startBasis: 'purchase_date',
      laborCoveredPct: 100,
      partsCoveredPct: 100,
      transferable: false,
      effectiveTo: null,
    },
  });
  const errors = formState.errors;
  const lifetime = watch('durationMonths') === null;
  const submit = submitWith(async (body) => onCreated(await onCreate(body)));

  const productOptions = products.map((p) => ({ value: String(p.id), label: `${p.name} (${p.modelYear})` }));
  const percent = { valueAsNumber: true } as const;

  return (
    <form noValidate aria-label="New warranty term" onSubmit={submit}>
      <FormGrid>
        <FormField label="Code" required error={errors.code?.message}>
          {(field) => <Input {...field} {...register('code')} autoComplete="off" placeholder="FRAME-60" />}
        </FormField>
        <FormField label="Name" required error={errors.name?.message}>
          {(field) => <Input {...field} {...register('name')} autoComplete="off" />}
        </FormField>
        <FormSelect
          control={control}
          name="componentType"
          label="Component"
          required
          error={errors.componentType?.message}
          options={componentOptions}
        />
        <FormSelect
          control={control}
          name="productId"
          label="Model"
          help="Empty: every model of the brand."
          error={errors.productId?.message}
          options={productOptions}
          placeholder="Every model"
          clearable
          numeric
          empty={null}
        />
        <FormField label="Months" required={!lifetime} error={errors.durationMonths?.message}>
          {(field) => (
            <Controller
              control={control}
              name="durationMonths"
              render={({ field: { value, onChange } }) => (
                <>
                  <Input
                    {...field}
                    inputMode="numeric"
                    disabled={lifetime}
                    value={value === null || value === undefined ? '' : String(value)}
                    onChange={(event) =>
                      onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
                    }
                  />
                  <Checkbox
                    label="Lifetime"
                    checked={lifetime}
                    onCheckedChange={(checked) => onChange(checked === true ? null : 24)}
                  />
                </>
              )}
            />
          )}
        </FormField>
        <FormSelect
          control={control}
          name="startBasis"
          label="Starts on"
          required
          error={errors.startBasis?.message}
          options={basisOptions}
        />
        <FormField label="Labor covered (%)" required error={errors.laborCoveredPct?.message}>
          {(field) => <Input {...field} {...register('laborCoveredPct', percent)} inputMode="numeric" />}
        </FormField>
        <FormField label="Parts covered (%)" required error={errors.partsCoveredPct?.message}>
          {(field) => <Input {...field} {...register('partsCoveredPct', percent)} inputMode="numeric" />}
        </FormField>
        <FormDate
          control={control}
          name="effectiveFrom"
          label="In force from"
          required
          error={errors.effectiveFrom?.message}
        />
        <FormDate
          control={control}
          name="effectiveTo"
          label="In force until"
          help="Empty: open-ended."
          error={errors.effectiveTo?.message}
          empty={null}
        />
      </FormGrid>
      <Controller
        control={control}
        name="transferable"
        render={({ field: { value, onChange } }) => (
          <Checkbox
            label="Transferable to a new owner"
            checked={value === true}
            onCheckedChange={(checked) => onChange(checked === true)}
          />
        )}
      />
      <FormRefusal message={refusal} />
      <p>
        <Button type="submit" variant="primary" loading={formState.isSubmitting}>
          Add term
        </Button>{' '}
        <Button onClick={onCancel}>Cancel</Button>
      </p>
    </form>
  );
}
