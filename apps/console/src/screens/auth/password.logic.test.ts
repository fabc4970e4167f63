import { describe, expect, it } from 'vitest';
import { CONFIRM_REQUIRED, newPasswordErrors, PASSWORD_MISMATCH, PASSWORD_RULE } from './password.logic';

describe('new passwords', () => {
  it('states the contract rule', () => {
    expect(PASSWORD_RULE).toBe(
      'The password must be 8 to 128 characters long and contain at least one letter and one digit.',
    );
  });

  it('checks a new password and its confirmation', () => {
    expect(newPasswordErrors('', '')).toEqual({ password: PASSWORD_RULE, confirm: CONFIRM_REQUIRED });
    expect(newPasswordErrors('abcdefgh', 'abcdefgh')).toEqual({ password: PASSWORD_RULE });
    expect(newPasswordErrors('12345678', '12345678')).toEqual({ password: PASSWORD_RULE });
    expect(newPasswordErrors('abcdefg1', 'abcdefg2')).toEqual({ confirm: PASSWORD_MISMATCH });
    expect(newPasswordErrors('abcdefg1', 'abcdefg1')).toEqual({});
  });
});
