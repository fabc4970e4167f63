// Demo payouts, made through the same functions the console and the jobs use, on a local provider whose clock
// the seed moves, so every balance is a real sum of entries and every payout settles real transactions.
// Harbor Cycles: half a year of weekly runs (paid, one failed on a bank account that does not exist and
// paid again after the new bank account, one canceled), then one in transit and one pending, and money left
// for an admin to run. Summit E-Ride and some generated retailers in the other set-up states.
//
// `seedPayoutHistory` runs before the other money is seeded (Harbor's history is older than it), and
// `seedRecentPayouts` after everything else (its payouts take what the other seeds made available).
import type { OnboardingStepBody, PayLogCategory } from '@console/contract';
import { and, eq, max } from 'drizzle-orm';
import type { Viewer } from '../../../auth/sessions.ts';
import type { Database } from '../../../db/database.ts';
import {
  LedgerAccount,
  ledgerEntries,
  ledgerTransactions,
  PayLogStatus,
  payLogs,
} from '../../../db/schema.ts';
import type { DemoIds, Transaction } from '../../../db/types.ts';
import type { FileStorage } from '../../../files/storage.ts';
import { postPayLogApproval } from '../payLogs.ts';
import { LocalPayoutProvider } from '../provider/local/LocalPayoutProvider.ts';
import { demoEvidence } from '../seed.ts';
import { cancelPayout, submitPayout, syncPayout } from './lifecycle.ts';
import { confirmPayoutRun, previewPayoutRun } from './runs.ts';
import { startPayoutSetup, submitOnboardingStep } from './setup.ts';
import type { PayoutRecord } from './status.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEKS = 24;
/** Harbor's weekly history ends before the other seeds' money starts (about 31 days back). */
const HISTORY_ENDS_DAYS_AGO = 32;

/** The seed's provider and the time it is at. */
interface SeedClock {
  at: Date;
  sim: LocalPayoutProvider;
}

function seedClock(tx: Transaction, start: Date): SeedClock {
  const clock = { at: start } as SeedClock;
  clock.sim = new LocalPayoutProvider(tx as Database, { now: () => clock.at });
  return clock;
}

/** Who acts for the company (the set-up reads only its company; the history, who did it). */
const actingFor = (companyId: number, userId: number, userType = 2): Viewer => ({
  sessionId: 0,
  userId,
  companyId,
  userType,
  userRole: 1,
  email: '',
});

const BANKS = {
  chase: { routingNumber: '021000021', accountNumber: '000123454321' },
  mistyped: { routingNumber: '026009593', accountNumber: '000111111116' },
  wellsFargo: { routingNumber: '121000248', accountNumber: '000987656789' },
  failsFunding: { routingNumber: '110000000', accountNumber: '000222222227' },
};

function steps(
  legalName: string,
  bank: { routingNumber: string; accountNumber: string },
  [firstName, lastName] = ['Rita', 'Retail'],
): OnboardingStepBody[] {
  return [
    { requirement: 'business_profile', legalName, taxId: '94-3127785' },
    { requirement: 'representative', firstName, lastName, dateOfBirth: '1984-05-12' },
    { requirement: 'external_account', ...bank },
    { requirement: 'tos_acceptance', accepted: true },
  ];
}

/** The company's payout set-up, started and given these steps, at the clock's time. */
async function setUp(tx: Transaction, clock: SeedClock, owner: Viewer, bodies: OnboardingStepBody[]) {
  await startPayoutSetup(tx, clock.sim, owner, clock.at);
  for (const body of bodies) await submitOnboardingStep(tx, clock.sim, owner, body, clock.at);
}

/**
 * A payment log crediting (or debiting) the company, entered three hours before `at` and approved (posted the
 * way an audit posts it) at `at`.
 */
async function approvedLog(
  tx: Transaction,
  ids: DemoIds,
  files: FileStorage,
  log: {
    companyId: number;
    direction: 'credit' | 'debit';
    cents: number;
    category: PayLogCategory;
    reference?: string;
    note?: string;
    at: Date;
  },
) {
  const auditedAt = log.at;
  const [row] = await tx
    .insert(payLogs)
    .values({
      companyId: log.companyId,
      direction: log.direction,
      amountCents: log.cents,
      category: log.category,
      externalReference: log.reference ?? null,
      note: log.note ?? null,
      status: PayLogStatus.approved,
      createdBy: ids.admin,
      // A cheque's scan, as every offline payment of the demo has.
      evidenceFileId: log.reference
        ? await demoEvidence(tx, files, ids, {
            reference: log.reference,
            amountCents: log.cents,
            enteredBy: ids.admin,
          })
        : null,
      auditedBy: ids.auditor,
      auditedAt,
      createdAt: new Date(log.at.getTime() - 3 * HOUR_MS),
    })
    .returning();
  if (!row) throw new Error('seed: pay log not written');
  const ledgerTransactionId = await postPayLogApproval(tx, row, ids.auditor, auditedAt);
  await tx.update(payLogs).set({ ledgerTransactionId }).where(eq(payLogs.id, row.id));
}

