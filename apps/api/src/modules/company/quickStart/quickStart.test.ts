import type { QuickStartItem } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../auth/sessions.ts';
import { employees, eventTypes, serviceItems, shops, users } from '../../../db/schema.ts';
import { DEMO_USERS } from '../../../db/seed.ts';
import { createTestApp, type TestApp } from '../../../test/testApp.ts';
import { addCompany, addDocument, addUser } from '../testKit.ts';
import { loadQuickStart } from './quickStart.ts';
import { quickStartItems } from './registry.ts';

type Auth = { authorization: string };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const guide = (auth: Auth) => t.app.inject({ method: 'GET', url: '/api/company/quick-start', headers: auth });
const act = (auth: Auth, action: 'dismiss' | 'reopen') =>
  t.app.inject({ method: 'POST', url: `/api/company/quick-start/${action}`, headers: auth });

/** Each step's key and whether it is done, as the viewer's guide answers them now. */
async function doneSteps(auth: Auth): Promise<Record<string, boolean>> {
  const response = await guide(auth);
  expect(response.statusCode, response.body).toBe(200);
  return Object.fromEntries(
    response.json().data.items.map((item: QuickStartItem) => [item.key, item.done] as const),
  );
}

const closedWeek = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const shopValues = (companyId: number) => ({
  companyId,
  name: 'Main Street',
  street: '1 Main St',
  city: 'Boise',
  state: 'ID',
  zip: '83702',
  timezone: 'America/Boise',
  hours: closedWeek,
});

describe('GET /api/company/quick-start', () => {
  it('lists the steps in order, each with its label, its screen and whether it is done', async () => {
    const company = await addCompany(t, { name: 'Fresh Cycles' });
    const owner = await addUser(t, company);
    const response = await guide(owner.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      items: [
        {
          key: 'profile',
          label: 'Complete your company profile',
          hint: 'Your legal name, address, phone and time zone.',
          done: false,
          path: '/company/details/edit',
        },
        expect.objectContaining({ key: 'shop', done: false, path: '/company/shop' }),
        expect.objectContaining({ key: 'documents', done: false, path: '/company/documents' }),
        expect.objectContaining({ key: 'service', done: false, path: '/company/service' }),
        expect.objectContaining({ key: 'employees', done: false, path: '/company/employee' }),
        expect.objectContaining({ key: 'events', done: false, path: '/events/eventsStting' }),
        {
          key: 'payouts',
          label: 'Set up payouts',
          hint: 'Your business details, a representative and a bank account, so your balance is paid out to you.',
          done: false,
          path: '/reports/payouts',
        },
      ],
      dismissedAt: null,
    });
  });

  it('ticks each step off as the data comes in, and back when it goes', async () => {
    const company = await addCompany(t);
    const owner = await addUser(t, company);
    const none = {
      profile: false,
      shop: false,
      documents: false,
      service: false,
      employees: false,
      events: false,
      payouts: false,
    };
    expect(await doneSteps(owner.auth)).toEqual(none);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/company/details',
      headers: owner.auth,
      payload: {
        legalName: 'Fresh Cycles LLC',
        displayName: 'Fresh Cycles',
        phone: '+1 (208) 555-0100',
        address: { street: '1 Main St', city: 'Boise', state: 'ID', zip: '83702' },
        timezone: 'America/Boise',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await doneSteps(owner.auth)).toEqual({ ...none, profile: true });

    // A shop closed every day does not count; one opening does; a deactivated shop does not.
    const [shop] = await t.db.insert(shops).values(shopValues(company)).returning({ id: shops.id });
    if (!shop) throw new Error('no shop');
    expect((await doneSteps(owner.auth)).shop).toBe(false);
    await t.db
      .update(shops)
      .set({ hours: { ...closedWeek, sat: [{ opens: '10:00', closes: '14:00' }] } })
      .where(eq(shops.id, shop.id));
    expect((await doneSteps(owner.auth)).shop).toBe(true);
    await t.db.update(shops).set({ active: false }).where(eq(shops.id, shop.id));
    expect((await doneSteps(owner.auth)).shop).toBe(false);
    await t.db.update(shops).set({ active: true }).where(eq(shops.id, shop.id));

    await addDocument(t, company, 'w9');
    await addDocument(t, company, 'business_license');
    expect((await doneSteps(owner.auth)).documents).toBe(false);
    await addDocument(t, company, 'insurance_certificate');
    expect((await doneSteps(owner.auth)).documents).toBe(true);

    const service = { companyId: company, name: 'Tune-up', category: 'maintenance', durationMinutes: 60 };
    await t.db.insert(serviceItems).values({ ...service, priceCents: 8_900, active: false });
    expect((await doneSteps(owner.auth)).service).toBe(false);
    await t.db.insert(serviceItems).values({ ...service, priceCents: 8_900 });
    expect((await doneSteps(owner.auth)).service).toBe(true);

    // The viewer's own employee record and a deactivated colleague are nobody new.
    await t.db.insert(employees).values([
      { companyId: company, userId: owner.id, firstName: 'Owen', lastName: 'Owner' },
      { companyId: company, firstName: 'Gone', lastName: 'Away', active: false },
    ]);
    expect((await doneSteps(owner.auth)).employees).toBe(false);
    await t.db.insert(employees).values({ companyId: company, firstName: 'Tess', lastName: 'Tech' });
    expect(await doneSteps(owner.auth)).toEqual({
      profile: true,
      shop: true,
      documents: true,
      service: true,
      employees: true,
      events: false,
      payouts: false,
    });

    // An event type counts once it is active (bookable), not while it is a draft.
    const [draft] = await t.db
      .insert(eventTypes)
      .values({
        ownerCompanyId: company,
        kind: 'test_ride',
        title: 'Test ride',
        slug: 'test-ride',
        durationMinutes: 30,
        slotIntervalMinutes: 30,
      })
      .returning();
    expect((await doneSteps(owner.auth)).events).toBe(false);
    await t.db
      .update(eventTypes)
      .set({ status: 'active' })
      .where(eq(eventTypes.id, draft?.id ?? 0));
    expect((await doneSteps(owner.auth)).events).toBe(true);
  });

  it('counts another console user of the company as invited, but not a disabled one', async () => {
    const company = await addCompany(t);
    const owner = await addUser(t, company);
    const colleague = await addUser(t, company, { userRole: 3 });
    await t.db.update(users).set({ status: 0 }).where(eq(users.id, colleague.id));
    expect((await doneSteps(owner.auth)).employees).toBe(false);
    await t.db.update(users).set({ status: 1 }).where(eq(users.id, colleague.id));
    expect((await doneSteps(owner.auth)).employees).toBe(true);
    // Either of them sees the other.
    expect((await doneSteps(colleague.auth)).employees).toBe(true);
  });

  it("reads the viewer's own company only: another retailer's data ticks nothing off", async () => {
    const company = await addCompany(t);
    const owner = await addUser(t, company);
    const harbor = await t.authAs(DEMO_USERS.retailer);
    expect((await doneSteps(harbor)).profile).toBe(true);
    expect((await doneSteps(harbor)).employees).toBe(true);
    expect(await doneSteps(owner.auth)).toMatchObject({ profile: false, employees: false });
  });

  it('is for retailers: brands and admins are refused, anonymous callers asked to sign in', async () => {
    for (const email of [DEMO_USERS.brand, DEMO_USERS.admin]) {
      const auth = await t.authAs(email);
      expect((await guide(auth)).statusCode, email).toBe(403);
      expect((await act(auth, 'dismiss')).statusCode, email).toBe(403);
      expect((await act(auth, 'reopen')).statusCode, email).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/company/quick-start' })).statusCode).toBe(401);
  });
});

