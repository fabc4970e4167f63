import type { BookingsDashboard } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { type Auth, get } from '../warranty/testKit.ts';

let t: TestApp;
let retailer: Auth;
let summit: Auth;
let voltline: Auth;

beforeAll(async () => {
  t = await createTestApp();
  retailer = await t.authAs(DEMO_USERS.retailerStaff);
  summit = await t.authAs(DEMO_USERS.summit);
  voltline = await t.authAs(DEMO_USERS.brand);
}, 60_000);
afterAll(() => t?.close());

async function dashboard(auth: Auth): Promise<BookingsDashboard> {
  const response = await get(t, '/api/bookings/dashboard', auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const shopDate = (at: string, timezone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(new Date(at));

describe('GET /api/bookings/dashboard', () => {
  it("answers a retailer today's bookings on each shop's clock, the next ones and a week of counts", async () => {
    const data = await dashboard(retailer);
    const now = new Date();
    expect(data.today.length).toBeGreaterThan(0);
    for (const row of data.today) {
      expect(row.company.id).toBe(t.ids.retailer);
      expect(shopDate(row.start, row.timezone)).toBe(shopDate(now.toISOString(), row.timezone));
    }
    expect(data.upcoming.length).toBe(10);
    expect(
      data.upcoming.every((row) => Date.parse(row.start) > now.getTime() && row.status !== 'cancelled'),
    ).toBe(true);
    expect(data.upcoming.map((row) => row.start)).toEqual([...data.upcoming.map((row) => row.start)].sort());
    expect(data.unconfirmed).toBeGreaterThan(0);
    expect(data.next7Days).toHaveLength(7);
    expect(data.next7Days.reduce((sum, day) => sum + day.count, 0)).toBeGreaterThan(0);
  });

  it("keeps each company to its own: a brand its test rides, another retailer none of Harbor's", async () => {
    const brand = await dashboard(voltline);
    expect([...brand.today, ...brand.upcoming].every((row) => row.brand?.id === t.ids.brand)).toBe(true);
    expect(brand.upcoming.length).toBeGreaterThan(0);
    const other = await dashboard(summit);
    expect([...other.today, ...other.upcoming].every((row) => row.company.id === t.ids.otherRetailer)).toBe(
      true,
    );
  });
});
