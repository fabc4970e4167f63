// Shared steps of this module's tests.
import { randomUUID } from 'node:crypto';
import type { WarrantyRegisterInput } from '@console/contract';
import { DEMO_USERS } from '../../db/seed.ts';
import type { TestApp } from '../../test/testApp.ts';

export type Auth = { authorization: string };

export function get(t: TestApp, url: string, headers: Auth) {
  return t.app.inject({ method: 'GET', url, headers });
}

/** A POST with a fresh Idempotency-Key unless the caller gives one (idempotent routes require it). */
export function post(
  t: TestApp,
  url: string,
  headers: Auth & { 'idempotency-key'?: string },
  payload: Record<string, unknown>,
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'idempotency-key': randomUUID(), ...headers },
    payload,
  });
}

let serials = 0;

/** A serial no seeded or earlier test unit has. */
export function freshSerial(): string {
  serials += 1;
  return `TEST${process.pid}X${serials}`;
}

/** A registration of a new unit of the product; the caller adds or overrides fields. */
export function registration(
  productId: number,
  extra: Partial<WarrantyRegisterInput> = {},
): WarrantyRegisterInput {
  return {
    serialNumber: freshSerial(),
    productId,
    purchaseDate: '2025-03-31',
    owner: { name: 'Pat Rider', email: 'pat@example.test', phone: '+1 555 0100' },
    ...extra,
  };
}

export const isoDaysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Sessions of the four demo roles this module's tests act as. */
export async function signInRoles(t: TestApp) {
  return {
    admin: await t.authAs(DEMO_USERS.admin),
    brand: await t.authAs(DEMO_USERS.brand),
    onsite: await t.authAs(DEMO_USERS.onsite),
    retailer: await t.authAs(DEMO_USERS.retailer),
  };
}
