import { registerBrandsRequestBody } from '@console/contract';
import { HttpError } from '@console/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkForm, readSubmitFailure } from './formErrors.logic';

const application = {
  companyName: 'Volt Bikes',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: ' Ada@Volt.example ',
  phone: '',
  website: '',
  state: '',
  onsiteService: true,
  note: '',
};

describe('checkForm', () => {
  it('gives the parsed body when the form is valid', () => {
    const result = checkForm(registerBrandsRequestBody, application);
    expect(result).toEqual({
      ok: true,
      data: {
        companyName: 'Volt Bikes',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@volt.example',
        onsiteService: true,
      },
    });
  });

  it("keeps the contract's own messages and words length rules plainly", () => {
    const result = checkForm(registerBrandsRequestBody, {
      ...application,
      companyName: '  ',
      email: 'not-an-email',
      phone: '12',
      website: 'ftp://files.example',
      note: 'x'.repeat(2001),
    });
    expect(result).toEqual({
      ok: false,
      fields: {
        companyName: 'This field is required.',
        email: 'Enter a valid e-mail address.',
        phone: 'Use at least 7 characters.',
        website: 'Enter a website address starting with http:// or https://.',
        note: 'Use at most 2000 characters.',
      },
    });
  });
});

describe('readSubmitFailure', () => {
  const refusal = (code: number, msg: string, data: unknown = null) =>
    new HttpError(msg, { code, status: code, data: { code, msg, data } });

  it('maps the fields of a 400 (body.x) to the form, first message per field', () => {
    const error = refusal(400, 'The request is invalid.', {
      fields: { 'body.phone': 'Enter a phone number using digits.', 'body.website': 'Bad website.' },
    });
    expect(readSubmitFailure(error, ['phone', 'website'])).toEqual({
      code: 400,
      fields: { phone: 'Enter a phone number using digits.', website: 'Bad website.' },
      message: null,
    });
  });

  it('maps the fields of a 422 (x) too', () => {
    const error = refusal(422, 'The current password is incorrect.', {
      fields: { oldPassword: 'The current password is incorrect.' },
    });
    expect(readSubmitFailure(error, ['oldPassword', 'password']).fields).toEqual({
      oldPassword: 'The current password is incorrect.',
    });
  });

  it('leaves a refusal without fields of this form to the message above the button', () => {
    const error = refusal(400, 'The request is invalid.', { fields: { 'body.extra': 'Unknown field.' } });
    expect(readSubmitFailure(error, ['email'])).toEqual({
      code: 400,
      fields: {},
      message: 'The request is invalid.',
    });
    expect(readSubmitFailure(refusal(429, 'Too many requests, please try again later.'), ['email'])).toEqual({
      code: 429,
      fields: {},
      message: 'Too many requests, please try again later.',
    });
  });

  it('reads a network failure and any other error by its message', () => {
    const network = new HttpError('An error occurred. Please contact the administrator.', {
      code: 0,
      network: true,
    });
    expect(readSubmitFailure(network, ['email']).message).toBe(
      'An error occurred. Please contact the administrator.',
    );
    expect(readSubmitFailure(new Error('boom'), []).message).toBe('boom');
  });
});

describe('required values in plain words', () => {
  it('says "This field is required." for nothing chosen, nothing typed, or no number', () => {
    const schema = z.object({
      productId: z.number(),
      name: z.string().min(1),
      year: z.number(),
      note: z.string(),
      reason: z.enum(['duplicate', 'other']),
    });
    expect(checkForm(schema, { name: '', year: Number.NaN })).toEqual({
      ok: false,
      fields: {
        productId: 'This field is required.',
        name: 'This field is required.',
        year: 'This field is required.',
        note: 'This field is required.',
        reason: 'This field is required.',
      },
    });
  });
});
