// Registration, e-mail codes, passwords, signed links and brand requests (the token-free /bee calls and
// the admin review of brand requests).
import { z } from 'zod';
import { optionalInput, pageOf, pageQuery } from './envelope.ts';
import { bodyId, contactPhone, exactText, multilineText, queryId, textLine } from './fields.ts';

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export const accountEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Enter a valid e-mail address.'));

const passwordRule =
  'The password must be 8 to 128 characters long and contain at least one letter and one digit.';

/** The one password policy, used wherever a new password is set. */
export const accountPassword = exactText()
  .min(8, passwordRule)
  .max(128, passwordRule)
  .regex(/\p{L}/u, passwordRule)
  .regex(/[0-9]/, passwordRule);

// biome-ignore format: fifty codes read better in rows
/** The 50 US states by USPS code (the console's state list). */
export const ACCOUNT_US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

export const accountUsState = z.enum(ACCOUNT_US_STATES, 'Choose a US state by its two-letter code.');

/** The seven time zones a company can choose (spec §3). */
export const ACCOUNT_TIMEZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'America/Boise',
  'America/Virgin',
  'America/Juneau',
  'Pacific/Honolulu',
] as const;

export const accountTimezone = z.enum(ACCOUNT_TIMEZONES, 'Choose one of the offered time zones.');

const name = (max: number) => textLine().min(1, 'This field is required.').max(max);
const emailCode = z.string().regex(/^[0-9]{6}$/, 'The verification code has 6 digits.');
/** The opaque token of a signed link (`sign=` in the e-mailed URL). */
const sign = textLine().min(1).max(256);

export const emailCodePurpose = z.enum(['register', 'reset']);
export type EmailCodePurposeValue = z.infer<typeof emailCodePurpose>;

export const sendCaptchaToEmailBody = z.strictObject({ email: accountEmail, purpose: emailCodePurpose });
export type SendCaptchaToEmailBody = z.infer<typeof sendCaptchaToEmailBody>;

/** 1 brand, 2 retailer: the company type and the first user's type. */
export const registerAccountType = z.union([z.literal(1), z.literal(2)]);

export const registerBody = z.strictObject({
  accountType: registerAccountType,
  companyName: name(200),
  firstName: name(100),
  lastName: name(100),
  email: accountEmail,
  password: accountPassword,
  code: emailCode,
  phone: optionalInput(contactPhone),
  state: optionalInput(accountUsState),
  timezone: optionalInput(accountTimezone),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const registerResult = z.object({ userId: z.number().int(), companyId: z.number().int() });
export type RegisterResult = z.infer<typeof registerResult>;

export const resetPasswordEmailBody = z.strictObject({
  email: accountEmail,
  code: emailCode,
  password: accountPassword,
});
export type ResetPasswordEmailBody = z.infer<typeof resetPasswordEmailBody>;

/**
 * Two forms: `{ sign, password }` from an e-mailed link, or `{ oldPassword, password }` when signed in.
 * Exactly one of sign / oldPassword is given.
 */
export const confirmPasswordEditBody = z
  .strictObject({
    sign: sign.optional(),
    oldPassword: exactText().min(1).max(128).optional(),
    password: accountPassword,
  })
  .superRefine((body, ctx) => {
    if (body.sign === undefined && body.oldPassword === undefined) {
      const message = 'Give either the link signature (sign) or the current password (oldPassword).';
      ctx.addIssue({ code: 'custom', path: ['sign'], message });
      ctx.addIssue({ code: 'custom', path: ['oldPassword'], message });
    } else if (body.sign !== undefined && body.oldPassword !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: 'Give sign or oldPassword, not both.' });
    }
  });
export type ConfirmPasswordEditBody = z.infer<typeof confirmPasswordEditBody>;

export const signedLinkPurpose = z.enum(['invite', 'password_setup']);

export const urlTimeoutVerifyBody = z.strictObject({ sign });
export type UrlTimeoutVerifyBody = z.infer<typeof urlTimeoutVerifyBody>;

/** `purpose` is known for any existing link; `email` only while the link is still valid. */
export const urlTimeoutVerifyResult = z.object({
  valid: z.boolean(),
  purpose: signedLinkPurpose.nullable(),
  email: z.string().nullable(),
});
export type UrlTimeoutVerifyResult = z.infer<typeof urlTimeoutVerifyResult>;

export const registerBrandsRequestBody = z.strictObject({
  companyName: name(200),
  firstName: name(100),
  lastName: name(100),
  email: accountEmail,
  phone: optionalInput(contactPhone),
  website: optionalInput(
    textLine().pipe(
      z
        .url({
          protocol: /^https?$/,
          hostname: z.regexes.domain,
          error: 'Enter a website address starting with http:// or https://.',
        })
        .max(500),
    ),
  ),
  state: optionalInput(accountUsState),
  onsiteService: z.boolean(),
  note: optionalInput(multilineText().max(2000)),
});
export type RegisterBrandsRequestBody = z.infer<typeof registerBrandsRequestBody>;

export const brandRequestStatus = z.enum(['submitted', 'approved', 'rejected']);
export type BrandRequestStatusValue = z.infer<typeof brandRequestStatus>;

export const brandRequestListQuery = pageQuery.extend({
  status: optionalInput(brandRequestStatus),
  /** The requests that made this company (an admin's company page). */
  companyId: optionalInput(queryId),
});
export type BrandRequestListQuery = z.infer<typeof brandRequestListQuery>;

export const brandRequestRow = z.object({
  id: z.number().int(),
  companyName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  state: z.string().nullable(),
  onsiteService: z.boolean(),
  note: z.string().nullable(),
  status: brandRequestStatus,
  reviewedBy: z.number().int().nullable(),
  /** ISO 8601 (UTC). */
  reviewedAt: z.string().nullable(),
  reviewNote: z.string().nullable(),
  /** The company created on approval. */
  companyId: z.number().int().nullable(),
  /** ISO 8601 (UTC). */
  createdAt: z.string(),
});
export type BrandRequestRow = z.infer<typeof brandRequestRow>;

export const brandRequestPage = pageOf(brandRequestRow);

/** A rejection must say why (the note is e-mailed to the applicant). */
export const auditBrandRequestBody = z
  .strictObject({
    id: bodyId,
    decision: z.enum(['approved', 'rejected']),
    note: multilineText().min(1).max(2000).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'rejected' && body.note === undefined) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why the request is rejected.' });
    }
  });
export type AuditBrandRequestBody = z.infer<typeof auditBrandRequestBody>;

export const auditBrandRequestResult = z.object({
  id: z.number().int(),
  status: brandRequestStatus,
  /** The brand company created on approval; null on rejection. */
  companyId: z.number().int().nullable(),
});
export type AuditBrandRequestResult = z.infer<typeof auditBrandRequestResult>;
