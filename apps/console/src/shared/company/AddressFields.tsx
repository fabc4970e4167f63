import type { UsAddress } from '@console/contract';
import { usStateOptions } from '@console/core';
import { FormField, Input } from '@console/ui';
import {
  type Control,
  Controller,
  type FieldError,
  type FieldValues,
  get,
  type Path,
  useFormState,
} from 'react-hook-form';
import { FieldGroup, FormGrid } from '../form/FormLayout';
import { FormSelect } from '../form/FormSelect';

export interface AddressFieldsProps<Values extends FieldValues, Output> {
  /** The control of a form whose values hold the contract's `usAddress` under `address`. */
  control: Control<Values, unknown, Output>;
  /** The group's title. */
  legend?: string;
}

type AddressKey = keyof UsAddress;

/** A field of the form's `address` (its values are generic, so the path is built, not inferred). */
const pathOf = <Values extends FieldValues>(key: AddressKey) => `address.${key}` as Path<Values>;

interface TextProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  field: AddressKey;
  label: string;
  required?: boolean;
  autoComplete: string;
  error: string | undefined;
  inputMode?: 'numeric';
}

function AddressText<Values extends FieldValues, Output>({
  control,
  field: key,
  label,
  required,
  autoComplete,
  error,
  inputMode,
}: TextProps<Values, Output>) {
  return (
    <FormField label={label} required={required} error={error}>
      {(field) => (
        <Controller
          control={control}
          name={pathOf<Values>(key)}
          render={({ field: { value, onChange, onBlur, ref } }) => (
            <Input
              {...field}
              ref={ref}
              value={value ?? ''}
              onChange={onChange}
              onBlur={onBlur}
              autoComplete={autoComplete}
              inputMode={inputMode}
            />
          )}
        />
      )}
    </FormField>
  );
}

/**
 * A US street address in a react-hook-form form (`address: { street, street2, city, state, zip }`, the
 * contract's `usAddress`). Each field shows its own error, the form's check or one the server named and the
 * form set (`setError('address.zip', …)`), read from the form's state.
 */
export function AddressFields<Values extends FieldValues, Output>({
  control,
  legend = 'Address',
}: AddressFieldsProps<Values, Output>) {
  const { errors } = useFormState({ control });
  const errorOf = (key: AddressKey): string | undefined =>
    (get(errors, pathOf(key)) as FieldError | undefined)?.message;
  return (
    <FieldGroup>
      <legend>{legend}</legend>
      <FormGrid $min="220px">
        <AddressText
          control={control}
          field="street"
          label="Street address"
          required
          autoComplete="address-line1"
          error={errorOf('street')}
        />
        <AddressText
          control={control}
          field="street2"
          label="Suite / unit"
          autoComplete="address-line2"
          error={errorOf('street2')}
        />
        <AddressText
          control={control}
          field="city"
          label="City"
          required
          autoComplete="address-level2"
          error={errorOf('city')}
        />
        <FormSelect
          control={control}
          name={pathOf<Values>('state')}
          label="State"
          required
          error={errorOf('state')}
          options={usStateOptions}
        />
        <AddressText
          control={control}
          field="zip"
          label="ZIP code"
          required
          autoComplete="postal-code"
          inputMode="numeric"
          error={errorOf('zip')}
        />
      </FormGrid>
    </FieldGroup>
  );
}
