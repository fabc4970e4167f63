// The one error map of the contract: every rule a schema states without a text of its own reads as a
// sentence a user understands ("Enter a number greater than 0.", not "Too small: expected number to be >0").
// The API answers its 400s with it and the console's forms check with it; a schema's own message wins.
import type { z } from 'zod';

export const REQUIRED_MESSAGE = 'This field is required.';

type ErrorMap = z.core.$ZodErrorMap;
type RawIssue = Parameters<ErrorMap>[0];

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

function formatBound(value: number | bigint | Date): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : numberFormat.format(value);
}

/** Nothing chosen or typed. */
const isBlank = (input: unknown) => input === undefined || input === null || input === '';

function typeMessage(expected: string, input: unknown): string {
  if (isBlank(input)) return REQUIRED_MESSAGE;
  switch (expected) {
    case 'int':
      return typeof input === 'number' ? 'Enter a whole number.' : 'Enter a number.';
    case 'number':
    case 'bigint':
      return 'Enter a number.';
    case 'string':
      return 'Enter text.';
    case 'boolean':
      return 'Enter true or false.';
    case 'array':
      return 'Enter a list.';
    case 'object':
    case 'record':
      return 'Enter the fields of this item.';
    case 'date':
      return 'Enter a date.';
    default:
      return 'Enter a valid value.';
  }
}

function tooSmallMessage(issue: Extract<RawIssue, { code: 'too_small' }>): string {
  const bound = formatBound(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return Number(issue.minimum) <= 1 ? REQUIRED_MESSAGE : `Use at least ${issue.minimum} characters.`;
    case 'array':
    case 'set':
      return Number(issue.minimum) <= 1 ? 'Add at least one item.' : `Add at least ${issue.minimum} items.`;
    case 'date':
      return `Enter a date on or after ${bound}.`;
    default:
      return issue.inclusive === false
        ? `Enter a number greater than ${bound}.`
        : `Enter a number of at least ${bound}.`;
  }
}

function tooBigMessage(issue: Extract<RawIssue, { code: 'too_big' }>): string {
  const bound = formatBound(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `Use at most ${issue.maximum} characters.`;
    case 'array':
    case 'set':
      return `Add at most ${issue.maximum} items.`;
    case 'date':
      return `Enter a date on or before ${bound}.`;
    default:
      return issue.inclusive === false
        ? `Enter a number less than ${bound}.`
        : `Enter a number of at most ${bound}.`;
  }
}

const formatMessages: Record<string, string> = {
  email: 'Enter a valid e-mail address.',
  url: 'Enter a web address starting with http:// or https://.',
  uuid: 'Enter a valid identifier (a UUID).',
  guid: 'Enter a valid identifier (a UUID).',
  date: 'Enter a date as YYYY-MM-DD.',
  datetime: 'Enter a date and time, e.g. 2025-01-31T09:30:00Z.',
  time: 'Enter a time as HH:MM.',
  regex: 'Use only the characters this field allows.',
};

function multipleOfMessage(divisor: number | bigint): string {
  const step = Number(divisor);
  if (step > 0 && step < 1) {
    const places = Math.round(-Math.log10(step));
    if (10 ** -places === step) return `Use at most ${places} decimal place${places === 1 ? '' : 's'}.`;
  }
  return `Enter a multiple of ${formatBound(divisor)}.`;
}

/** Field names as a client sent them, quoted and cut short (they are echoed back in the answer). */
function quotedKeys(keys: readonly string[]): string {
  return keys.map((key) => JSON.stringify(key.slice(0, 40))).join(', ');
}

/** A readable sentence for a zod issue (a schema's own message is used before this is asked). */
export const issueMessage: ErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue.expected, issue.input);
    case 'too_small':
      return tooSmallMessage(issue);
    case 'too_big':
      return tooBigMessage(issue);
    case 'invalid_format':
      return formatMessages[issue.format] ?? 'Enter a value in the expected format.';
    case 'not_multiple_of':
      return multipleOfMessage(issue.divisor);
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `Remove the field ${quotedKeys(issue.keys)}: this request does not take it.`
        : `Remove the fields ${quotedKeys(issue.keys)}: this request does not take them.`;
    case 'invalid_value':
      return isBlank(issue.input) ? REQUIRED_MESSAGE : 'Choose one of the offered options.';
    case 'invalid_key':
    case 'invalid_element':
      return 'One of the entries is not valid.';
    default:
      return isBlank(issue.input) ? REQUIRED_MESSAGE : 'Enter a valid value.';
  }
};

/**
 * The same map for a form, where a number input left empty holds NaN: that is a field left empty too.
 */
export const formIssueMessage: ErrorMap = (issue) =>
  issue.code === 'invalid_type' && typeof issue.input === 'number' && Number.isNaN(issue.input)
    ? REQUIRED_MESSAGE
    : issueMessage(issue);
