import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods, providerSimObjects } from '../../../db/schema.ts';
import { DEMO_USERS } from '../../../db/seed.ts';
import { createTestApp, type TestApp } from '../../../test/testApp.ts';
import type { Auth } from '../../warranty/testKit.ts';
import { cardExpiry } from './cards.ts';
import { addCard, CARDS, completeSetup, startSetup, submitCardForm } from './testKit.ts';

let t: TestApp;
let as: Record<'brand' | 'manager' | 'staff' | 'onsite' | 'retailer' | 'admin', Auth>;

beforeAll(async () => {
  t = await createTestApp();
  as = {
    brand: await t.authAs(DEMO_USERS.brand),
    manager: await t.authAs(DEMO_USERS.brandManager),
    staff: await t.authAs(DEMO_USERS.brandStaff),
    onsite: await t.authAs(DEMO_USERS.onsite),
    retailer: await t.authAs(DEMO_USERS.retailer),
    admin: await t.authAs(DEMO_USERS.admin),
  };
}, 60_000);
afterAll(() => t?.close());

const cards = async (auth: Auth) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/billing/cards', headers: auth });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; last4: string; isDefault: boolean }[];
};

describe("the simulator's card form", () => {
  it('is a page of its own: no script, a strict policy, the test cards listed, the fields labelled', async () => {
    const { secret } = await startSetup(t, as.brand);
    const page = await t.app.inject({ method: 'GET', url: `/sim/card/setup?client_secret=${secret}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).not.toContain('script-src');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('<label for="card-number">Card number</label>');
    expect(page.body).toContain('autocomplete="cc-number"');
    for (const number of Object.values(CARDS)) expect(page.body).toContain(number);
    const css = await t.app.inject({ method: 'GET', url: '/sim/card/card.css' });
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('refuses an unknown or forged client secret', async () => {
    const { setupIntentId } = await startSetup(t, as.brand);
    for (const secret of ['', 'nonsense', `${setupIntentId}_secret_000000000000000000000000`]) {
      const page = await t.app.inject({ method: 'GET', url: `/sim/card/setup?client_secret=${secret}` });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('This card form has expired');
      expect((await submitCardForm(t, secret, CARDS.succeeds)).statusCode).toBe(404);
    }
  });

  it('checks what was typed and never writes the number back', async () => {
    const { secret } = await startSetup(t, as.brand);
    const cases: [string, string, string][] = [
      ['4242 4242 4242 4241', '12 / 40', 'Your card number is invalid.'],
      [CARDS.succeeds, '13 / 40', 'expiry as MM / YY.'],
      [CARDS.succeeds, '01 / 20', 'expiry date is in the past.'],
      ['4111 1111 1111 1111', '12 / 40', 'use one of the test cards below'],
    ];
    for (const [number, expiry, message] of cases) {
      const response = await submitCardForm(t, secret, number, expiry);
      expect(response.statusCode).toBe(422);
      expect(response.body).toContain(message);
      // The number and the security code must be typed again; only the expiry comes back.
      expect(response.body).toMatch(/name="number" [^>]*value=""/);
      expect(response.body).toMatch(/name="cvc" [^>]*value=""/);
      expect(response.body).toContain(`value="${expiry}"`);
      expect(response.body).toContain('role="alert"');
      expect(response.body).toContain('aria-invalid="true"');
    }
  });

  it('declines 4000 0000 0000 0002 when it is saved: nothing is stored and completing says why', async () => {
    const { setupIntentId, secret } = await startSetup(t, as.brand);
    const response = await submitCardForm(t, secret, CARDS.declinedAtSetup);
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Your card was declined.');
    const completed = await completeSetup(t, as.brand, setupIntentId);
    expect(completed.statusCode).toBe(409);
    expect(completed.json()).toMatchObject({
      msg: 'The card was not saved: Your card was declined.',
      data: { error: 'setup_incomplete' },
    });
  });

  it('saves a test card, sends the browser back to the billing page, and keeps brand, last 4 and expiry only', async () => {
    const before = (await cards(as.brand)).length;
    const { setupIntentId, secret } = await startSetup(t, as.manager);
    const response = await submitCardForm(t, secret, CARDS.succeeds);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/ec/onsite/amount/billing?setup_intent=${setupIntentId}`);
    // A second submission (the Back button) saves nothing more.
    expect((await submitCardForm(t, secret, CARDS.chargesDeclined)).headers.location).toBe(
      response.headers.location,
    );
    const stored = await t.db
      .select({ data: sql<string>`${providerSimObjects.data}::text` })
      .from(providerSimObjects);
    for (const row of stored) {
      expect(row.data).not.toContain('4242424242424242');
      expect(row.data).not.toContain('"123"');
    }
    const completed = await completeSetup(t, as.manager, setupIntentId);
    expect(completed.statusCode).toBe(200);
    expect(completed.json().data.card).toMatchObject({
      cardBrand: 'visa',
      last4: '4242',
      expMonth: 12,
      isDefault: true,
      expiry: 'valid',
    });
    // Completing again answers the same card.
    const again = await completeSetup(t, as.manager, setupIntentId);
    expect(again.json().data.card.id).toBe(completed.json().data.card.id);
    expect(await cards(as.brand)).toHaveLength(before + 1);
  });
});

describe('the card on file', () => {
  it('every role of the brand reads it; owners and managers change it; retailers and admins are refused', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/billing/cards', headers: as.staff })).statusCode,
    ).toBe(200);
    const staffSetup = await t.app.inject({
      method: 'POST',
      url: '/api/billing/cards/setup',
      headers: as.staff,
    });
    expect(staffSetup.statusCode).toBe(403);
    expect(staffSetup.json().msg).toBe("Only the company's owner or a manager can do this.");
    for (const auth of [as.retailer, as.admin]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/billing/cards', headers: auth })).statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/billing/cards/setup', headers: auth })).statusCode,
      ).toBe(403);
    }
    const [card] = await cards(as.brand);
    const staffRemove = await t.app.inject({
      method: 'DELETE',
      url: `/api/billing/cards/${card?.id}`,
      headers: as.staff,
    });
    expect(staffRemove.statusCode).toBe(403);
  });

  it("another company's set-up or card is not found", async () => {
    const { setupIntentId, secret } = await startSetup(t, as.brand);
    await submitCardForm(t, secret, CARDS.succeeds);
    const stolen = await completeSetup(t, as.onsite, setupIntentId);
    expect(stolen.statusCode).toBe(404);
    const [voltlineCard] = await cards(as.brand);
    for (const [method, url] of [
      ['POST', `/api/billing/cards/${voltlineCard?.id}/default`],
      ['DELETE', `/api/billing/cards/${voltlineCard?.id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: as.onsite })).statusCode).toBe(404);
    }
    expect((await completeSetup(t, as.brand, 'seti_unknown0000000000')).statusCode, 'an unknown set-up').toBe(
      404,
    );
    expect((await completeSetup(t, as.brand, 'pm_123')).statusCode, 'not a set-up id').toBe(400);
  });

  it('a new card becomes the default; the default can be changed; removing it promotes the newest other card', async () => {
    const older = await addCard(t, as.brand, CARDS.succeeds);
    const newer = await addCard(t, as.brand, CARDS.insufficientFunds);
    let listed = await cards(as.brand);
    expect(listed[0]).toMatchObject({ id: newer.id, isDefault: true });
    expect(listed.filter((card) => card.isDefault)).toHaveLength(1);

    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/billing/cards/${older.id}/default`,
      headers: as.brand,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data[0]).toMatchObject({ id: older.id, isDefault: true });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/billing/cards/${older.id}`,
      headers: as.brand,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().msg).toMatch(/^Card removed\. Visa ending in \d{4} is now the default\.$/);
    listed = removed.json().data;
    expect(listed.some((card) => card.id === older.id)).toBe(false);
    expect(listed.filter((card) => card.isDefault)).toHaveLength(1);
    // Removed cards stay in the table for the charges made to them, never as a default.
    const [kept] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, older.id));
    expect(kept?.removedAt).not.toBeNull();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/billing/cards/${older.id}`, headers: as.brand }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps one default whatever is completed at once', async () => {
    const setups = await Promise.all([0, 1, 2, 3].map(() => startSetup(t, as.onsite)));
    for (const setup of setups) await submitCardForm(t, setup.secret, CARDS.succeeds);
    const answers = await Promise.all(
      setups.map((setup) => completeSetup(t, as.onsite, setup.setupIntentId)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const defaults = await t.db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.companyId, t.ids.onsiteBrand),
          eq(paymentMethods.isDefault, true),
          isNull(paymentMethods.removedAt),
        ),
      );
    expect(defaults).toHaveLength(1);
  });

  it('tells an expiring card from a valid and an expired one', () => {
    const today = new Date('2026-11-15T00:00:00Z');
    expect(cardExpiry(10, 2026, today)).toBe('expired');
    expect(cardExpiry(11, 2026, today)).toBe('expiring_soon');
    expect(cardExpiry(12, 2026, today)).toBe('expiring_soon');
    expect(cardExpiry(1, 2027, today)).toBe('valid');
  });
});
