import { FormField, type FormFieldControlProps, Input } from '@console/ui';
import { type ReactNode, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { centsOf, centsText } from '../money.logic';

export interface FormMoneyProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  /** A field holding whole cents. */
  name: Path<Values>;
  label: string;
  required?: boolean;
  error?: string;
  help?: ReactNode;
  placeholder?: string;
  /** What an emptied field sets: NaN (the schema then asks for an amount) or null (explicitly none). */
  empty?: null;
}

/** A labelled amount in dollars bound to a form field in cents: typed text stays as typed. */
export function FormMoney<Values extends FieldValues, Output>({
  control,
  name,
  label,
  required,
  error,
  help,
  placeholder = '0.00',
  empty,
}: FormMoneyProps<Values, Output>) {
  return (
    <FormField label={label} required={required} error={error} help={help}>
      {(field) => (
        <Controller
          control={control}
          name={name}
          render={({ field: { value, onChange, onBlur } }) => (
            <MoneyText
              {...field}
              cents={value}
              placeholder={placeholder}
              onBlur={onBlur}
              onCents={(text) => onChange(text.trim() === '' && empty === null ? null : centsOf(text))}
            />
          )}
        />
      )}
    </FormField>
  );
}

interface MoneyTextProps extends FormFieldControlProps {
  cents: number | null | undefined;
  placeholder: string;
  onBlur: () => void;
  onCents: (text: string) => void;
}

function MoneyText({ cents, onCents, ...input }: MoneyTextProps) {
  const [text, setText] = useState(() => centsText(cents));
  return (
    <Input
      {...input}
      value={text}
      inputMode="decimal"
      prefix="$"
      onChange={(event) => {
        setText(event.target.value);
        onCents(event.target.value);
      }}
    />
  );
}
