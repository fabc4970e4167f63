import { FormField, Input } from '@console/ui';

export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  /** 'username' where the address signs in (password managers pair it), 'email' where it is new. */
  autoComplete: 'username' | 'email';
}

/** The e-mail field of the sign-in forms. */
export function EmailField({ value, onChange, onBlur, error, autoComplete }: EmailFieldProps) {
  return (
    <FormField label="Email" required error={error}>
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}
