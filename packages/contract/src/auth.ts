import { z } from 'zod';
import { exactText, textLine } from './fields.ts';

/** E-mail addresses are compared trimmed and lower-cased (users.email is stored that way). */
const email = z.string().trim().toLowerCase().pipe(z.email().max(254));

/** `POST /bee/loginBee`. `code` + `uuid` answer the image captcha once it is required (empty = not sent). */
export const loginBody = z.strictObject({
  email,
  password: exactText().min(1).max(128),
  code: textLine().max(16).optional(),
  uuid: z.uuid().or(z.literal('')).optional(),
});

export type LoginBody = z.infer<typeof loginBody>;

/** The company of a brand user (null for retailers and admins). */
export const brandsInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  onsite_available: z.boolean(),
});

export type BrandsInfo = z.infer<typeof brandsInfo>;

/** `GET /bee/userInfo`, also returned by a successful login. */
export const userInfo = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  /** 1 brand, 2 retailer, 3 platform admin. */
  user_type: z.number().int(),
  /** 1 company owner; higher numbers are narrower roles. */
  user_role: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  brands_info: brandsInfo.nullable(),
  /** The card provider's publishable key (pk_…), never a secret one. */
  card_public_key: z.string().nullable(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  /** IANA time zone of the user's company. */
  timezone: z.string(),
});

export type UserInfoData = z.infer<typeof userInfo>;

export const loginResult = z.object({ token: z.string(), userInfo });

export type LoginResult = z.infer<typeof loginResult>;

/** `data` of a refused login (422): whether the next attempt must answer an image captcha. */
export const loginRefusal = z.object({ captchaRequired: z.boolean() });

export type LoginRefusal = z.infer<typeof loginRefusal>;

/** `GET /bee/getCaptcha`: `img` is a `data:image/svg+xml;base64,…` URL, `uuid` goes back with the answer. */
export const captchaResult = z.object({
  captchaEnabled: z.boolean(),
  uuid: z.uuid(),
  img: z.string(),
});

export type CaptchaResult = z.infer<typeof captchaResult>;

/** `GET /account/userLoginVerify?email=`. */
export const userLoginVerifyQuery = z.object({ email });

export type UserLoginVerifyQuery = z.infer<typeof userLoginVerifyQuery>;

/** `needsSetup`: an active account without a password yet (invited; finishes setup from the e-mailed link). */
export const userLoginVerifyResult = z.object({ exists: z.boolean(), needsSetup: z.boolean() });

export type UserLoginVerifyResult = z.infer<typeof userLoginVerifyResult>;
