import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changeListQuery, readListQuery, writeListQuery } from './listQuery.logic';

const schema = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(['purchaseDate', '-purchaseDate']).default('-purchaseDate'),
  status: z.enum(['active', 'void']).optional(),
  serial: z.string().optional(),
});

describe('list query in the URL', () => {
  it('reads typed values, with the defaults for what the URL leaves out', () => {
    expect(readListQuery(schema, new URLSearchParams('pageNum=3&status=active'))).toEqual({
      pageNum: 3,
      pageSize: 20,
      sort: '-purchaseDate',
      status: 'active',
    });
  });

  it('drops values the schema refuses and keeps the rest', () => {
    expect(readListQuery(schema, new URLSearchParams('pageNum=-2&status=bogus&serial=AB1'))).toEqual({
      pageNum: 1,
      pageSize: 20,
      sort: '-purchaseDate',
      serial: 'AB1',
    });
  });

  it('writes only what differs from the defaults', () => {
    const query = { pageNum: 1, pageSize: 20, sort: 'purchaseDate' as const, status: undefined, serial: '' };
    expect(writeListQuery(schema, query).toString()).toBe('sort=purchaseDate');
  });

  it('starts again at page 1 when a filter, the sort or the page size changes, not when the page does', () => {
    const query: { pageNum: number; pageSize: number; sort: string; status?: string } = {
      pageNum: 4,
      pageSize: 20,
      sort: '-purchaseDate',
    };
    expect(changeListQuery(query, { pageNum: 5 }).pageNum).toBe(5);
    expect(changeListQuery(query, { status: 'void' }).pageNum).toBe(1);
    expect(changeListQuery(query, { sort: 'purchaseDate' }).pageNum).toBe(1);
    expect(changeListQuery(query, { pageSize: 50 })).toEqual({
      pageNum: 1,
      pageSize: 50,
      sort: '-purchaseDate',
    });
    expect(changeListQuery(query, { sort: '-purchaseDate' }).pageNum).toBe(4);
  });
});
