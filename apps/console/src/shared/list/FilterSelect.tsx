import { FormField, Select, type SelectProps } from '@console/ui';

export interface FilterSelectProps<Value extends string> {
  label: string;
  options: SelectProps['options'];
  /** The chosen value; undefined: any. */
  value: Value | undefined;
  /** What "any" reads, e.g. 'Any status'. */
  placeholder: string;
  onChange: (value: Value | undefined) => void;
}

/** A list filter's select: one choice or none ("Any …"), cleared with its × button. */
export function FilterSelect<Value extends string>({
  label,
  options,
  value,
  placeholder,
  onChange,
}: FilterSelectProps<Value>) {
  return (
    <FormField label={label}>
      {(control) => (
        <Select
          {...control}
          options={options}
          value={value ?? ''}
          placeholder={placeholder}
          clearable
          onValueChange={(picked) => onChange(picked === '' ? undefined : (picked as Value))}
        />
      )}
    </FormField>
  );
}
