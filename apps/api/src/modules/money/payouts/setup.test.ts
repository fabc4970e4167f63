import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectedAccounts, providerSimObjects } from '../../../db/schema.ts';
import { DEMO_USERS } from '../../../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../../../test/testApp.ts';
import { addCompany, addUser } from '../../company/testKit.ts';
import { type Auth, credit, ONBOARDING_STEPS } from './testKit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const setup = (auth: Auth) => t.app.inject({ method: 'GET', url: '/api/payouts/setup', headers: auth });
const start = (auth: Auth) =>
  t.app.inject({ method: 'POST', url: '/api/payouts/setup/start', headers: auth });
const step = (auth: Auth, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/payouts/setup/requirement', headers: auth, payload });

async function newCompany(type = 2) {
  const companyId = await addCompany(t, { type });
  return {
    companyId,
    owner: (await addUser(t, companyId)).auth,
    manager: (await addUser(t, companyId, { userRole: 2 })).auth,
    staff: (await addUser(t, companyId, { userRole: 3 })).auth,
  };
}

describe(`payout set-up (${testEngine})`, () => {
  it('starts with nothing set up, and says so instead of waiting forever', async () => {
    const { staff } = await newCompany();
    const response = await setup(staff);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      account: null,
      minimumCents: 2_500,
      availableCents: 0,
      pendingCents: 0,
      inTransitCents: 0,
      nextPayoutBlocker: 'Set up payouts to be paid: add your business details and a bank account.',
    });
  });

  it('opens the account once and lists every requirement due; each step clears one until payouts are enabled', async () => {
    const { companyId, owner } = await newCompany();
    const [first, second] = await Promise.all([start(owner), start(owner)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json().data.account).toEqual({
      payoutsEnabled: false,
      requirementsDue: ['business_profile', 'representative', 'external_account', 'tos_acceptance'],
      requirementsPastDue: [],
      currentDeadline: null,
      disabledReason: 'requirements.currently_due',
      destinationLast4: null,
      destinationBankName: null,
    });
    expect(first.json().data.nextPayoutBlocker).toBe(
      'Finish your payout set-up: 4 steps are still required.',
    );
    const accounts = await t.db
      .select()
      .from(connectedAccounts)
      .where(eq(connectedAccounts.companyId, companyId));
    expect(accounts).toHaveLength(1);

    const steps = ONBOARDING_STEPS('000123456789');
    const left = [3, 2, 1, 0];
    for (const [i, body] of steps.entries()) {
      const saved = await step(owner, body);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.account.requirementsDue).toHaveLength(left[i] ?? -1);
    }
    const done = (await setup(owner)).json().data;
    expect(done.account).toMatchObject({
      payoutsEnabled: true,
      requirementsDue: [],
      disabledReason: null,
      destinationLast4: '6789',
      destinationBankName: 'STRIPE TEST BANK',
    });
    expect(done.nextPayoutBlocker).toBe('Below the minimum payout of $25.00: $0.00 available.');
    await credit(t, companyId, 2_500);
    expect((await setup(owner)).json().data).toMatchObject({
      availableCents: 2_500,
      nextPayoutBlocker: null,
    });
  });

  it('refuses what the provider refuses on its field, and a step before the start', async () => {
    const { owner } = await newCompany();
    const early = await step(owner, ONBOARDING_STEPS('000123456789')[0] ?? {});
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe('Start the payout set-up first.');
    await start(owner);

    const badRouting = await step(owner, {
      requirement: 'external_account',
      routingNumber: '123456789',
      accountNumber: '000123456789',
    });
    expect(badRouting.statusCode).toBe(400);
    expect(badRouting.json().data.fields).toEqual({
      'body.routingNumber': 'This is not a valid US routing number.',
    });
    const young = await step(owner, {
      requirement: 'representative',
      firstName: 'Kid',
      lastName: 'Owner',
      dateOfBirth: '2020-01-01',
    });
    expect(young.statusCode).toBe(400);
    expect(young.json().data.fields).toEqual({
      'body.dateOfBirth': 'The representative must be at least 18 years old.',
    });
    // The contract's own rules come first, with the same shape.
    const badTaxId = await step(owner, { requirement: 'business_profile', legalName: 'A', taxId: '12' });
    expect(badTaxId.statusCode).toBe(400);
    expect(badTaxId.json().data.fields['body.taxId']).toBe('Enter the EIN as 12-3456789.');
    const unknown = await step(owner, { requirement: 'ssn', value: '1' });
    expect(unknown.statusCode).toBe(400);
    expect((await setup(owner)).json().data.account.requirementsDue).toHaveLength(4);
  });

  it('lets owners write and every role of the company read; admins are refused', async () => {
    const { owner, manager, staff } = await newCompany(1);
    for (const auth of [manager, staff]) {
      expect((await start(auth)).statusCode).toBe(403);
      expect((await start(auth)).json().msg).toBe("Only the company's owner can do this.");
      expect((await step(auth, { requirement: 'tos_acceptance', accepted: true })).statusCode).toBe(403);
      expect((await setup(auth)).statusCode).toBe(200);
    }
    expect((await start(owner)).statusCode).toBe(200);
    expect((await setup(staff)).json().data.account.requirementsDue).toHaveLength(4);
    for (const email of [DEMO_USERS.admin, DEMO_USERS.finance]) {
      const admin = await t.authAs(email);
      expect((await setup(admin)).statusCode).toBe(403);
      expect((await start(admin)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/payouts/setup' })).statusCode).toBe(401);
  });

  it("keeps each company to its own account: another company's steps never touch it", async () => {
    const one = await newCompany();
    const other = await newCompany();
    await start(one.owner);
    await start(other.owner);
    await step(other.owner, ONBOARDING_STEPS('000999999999')[2] ?? {});
    expect((await setup(one.owner)).json().data.account.destinationLast4).toBeNull();
    expect((await setup(other.owner)).json().data.account.destinationLast4).toBe('9999');
  });

  it('never answers with a provider id, a full bank account number or a secret, and userInfo still carries only the publishable key', async () => {
    const { companyId, owner } = await newCompany();
    await start(owner);
    const answers = [];
    for (const body of ONBOARDING_STEPS('000123456789')) answers.push((await step(owner, body)).body);
    answers.push((await setup(owner)).body);
    const [account] = await t.db
      .select()
      .from(connectedAccounts)
      .where(eq(connectedAccounts.companyId, companyId));
    for (const body of answers) {
      expect(body).not.toContain(account?.providerAccountId);
      expect(body).not.toContain('000123456789');
      expect(body).not.toContain('12-3456789');
      expect(body).not.toMatch(/acct_|sk_|secret/);
    }
    // The provider's own books keep only the last 4 digits too.
    const [sim] = await t.db
      .select()
      .from(providerSimObjects)
      .where(eq(providerSimObjects.id, account?.providerAccountId ?? ''));
    expect(JSON.stringify(sim?.data)).not.toContain('000123456789');

    for (const email of [DEMO_USERS.brand, DEMO_USERS.retailer]) {
      const info = await t.app.inject({
        method: 'GET',
        url: '/api/bee/userInfo',
        headers: await t.authAs(email),
      });
      expect(info.statusCode).toBe(200);
      expect(info.body).not.toMatch(/acct_|sk_(test|live)|provider_account|routing/i);
      const key = info.json().data.card_public_key;
      expect(key === null || key.startsWith('pk_')).toBe(true);
    }
  });

  it('ticks the Quick Start Guide’s payouts step once payouts are enabled', async () => {
    const { owner } = await newCompany();
    const payoutsStep = async () => {
      const guide = await t.app.inject({ method: 'GET', url: '/api/company/quick-start', headers: owner });
      return guide.json().data.items.find((item: { key: string }) => item.key === 'payouts');
    };
    expect(await payoutsStep()).toEqual({
      key: 'payouts',
      label: 'Set up payouts',
      hint: 'Your business details, a representative and a bank account, so your balance is paid out to you.',
      path: '/reports/payouts',
      done: false,
    });
    await start(owner);
    const steps = ONBOARDING_STEPS('000123456789');
    for (const body of steps.slice(0, 3)) await step(owner, body);
    expect((await payoutsStep()).done).toBe(false);
    await step(owner, steps[3] ?? {});
    expect((await payoutsStep()).done).toBe(true);
  });
});