/** An admin previews and confirms a run for the company; its payout. */
async function run(tx: Transaction, clock: SeedClock, adminId: number, companyId: number, key: string) {
  const body = { companyIds: [companyId] };
  const { previewToken } = await previewPayoutRun(tx, body);
  const { pending } = await confirmPayoutRun(tx, {
    userId: adminId,
    key,
    body: { ...body, previewToken },
    provider: clock.sim.name,
    now: clock.at,
  });
  const [payout] = pending;
  if (!payout) throw new Error(`seed: the run ${key} paid nothing`);
  return payout;
}

/** The job's steps for a payout: sent to the provider, in transit an hour later, then at its arrival. */
async function follow(
  tx: Transaction,
  clock: SeedClock,
  payout: PayoutRecord,
  until: 'in_transit' | 'arrival',
) {
  const created = payout.createdAt.getTime();
  clock.at = new Date(created + 5 * MINUTE_MS);
  await submitPayout(tx, clock.sim, payout.id, clock.at);
  clock.at = new Date(created + HOUR_MS + 6 * MINUTE_MS);
  await syncPayout(tx, clock.sim, payout.id, clock.at);
  if (until === 'arrival') {
    clock.at = new Date(created + 2 * DAY_MS + 10 * MINUTE_MS);
    await syncPayout(tx, clock.sim, payout.id, clock.at);
  }
}

const INCOME: { category: PayLogCategory; note: string }[] = [
  { category: 'offline_payment_received', note: 'Co-op advertising refund from Voltline.' },
  { category: 'promotion', note: 'Test-ride weekend promotion.' },
  { category: 'offline_payment_received', note: 'Warranty labour settled by cheque.' },
  { category: 'goodwill_credit', note: 'Courier damage on a dealer order.' },
];

/**
 * Harbor Cycles' payout set-up and half a year of weekly payouts, each settling the week's credits. Week 9 goes
 * to a mistyped bank account and fails; the owner enters the right one and week 10 pays both weeks. Week 15's
 * payout is canceled before it is sent, and week 16 pays both.
 */
export async function seedPayoutHistory(
  tx: Transaction,
  ids: DemoIds,
  files: FileStorage,
  now = new Date(),
): Promise<void> {
  const firstRun = now.getTime() - (HISTORY_ENDS_DAYS_AGO + 7 * (WEEKS - 1)) * DAY_MS;
  const clock = seedClock(tx, new Date(firstRun - 10 * DAY_MS));
  const harbor = actingFor(ids.retailer, ids.retailerUser);
  await setUp(tx, clock, harbor, steps('Harbor Cycles LLC', BANKS.chase));

  for (let week = 0; week < WEEKS; week += 1) {
    const runAt = firstRun + week * 7 * DAY_MS;
    const income = INCOME[week % INCOME.length] ?? INCOME[0];
    await approvedLog(tx, ids, files, {
      companyId: ids.retailer,
      direction: 'credit',
      cents: 18_000 + ((week * 7_919) % 54_000),
      category: income?.category ?? 'promotion',
      reference: income?.category === 'offline_payment_received' ? `CHK-${6100 + week}` : undefined,
      note: income?.note,
      at: new Date(runAt - 5 * DAY_MS),
    });
    if (week % 5 === 2) {
      await approvedLog(tx, ids, files, {
        companyId: ids.retailer,
        direction: week === 7 ? 'debit' : 'credit',
        cents: week === 7 ? 4_250 : 9_875,
        category: week === 7 ? 'correction' : 'goodwill_credit',
        note: week === 7 ? 'Demo bike rental billed twice.' : 'Loaner bike for a recall repair.',
        at: new Date(runAt - 2 * DAY_MS),
      });
    }
    if (week === 9) {
      clock.at = new Date(runAt - DAY_MS);
      await submitOnboardingStep(
        tx,
        clock.sim,
        harbor,
        { requirement: 'external_account', ...BANKS.mistyped },
        clock.at,
      );
    }
    clock.at = new Date(runAt);
    const payout = await run(
      tx,
      clock,
      week % 2 ? ids.finance : ids.admin,
      ids.retailer,
      `seed:harbor:${week}`,
    );
    if (week === 15) {
      clock.at = new Date(runAt + 4 * MINUTE_MS);
      await cancelPayout(
        tx,
        actingFor(ids.platform, ids.admin, 3),
        payout.id,
        'Held at the retailer’s request: paid with next week’s run.',
        clock.at,
      );
      continue;
    }
    await follow(tx, clock, payout, 'arrival');
    if (week === 9) {
      clock.at = new Date(runAt + 3 * DAY_MS);
      await submitOnboardingStep(
        tx,
        clock.sim,
        harbor,
        { requirement: 'external_account', ...BANKS.wellsFargo },
        clock.at,
      );
    }
  }
}

