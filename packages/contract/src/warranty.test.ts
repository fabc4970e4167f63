import { describe, expect, it } from 'vitest';
import {
  normalizeSerial,
  serialNumber,
  todayIso,
  warrantyListQuery,
  warrantyRegisterBody,
  warrantyTransferBody,
  warrantyVoidBody,
} from './warranty.ts';

describe('normalizeSerial', () => {
  it('trims, upper-cases and removes every whitespace inside', () => {
    expect(normalizeSerial('  vl 24-001 a\t9 \n')).toBe('VL24-001A9');
    expect(normalizeSerial('ab\u00a0c')).toBe('ABC');
    expect(normalizeSerial('')).toBe('');
  });
});

describe('serialNumber', () => {
  it('normalises what it accepts and refuses empty, over-long or odd serials', () => {
    expect(serialNumber.parse(' rw 25 0001 ')).toBe('RW250001');
    for (const bad of ['   ', 'A'.repeat(65), 'VL#1', '-VL1', 'VL 1;drop']) {
      expect(serialNumber.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('warrantyRegisterBody', () => {
  const body = {
    serialNumber: ' vl 1 ',
    productId: 1,
    purchaseDate: '2025-01-31',
    owner: { name: 'Ana', email: ' Ana@Example.TEST ' },
  };

  it('normalises the serial and the owner e-mail', () => {
    const parsed = warrantyRegisterBody.parse(body);
    expect(parsed.serialNumber).toBe('VL1');
    expect(parsed.owner.email).toBe('ana@example.test');
  });

  it('refuses a purchase date after today, or not a date', () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const purchaseDate of [tomorrow, '2025-02-30', '31/01/2025']) {
      const result = warrantyRegisterBody.safeParse({ ...body, purchaseDate });
      expect(result.success, purchaseDate).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['purchaseDate']);
    }
    expect(warrantyRegisterBody.safeParse({ ...body, purchaseDate: todayIso() }).success).toBe(true);
  });
});

describe('warrantyListQuery', () => {
  it('defaults to newest registrations first and normalises the serial search', () => {
    expect(warrantyListQuery.parse({ serial: ' vl 24 ', status: '' })).toMatchObject({
      sort: '-registeredAt',
      serial: 'VL24',
      pageNum: 1,
      pageSize: 20,
    });
    expect(warrantyListQuery.safeParse({ expiringWithinDays: '0' }).success).toBe(false);
    expect(warrantyListQuery.safeParse({ sort: 'owner' }).success).toBe(false);
  });
});

describe('warrantyVoidBody and warrantyTransferBody', () => {
  it('trims the reason and refuses a blank or over-long one', () => {
    expect(warrantyVoidBody.parse({ reason: ' Stolen. ' })).toEqual({ reason: 'Stolen.' });
    for (const reason of ['  ', 'x'.repeat(501)]) {
      expect(warrantyVoidBody.safeParse({ reason }).success).toBe(false);
    }
  });

  it('takes the new owner as a registration does and refuses a transfer date after today', () => {
    const body = { owner: { name: ' Sam ', email: ' SAM@X.TEST ', phone: '' }, transferDate: todayIso() };
    expect(warrantyTransferBody.parse(body)).toEqual({
      owner: { name: 'Sam', email: 'sam@x.test' },
      transferDate: todayIso(),
    });
    const tomorrow = todayIso(new Date(Date.now() + 86_400_000));
    expect(warrantyTransferBody.safeParse({ ...body, transferDate: tomorrow }).success).toBe(false);
  });
});
