// No values from @console/contract here: the sign-in page uses this module, and zod would weigh down its
// first load (the page's JS budget). The forms that need the contract's schemas pass them in.
import { catalogueMessage, isEmail, isHttpError } from '@console/core';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** What a contract schema offers here (the console reaches zod only through `@console/contract`). */
export interface Checkable {
  safeParse(value: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } };
}

/** The first message `schema` gives for `value`, or undefined when the value passes. */
export function schemaError(schema: Checkable, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : (result.error?.issues[0]?.message ?? catalogueMessage(400));
}

/** The contract's message for a bad address (`accountEmail`; a unit test keeps the two equal). */
export const EMAIL_INVALID = 'Enter a valid e-mail address.';

/** The sign-in page's address check, without the contract's schema (see above). */
export function emailError(value: string): string | undefined {
  return isEmail(value.trim()) ? undefined : EMAIL_INVALID;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

export interface ServerErrors<K extends string> {
  /** Messages for the form's own fields. */
  fields: FieldErrors<K>;
  /** What goes above the submit button: the server's message when no field took it. */
  message: string | null;
}

export interface ServerErrorOptions<K extends string> {
  /** The form's fields, named as in the request body. */
  fields: readonly K[];
  /** Statuses whose message belongs to one field (409 "account exists" → email). */
  statusFields?: Partial<Record<number, K>>;
}

function envelopeFields(body: unknown): Record<string, string> {
  const data = (body as { data?: { fields?: unknown } } | null | undefined)?.data;
  const fields = data?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * Splits a failed call into field messages and a form message. The API names fields `body.email` on a
 * 400 and `code` / `oldPassword` on a 422; both reach the field of that name. Fields the form does not
 * have, and refusals without fields (wrong credentials, 429, network), become the form message.
 */
export function serverErrors<K extends string>(
  error: unknown,
  { fields: known, statusFields = {} }: ServerErrorOptions<K>,
): ServerErrors<K> {
  if (!isHttpError(error)) return { fields: {}, message: catalogueMessage(500) };
  const fields: FieldErrors<K> = {};
  const rest: string[] = [];
  for (const [name, text] of Object.entries(envelopeFields(error.data))) {
    const key = name.replace(/^body\./, '');
    if ((known as readonly string[]).includes(key)) fields[key as K] ??= text;
    else rest.push(text);
  }
  const statusField = statusFields[error.code];
  if (statusField !== undefined && fields[statusField] === undefined) fields[statusField] = error.message;
  if (rest.length > 0) return { fields, message: rest.join(' ') };
  return { fields, message: hasErrors(fields) ? null : error.message };
}

/** The sign-in page with the address filled in. */
export function loginHref(email: string): string {
  return email ? `/login?email=${encodeURIComponent(email)}` : '/login';
}
