import type { CompanyBadge } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema.ts';
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
    const harborDetails = response.json().data;
    expect(harborDetails).toMatchObject({
      id: t.ids.retailer,
      type: 2,
      displayName: 'Harbor Cycles',
      status: 'active',
      editable: true,
    });
    expect(harborDetails.badges.filter(({ code }: CompanyBadge) => code === 'authorised_dealer')).toEqual([
      { code: 'authorised_dealer', label: 'Authorised dealer of Ridgeway E-Bikes' },
      { code: 'authorised_dealer', label: 'Authorised dealer of Voltline Bikes' },
    ]);
    const brandBadges = (await details(brand)).json().data.badges.map(({ code }: CompanyBadge) => code);
    expect(brandBadges).not.toContain('authorised_dealer');
    expect(brandBadges).not.toContain('onsite_service');
    expect((await details(onsite)).json().data.badges).toContainEqual({
      code: 'onsite_service',
      label: 'Onsite service',
    });
  });

  it('is read by everyone of the company: a staff user sees it, not editable', async () => {
    const response = await details(await t.authAs(DEMO_USERS.retailerStaff));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: t.ids.retailer, editable: false });
  });

  it('is for brands and retailers: a platform admin has no company page here', async () => {
    expect((await details(admin)).statusCode).toBe(403);
    expect((await save(admin, harbor)).statusCode).toBe(403);
    const [platform] = await t.db.select().from(companies).where(eq(companies.id, t.ids.platform));
    expect(platform?.legalName).toBeNull();
  });

  it('is for signed-in users only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/company/details' })).statusCode).toBe(401);
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

  it("is for the company's owner or a manager; staff are told so and nothing changes", async () => {
    const before = (await details(retailer)).json().data;
    const staff = await save(await t.authAs(DEMO_USERS.retailerStaff), { ...harbor, displayName: 'Staff' });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().msg).toBe("Only the company's owner or a manager can change its details.");
    expect((await details(retailer)).json().data).toEqual(before);
    const manager = await save(await t.authAs(DEMO_USERS.retailerManager), {
      ...harbor,
      phone: '415 555 0199',
    });
    expect(manager.statusCode).toBe(200);
    expect(manager.json().data.phone).toBe('415 555 0199');
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

describe('GET /api/public/logo/:fileName', () => {
  const logo = (fileName: string) => t.app.inject({ method: 'GET', url: `/api/public/logo/${fileName}` });

  it("serves a company's saved logo to anyone, as an image that runs nothing", async () => {
    const fileName = await t.uploadAs(retailer, 'logo.png', png);
    expect((await logo(fileName)).statusCode).toBe(404);
    expect((await save(retailer, { ...harbor, logo: fileName })).statusCode).toBe(200);
    const response = await logo(fileName);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.rawPayload.equals(png)).toBe(true);
    expect((await details(retailer)).json().data.logo).toBe(fileName);
  });

  it('serves no other upload, nor a logo once it is replaced, nor a name the server never gives', async () => {
    const document = await t.uploadAs(retailer, 'w9.pdf', pdf);
    expect((await logo(document)).statusCode).toBe(404);
    const first = await t.uploadAs(retailer, 'first.png', png);
    await save(retailer, { ...harbor, logo: first });
    await save(retailer, { ...harbor, logo: await t.uploadAs(retailer, 'second.png', png) });
    expect((await logo(first)).statusCode).toBe(404);
    expect((await logo('..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});