describe('POST /api/company/quick-start/dismiss and /reopen', () => {
  it('closes the guide for the user alone, keeps the first close, and shows it again on request', async () => {
    const company = await addCompany(t);
    const owner = await addUser(t, company);
    const staff = await addUser(t, company, { userRole: 3 });

    const closed = await act(staff.auth, 'dismiss');
    expect(closed.statusCode).toBe(200);
    expect(closed.json().msg).toBe('Quick Start Guide closed.');
    const dismissedAt = closed.json().data.dismissedAt;
    expect(Date.parse(dismissedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(closed.json().data.items).toHaveLength(7);
    expect((await guide(staff.auth)).json().data.dismissedAt).toBe(dismissedAt);
    expect((await act(staff.auth, 'dismiss')).json().data.dismissedAt).toBe(dismissedAt);
    // The owner still has it.
    expect((await guide(owner.auth)).json().data.dismissedAt).toBeNull();

    const reopened = await act(staff.auth, 'reopen');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().data.dismissedAt).toBeNull();
    expect((await guide(staff.auth)).json().data.dismissedAt).toBeNull();
  });
});

describe('the registry', () => {
  it('takes a later area’s step beside the company area’s, checked the same way', async () => {
    const company = await addCompany(t);
    const owner = await addUser(t, company);
    const [user] = await t.db.select().from(users).where(eq(users.id, owner.id));
    if (!user) throw new Error('no user');
    const viewer: Viewer = {
      sessionId: 0,
      userId: user.id,
      companyId: company,
      userType: 2,
      userRole: 1,
      email: user.email,
    };
    const later = {
      key: 'developer',
      label: 'Connect your shop system',
      hint: 'A webhook endpoint for your bookings.',
      path: '/company/webhook',
      isDone: async ({ company: row }: { company: { id: number } }) => row.id === company,
    };
    const answer = await loadQuickStart(t.db, viewer, [...quickStartItems, later]);
    expect(answer.items.map((item) => item.key)).toEqual([
      'profile',
      'shop',
      'documents',
      'service',
      'employees',
      'events',
      'payouts',
      'developer',
    ]);
    expect(answer.items.at(-1)).toEqual({
      key: 'developer',
      label: 'Connect your shop system',
      hint: 'A webhook endpoint for your bookings.',
      path: '/company/webhook',
      done: true,
    });
  });
});
