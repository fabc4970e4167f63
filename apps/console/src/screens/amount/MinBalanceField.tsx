import { FormField, Input } from '@console/ui';
import { useState } from 'react';
import { centsOf, centsText } from '../../shared/money.logic';

export interface MinBalanceFieldProps {
  /** Whole cents; undefined: no minimum. */
  value: number | undefined;
  onChange: (cents: number | undefined) => void;
}

/** The "minimum available balance" filter, typed in dollars and kept in cents; what is typed stays as typed. */
export function MinBalanceField({ value, onChange }: MinBalanceFieldProps) {
  const [text, setText] = useState(() => centsText(value));
  // What this field last reported: any other value came from outside (Reset, a link) and replaces the text.
  const [reported, setReported] = useState(value);
  if (reported !== value) {
    setReported(value);
    setText(centsText(value));
  }
  const error =
    text.trim() !== '' && Number.isNaN(centsOf(text)) ? 'Enter an amount, e.g. 25.00.' : undefined;
  return (
    <FormField label="Minimum available" error={error}>
      {(control) => (
        <Input
          {...control}
          value={text}
          inputMode="decimal"
          prefix="$"
          placeholder="0.00"
          onChange={(event) => {
            const typed = event.target.value;
            setText(typed);
            const cents = centsOf(typed);
            const next = typed.trim() === '' || Number.isNaN(cents) ? undefined : cents;
            setReported(next);
            onChange(next);
          }}
        />
      )}
    </FormField>
  );
}
