import { Button, FormField, Input } from '@console/ui';
import type { ReactNode } from 'react';
import type { EmailCodeState } from './useEmailCode';
// Plain CSS, no CSS-in-JS runtime: it keeps the sign-in and public pages within their JS budget.
import './CodeField.css';

export interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  help?: ReactNode;
  code: EmailCodeState;
  /** Asks for a code (the form checks the e-mail first). */
  onSend: () => void;
}

/** The 6-digit e-mailed code, with the button that sends it and then counts down to the next send. */
export function CodeField({ value, onChange, error, help, code, onSend }: CodeFieldProps) {
  return (
    <FormField label="Verification code" required error={error} help={help}>
      {(control) => (
        <div className="code-field__row">
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={value}
            onChange={(event) => onChange(event.target.value.trim())}
          />
          <Button loading={code.sending} disabled={code.remaining > 0} onClick={onSend}>
            {code.buttonLabel}
          </Button>
        </div>
      )}
    </FormField>
  );
}
