import { timezoneOptions } from '@console/core';
import type { ReactNode } from 'react';
import {
  type Control,
  type FieldError,
  type FieldValues,
  get,
  type Path,
  useFormState,
} from 'react-hook-form';
import { FormSelect } from '../form/FormSelect';

export interface TimezoneFieldProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  /** The form's field holding the IANA zone (default `timezone`). */
  name?: Path<Values>;
  help?: ReactNode;
}

/**
 * The required time zone of a company or a shop, one of the seven zones of spec §3, with its error (the
 * form's check or the server's) read from the form's state.
 */
export function TimezoneField<Values extends FieldValues, Output>({
  control,
  name = 'timezone' as Path<Values>,
  help,
}: TimezoneFieldProps<Values, Output>) {
  const { errors } = useFormState({ control });
  return (
    <FormSelect
      control={control}
      name={name}
      label="Time zone"
      required
      help={help}
      error={(get(errors, name) as FieldError | undefined)?.message}
      options={timezoneOptions}
    />
  );
}
