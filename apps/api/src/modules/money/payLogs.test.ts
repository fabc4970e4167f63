import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompanyType, LedgerAccount, ledgerEntries, ledgerTransactions, payLogs } from '../../db/schema.ts';
import { DEMO_USERS } from '../../db/seed.ts';
import { createTestApp, type TestApp, testEngine } from '../../test/testApp.ts';
import { postPayLogApproval } from './payLogs.ts';

let t: TestApp;
let admin: { authorization: string };
let auditor: { authorization: string };
let brand: { authorization: string };
let retailer: { authorization: string };
let finance: { authorization: string };
let support: { authorization: string };
/** Logs entered before this are the seed's. */
let started: Date;

beforeAll(async () => {
  started = new Date();
  t = await createTestApp();
  admin = await t.authAs(DEMO_USERS.admin);
  auditor = await t.authAs(DEMO_USERS.auditor);
  brand = await t.authAs(DEMO_USERS.brand);
  retailer = await t.authAs(DEMO_USERS.retailer);
  finance = await t.authAs(DEMO_USERS.finance);
  support = await t.authAs(DEMO_USERS.support);
}, 60_000);
afterAll(() => t?.close());

/** The company's available balance computed here, straight from the entries. */
async function ledgerBalance(companyId: number): Promise<number> {
  const rows = await t.db
    .select({ amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.companyId, companyId), eq(ledgerEntries.account, LedgerAccount.companyAvailable)),
    );
  return rows.reduce((sum, row) => sum + row.amountCents, 0);
}

/**
 * Resolves once a transaction of this database waits for a lock. PostgreSQL only: PGlite runs one
 * transaction at a time, so there the second simply starts after the first has committed.
 */
