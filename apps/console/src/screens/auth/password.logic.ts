import { accountPassword } from '@console/contract';
import { type FieldErrors, schemaError } from './authForm.logic';

/** The contract's password rule in words: the message `accountPassword` gives for any weak password. */
export const PASSWORD_RULE = schemaError(accountPassword, '') ?? '';

export const PASSWORD_MISMATCH = 'The passwords do not match.';
export const CONFIRM_REQUIRED = 'Enter the password again.';

/** Errors of a new password and its confirmation, by the contract's rule. */
export function newPasswordErrors(password: string, confirm: string): FieldErrors<'password' | 'confirm'> {
  const errors: FieldErrors<'password' | 'confirm'> = {};
  const weak = schemaError(accountPassword, password);
  if (weak) errors.password = weak;
  if (confirm === '') errors.confirm = CONFIRM_REQUIRED;
  else if (confirm !== password) errors.confirm = PASSWORD_MISMATCH;
  return errors;
}
