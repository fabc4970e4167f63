import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { claimLineInput, claimSubmitBody } from './claims.ts';
import {
  bodyId,
  CONTROL_CHARACTER_MESSAGE,
  exactText,
  MALFORMED_TEXT_MESSAGE,
  multilineText,
  queryId,
  textLine,
} from './fields.ts';
import { formIssueMessage, issueMessage } from './issueMessage.ts';
import { isoDate } from './warranty.ts';

/** The message of each failing field, as the API and the forms word it. */
function messages(schema: z.ZodType, value: unknown, map = issueMessage): Record<string, string> {
  const result = schema.safeParse(value, { error: map });
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.') || '(root)'] ??= issue.message;
  return found;
}

describe('the contract error map', () => {
  it('words a claim line quantity of -2 as a sentence', () => {
    const line = { kind: 'part', description: 'Controller', quantity: -2, unitCents: 100 };
    expect(messages(claimLineInput, line)).toEqual({ quantity: 'Enter a number greater than 0.' });
    expect(messages(claimLineInput, { ...line, quantity: 1.234 })).toEqual({
      quantity: 'Use at most 2 decimal places.',
    });
    expect(messages(claimLineInput, { ...line, quantity: 20_000 })).toEqual({
      quantity: 'Enter a number of at most 10,000.',
    });
  });

  it('words missing values, wrong types, lengths and counts', () => {
    const schema = z.strictObject({
      name: z.string().min(1).max(200),
      code: z.string().min(3),
      count: z.number().int().min(1),
      flag: z.boolean(),
      tags: z.array(z.string()).min(1).max(2),
      kind: z.enum(['labor', 'part']),
      item: z.object({ id: z.number() }),
    });
    expect(
      messages(schema, {
        name: 'x'.repeat(201),
        code: 'ab',
        count: 1.5,
        flag: 'yes',
        tags: ['a', 'b', 'c'],
        kind: 'wheel',
        item: 'x',
      }),
    ).toEqual({
      name: 'Use at most 200 characters.',
      code: 'Use at least 3 characters.',
      count: 'Enter a whole number.',
      flag: 'Enter true or false.',
      tags: 'Add at most 2 items.',
      kind: 'Choose one of the offered options.',
      item: 'Enter the fields of this item.',
    });
    expect(messages(schema, { name: '', count: 0, tags: [], extra: 1 })).toEqual({
      '(root)': 'Remove the field "extra": this request does not take it.',
      name: 'This field is required.',
      code: 'This field is required.',
      count: 'Enter a number of at least 1.',
      flag: 'This field is required.',
      tags: 'Add at least one item.',
      kind: 'This field is required.',
      item: 'This field is required.',
    });
  });

  it('words formats and keeps a schema’s own message', () => {
    const schema = z.object({
      email: z.email(),
      id: z.uuid(),
      date: isoDate,
      reason: z.string().min(1, 'Why?'),
    });
    expect(messages(schema, { email: 'x', id: 'y', date: '2024-02-30', reason: '' })).toEqual({
      email: 'Enter a valid e-mail address.',
      id: 'Enter a valid identifier (a UUID).',
      date: 'Enter a date as YYYY-MM-DD.',
      reason: 'Why?',
    });
    expect(messages(schema.shape.date, '0000-01-01')).toEqual({
      '(root)': 'Enter a date from 1900 to 2999.',
    });
  });

  it('reads an empty number input (NaN) as required in forms, as "Enter a number." elsewhere', () => {
    expect(messages(z.object({ year: z.number() }), { year: Number.NaN }, formIssueMessage)).toEqual({
      year: 'This field is required.',
    });
    expect(messages(z.object({ brandId: queryId }), { brandId: 'abc' })).toEqual({
      brandId: 'Enter a number.',
    });
  });

  it('words the claim form’s missing lines and text', () => {
    const found = messages(claimSubmitBody, { lines: [] });
    expect(found.lines).toBe('Add at least one item.');
    expect(found.complaint).toBe('This field is required.');
  });
});

describe('ids and text bounded to what the database holds', () => {
  it('refuses ids outside PostgreSQL integers', () => {
    expect(bodyId.safeParse(2_147_483_647).success).toBe(true);
    expect(messages(bodyId, 2_147_483_648)).toEqual({ '(root)': 'Enter a number of at most 2,147,483,647.' });
    expect(messages(queryId, '2147483648')).toEqual({ '(root)': 'Enter a number of at most 2,147,483,647.' });
    expect(messages(bodyId, 0)).toEqual({ '(root)': 'Enter a number of at least 1.' });
  });

  it('refuses control characters: none in a line, tabs and line breaks in longer text', () => {
    expect(textLine().parse('  Ada  ')).toBe('Ada');
    expect(messages(textLine(), 'Ada\u0000')).toEqual({ '(root)': CONTROL_CHARACTER_MESSAGE });
    expect(messages(textLine(), 'Ada\nLovelace')).toEqual({ '(root)': CONTROL_CHARACTER_MESSAGE });
    expect(multilineText().parse('First line\n\tsecond\r\n')).toBe('First line\n\tsecond');
    expect(messages(multilineText(), 'a\u0000b')).toEqual({ '(root)': CONTROL_CHARACTER_MESSAGE });
    expect(messages(multilineText(), 'a\u001bb')).toEqual({ '(root)': CONTROL_CHARACTER_MESSAGE });
  });

  it('refuses a lone surrogate half (PostgreSQL refuses it in JSON), and keeps whole characters', () => {
    expect(messages(textLine(), 'VL\ud800-1')).toEqual({ '(root)': MALFORMED_TEXT_MESSAGE });
    expect(messages(multilineText(), 'note\n\udc00')).toEqual({ '(root)': MALFORMED_TEXT_MESSAGE });
    expect(messages(exactText(), 'pass\ud800word')).toEqual({ '(root)': MALFORMED_TEXT_MESSAGE });
    expect(exactText().parse('pass 🚲 word')).toBe('pass 🚲 word');
    expect(textLine().parse('Ride 🚲')).toBe('Ride 🚲');
    expect(multilineText().parse('Ride\n🚲')).toBe('Ride\n🚲');
  });
});
