// The field schemas every request schema builds on, bounded to what the database holds, so that no value a
// client can send gets past validation and is then refused by the database (a 500 instead of a 400).
import { z } from 'zod';

/** Row ids are PostgreSQL `integer` (serial) columns: 1 to 2,147,483,647. */
export const MAX_ID = 2_147_483_647;

/** A row id in a JSON body. */
export const bodyId = z.number().int().min(1).max(MAX_ID);

/** A row id in a path or query string (text that holds a whole number). */
export const queryId = z.coerce.number().int().min(1).max(MAX_ID);

export const CONTROL_CHARACTER_MESSAGE =
  'Remove the invisible control characters (such as NUL) from this text.';

/** C0 and C1 control characters: PostgreSQL refuses NUL in text, and no typed text holds any of them. */
const CONTROL = /\p{Cc}/u;
/** The same, except tab and line breaks, which text of several lines holds. */
const CONTROL_EXCEPT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;

export const MALFORMED_TEXT_MESSAGE = 'This text holds a broken character: type it again.';

/** Text the database can store: no lone UTF-16 surrogate (half a character, which no keyboard types). */
const LONE_SURROGATE = /\p{Cs}/u;
const wellFormed = (value: string) => !LONE_SURROGATE.test(value);

/** The message for a value that is not text at all (`{ error: 'Enter the reason.' }`). */
type TypeParams = Parameters<typeof z.string>[0];

/** One line of text (a name, a code, a search term): trimmed, with no control characters at all. */
export function textLine(params?: TypeParams) {
  return z
    .string(params)
    .trim()
    .refine((value) => !CONTROL.test(value), { error: CONTROL_CHARACTER_MESSAGE })
    .refine(wellFormed, { error: MALFORMED_TEXT_MESSAGE });
}

/** Text of several lines (a note, a complaint): trimmed; tabs and line breaks, but no other control characters. */
export function multilineText(params?: TypeParams) {
  return z
    .string(params)
    .trim()
    .refine((value) => !CONTROL_EXCEPT_LINE_BREAKS.test(value), { error: CONTROL_CHARACTER_MESSAGE })
    .refine(wellFormed, { error: MALFORMED_TEXT_MESSAGE });
}

/** Text taken exactly as typed (a password): not trimmed, no control characters. */
export function exactText() {
  return z
    .string()
    .refine((value) => !CONTROL.test(value), { error: CONTROL_CHARACTER_MESSAGE })
    .refine(wellFormed, { error: MALFORMED_TEXT_MESSAGE });
}

/** A phone number as people write it: digits, spaces and + ( ) . - only. */
export const contactPhone = textLine()
  .min(7)
  .max(32)
  .regex(/^[+0-9 ().-]+$/, 'Enter a phone number using digits, spaces and + ( ) . - only.');
