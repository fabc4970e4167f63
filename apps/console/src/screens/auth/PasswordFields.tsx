import { FormField, Input } from '@console/ui';
import type { FieldErrors } from './authForm.logic';
import { PASSWORD_RULE } from './password.logic';

export type PasswordKey = 'password' | 'confirm';

export interface PasswordFieldsProps {
  password: string;
  confirm: string;
  errors: FieldErrors<PasswordKey>;
  onChange: (key: PasswordKey, value: string) => void;
  /** 'Password' on registration, 'New password' where one is replaced. */
  label?: string;
  confirmLabel?: string;
}

/** A new password with the contract's rule under it, and its confirmation. */
export function PasswordFields({
  password,
  confirm,
  errors,
  onChange,
  label = 'New password',
  confirmLabel = 'Confirm new password',
}: PasswordFieldsProps) {
  return (
    <>
      <FormField
        label={label}
        required
        error={errors.password}
        // The rule is the usual error: shown once, as the error, when it is one.
        help={errors.password === PASSWORD_RULE ? undefined : PASSWORD_RULE}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => onChange('password', event.target.value)}
          />
        )}
      </FormField>
      <FormField label={confirmLabel} required error={errors.confirm}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => onChange('confirm', event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}
