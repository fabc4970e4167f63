import { z } from 'zod';

/**
 * Every API response is this envelope (ARCHITECTURE.md, apps/api): `code` mirrors the HTTP status,
 * `msg` is the message, `en_message` an optional English message the console prefers, `data` the payload.
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string(),
    en_message: z.string().optional(),
    data,
  });
}

export type Envelope<T> = { code: number; msg: string; en_message?: string; data: T };

/** The last page number a list call takes: far beyond any list, and its offset stays a safe integer. */
export const MAX_PAGE_NUM = 1_000_000;

/** Paging of every list call: pageNum / pageSize default to 1 / 20, pageSize at most 100. */
export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(MAX_PAGE_NUM).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export type PageQuery = z.infer<typeof pageQuery>;

/** Rows to skip for a page: (pageNum − 1) × pageSize. */
export function pageOffset({ pageNum, pageSize }: PageQuery): number {
  return (pageNum - 1) * pageSize;
}

/** A page of a list: `data.rows` and `data.total`. */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), total: z.number().int().min(0) });
}

/** A validation failure names the fields that failed: `data.fields` maps a dotted path to its message. */
export const fieldErrors = z.object({ fields: z.record(z.string(), z.string()) });

/**
 * An optional field that also takes a blank value as "not given": forms and query strings send '' for an
 * empty input (`?status=`), which would otherwise fail the field's own rule.
 */
export function optionalInput<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );
}
