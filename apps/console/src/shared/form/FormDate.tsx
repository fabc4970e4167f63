import { FormField } from '@console/ui';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { IsoDatePicker } from './IsoDatePicker';
import { dayOf } from './isoDay';

/** What an empty date's error says: the field is a picker, so there is nothing to type. */
export const CHOOSE_A_DATE = 'Choose a date.';

export interface FormDateProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
  required?: boolean;
  error?: string;
  help?: ReactNode;
  /** What a cleared date sets: '' (the schema then asks for one) or null (explicitly none). */
  empty?: '' | null;
  /** The first and last day that may be picked (YYYY-MM-DD), as the schema limits them; days outside are off. */
  min?: string;
  max?: string;
  /** Month and year selects in the calendar, for days far from today (a date of birth). */
  monthYearSelects?: boolean;
}

/**
 * A labelled date picker bound to a YYYY-MM-DD form field of react-hook-form. Only the days the schema
 * accepts can be picked, and an empty date is asked for as a choice.
 */
export function FormDate<Values extends FieldValues, Output>({
  control,
  name,
  label,
  required,
  error,
  help,
  empty = '',
  min,
  max,
  monthYearSelects,
}: FormDateProps<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange } }) => (
        <FormField
          label={label}
          required={required}
          error={error && !value ? CHOOSE_A_DATE : error}
          help={help}
        >
          {(field) => (
            <IsoDatePicker
              {...field}
              value={value}
              minDate={dayOf(min) ?? undefined}
              maxDate={dayOf(max) ?? undefined}
              monthYearSelects={monthYearSelects}
              onChange={(date) => onChange(date ?? empty)}
            />
          )}
        </FormField>
      )}
    />
  );
}
