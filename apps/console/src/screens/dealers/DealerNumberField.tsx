import { FormField, Input } from '@console/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface DealerNumberFieldProps {
  /** `register('dealerNumber')` of the form. */
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** The brand's optional dealer number, as the invitation and the acceptance of a request take it. */
export function DealerNumberField({ registration, error }: DealerNumberFieldProps) {
  return (
    <FormField
      label="Dealer number"
      error={error}
      help="Optional: your own number for this dealer, unique among your dealers."
    >
      {(field) => <Input {...field} {...registration} />}
    </FormField>
  );
}
