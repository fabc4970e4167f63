import { FormField } from '@console/ui';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { IsoDatePicker } from './IsoDatePicker';

export interface FormDateProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  required?: boolean;
  error?: string;
  help?: ReactNode;
  /** What a cleared date sets: '' (the schema then asks for one) or null (explicitly none). */
  empty?: '' | null;
}

/** A labelled date picker bound to a YYYY-MM-DD form field of react-hook-form. */
export function FormDate<Values extends FieldValues, Output>({
  control,
  name,
  label,
  required,
  error,
  help,
  empty = '',
}: FormDateProps<Values, Output>) {
  return (
    <FormField label={label} required={required} error={error} help={help}>
      {(field) => (
        <Controller
          control={control}
          name={name}
          render={({ field: { value, onChange } }) => (
            <IsoDatePicker {...field} value={value} onChange={(date) => onChange(date ?? empty)} />
          )}
        />
      )}
    </FormField>
  );
}