async function aTransactionWaitsForALock(): Promise<void> {
  if (testEngine === 'pglite') return;
  await vi.waitFor(
    async () => {
      const result = (await t.db.execute(
        sql`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { waiting: number }[] };
      expect(result.rows[0]?.waiting).toBeGreaterThan(0);
    },
    { timeout: 10_000, interval: 10 },
  );
}

async function approvalsOf(logId: number): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, `pay_log:${logId}:approval`));
  return row?.n ?? 0;
}

async function payLogCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(payLogs);
  return row?.n ?? 0;
}

async function balanceOf(headers: { authorization: string }) {
  const response = await t.app.inject({ method: 'GET', url: '/api/onsite/fn/companyBalance', headers });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function addLog(payload: Record<string, unknown>, headers = admin) {
  return t.app.inject({ method: 'POST', url: '/api/bee/adminAddPayLog', headers, payload });
}

async function audit(payload: Record<string, unknown>, headers = auditor) {
  return t.app.inject({ method: 'PUT', url: '/api/bee/auditPayLog', headers, payload });
}

async function newLog(companyId: number, direction: 'credit' | 'debit', amount: string): Promise<number> {
  const response = await addLog({ companyId, direction, amount, category: 'correction' });
  expect(response.statusCode).toBe(200);
  return response.json().data.id;
}

describe('GET /api/onsite/fn/companyBalance', () => {
  it("answers the viewer's company balance, equal to the sum of its ledger entries", async () => {
    const data = await balanceOf(brand);
    const cents = await ledgerBalance(t.ids.brand);
    expect(data).toEqual({ available_score: cents / 100, available_cents: cents, currency: 'usd' });
    expect(data.available_score).toBe(12345.67);
    expect((await balanceOf(await t.authAs(DEMO_USERS.onsite))).available_score).toBe(4820.5);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/onsite/fn/companyBalance' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/admin/companyListNoPage', () => {
  it('lists the companies of one type, by name, without paging', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/companyListNoPage?account_type=2',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json().data as { id: number; name: string; type: number }[];
    expect(rows).toHaveLength(2 + t.ids.moreRetailers.length);
    expect(rows.every((row) => row.type === CompanyType.retailer)).toBe(true);
    const names = rows.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(rows.find((row) => row.id === t.ids.retailer)).toMatchObject({
      name: 'Harbor Cycles',
      state: 'CA',
      status: 'active',
      onsite_available: false,
    });

    const brands = await t.app.inject({
      method: 'GET',
      url: '/api/admin/companyListNoPage?account_type=1',
      headers: admin,
    });
    expect(
      brands
        .json()
        .data.map((row: { id: number }) => row.id)
        .sort(),
    ).toEqual([t.ids.brand, t.ids.onsiteBrand].sort());
  });

  it('refuses a missing or other account type (400) and non-admins (403)', async () => {
    for (const query of ['account_type=3', '', 'account_type=abc']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/companyListNoPage?${query}`,
        headers: admin,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().data.fields).toHaveProperty('querystring.account_type');
    }
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/companyListNoPage?account_type=2',
      headers: brand,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/bee/adminAddPayLog', () => {
  it('records a log awaiting audit, and moves no money', async () => {
    const before = await ledgerBalance(t.ids.otherRetailer);
    const response = await addLog({
      companyId: t.ids.otherRetailer,
      direction: 'credit',
      amount: '10.5',
      category: 'offline_payment_received',
      externalReference: 'CHK-9001',
      note: 'Cheque for April.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      companyId: t.ids.otherRetailer,
      companyName: 'Summit E-Ride',
      direction: 'credit',
      amount: 10.5,
      amountCents: 1_050,
      category: 'offline_payment_received',
      externalReference: 'CHK-9001',
      note: 'Cheque for April.',
      status: 'pending_audit',
      createdBy: 'Ada Admin',
      auditedBy: null,
      auditedAt: null,
      auditNote: null,
    });
    expect(await ledgerBalance(t.ids.otherRetailer)).toBe(before);
  });

  it('refuses amounts that are not plain decimals with at most two places, writing nothing', async () => {
    const before = await payLogCount();
    for (const amount of ['12.345', '0', '1,000', '-3', '1000000.01', 0.1 + 0.2, '']) {
      const response = await addLog({
        companyId: t.ids.retailer,
        direction: 'credit',
        amount,
        category: 'promotion',
      });
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json().data.fields).toHaveProperty('body.amount');
    }
    expect(await payLogCount()).toBe(before);
  });

  it('refuses unknown fields and categories (400), unknown or platform companies (404)', async () => {
    const before = await payLogCount();
    const base = { companyId: t.ids.retailer, direction: 'credit', amount: '5', category: 'promotion' };
    expect((await addLog({ ...base, status: 'approved' })).statusCode).toBe(400);
    expect((await addLog({ ...base, category: 'gift' })).statusCode).toBe(400);
    expect((await addLog({ ...base, note: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await addLog({ ...base, companyId: 999_999 })).statusCode).toBe(404);
    expect((await addLog({ ...base, companyId: t.ids.platform })).statusCode).toBe(404);
    expect((await addLog({ ...base, companyId: 99_999_999_999 })).statusCode).toBe(400);
    expect(await payLogCount()).toBe(before);
  });

  it('is for super and finance admins: a support admin is refused (403) and nothing is written', async () => {
    const before = await payLogCount();
    const payload = { companyId: t.ids.brand, direction: 'credit', amount: '5', category: 'promotion' };
    const refused = await addLog(payload, support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('Only a super admin or a finance admin can do this.');
    expect(await payLogCount()).toBe(before);
    const byFinance = await addLog(payload, finance);
    expect(byFinance.statusCode).toBe(200);
    expect(byFinance.json().data).toMatchObject({ createdBy: 'Fiona Finance', createdById: t.ids.finance });
  });

  it('is for admins only (403), and needs a session (401)', async () => {
    const payload = { companyId: t.ids.brand, direction: 'credit', amount: '5', category: 'promotion' };
    expect((await addLog(payload, brand)).statusCode).toBe(403);
    expect((await addLog(payload, retailer)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/bee/adminAddPayLog', payload });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/bee/auditPayLog', () => {
  it('an approval by another admin posts one transaction and changes the balance by exactly the amount', async () => {
    const id = await newLog(t.ids.brand, 'credit', '250.75');
    const before = (await balanceOf(brand)).available_cents;

    const response = await audit({ id, decision: 'approved', note: 'Matched to the bank statement.' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id,
      status: 'approved',
      auditedBy: 'Otto Auditor',
      auditNote: 'Matched to the bank statement.',
    });
    expect(Date.parse(response.json().data.auditedAt)).not.toBeNaN();
    expect((await balanceOf(brand)).available_cents).toBe(before + 25_075);
    expect(await ledgerBalance(t.ids.brand)).toBe(before + 25_075);
    expect(await approvalsOf(id)).toBe(1);
    const [log] = await t.db.select().from(payLogs).where(eq(payLogs.id, id));
    const [posted] = await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `pay_log:${id}:approval`));
    expect(posted).toMatchObject({
      kind: 'manual_adjustment',
      referenceType: 'pay_log',
      referenceId: String(id),
    });
    expect(log?.ledgerTransactionId).toBe(posted?.id);

    // Repeating the approval changes nothing; the opposite decision is a conflict.
    const again = await audit({ id, decision: 'approved' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(response.json().data);
    expect(await approvalsOf(id)).toBe(1);
    const reject = await audit({ id, decision: 'rejected', note: 'Changed my mind.' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().msg).toBe('This payment log has already been audited.');
    expect(await ledgerBalance(t.ids.brand)).toBe(before + 25_075);
  });

  it('a debit takes from the balance', async () => {
    const id = await newLog(t.ids.brand, 'debit', '45.67');
    const before = await ledgerBalance(t.ids.brand);
    expect((await audit({ id, decision: 'approved' })).statusCode).toBe(200);
    expect(await ledgerBalance(t.ids.brand)).toBe(before - 4_567);
  });

  it('refuses the creator auditing their own log (403), posting nothing', async () => {
    const id = await newLog(t.ids.retailer, 'credit', '20');
    const response = await audit({ id, decision: 'approved' }, admin);
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBe('A payment log must be audited by a different administrator.');
    expect(await approvalsOf(id)).toBe(0);
    const [log] = await t.db.select().from(payLogs).where(eq(payLogs.id, id));
    expect(log?.status).toBe('pending_audit');
  });

  it('a rejection needs a note, posts nothing, and cannot be turned into an approval', async () => {
    const id = await newLog(t.ids.retailer, 'credit', '30');
    const before = await ledgerBalance(t.ids.retailer);
    const noNote = await audit({ id, decision: 'rejected' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().data.fields).toHaveProperty('body.note');

    const rejected = await audit({ id, decision: 'rejected', note: 'No such cheque.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', auditNote: 'No such cheque.' });
    expect((await audit({ id, decision: 'rejected', note: 'Again.' })).statusCode).toBe(200);
    expect((await audit({ id, decision: 'approved' })).statusCode).toBe(409);
    expect(await approvalsOf(id)).toBe(0);
    expect(await ledgerBalance(t.ids.retailer)).toBe(before);
  });

  it('refuses a debit larger than the balance (422), posting nothing', async () => {
    const companyId = t.ids.otherRetailer;
    const balance = await ledgerBalance(companyId);
    const over = ((balance + 1) / 100).toFixed(2);
    const id = await newLog(companyId, 'debit', over);
    const response = await audit({ id, decision: 'approved' });
    expect(response.statusCode).toBe(422);
    expect(response.json().msg).toBe('The company balance is lower than this debit.');
    expect(await approvalsOf(id)).toBe(0);
    expect(await ledgerBalance(companyId)).toBe(balance);
    const [log] = await t.db.select().from(payLogs).where(eq(payLogs.id, id));
    expect(log).toMatchObject({ status: 'pending_audit', auditedBy: null, ledgerTransactionId: null });
  });

  it('two parallel approvals of one log post exactly one transaction', async () => {
    const id = await newLog(t.ids.onsiteBrand, 'credit', '99.99');
    const before = await ledgerBalance(t.ids.onsiteBrand);
    const other = await t.authAs(DEMO_USERS.auditor);
    const responses = await Promise.all([
      audit({ id, decision: 'approved' }),
      audit({ id, decision: 'approved' }, other),
    ]);
    for (const response of responses) expect([200, 409]).toContain(response.statusCode);
    expect(responses.some((response) => response.statusCode === 200)).toBe(true);
    expect(await approvalsOf(id)).toBe(1);
    expect(await ledgerBalance(t.ids.onsiteBrand)).toBe(before + 9_999);
  });

  it('a debit approved while another debit of the company is uncommitted sees that debit', async () => {
    const companyId = t.ids.moreRetailers[3] ?? 0;
    const balance = await ledgerBalance(companyId);
    const cents = Math.floor(balance * 0.6);
    const amount = (cents / 100).toFixed(2);
    const logIds = [await newLog(companyId, 'debit', amount), await newLog(companyId, 'debit', amount)];
    const [first, second] = await t.db.select().from(payLogs).where(inArray(payLogs.id, logIds));
    if (!first || !second) throw new Error('logs not found');

    let posted = () => {};
    let commit = () => {};
    const firstPosted = new Promise<void>((resolve) => (posted = resolve));
    const mayCommit = new Promise<void>((resolve) => (commit = resolve));
    const firstApproval = t.db.transaction(async (tx) => {
      await postPayLogApproval(tx, first, t.ids.auditor, new Date());
      posted();
      await mayCommit;
    });
    await firstPosted;
    const secondApproval = t.db.transaction((tx) =>
      postPayLogApproval(tx, second, t.ids.auditor, new Date()),
    );
    // Let the second approval reach the company lock before the first commits.
    await aTransactionWaitsForALock();
    // Watched from now on: it may fail while the first commits, before the await below.
    const secondRefused = expect(secondApproval).rejects.toThrow(
      'The company balance is lower than this debit.',
    );
    commit();
    await firstApproval;
    await secondRefused;
    expect(await ledgerBalance(companyId)).toBe(balance - cents);
  });

  it('a finance admin audits; a support admin is refused (403) and the log stays pending', async () => {
    const id = await newLog(t.ids.retailer, 'credit', '12.00');
    const refused = await audit({ id, decision: 'approved' }, support);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('Only a super admin or a finance admin can do this.');
    expect(await approvalsOf(id)).toBe(0);
    const approved = await audit({ id, decision: 'approved' }, finance);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      createdBy: 'Ada Admin',
      createdById: t.ids.admin,
      auditedBy: 'Fiona Finance',
      auditedById: t.ids.finance,
      correctableCents: 1_200,
    });
    expect(await approvalsOf(id)).toBe(1);
  });

  it('answers 404 for an unknown log, 403 to non-admins, 401 without a session', async () => {
    expect((await audit({ id: 987_654, decision: 'approved' })).statusCode).toBe(404);
    expect((await audit({ id: 1, decision: 'approved' }, brand)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/bee/auditPayLog',
      payload: { id: 1, decision: 'approved' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/bee/payLogList and /api/bee/payLog/:id', () => {
  it('pages every log for admins, newest first, with the total', async () => {
    const [all] = await t.db.select({ n: count() }).from(payLogs);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/bee/payLogList?pageNum=1&pageSize=10',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const { rows, total } = response.json().data;
    expect(rows).toHaveLength(10);
    expect(total).toBe(all?.n);
    expect(total).toBeGreaterThanOrEqual(45);
    const times = rows.map((row: { createdAt: string }) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const last = await t.app.inject({
      method: 'GET',
      url: `/api/bee/payLogList?pageNum=${Math.ceil(total / 10)}&pageSize=10`,
      headers: admin,
    });
    expect(last.json().data.rows).toHaveLength(total % 10 || 10);
  });

  it('filters by company and status for admins', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/bee/payLogList?companyId=${t.ids.brand}&status=approved`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const rows = response.json().data.rows as { companyId: number; status: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.companyId === t.ids.brand && row.status === 'approved')).toBe(true);
  });

  it("shows a brand user only their own company's logs", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/bee/payLogList?pageSize=100',
      headers: brand,
    });
    expect(response.statusCode).toBe(200);
    const { rows, total } = response.json().data;
    const [own] = await t.db.select({ n: count() }).from(payLogs).where(eq(payLogs.companyId, t.ids.brand));
    expect(total).toBe(own?.n);
    expect(rows.every((row: { companyId: number }) => row.companyId === t.ids.brand)).toBe(true);
    const explicit = await t.app.inject({
      method: 'GET',
      url: `/api/bee/payLogList?companyId=${t.ids.brand}`,
      headers: brand,
    });
    expect(explicit.json().data.total).toBe(own?.n);
  });

  it("answers 404 to a brand user asking for another company's logs", async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/bee/payLogList?companyId=${t.ids.retailer}`,
      headers: brand,
    });
    expect(list.statusCode).toBe(404);

    const [foreign] = await t.db
      .select({ id: payLogs.id })
      .from(payLogs)
      .where(eq(payLogs.companyId, t.ids.retailer))
      .limit(1);
    const one = await t.app.inject({ method: 'GET', url: `/api/bee/payLog/${foreign?.id}`, headers: brand });
    expect(one.statusCode).toBe(404);
    const asRetailer = await t.app.inject({
      method: 'GET',
      url: `/api/bee/payLog/${foreign?.id}`,
      headers: retailer,
    });
    expect(asRetailer.statusCode).toBe(200);
    expect(asRetailer.json().data.companyId).toBe(t.ids.retailer);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/bee/payLog/${foreign?.id}`,
      headers: admin,
    });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('refuses bad paging and ids (400), unknown ids (404), and anonymous callers (401)', async () => {
    for (const query of ['pageSize=101', 'pageNum=0', 'status=paid', 'companyId=abc']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/bee/payLogList?${query}`,
        headers: admin,
      });
      expect(response.statusCode, query).toBe(400);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/bee/payLog/abc', headers: admin })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/bee/payLog/987654', headers: admin })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/bee/payLogList' })).statusCode).toBe(401);
  });
});

interface ListedLog {
  id: number;
  companyId: number;
  status: string;
  category: string;
  direction: string;
  createdAt: string;
}

async function list(query: string, headers = admin) {
  return t.app.inject({ method: 'GET', url: `/api/bee/payLogList?${query}`, headers });
}

async function exportCsv(query: string, headers = admin) {
  return t.app.inject({ method: 'GET', url: `/api/bee/payLogList/export?${query}`, headers });
}

/** Every log of a filter, through the list's pages. */
async function everyLog(query: string): Promise<ListedLog[]> {
  const rows: ListedLog[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const response = await list(`${query}&pageSize=100&pageNum=${pageNum}`);
    expect(response.statusCode).toBe(200);
    rows.push(...response.json().data.rows);
    if (rows.length >= response.json().data.total) return rows;
  }
}

describe('payment log filters, order and CSV', () => {
  it('filters by status, category, direction and company together, with the total', async () => {
    const query = `status=approved&category=chargeback&direction=debit&companyId=${t.ids.brand}`;
    const response = await list(query);
    expect(response.statusCode).toBe(200);
    const { rows, total } = response.json().data as { rows: ListedLog[]; total: number };
    const [expected] = await t.db
      .select({ n: count() })
      .from(payLogs)
      .where(
        and(
          eq(payLogs.status, 'approved'),
          eq(payLogs.category, 'chargeback'),
          eq(payLogs.direction, 'debit'),
          eq(payLogs.companyId, t.ids.brand),
        ),
      );
    expect(total).toBe(expected?.n);
    expect(total).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 'approved',
        category: 'chargeback',
        direction: 'debit',
        companyId: t.ids.brand,
      });
    }
  });

  it('filters by the day of entry (UTC), both ends included', async () => {
    const all = await everyLog('sort=createdAt');
    const middle = all[Math.floor(all.length / 2)];
    if (!middle) throw new Error('no logs');
    const day = middle.createdAt.slice(0, 10);
    const sameDay = all.filter((row) => row.createdAt.slice(0, 10) === day);
    const response = await list(`from=${day}&to=${day}&pageSize=100`);
    expect(response.json().data.total).toBe(sameDay.length);
    const from = await list(`from=${day}&pageSize=1`);
    expect(from.json().data.total).toBe(all.filter((row) => row.createdAt.slice(0, 10) >= day).length);
    const to = await list(`to=${day}&pageSize=1`);
    expect(to.json().data.total).toBe(all.filter((row) => row.createdAt.slice(0, 10) <= day).length);
  });

  it('answers the audit queue oldest first (sort=createdAt)', async () => {
    const rows = await everyLog('status=pending_audit&sort=createdAt');
    expect(rows.length).toBeGreaterThan(3);
    const times = rows.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(rows.every((row) => row.status === 'pending_audit')).toBe(true);
  });

  it('refuses bad filters with the field (400)', async () => {
    for (const [query, field] of [
      ['direction=sideways', 'querystring.direction'],
      ['from=2026-13-01', 'querystring.from'],
      ['to=yesterday', 'querystring.to'],
      ['from=2026-05-02&to=2026-05-01', 'querystring.to'],
      ['sort=amount', 'querystring.sort'],
      ['category=gift', 'querystring.category'],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().data.fields, query).toHaveProperty([field]);
    }
  });

  it('exports exactly the filtered rows as CSV, in the list order', async () => {
    const query = `status=approved&companyId=${t.ids.brand}`;
    const rows = await everyLog(query);
    const response = await exportCsv(query);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="payment-logs.csv"');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'No.,Entered at,Company,Direction,Amount (USD),Category,External reference,Status,Entered by,' +
        'Audited by,Audited at,Audit note,Corrects,Note',
    );
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(rows.map((row) => row.id));
    expect(lines[1]).toContain(',Voltline Bikes,');
    expect(lines[1]).toMatch(/,approved,Ada Admin,Otto Auditor,/);
  });

  it('a support admin reads the list, a log and the CSV; a company only its own (another id → 404)', async () => {
    expect((await list('pageSize=5', support)).statusCode).toBe(200);
    expect((await exportCsv('status=pending_audit', support)).statusCode).toBe(200);
    const [log] = await t.db.select({ id: payLogs.id }).from(payLogs).limit(1);
    const one = await t.app.inject({ method: 'GET', url: `/api/bee/payLog/${log?.id}`, headers: support });
    expect(one.statusCode).toBe(200);

    const own = await exportCsv('', brand);
    expect(own.statusCode).toBe(200);
    const [brandLogs] = await t.db
      .select({ n: count() })
      .from(payLogs)
      .where(eq(payLogs.companyId, t.ids.brand));
    expect(own.body.trim().split('\r\n')).toHaveLength((brandLogs?.n ?? 0) + 1);
    expect((await exportCsv(`companyId=${t.ids.retailer}`, brand)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/bee/payLogList/export' })).statusCode).toBe(401);
  });
});

describe('demo data', () => {
  it('has approved, pending and rejected logs; every approved log has its posting', async () => {
    const logs = await t.db.select().from(payLogs).where(eq(payLogs.createdBy, t.ids.admin));
    const statuses = new Set(logs.map((log) => log.status));
    expect(statuses).toEqual(new Set(['approved', 'pending_audit', 'rejected']));
    for (const log of logs) {
      expect(log.ledgerTransactionId === null, `log ${log.id}`).toBe(log.status !== 'approved');
    }
  });

  it('has logs of the finance admin awaiting audit, evidence on offline payments, and corrections', async () => {
    const all = (await t.db.select().from(payLogs)).filter((log) => log.createdAt < started);
    expect(all.some((log) => log.createdBy === t.ids.finance && log.status === 'pending_audit')).toBe(true);
    const offline = all.filter((log) => log.category === 'offline_payment_received' && log.externalReference);
    expect(offline.length).toBeGreaterThan(3);
    expect(offline.every((log) => log.evidenceFileId !== null)).toBe(true);
    const corrections = all.filter((log) => log.correctsId !== null);
    expect(corrections.map((log) => log.status).sort()).toEqual(['approved', 'pending_audit']);
    for (const correction of corrections) {
      const corrected = all.find((log) => log.id === correction.correctsId);
      expect(corrected).toMatchObject({ status: 'approved', companyId: correction.companyId });
      expect(corrected?.direction).not.toBe(correction.direction);
    }
    const first = offline.find((log) => log.status === 'approved');
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/bee/payLog/${first?.id}/evidence`,
      headers: auditor,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
