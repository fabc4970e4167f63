import {
  type ServiceMenuItem,
  type ServiceMenuItemBody,
  type ShopOption,
  serviceMenuItemBody,
} from '@console/contract';
import { Button, Checkbox, CheckboxGroup, FormField, Input } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { FormGrid } from '../../shared/form/FormLayout';
import { FormMoney } from '../../shared/form/FormMoney';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { FormSelect } from '../../shared/form/FormSelect';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { SERVICE_FORM_FIELDS, serviceFormValues, shopChoices } from './services.logic';

const Flags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin-bottom: 16px;
`;

export interface ServiceFormProps {
  /** The service being edited, or undefined for a new one. */
  item?: ServiceMenuItem;
  /** The service-category dictionary's entries. */
  categories: readonly { value: string; label: string }[];
  /** The retailer's shops. */
  shops: readonly ShopOption[];
  onSave: (body: ServiceMenuItemBody) => Promise<ServiceMenuItem>;
  onDone: () => void;
}

/**
 * A service of the menu: name, category, duration, price (typed in dollars, kept in cents), the shops that
 * offer it, whether customers book it online and whether it is on the menu at all.
 */
export function ServiceForm({ item, categories, shops, onSave, onDone }: ServiceFormProps) {
  const { register, control, submitWith, refusal, formState } = useContractForm<
    ServiceMenuItemBody,
    ServiceMenuItemBody
  >({
    resolver: zodResolver(serviceMenuItemBody, { error: plainIssue }),
    defaultValues: serviceFormValues(item),
    fields: SERVICE_FORM_FIELDS,
    success: item ? 'Service saved.' : 'Service added.',
  });
  const errors = formState.errors;
  const submit = submitWith(async (body) => {
    await onSave(body);
    onDone();
  });
  return (
    <form noValidate aria-label={item ? `Edit ${item.name}` : 'New service'} onSubmit={submit}>
      <FormGrid $min="220px">
        <FormField label="Name" required error={errors.name?.message}>
          {(field) => <Input {...field} {...register('name')} autoComplete="off" />}
        </FormField>
        <FormSelect
          control={control}
          name="category"
          label="Category"
          required
          error={errors.category?.message}
          options={categories.map(({ value, label }) => ({ value, label }))}
        />
        <FormField
          label="Duration (minutes)"
          required
          error={errors.durationMinutes?.message}
          help="In steps of 5."
        >
          {(field) => (
            <Input {...field} {...register('durationMinutes', { valueAsNumber: true })} inputMode="numeric" />
          )}
        </FormField>
        <FormMoney
          control={control}
          name="priceCents"
          label="Price (USD)"
          required
          error={errors.priceCents?.message}
          help="0.00 for a free service."
        />
      </FormGrid>
      <Controller
        control={control}
        name="shopIds"
        render={({ field: { value, onChange } }) => (
          <FormField label="Offered at" required error={errors.shopIds?.message}>
            {(field) => (
              <CheckboxGroup
                {...field}
                options={shopChoices(shops, value)}
                value={value.map(String)}
                onValueChange={(picked) => onChange(picked.map(Number))}
              />
            )}
          </FormField>
        )}
      />
      <Flags>
        <Controller
          control={control}
          name="bookableOnline"
          render={({ field: { value, onChange } }) => (
            <Checkbox
              label="Bookable online"
              checked={value}
              onCheckedChange={(checked) => onChange(checked === true)}
            />
          )}
        />
        <Controller
          control={control}
          name="active"
          render={({ field: { value, onChange } }) => (
            <Checkbox
              label="Active (on the menu)"
              checked={value}
              onCheckedChange={(checked) => onChange(checked === true)}
            />
          )}
        />
      </Flags>
      <FormRefusal message={refusal} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        {item ? 'Save' : 'Add service'}
      </Button>{' '}
      <Button onClick={onDone}>Cancel</Button>
    </form>
  );
}
