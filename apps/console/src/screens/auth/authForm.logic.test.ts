import { accountEmail } from '@console/contract';
import { HttpError } from '@console/core';
import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID, emailError, loginHref, schemaError, serverErrors } from './authForm.logic';

const refusal = (code: number, msg: string, data: unknown = null) =>
  new HttpError(msg, { code, status: code, data: { code, msg, data } });

describe('client rules', () => {
  it('checks an address as the contract does', () => {
    expect(schemaError(accountEmail, 'nope')).toBe('Enter a valid e-mail address.');
    expect(schemaError(accountEmail, ' Ada@Example.com ')).toBeUndefined();
    // The sign-in page's own check (no zod on that page) says the same.
    expect(EMAIL_INVALID).toBe(schemaError(accountEmail, 'nope'));
    expect(emailError('nope')).toBe(EMAIL_INVALID);
    expect(emailError(' Ada@Example.com ')).toBeUndefined();
  });
});

describe('server errors', () => {
  const fields = ['email', 'code', 'password'] as const;

  it('maps 400 body fields onto the form and keeps the rest for the form message', () => {
    const error = refusal(400, 'The request is invalid.', {
      fields: { 'body.email': 'Enter a valid e-mail address.', 'body.phone': 'Too short' },
    });
    expect(serverErrors(error, { fields })).toEqual({
      fields: { email: 'Enter a valid e-mail address.' },
      message: 'Too short',
    });
  });

  it('puts a 422 with a named field on that field only', () => {
    const text = 'The verification code is wrong or has expired.';
    expect(serverErrors(refusal(422, text, { fields: { code: text } }), { fields })).toEqual({
      fields: { code: text },
      message: null,
    });
  });

  it('shows refusals without fields above the button', () => {
    const error = refusal(422, 'Incorrect email or password.', { captchaRequired: false });
    expect(serverErrors(error, { fields })).toEqual({ fields: {}, message: 'Incorrect email or password.' });
    const network = new HttpError('An error occurred. Please contact the administrator.', {
      code: 0,
      network: true,
    });
    expect(serverErrors(network, { fields }).message).toBe(
      'An error occurred. Please contact the administrator.',
    );
  });

  it('gives a status to the field it concerns', () => {
    const error = refusal(409, 'An account with this email already exists.');
    expect(serverErrors(error, { fields, statusFields: { 409: 'email' } })).toEqual({
      fields: { email: 'An account with this email already exists.' },
      message: null,
    });
  });

  it('answers anything else with the default message', () => {
    expect(serverErrors(new Error('boom'), { fields }).message).toBe(
      'Unknown system error, please contact the administrator.',
    );
  });
});

describe('loginHref', () => {
  it('prefills the e-mail on the sign-in page', () => {
    expect(loginHref('a+b@example.com')).toBe('/login?email=a%2Bb%40example.com');
    expect(loginHref('')).toBe('/login');
  });
});
