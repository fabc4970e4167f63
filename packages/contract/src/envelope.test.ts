import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope, optionalInput, pageOf, pageOffset, pageQuery } from './envelope.ts';

describe('envelope', () => {
  it('accepts { code, msg, en_message?, data } and rejects a missing code', () => {
    const schema = envelope(z.object({ id: z.number() }));
    expect(schema.parse({ code: 200, msg: 'ok', data: { id: 1 } })).toEqual({
      code: 200,
      msg: 'ok',
      data: { id: 1 },
    });
    expect(schema.safeParse({ msg: 'ok', data: { id: 1 } }).success).toBe(false);
  });

  it('carries list pages as rows and total', () => {
    const schema = envelope(pageOf(z.object({ id: z.number() })));
    expect(schema.parse({ code: 200, msg: 'ok', data: { rows: [{ id: 1 }], total: 41 } }).data.total).toBe(
      41,
    );
  });
});

describe('pageQuery', () => {
  it('defaults to page 1 of 20 and caps the size at 100', () => {
    expect(pageQuery.parse({})).toEqual({ pageNum: 1, pageSize: 20 });
    expect(pageQuery.parse({ pageNum: '3', pageSize: '100' })).toEqual({ pageNum: 3, pageSize: 100 });
    const tooBig = pageQuery.safeParse({ pageSize: 101 });
    expect(tooBig.success).toBe(false);
    expect(tooBig.error?.issues[0]?.path).toEqual(['pageSize']);
  });
});

describe('optionalInput', () => {
  const state = z.object({ state: optionalInput(z.string().regex(/^[A-Z]{2}$/)) });

  it('reads a blank value as not given, and still checks a real one', () => {
    expect(state.parse({ state: '' })).toEqual({ state: undefined });
    expect(state.parse({ state: '   ' })).toEqual({ state: undefined });
    expect(state.parse({})).toEqual({});
    expect(state.parse({ state: 'CA' })).toEqual({ state: 'CA' });
    expect(state.safeParse({ state: 'California' }).success).toBe(false);
  });
});

describe('pageOffset', () => {
  it('skips the rows of the pages before', () => {
    expect(pageOffset({ pageNum: 1, pageSize: 20 })).toBe(0);
    expect(pageOffset({ pageNum: 3, pageSize: 10 })).toBe(20);
  });
});
