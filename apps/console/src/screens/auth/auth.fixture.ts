import type { CaptchaResult, LoginResult } from '@console/contract';
import { HttpError } from '@console/core';

/** A refused call as the http client rejects it: the envelope `{ code, msg, data }` of the API. */
export function refusal(code: number, msg: string, data: unknown = null): HttpError {
  return new HttpError(msg, { code, status: code, data: { code, msg, en_message: msg, data } });
}

const svg = (text: string) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50"><text x="20" y="35" font-size="30">${text}</text></svg>`,
  )}`;

export const captchaOne: CaptchaResult = {
  captchaEnabled: true,
  uuid: '0b7e6f9c-3f5e-4c2a-9d1e-6a4b8c2d1e0f',
  img: svg('K7PX'),
};

export const captchaTwo: CaptchaResult = {
  captchaEnabled: true,
  uuid: '5d2c8a4e-1b3f-4e6d-8a9c-7f0e2b4d6c8a',
  img: svg('M3QA'),
};

export const retailerLogin: LoginResult = {
  token: 'token-1',
  userInfo: {
    id: 7,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    avatar: null,
    user_type: 2,
    user_role: 1,
    company_id: 3,
    company_name: 'Lovelace Cycles',
    brands_info: null,
    card_public_key: null,
    roles: [],
    permissions: ['*:*:*'],
    timezone: 'America/New_York',
  },
};

export const WRONG_CREDENTIALS = 'Incorrect email or password.';
export const WRONG_CODE = 'The verification code is wrong or has expired.';

/** A field by its label; FormField puts a hidden '*' before the label of a required field. */
export const label = (name: string) => new RegExp(`^\\*?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
