import { FormField, Input } from '@console/ui';

export interface FilterSearchProps {
  /** The field's label (default "Search"), e.g. 'Retailer or dealer number'. */
  label?: string;
  /** The text in force; undefined: no search. */
  value: string | undefined;
  /** What may be typed, e.g. 'Name or e-mail'. */
  placeholder: string;
  onChange: (value: string | undefined) => void;
}

/** A list's free-text search, cleared with its × button. */
export function FilterSearch({ label = 'Search', value, placeholder, onChange }: FilterSearchProps) {
  return (
    <FormField label={label}>
      {(control) => (
        <Input
          {...control}
          value={value ?? ''}
          placeholder={placeholder}
          clearable
          onChange={(event) => onChange(event.target.value || undefined)}
        />
      )}
    </FormField>
  );
}
