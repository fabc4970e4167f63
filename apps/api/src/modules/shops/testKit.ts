// Shared steps of the shops and service menu tests.
import type { ShopBody } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import { shops } from '../../db/schema.ts';
import type { TestApp } from '../../test/testApp.ts';
import type { Auth } from '../warranty/testKit.ts';

export function send(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  headers: Auth,
  payload: Record<string, unknown> = {},
) {
  return t.app.inject({ method, url, headers, payload });
}

const open = [{ opens: '10:00', closes: '18:00' }];

/** Tuesday to Saturday, 10 to 6. */
export const WEEK = { mon: [], tue: open, wed: open, thu: open, fri: open, sat: open, sun: [] };

/** A valid new shop; the caller overrides fields. */
export function shopInput(extra: Partial<Record<keyof ShopBody, unknown>> = {}) {
  return {
    name: 'Harbor Cycles Marina',
    address: { street: '3 Marina Blvd', city: 'San Francisco', state: 'CA', zip: '94123' },
    phone: '+1 (415) 555-0199',
    timezone: 'America/Los_Angeles',
    hours: WEEK,
    exceptions: [],
    ...extra,
  };
}

/** The id of a seeded shop of a company, by name. */
export async function shopIdOf(t: TestApp, companyId: number, name: string): Promise<number> {
  const [shop] = await t.db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.companyId, companyId), eq(shops.name, name)));
  if (!shop) throw new Error(`the seed has no shop ${name}`);
  return shop.id;
}
