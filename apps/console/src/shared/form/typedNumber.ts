/**
 * What a number field's text holds, for react-hook-form's `setValueAs`: nothing typed stays undefined so the
 * field reads empty and the schema asks for it (NaN would be written back as the text 'NaN').
 */
export const typedNumber = (value: unknown): number | undefined =>
  value === null || value === undefined || String(value).trim() === '' ? undefined : Number(value);
