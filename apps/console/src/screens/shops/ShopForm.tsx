import { type ShopBody, type ShopDetail, todayIso } from '@console/contract';
import { Button, FormField, Input } from '@console/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { AddressFields } from '../../shared/company/AddressFields';
import { TimezoneField } from '../../shared/company/TimezoneField';
import { FieldGroup, FormGrid } from '../../shared/form/FormLayout';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { useContractForm } from '../../shared/form/useContractForm';
import { plainIssue } from '../../shared/formErrors.logic';
import { HoursExceptionsEditor } from '../../shared/hours/HoursExceptionsEditor';
import { OpeningHoursEditor } from '../../shared/hours/OpeningHoursEditor';
import { SHOP_FORM_FIELDS, type ShopFormInput, shopFormSchema, shopFormValues } from './shops.logic';

export interface ShopFormProps {
  /** The shop being edited, or undefined for a new one. */
  shop?: ShopDetail;
  onSave: (body: ShopBody) => Promise<ShopDetail>;
  onSaved: (shop: ShopDetail) => void;
  onCancel: () => void;
}

/**
 * A shop as it is added or edited: name, address, optional map coordinates (both or neither), phone, time
 * zone, its regular week and its dated exceptions. Checked with the contract here and again by the server,
 * whose refusals land on their fields.
 */
export function ShopForm({ shop, onSave, onSaved, onCancel }: ShopFormProps) {
  const form = useContractForm<ShopFormInput, ShopBody>({
    resolver: zodResolver(shopFormSchema, { error: plainIssue }) as Resolver<
      ShopFormInput,
      unknown,
      ShopBody
    >,
    defaultValues: shopFormValues(shop),
    fields: SHOP_FORM_FIELDS,
    success: shop ? 'Shop saved.' : 'Shop added.',
  });
  const { register, control, formState, submitWith } = form;
  const errors = formState.errors;
  const coordinateError = errors.coordinates?.message;
  return (
    <form
      noValidate
      aria-label={shop ? `Edit ${shop.name}` : 'New shop'}
      onSubmit={submitWith(async (body) => onSaved(await onSave(body)))}
    >
      <FormGrid $min="240px">
        <FormField label="Name" required error={errors.name?.message}>
          {(field) => <Input {...field} {...register('name')} autoComplete="off" />}
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          {(field) => <Input {...field} {...register('phone')} type="tel" autoComplete="tel" />}
        </FormField>
        <TimezoneField control={control} help="The shop's opening hours are on this clock." />
      </FormGrid>
      <AddressFields control={control} />
      <FieldGroup>
        <legend>Map coordinates (optional)</legend>
        <FormGrid $min="200px">
          <FormField
            label="Latitude"
            error={errors.coordinates?.lat?.message ?? coordinateError}
            help="Both or neither, e.g. 37.7946"
          >
            {(field) => <Input {...field} {...register('coordinates.lat')} inputMode="decimal" />}
          </FormField>
          <FormField label="Longitude" error={errors.coordinates?.lng?.message} help="e.g. -122.3999">
            {(field) => <Input {...field} {...register('coordinates.lng')} inputMode="decimal" />}
          </FormField>
        </FormGrid>
      </FieldGroup>
      <OpeningHoursEditor control={control} />
      <HoursExceptionsEditor control={control} min={todayIso()} />
      <FormRefusal message={form.refusal} />
      <Button type="submit" variant="primary" loading={formState.isSubmitting}>
        {shop ? 'Save' : 'Add shop'}
      </Button>{' '}
      <Button onClick={onCancel}>Cancel</Button>
    </form>
  );
}
