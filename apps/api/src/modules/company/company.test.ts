import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { pdf, png } from '../files/testFixtures.ts';

let t: TestApp;
let brand: { authorization: string };
let onsite: { authorization: string };
let retailer: { authorization: string };
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  brand = await t.authAs(DEMO_USERS.brand);
  onsite = await t.authAs(DEMO_USERS.onsite);
  retailer = await t.authAs(DEMO_USERS.retailer);
  admin = await t.authAs(DEMO_USERS.admin);
}, 60_000);
afterAll(() => t?.close());

const details = (auth: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/api/company/details', headers: auth });
const save = (auth: { authorization: string }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/company/details', headers: auth, payload });

const harbor = {
  legalName: 'Harbor Cycles LLC',
  displayName: 'Harbor Cycles',
  ein: '123456789',
  website: 'https://harbor.example',
  phone: '+1 (415) 555-0100',
  address: {
    street: '1 Embarcadero',
    street2: 'Suite 200',
    city: 'San Francisco',
    state: 'CA',
    zip: '94111',
  },
  timezone: 'America/Los_Angeles',
};

describe('GET /api/company/details', () => {
  it("answers the viewer's own company, with the badges it has earned", async () => {
    const response = await details(retailer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: t.ids.retailer,
      type: 2,
      displayName: 'Harbor Cycles',
      status: 'active',
      editable: true,
      badges: [
        { code: 'authorised_dealer', label: 'Authorised dealer of Ridgeway E-Bikes' },
        { code: 'authorised_dealer', label: 'Authorised dealer of Voltline Bikes' },
      ],
    });
    expect((await details(brand)).json().data).toMatchObject({ id: t.ids.brand, type: 1, badges: [] });
    expect((await details(onsite)).json().data.badges).toEqual([
      { code: 'onsite_service', label: 'Onsite service' },
    ]);
  });

  it('is for brands and retailers: a platform admin has no company page here', async () => {
    expect((await details(admin)).statusCode).toBe(403);
  });
});

describe('PUT /api/company/details', () => {
  it("saves the details of the viewer's own company and answers them, the EIN kept as 12-3456789", async () => {
    const response = await save(retailer, harbor);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      msg: 'Company details saved.',
      data: {
        id: t.ids.retailer,
        legalName: 'Harbor Cycles LLC',
        ein: '12-3456789',
        address: {
          street: '1 Embarcadero',
          street2: 'Suite 200',
          city: 'San Francisco',
          state: 'CA',
          zip: '94111',
        },
        timezone: 'America/Los_Angeles',
      },
    });
    const [other] = await t.db.select().from(companies).where(eq(companies.id, t.ids.otherRetailer));
    expect(other?.legalName).toBe('Summit E-Ride Corp.');
  });

  it('names each field that is wrong and writes nothing', async () => {
    const [before] = await t.db.select().from(companies).where(eq(companies.id, t.ids.retailer));
    const response = await save(retailer, {
      ...harbor,
      website: 'harbor.example',
      ein: '07-1234567',
      address: { ...harbor.address, zip: '9411' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().data.fields).sort()).toEqual([
      'body.address.zip',
      'body.ein',
      'body.website',
    ]);
    const [after] = await t.db.select().from(companies).where(eq(companies.id, t.ids.retailer));
    expect(after).toEqual(before);
  });

  it("takes no company id from the request: the company is the session's", async () => {
    const response = await save(retailer, { ...harbor, id: t.ids.otherRetailer });
    expect(response.statusCode).toBe(400);
  });

  it("is for the company's owner or a manager; staff are told so", async () => {
    await t.db.update(users).set({ userRole: 3 }).where(eq(users.id, t.ids.retailerUser));
    try {
      const staff = await save(retailer, harbor);
      expect(staff.statusCode).toBe(403);
      expect(staff.json().msg).toBe("Only the company's owner or a manager can change its details.");
      expect((await details(retailer)).json().data.editable).toBe(false);
      await t.db.update(users).set({ userRole: 2 }).where(eq(users.id, t.ids.retailerUser));
      expect((await save(retailer, harbor)).statusCode).toBe(200);
    } finally {
      await t.db.update(users).set({ userRole: 1 }).where(eq(users.id, t.ids.retailerUser));
    }
  });

  it("takes a logo only from the company's own PNG or JPEG uploads; null removes it", async () => {
    const theirs = await t.uploadAs(brand, 'logo.png', png);
    expect((await save(retailer, { ...harbor, logo: theirs })).statusCode).toBe(404);
    const document = await t.uploadAs(retailer, 'logo.pdf', pdf);
    const wrongType = await save(retailer, { ...harbor, logo: document });
    expect(wrongType.statusCode).toBe(422);
    const ours = await t.uploadAs(retailer, 'logo.png', png);
    expect((await save(retailer, { ...harbor, logo: ours })).json().data.logo).toBe(ours);
    expect((await save(retailer, harbor)).json().data.logo).toBe(ours);
    expect((await save(retailer, { ...harbor, logo: null })).json().data.logo).toBeNull();
  });
});
