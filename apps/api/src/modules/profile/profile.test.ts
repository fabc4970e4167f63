import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { jpeg, pdf, png } from '../files/testFixtures.ts';

let t: TestApp;
let brand: { authorization: string };
let retailer: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  brand = await t.authAs(DEMO_USERS.brand);
  retailer = await t.authAs(DEMO_USERS.retailer);
}, 60_000);
afterAll(() => t?.close());

function save(payload: Record<string, unknown>, auth: { authorization?: string } = brand) {
  return t.app.inject({ method: 'PUT', url: '/api/bee/profile', headers: auth, payload });
}

function avatar(fileName: string) {
  return t.app.inject({ method: 'GET', url: `/api/public/avatar/${fileName}` });
}

async function storedUser(userId: number) {
  const [row] = await t.db
    .select({ firstName: users.firstName, lastName: users.lastName, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

describe('PUT /api/bee/profile', () => {
  it('saves trimmed names and answers the updated user info', async () => {
    const response = await save({ firstName: '  Beatrice ', lastName: 'Brandt' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      code: 200,
      msg: 'Profile saved.',
      data: { id: t.ids.brandUser, first_name: 'Beatrice', last_name: 'Brandt', avatar: null, user_type: 1 },
    });
    expect(await storedUser(t.ids.brandUser)).toEqual({
      firstName: 'Beatrice',
      lastName: 'Brandt',
      avatar: null,
    });
  });

  it('refuses bad input with 400 naming the field, changing nothing', async () => {
    const before = await storedUser(t.ids.brandUser);
    for (const [payload, field] of [
      [{ firstName: '   ', lastName: 'Brandt' }, 'body.firstName'],
      [{ firstName: 'Bea', lastName: 'x'.repeat(101) }, 'body.lastName'],
      [{ firstName: 'Bea', lastName: 'Brandt', avatar: '../etc/passwd' }, 'body.avatar'],
      [{ firstName: 'Bea', lastName: 'Brandt', email: 'new@console.test' }, 'body'],
    ] as const) {
      const response = await save(payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().data.fields)).toEqual([field]);
    }
    expect(await storedUser(t.ids.brandUser)).toEqual(before);
  });

  it('needs a session', async () => {
    const response = await save({ firstName: 'Bea', lastName: 'Brandt' }, {});
    expect(response.statusCode).toBe(401);
  });

  it('sets an uploaded PNG as the avatar, served publicly at the URL user info gives', async () => {
    const fileName = await t.uploadAs(brand, 'me.png', png);
    const response = await save({ firstName: 'Bea', lastName: 'Brand', avatar: fileName });
    expect(response.statusCode, response.body).toBe(200);
    const url = `/api/public/avatar/${fileName}`;
    expect(response.json().data.avatar).toBe(url);
    expect((await storedUser(t.ids.brandUser))?.avatar).toBe(fileName);
    const info = await t.app.inject({ url: '/api/bee/userInfo', headers: brand });
    expect(info.json().data.avatar).toBe(url);

    const image = await t.app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(png)).toBe(true);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toBe('private, max-age=3600');

    // Leaving the avatar out keeps it.
    const renamed = await save({ firstName: 'Bea', lastName: 'Brand' });
    expect(renamed.json().data.avatar).toBe(url);
  });

  it('accepts a JPEG too', async () => {
    const fileName = await t.uploadAs(retailer, 'me.jpg', jpeg);
    const response = await save({ firstName: 'Rita', lastName: 'Retail', avatar: fileName }, retailer);
    expect(response.statusCode, response.body).toBe(200);
    const image = await avatar(fileName);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(jpeg)).toBe(true);
  });

  it("answers 404 for another company's upload or an unknown file, changing nothing", async () => {
    const before = await storedUser(t.ids.brandUser);
    const theirs = await t.uploadAs(retailer, 'theirs.png', png);
    for (const fileName of [theirs, `${randomUUID()}.png`]) {
      const response = await save({ firstName: 'Bea', lastName: 'Brand', avatar: fileName });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404 });
    }
    expect(await storedUser(t.ids.brandUser)).toEqual(before);
  });

  it('answers 422 for an upload that is not a PNG or JPEG, changing nothing', async () => {
    const before = await storedUser(t.ids.brandUser);
    const fileName = await t.uploadAs(brand, 'contract.pdf', pdf);
    const response = await save({ firstName: 'Bea', lastName: 'Brand', avatar: fileName });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 422,
      msg: 'The avatar must be a PNG or JPEG image you uploaded.',
    });
    expect(await storedUser(t.ids.brandUser)).toEqual(before);
  });

  it('removes the avatar with null; its URL then answers 404', async () => {
    const fileName = await t.uploadAs(brand, 'old.png', png);
    await save({ firstName: 'Bea', lastName: 'Brand', avatar: fileName });
    expect((await avatar(fileName)).statusCode).toBe(200);
    const response = await save({ firstName: 'Bea', lastName: 'Brand', avatar: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.avatar).toBeNull();
    expect((await storedUser(t.ids.brandUser))?.avatar).toBeNull();
    expect((await avatar(fileName)).statusCode).toBe(404);
  });
});

describe('GET /api/public/avatar/:fileName', () => {
  it('serves no upload that is not an active user’s avatar', async () => {
    const image = await t.uploadAs(brand, 'not-an-avatar.png', png);
    for (const fileName of [image, `${randomUUID()}.png`, 'not-a-name.png', '..%2F..%2Fetc%2Fpasswd']) {
      const response = await avatar(fileName);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404, data: null });
    }
  });

  it("stops serving a disabled user's avatar", async () => {
    const fileName = await t.uploadAs(brand, 'leaver.png', png);
    await save({ firstName: 'Bea', lastName: 'Brand', avatar: fileName });
    expect((await avatar(fileName)).statusCode).toBe(200);
    await t.db.update(users).set({ status: 0 }).where(eq(users.id, t.ids.brandUser));
    expect((await avatar(fileName)).statusCode).toBe(404);
  });
});
