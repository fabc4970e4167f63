import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../auth/tokens.ts';
import { captchas } from '../../db/schema.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { randomCaptchaText } from './captcha.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captchaText: () => 'AB7K' });
}, 60_000);
afterAll(() => t?.close());

async function getCaptcha(remoteAddress = '10.1.0.1') {
  return t.app.inject({ method: 'GET', url: '/api/bee/getCaptcha', remoteAddress });
}

/** Three failures from this address, so its next login needs a captcha. */
async function failThrice(ip: string): Promise<void> {
  for (const email of ['x@console.test', 'y@console.test', 'z@console.test']) {
    await t.app.inject({
      method: 'POST',
      url: '/api/bee/loginBee',
      payload: { email, password: 'Wrong#2026' },
      remoteAddress: ip,
    });
  }
}

function loginWith(ip: string, uuid: string, code: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/bee/loginBee',
    payload: { email: DEMO_USERS.retailer, password: DEMO_PASSWORD, code, uuid },
    remoteAddress: ip,
  });
}

describe('GET /api/bee/getCaptcha', () => {
  it('answers an SVG data URL that draws the answer without spelling it out', async () => {
    const response = await getCaptcha();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, data: { captchaEnabled: true, uuid: expect.any(String) } });
    const prefix = 'data:image/svg+xml;base64,';
    expect(body.data.img.startsWith(prefix)).toBe(true);
    const svg = Buffer.from(body.data.img.slice(prefix.length), 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<path');
    expect(svg).not.toContain('<text');
    expect(svg.toUpperCase()).not.toContain('AB7K');

    const [row] = await t.db.select().from(captchas).where(eq(captchas.id, body.data.uuid));
    expect(row).toMatchObject({ answerHash: hashSecret('ab7k'), ip: '10.1.0.1', usedAt: null });
    const ttl = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(ttl).toBe(5 * 60_000);
  });

  it('draws 4 or 5 unambiguous characters by default', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(randomCaptchaText()).toMatch(/^[A-HJKMNP-Z2-9]{4,5}$/);
    }
  });

  it('is public and rate limited per address', async () => {
    const ip = '10.1.0.2';
    for (let i = 0; i < 30; i += 1) expect((await getCaptcha(ip)).statusCode).toBe(200);
    const limited = await getCaptcha(ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429 });
  });
});

describe('captcha checks at login', () => {
  it('accepts a captcha only once', async () => {
    const ip = '10.1.1.1';
    await failThrice(ip);
    const uuid = (await getCaptcha(ip)).json().data.uuid;
    expect((await loginWith(ip, uuid, 'AB7K')).statusCode).toBe(200);
    const again = await loginWith(ip, uuid, 'AB7K');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      msg: 'The verification code is wrong or has expired.',
      data: { captchaRequired: true },
    });
  });

  it('uses a captcha up on a wrong answer too', async () => {
    const ip = '10.1.2.1';
    await failThrice(ip);
    const uuid = (await getCaptcha(ip)).json().data.uuid;
    expect((await loginWith(ip, uuid, 'AB7X')).statusCode).toBe(422);
    expect((await loginWith(ip, uuid, 'AB7K')).statusCode).toBe(422);
  });

  it('refuses an expired captcha', async () => {
    const ip = '10.1.3.1';
    await failThrice(ip);
    const uuid = (await getCaptcha(ip)).json().data.uuid;
    await t.db
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchas.id, uuid));
    const response = await loginWith(ip, uuid, 'AB7K');
    expect(response.statusCode).toBe(422);
    expect(response.json().msg).toBe('The verification code is wrong or has expired.');
  });

  it('refuses an unknown captcha id', async () => {
    const ip = '10.1.4.1';
    await failThrice(ip);
    const response = await loginWith(ip, '00000000-0000-4000-8000-000000000000', 'AB7K');
    expect(response.statusCode).toBe(422);
    expect(response.json().msg).toBe('The verification code is wrong or has expired.');
  });
});
