import {
  type ComponentType,
  componentType,
  type Product,
  type ProductCreateBody,
  type ProductCreateInput,
  productCategory,
  productCreateBody,
} from '@console/contract';
import { Button, FormField, Input } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { FieldGroup, FormGrid } from '../../shared/form/FormLayout';
import { FormMoney } from '../../shared/form/FormMoney';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { FormSelect } from '../../shared/form/FormSelect';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { COMPONENT_NAMES } from '../warranty/warranty.logic';
import { CATEGORY_NAMES } from './catalogue.logic';

const FIELDS = ['sku', 'name', 'modelYear', 'category', 'msrpCents', 'components'] as const;

const categoryOptions = productCategory.options.map((value) => ({ value, label: CATEGORY_NAMES[value] }));

/** One part number per component type: a type with a number is one of the product's components. */
function ComponentParts({
  value,
  onChange,
}: {
  value: ProductCreateInput['components'];
  onChange: (next: ProductCreateInput['components']) => void;
}) {
  const numberOf = (type: ComponentType) => value.find((c) => c.type === type)?.partNumber ?? '';
  const set = (type: ComponentType, partNumber: string) =>
    onChange(
      componentType.options
        .map((t) => ({ type: t, partNumber: t === type ? partNumber : numberOf(t) }))
        .filter((c) => c.partNumber.trim() !== ''),
    );
  return (
    <FormGrid>
      {componentType.options.map((type) => (
        <FormField key={type} label={COMPONENT_NAMES[type]}>
          {(field) => (
            <Input
              {...field}
              value={numberOf(type)}
              placeholder="Part number"
              onChange={(event) => set(type, event.target.value)}
            />
          )}
        </FormField>
      ))}
    </FormGrid>
  );
}

export interface ProductFormProps {
  onCreate: (body: ProductCreateBody) => Promise<Product>;
  onCreated: (product: Product) => void;
  onCancel: () => void;
}

/** A new catalogue model with its components (their part numbers name them). */
export function ProductForm({ onCreate, onCreated, onCancel }: ProductFormProps) {
  const { register, control, submitWith, refusal, formState } = useContractForm<
    ProductCreateInput,
    ProductCreateBody
  >({
    resolver: zodResolver(productCreateBody, { error: plainIssue }),
    defaultValues: { sku: '', name: '', components: [], active: true },
    fields: FIELDS,
    success: 'Product added.',
  });
  const errors = formState.errors;
  const submit = submitWith(async (body) => onCreated(await onCreate(body)));

  return (
    <form noValidate aria-label="New product" onSubmit={submit}>
      <FormGrid>
        <FormField label="SKU" required error={errors.sku?.message}>
          {(field) => <Input {...field} {...register('sku')} autoComplete="off" />}
        </FormField>
        <FormField label="Name" required error={errors.name?.message}>
          {(field) => <Input {...field} {...register('name')} autoComplete="off" />}
        </FormField>
        <FormField label="Model year" required error={errors.modelYear?.message}>
          {(field) => (
            <Input {...field} {...register('modelYear', { valueAsNumber: true })} inputMode="numeric" />
          )}
        </FormField>
        <FormSelect
          control={control}
          name="category"
          label="Category"
          required
          error={errors.category?.message}
          options={categoryOptions}
        />
        <FormMoney
          control={control}
          name="msrpCents"
          label="MSRP (USD)"
          required
          error={errors.msrpCents?.message}
          placeholder="2,499.00"
        />
      </FormGrid>
      <FieldGroup>
        <legend>Components</legend>
        <Controller
          control={control}
          name="components"
          render={({ field: { value, onChange } }) => <ComponentParts value={value} onChange={onChange} />}
        />
      </FieldGroup>
      <FormRefusal message={refusal ?? errors.components?.message} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        Add product
      </Button>{' '}
      <Button onClick={onCancel}>Cancel</Button>
    </form>
  );
}