/** When the company's available balance last changed (its newest posting on it). */
async function lastAvailableAt(tx: Transaction, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ at: max(ledgerTransactions.postedAt) })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(eq(ledgerEntries.companyId, companyId), eq(ledgerEntries.account, LedgerAccount.companyAvailable)),
    );
  return row?.at?.getTime() ?? 0;
}

/**
 * Harbor's payout in transit (everything available until yesterday) and its pending one (sent to the provider
 * minutes ago), then a credit left for an admin to pay; the other companies' set-ups.
 */
export async function seedRecentPayouts(
  tx: Transaction,
  ids: DemoIds,
  files: FileStorage,
  now = new Date(),
): Promise<void> {
  const clock = seedClock(tx, now);
  const harbor = ids.retailer;
  // After everything the other seeds made available (never in the future), a day or so ago.
  const inTransitAt = Math.min(
    Math.max(now.getTime() - 26 * HOUR_MS, (await lastAvailableAt(tx, harbor)) + 10 * MINUTE_MS),
    now.getTime() - 2 * HOUR_MS,
  );
  clock.at = new Date(inTransitAt);
  await follow(tx, clock, await run(tx, clock, ids.admin, harbor, 'seed:harbor:in-transit'), 'in_transit');

  const pendingAt = now.getTime() - 20 * MINUTE_MS;
  await approvedLog(tx, ids, files, {
    companyId: harbor,
    direction: 'credit',
    cents: 26_480,
    category: 'goodwill_credit',
    note: 'Customer goodwill for a delayed battery.',
    at: new Date((inTransitAt + pendingAt) / 2),
  });
  clock.at = new Date(pendingAt);
  const pending = await run(tx, clock, ids.finance, harbor, 'seed:harbor:pending');
  clock.at = new Date(pendingAt + MINUTE_MS);
  await submitPayout(tx, clock.sim, pending.id, clock.at);
  await approvedLog(tx, ids, files, {
    companyId: harbor,
    direction: 'credit',
    cents: 41_275,
    category: 'offline_payment_received',
    reference: 'CHK-6188',
    note: 'Warranty labour settled by cheque.',
    at: new Date(now.getTime() - 10 * MINUTE_MS),
  });

  // Summit E-Ride has started and still owes its representative and bank account.
  clock.at = new Date(now.getTime() - 9 * DAY_MS);
  const summit = steps('Summit E-Ride Corp.', BANKS.chase, ['Sue', 'Summit']);
  await setUp(
    tx,
    clock,
    actingFor(ids.otherRetailer, ids.summitOwner),
    summit.filter((step) => step.requirement === 'business_profile' || step.requirement === 'tos_acceptance'),
  );

  // Generated retailers: every third one set up (one of them with a bank account whose payouts fail for want
  // of funds), one with its bank account still to give; the rest (the first among them) not started.
  for (const [i, companyId] of ids.moreRetailers.entries()) {
    if (i === 0) continue;
    // The generated retailers have no users but the last one's owner: an admin set them up.
    const owner = actingFor(companyId, ids.admin);
    clock.at = new Date(now.getTime() - (20 + i) * DAY_MS);
    const bank = i === 3 ? BANKS.failsFunding : BANKS.chase;
    const all = steps(`Demo Retailer ${i + 1} LLC`, bank);
    if (i % 3 === 0) await setUp(tx, clock, owner, all);
    if (i === 1)
      await setUp(
        tx,
        clock,
        owner,
        all.filter((step) => step.requirement !== 'external_account'),
      );
  }
}
