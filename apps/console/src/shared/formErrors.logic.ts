import { type accountPassword, fieldErrors, formIssueMessage } from '@console/contract';
import { isHttpError } from '@console/core';

/** Messages per form field, keyed by the field's name in the request body. */
export type FieldMessages = Record<string, string>;

/** zod's per-parse error map, taken from a contract schema (the console does not depend on zod itself). */
type ErrorMap = NonNullable<NonNullable<Parameters<typeof accountPassword.safeParse>[1]>['error']>;

/**
 * The contract's error map for forms: every rule without a text of its own reads as a sentence (a required
 * value, lengths, number bounds); a rule with its own message keeps it, as a schema's message outranks it.
 */
export const plainIssue: ErrorMap = formIssueMessage;

/** The part of a contract schema a form check uses. */
export interface FormSchema<T> {
  safeParse(
    values: unknown,
    params?: { error?: ErrorMap },
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type FormCheck<T> = { ok: true; data: T } | { ok: false; fields: FieldMessages };

/** Checks a form with the contract's schema: the parsed body, or the first message of each failing field. */
export function checkForm<T>(schema: FormSchema<T>, values: unknown): FormCheck<T> {
  const result = schema.safeParse(values, { error: plainIssue });
  if (result.success) return { ok: true, data: result.data };
  const fields: FieldMessages = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    fields[name] ??= issue.message;
  }
  return { ok: false, fields };
}

/** What a refused submit tells the form: messages for its fields, and one for above the submit button. */
export interface SubmitFailure {
  /** The envelope code (or HTTP status); 0 when no answer arrived. */
  code: number;
  fields: FieldMessages;
  /** Shown above the submit button: the refusal's message when no field of the form took it. */
  message: string | null;
}

/**
 * Reads a refused call: a 400 names the request's fields as `body.x`, a 422 may name them as `x`. Fields
 * the form does not show are left to the message above the button, so nothing the server said is lost.
 */
export function readSubmitFailure(error: unknown, formFields: readonly string[]): SubmitFailure {
  if (!isHttpError(error)) {
    return { code: 0, fields: {}, message: error instanceof Error ? error.message : String(error) };
  }
  const envelopeData = (error.data as { data?: unknown } | null | undefined)?.data;
  const named = fieldErrors.safeParse(envelopeData);
  const fields: FieldMessages = {};
  if (named.success) {
    for (const [path, message] of Object.entries(named.data.fields)) {
      const name = path.replace(/^body\./, '');
      if (formFields.includes(name)) fields[name] ??= message;
    }
  }
  return { code: error.code, fields, message: Object.keys(fields).length > 0 ? null : error.message };
}
