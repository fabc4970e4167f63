import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, type OpenedDatabase, openDatabase } from './database.ts';
import { LOCK_FILE_NAME } from './dataLock.ts';
import { captchas, companies, loginAttempts, sessions, users } from './schema.ts';

const TABLES = [
  'api_keys',
  'audit_events',
  'blocked_periods',
  'booking_reminders',
  'bookings',
  'brand_requests',
  'brand_retailers',
  'brand_statement_lines',
  'brand_statements',
  'bug_attachments',
  'bug_comments',
  'bug_reports',
  'captchas',
  'claim_attachments',
  'claim_lines',
  'companies',
  'company_balances',
  'company_documents',
  'compensation_rules',
  'configs',
  'connected_accounts',
  'dict_data',
  'dict_types',
  'email_codes',
  'employee_schedule_exceptions',
  'employee_schedules',
  'employee_shops',
  'employees',
  'event_type_hosts',
  'event_type_shops',
  'event_types',
  'files',
  'fulfillment_types',
  'idempotency_keys',
  'ledger_alerts',
  'ledger_checks',
  'ledger_entries',
  'ledger_transactions',
  'live_data_enrollments',
  'live_data_imports',
  'live_data_records',
  'login_attempts',
  'onsite_jobs',
  'onsite_settings',
  'outbox',
  'pay_logs',
  'payment_methods',
  'payout_items',
  'payout_runs',
  'payouts',
  'products',
  'provider_sim_objects',
  'reverse_shipment_items',
  'reverse_shipments',
  'service_item_shops',
  'service_items',
  'service_order_documents',
  'service_order_links',
  'sessions',
  'shop_hours_exceptions',
  'shops',
  'signed_links',
  'slot_holds',
  'statement_charges',
  'status_changes',
  'users',
  'warranties',
  'warranty_claims',
  'warranty_coverages',
  'warranty_terms',
  'webhook_attempts',
  'webhook_deliveries',
  'webhook_endpoints',
  'webhook_messages',
];
const TIMEOUT = 60_000;

const dirs: string[] = [];
const opened: OpenedDatabase[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-db-'));
  dirs.push(dir);
  return dir;
}
async function open(options: Parameters<typeof openDatabase>[0]): Promise<OpenedDatabase> {
  const handle = await openDatabase(options);
  opened.push(handle);
  return handle;
}
afterEach(async () => {
  for (const handle of opened.splice(0)) await handle.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function publicTables(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  return result.rows.map((r) => r.table_name);
}

/** Writes a row in every table through the schema, and checks the constraints the API relies on. */
async function exerciseSchema(db: Database, email: string): Promise<void> {
  const [company] = await db.insert(companies).values({ type: 2, name: 'Retailer' }).returning();
  if (!company) throw new Error('no company');
  expect(company.onsiteAvailable).toBe(false);
  expect(company.createdAt).toBeInstanceOf(Date);
  const [user] = await db
    .insert(users)
    .values({ companyId: company.id, email, userType: 2, userRole: 1 })
    .returning();
  if (!user) throw new Error('no user');
  expect(user).toMatchObject({ email, passwordHash: null, status: 1, firstName: '' });
  await expect(
    db.insert(users).values({ companyId: company.id, email: 'Upper@Example.com', userType: 2, userRole: 1 }),
  ).rejects.toThrow();
  await expect(
    db.insert(users).values({ companyId: company.id, email, userType: 2, userRole: 1 }),
  ).rejects.toThrow();
  const expiresAt = new Date(Date.now() + 3_600_000);
  await db.insert(sessions).values({ userId: user.id, tokenHash: `${email}-hash`, expiresAt });
  const [session] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
  expect(session?.expiresAt.getTime()).toBe(expiresAt.getTime());
  expect(typeof session?.id).toBe('number');
  await db.insert(loginAttempts).values({ email, ip: '127.0.0.1', success: false });
  const [captcha] = await db
    .insert(captchas)
    .values({ answerHash: 'x', expiresAt: new Date(Date.now() + 300_000) })
    .returning();
  expect(captcha?.id).toMatch(/^[0-9a-f-]{36}$/);
}

describe('openDatabase on PGlite', () => {
  it(
    'creates and migrates a fresh data folder, holding the lock file until close',
    async () => {
      const dataDir = path.join(tempDir(), 'data');
      const logs: string[] = [];
      const handle = await open({ dataDir, log: (m) => logs.push(m) });
      expect(handle.engine).toBe('pglite');
      expect(await publicTables(handle.db)).toEqual(TABLES);
      await exerciseSchema(handle.db, 'a@example.com');
      expect(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
      expect(logs.join('\n')).toMatch(/PGlite/);
      await handle.close();
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    },
    TIMEOUT,
  );

  it(
    'reopens the same folder after close and keeps the rows',
    async () => {
      const dataDir = tempDir();
      const first = await open({ dataDir });
      await first.db.insert(companies).values({ type: 1, name: 'Kept brand' });
      await first.close();
      const second = await open({ dataDir });
      const rows = await second.db.select().from(companies);
      expect(rows.map((r) => r.name)).toEqual(['Kept brand']);
    },
    TIMEOUT,
  );

  it(
    'refuses a second open of a folder that is in use, and leaves the first working',
    async () => {
      const dataDir = tempDir();
      const first = await open({ dataDir });
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        /Another Console server \(pid \d+\) is using the data folder/,
      );
      await first.db.insert(companies).values({ type: 3, name: 'Platform' });
      expect(await first.db.$count(companies)).toBe(1);
    },
    TIMEOUT,
  );

  it(
    'takes over a stale lock left by a process that is gone',
    async () => {
      const dataDir = tempDir();
      fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), '999999\n');
      const handle = await open({ dataDir });
      expect(await publicTables(handle.db)).toEqual(TABLES);
    },
    TIMEOUT,
  );
});

describe.runIf(process.env.DATABASE_URL)('openDatabase on PostgreSQL (DATABASE_URL)', () => {
  const databaseUrl = process.env.DATABASE_URL ?? '';

  it(
    'migrates (several instances at once) and uses the same schema',
    async () => {
      const handles = await Promise.all([1, 2, 3].map(() => open({ databaseUrl })));
      for (const handle of handles) expect(handle.engine).toBe('postgres');
      const db = handles[0]?.db as Database;
      expect(await publicTables(db)).toEqual(expect.arrayContaining(TABLES));
      const email = `pg-${Date.now()}-${process.pid}@example.com`;
      await exerciseSchema(db, email);
      await db.delete(users).where(eq(users.email, email));
    },
    TIMEOUT,
  );
});
