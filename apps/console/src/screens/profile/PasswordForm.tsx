import { accountPassword } from '@console/contract';
import { Button, FormField, Input, vars } from '@console/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { checkForm, type FieldMessages, readSubmitFailure } from '../../shared/formErrors.logic';
import type { PasswordChange } from './profile.api';

const FormMessage = styled.p<{ $ok: boolean }>`
  margin: 0 0 12px;
  color: ${(p) => (p.$ok ? vars.successText : vars.dangerText)};
`;

const Column = styled.div`
  max-width: 420px;
`;

const EMPTY = { oldPassword: '', password: '', confirm: '' };
type PasswordValues = typeof EMPTY;

const RULE = '8 to 128 characters, with at least one letter and one digit.';

/** The client's check of the form: the current password given, the new one by the contract's rule, twice. */
function checkPasswords(values: PasswordValues): FieldMessages {
  const fields: FieldMessages = {};
  if (values.oldPassword === '') fields.oldPassword = 'Enter your current password.';
  const rule = checkForm(accountPassword, values.password);
  if (!rule.ok) fields.password = Object.values(rule.fields)[0] ?? RULE;
  else if (values.confirm !== values.password) fields.confirm = 'The two new passwords do not match.';
  return fields;
}

export interface PasswordFormProps {
  /** `PUT /bee/confirmPasswordEdit { oldPassword, password }`; rejects with the server's refusal. */
  changePassword: (body: PasswordChange) => Promise<void>;
}

/** Changes the signed-in user's password; the server then signs the user out everywhere else. */
export function PasswordForm({ changePassword }: PasswordFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  const field = (name: keyof PasswordValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors(({ [name]: _, ...rest }) => rest);
      setOutcome(null);
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setOutcome(null);
    const invalid = checkPasswords(values);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setSending(true);
    try {
      await changePassword({ oldPassword: values.oldPassword, password: values.password });
      setValues(EMPTY);
      setOutcome({
        ok: true,
        text:
          'Your password has been changed. You stay signed in here; on your other browsers and devices you ' +
          'have been signed out and sign in again with the new password.',
      });
    } catch (error) {
      const failure = readSubmitFailure(error, ['oldPassword', 'password']);
      setErrors(failure.fields);
      if (failure.message !== null) setOutcome({ ok: false, text: failure.message });
    } finally {
      setSending(false);
    }
  };

  return (
    <form aria-label="Change password" noValidate onSubmit={onSubmit}>
      <Column>
        <FormField label="Current password" required error={errors.oldPassword}>
          {(control) => (
            <Input {...control} type="password" autoComplete="current-password" {...field('oldPassword')} />
          )}
        </FormField>
        <FormField label="New password" required error={errors.password} help={RULE}>
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...field('password')} />
          )}
        </FormField>
        <FormField label="Confirm the new password" required error={errors.confirm}>
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...field('confirm')} />
          )}
        </FormField>
      </Column>
      {outcome !== null && (
        <FormMessage $ok={outcome.ok} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </FormMessage>
      )}
      <Button type="submit" variant="primary" loading={sending}>
        Change password
      </Button>
    </form>
  );
}
