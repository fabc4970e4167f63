import { addDays, dateOnClock, zonedInstant } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeShops, employees } from '../../../db/schema.ts';
import { DEMO_USERS } from '../../../db/seed.ts';
import { createTestApp, type TestApp } from '../../../test/testApp.ts';
import { send } from '../../shops/testKit.ts';
import { type Auth, get } from '../../warranty/testKit.ts';
import { firstShop, insertEventType, openDay } from '../testKit.ts';

let t: TestApp;
let as: Record<'retailer' | 'retailerStaff' | 'summit' | 'admin' | 'brand', Auth>;
let shop: Awaited<ReturnType<typeof firstShop>>;
let employeeId: number;

const open = [{ opens: '09:00', closes: '17:00' }];
const week = { mon: open, tue: open, wed: open, thu: open, fri: open, sat: [], sun: [] };

beforeAll(async () => {
  t = await createTestApp();
  as = {
    retailer: await t.authAs(DEMO_USERS.retailer),
    retailerStaff: await t.authAs(DEMO_USERS.retailerStaff),
    summit: await t.authAs(DEMO_USERS.summit),
    admin: await t.authAs(DEMO_USERS.admin),
    brand: await t.authAs(DEMO_USERS.brand),
  };
  shop = await firstShop(t, t.ids.retailer);
  const [worker] = await t.db
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(employeeShops, eq(employeeShops.employeeId, employees.id))
    .where(eq(employeeShops.shopId, shop.id));
  employeeId = worker?.id ?? 0;
});
afterAll(() => t?.close());

describe('schedules', () => {
  it("shows a retailer's shops, employees and blocked periods; admins name the company; brands are refused", async () => {
    const mine = (await get(t, '/api/schedules', as.retailer)).json().data;
    expect(mine.editable).toBe(true);
    expect(mine.shops.some((row: { id: number }) => row.id === shop.id)).toBe(true);
    expect(mine.employees.some((row: { employee: { id: number } }) => row.employee.id === employeeId)).toBe(
      true,
    );
    expect((await get(t, '/api/schedules', as.retailerStaff)).json().data.editable).toBe(false);
    expect((await get(t, '/api/schedules', as.admin)).statusCode).toBe(422);
    const admin = (await get(t, `/api/schedules?companyId=${t.ids.retailer}`, as.admin)).json().data;
    expect(admin.shops).toHaveLength(mine.shops.length);
    expect((await get(t, '/api/schedules', as.brand)).statusCode).toBe(403);
  });

  it("saves a shop's week and an employee's week and overrides", async () => {
    const tomorrow = addDays(dateOnClock(shop.timezone), 1);
    const exceptions = [{ date: tomorrow, closed: true, hours: [] }];
    const saved = await send(t, 'PUT', `/api/schedules/shops/${shop.id}`, as.retailer, {
      hours: week,
      exceptions,
    });
    expect(saved.statusCode).toBe(200);
    const row = saved.json().data.shops.find((s: { id: number }) => s.id === shop.id);
    expect(row.hours.mon).toEqual(open);
    expect(row.exceptions.map((e: { date: string }) => e.date)).toEqual([tomorrow]);
    const person = await send(t, 'PUT', `/api/schedules/employees/${employeeId}`, as.retailer, {
      hours: week,
      exceptions,
    });
    const view = person
      .json()
      .data.employees.find((e: { employee: { id: number } }) => e.employee.id === employeeId);
    expect(view.hours.tue).toEqual(open);
    expect(view.exceptions).toHaveLength(1);
    const cleared = await send(t, 'PUT', `/api/schedules/employees/${employeeId}`, as.retailer, {
      hours: null,
      exceptions: [],
    });
    const after = cleared
      .json()
      .data.employees.find((e: { employee: { id: number } }) => e.employee.id === employeeId);
    expect(after.hours).toBeNull();
  });

  it("refuses another company's shop, employee and period (404) and staff writes (403)", async () => {
    const body = { hours: week, exceptions: [] };
    expect((await send(t, 'PUT', `/api/schedules/shops/${shop.id}`, as.summit, body)).statusCode).toBe(404);
    expect((await send(t, 'PUT', `/api/schedules/employees/${employeeId}`, as.summit, body)).statusCode).toBe(
      404,
    );
    expect((await send(t, 'PUT', `/api/schedules/shops/${shop.id}`, as.retailerStaff, body)).statusCode).toBe(
      403,
    );
    const period = {
      shopId: shop.id,
      employeeId: null,
      startsAt: '2030-01-01T10:00:00Z',
      endsAt: '2030-01-01T12:00:00Z',
      reason: 'Stock take',
    };
    expect((await send(t, 'POST', '/api/schedules/blockedPeriods', as.summit, period)).statusCode).toBe(404);
    const mine = (await send(t, 'POST', '/api/schedules/blockedPeriods', as.retailer, period)).json().data;
    const foreignEdit = await send(t, 'PUT', `/api/schedules/blockedPeriods/${mine.id}`, as.summit, {
      ...period,
      shopId: null,
    });
    expect(foreignEdit.statusCode).toBe(404);
    const foreignDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/schedules/blockedPeriods/${mine.id}`,
      headers: as.summit,
    });
    expect(foreignDelete.statusCode).toBe(404);
  });

  it('takes a blocked period out of availability, and gives it back when removed', async () => {
    const date = await openDay(t, shop, 8);
    const ride = await insertEventType(t, t.ids.retailer, [shop.id]);
    const url = `/api/eventTypes/${ride.id}/availability?shopId=${shop.id}&from=${date}&to=${date}`;
    const times = async () =>
      (await get(t, url, as.retailer))
        .json()
        .data.days[0].slots.map((slot: { localTime: string }) => slot.localTime);
    expect(await times()).toEqual(['10:00', '11:00', '12:00']);
    const created = await send(t, 'POST', '/api/schedules/blockedPeriods', as.retailer, {
      shopId: shop.id,
      employeeId: null,
      startsAt: zonedInstant(date, '11:00', shop.timezone).toISOString(),
      endsAt: zonedInstant(date, '12:00', shop.timezone).toISOString(),
      reason: 'Team meeting',
    });
    expect(created.json().data).toMatchObject({ reason: 'Team meeting', timezone: shop.timezone });
    expect(await times()).toEqual(['10:00', '12:00']);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/schedules/blockedPeriods/${created.json().data.id}`,
      headers: as.retailer,
    });
    expect(removed.statusCode).toBe(200);
    expect(await times()).toEqual(['10:00', '11:00', '12:00']);
  });
});
