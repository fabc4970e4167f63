import { FormField, Select, type SelectProps } from '@console/ui';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

export interface FormSelectProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  required?: boolean;
  error?: string;
  help?: ReactNode;
  options: SelectProps['options'];
  placeholder?: string;
  clearable?: boolean;
  disabled?: boolean;
  /** The field holds a number (an id), not the option's string. */
  numeric?: boolean;
  /** What a cleared select sets: undefined (absent) or null (explicitly none). */
  empty?: null;
}

/** A labelled select bound to a form field of react-hook-form. */
export function FormSelect<Values extends FieldValues, Output>({
  control,
  name,
  label,
  required,
  error,
  help,
  numeric = false,
  empty,
  ...select
}: FormSelectProps<Values, Output>) {
  return (
    <FormField label={label} required={required} error={error} help={help}>
      {(field) => (
        <Controller
          control={control}
          name={name}
          render={({ field: { value, onChange } }) => (
            <Select
              {...field}
              {...select}
              value={value === undefined || value === null ? '' : String(value)}
              onValueChange={(picked) => onChange(picked === '' ? empty : numeric ? Number(picked) : picked)}
            />
          )}
        />
      )}
    </FormField>
  );
}
