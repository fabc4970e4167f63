// Demo payment logs: mostly approved (posted to the ledger the way an audit posts them, so the balances are
// real sums of entries), some awaiting audit, a few rejected. Entered by the admin (a few by the finance
// admin, so the admin has logs of others to audit), audited by the auditor. Offline payments carry a scan of
// the wire advice or cheque as evidence; two logs correct earlier ones. Voltline's balance comes to 12,345.67
// and Ridgeway's to 4,820.50.
import type { PayLogCategory, PayLogDirection } from '@console/contract';
import { eq } from 'drizzle-orm';
import { PayLogStatus, payLogs } from '../../db/schema.ts';
import type { DemoIds, Transaction } from '../../db/types.ts';
import type { FileStorage } from '../../files/storage.ts';
import { demoPdf } from '../documents/demoPdf.ts';
import { storeFile } from '../files/service.ts';
import { postPayLogApproval } from './payLogs.ts';

type Status = (typeof PayLogStatus)[keyof typeof PayLogStatus];

interface PlannedLog {
  companyId: number;
  direction: PayLogDirection;
  amountCents: number;
  category: PayLogCategory;
  status: Status;
  externalReference?: string;
  note?: string;
  auditNote?: string;
  /** Entered by the finance admin rather than the admin. */
  byFinance?: boolean;
  /** A name for the log, for a later log that corrects it. */
  key?: string;
  /** The key of the approved log this one corrects. */
  corrects?: string;
}

const HOUR_MS = 3600_000;
const { approved, pendingAudit, rejected } = PayLogStatus;

/** The named companies' logs, each company's in date order (a debit follows the credits that cover it). */
function namedLogs(ids: DemoIds): PlannedLog[] {
  const log = (
    companyId: number,
    direction: PayLogDirection,
    amountCents: number,
    category: PayLogCategory,
    status: Status,
    extra: Partial<PlannedLog> = {},
  ): PlannedLog => ({ companyId, direction, amountCents, category, status, ...extra });
  return [
    log(ids.brand, 'credit', 800_000, 'offline_payment_received', approved, {
      externalReference: 'WIRE-20418',
      note: 'Wire for the spring dealer programme.',
    }),
    log(ids.onsiteBrand, 'credit', 500_000, 'offline_payment_received', approved, {
      externalReference: 'WIRE-20433',
    }),
    log(ids.retailer, 'credit', 215_000, 'offline_payment_received', approved, {
      externalReference: 'CHK-5521',
      key: 'harborMarch',
    }),
    log(ids.brand, 'credit', 350_000, 'offline_payment_received', approved, {
      externalReference: 'CHK-1187',
    }),
    log(ids.otherRetailer, 'credit', 98_040, 'offline_payment_received', approved, {
      externalReference: 'CHK-6610',
    }),
    log(ids.brand, 'credit', 125_000, 'goodwill_credit', approved, {
      note: 'Goodwill for the delayed battery recall parts.',
      key: 'voltlineGoodwill',
    }),
    log(ids.retailer, 'credit', 7_525, 'goodwill_credit', approved, {
      note: 'Courier damage on order 4471.',
    }),
    log(ids.onsiteBrand, 'debit', 42_950, 'chargeback', approved, { externalReference: 'CB-3390' }),
    log(ids.brand, 'debit', 65_433, 'chargeback', approved, {
      externalReference: 'CB-3312',
      note: 'Card chargeback on booking deposit.',
    }),
    log(ids.retailer, 'debit', 31_000, 'correction', approved, {
      note: 'Double-counted March payment.',
      corrects: 'harborMarch',
    }),
    log(ids.onsiteBrand, 'credit', 25_000, 'promotion', approved, {
      note: 'Onsite service launch promotion.',
    }),
    log(ids.brand, 'credit', 25_000, 'promotion', approved, { note: 'Test-ride weekend promotion.' }),
    log(ids.brand, 'credit', 99_999, 'correction', rejected, {
      note: 'Correction for the spring wire.',
      auditNote: 'Duplicate of WIRE-20418.',
    }),
    log(ids.retailer, 'debit', 500_000, 'chargeback', rejected, {
      externalReference: 'CB-3401',
      auditNote: 'The chargeback was won; nothing to take back.',
    }),
    log(ids.onsiteBrand, 'debit', 12_000, 'correction', pendingAudit, { note: 'Fee charged twice in May.' }),
    log(ids.otherRetailer, 'credit', 30_000, 'promotion', pendingAudit, { byFinance: true }),
    log(ids.retailer, 'credit', 64_000, 'offline_payment_received', pendingAudit, {
      externalReference: 'CHK-5590',
    }),
    log(ids.brand, 'credit', 150_000, 'offline_payment_received', pendingAudit, {
      externalReference: 'WIRE-20502',
    }),
    log(ids.brand, 'debit', 25_000, 'correction', pendingAudit, {
      note: 'Part of the recall goodwill was also paid by the distributor.',
      corrects: 'voltlineGoodwill',
      byFinance: true,
    }),
  ];
}

/** Credits for the generated retailers, so the log list pages. */
function generatedLogs(ids: DemoIds): PlannedLog[] {
  const categories: PayLogCategory[] = ['offline_payment_received', 'goodwill_credit', 'promotion'];
  return ids.moreRetailers.map((companyId, i) => {
    const status = i % 9 === 4 ? pendingAudit : i % 13 === 7 ? rejected : approved;
    return {
      companyId,
      direction: 'credit',
      amountCents: 5_000 + ((i * 3_797) % 90_000),
      category: categories[i % categories.length] ?? 'offline_payment_received',
      status,
      externalReference: i % 2 ? `CHK-${7000 + i}` : undefined,
      auditNote: status === rejected ? 'No matching payment found in the bank statement.' : undefined,
    };
  });
}

/**
 * A one-page PDF standing for the scan of the cheque or the wire advice of an offline payment, uploaded by the
 * admin who entered the log.
 */
export async function demoEvidence(
  tx: Transaction,
  files: FileStorage,
  ids: DemoIds,
  log: { reference: string; amountCents: number; enteredBy: number },
): Promise<string> {
  const kind = log.reference.startsWith('WIRE') ? 'Wire advice' : 'Cheque';
  const file = await storeFile(
    { db: tx, files },
    {
      companyId: ids.platform,
      userId: log.enteredBy,
      kind: 'upload',
      originalName: `${log.reference.toLowerCase()}.pdf`,
      ext: 'pdf',
      mime: 'application/pdf',
      bytes: demoPdf([
        `${kind} ${log.reference} - demo evidence`,
        `Amount: ${(log.amountCents / 100).toFixed(2)} USD`,
      ]),
    },
  );
  return file.id;
}

export async function seedMoney(tx: Transaction, ids: DemoIds, files: FileStorage): Promise<void> {
  const named = namedLogs(ids);
  const generated = generatedLogs(ids);
  // Interleave the two lists (each keeps its order) so the history mixes companies.
  const plan: PlannedLog[] = [];
  for (let i = 0; i < Math.max(named.length, generated.length); i += 1) {
    for (const entry of [named[i], generated[i]]) if (entry) plan.push(entry);
  }

  const now = Date.now();
  const idOfKey = new Map<string, number>();
  for (const [index, planned] of plan.entries()) {
    const createdAt = new Date(now - (plan.length - index) * 16 * HOUR_MS);
    const audited = planned.status !== pendingAudit;
    const auditedAt = audited ? new Date(createdAt.getTime() + 3 * HOUR_MS) : null;
    const withEvidence = planned.category === 'offline_payment_received' && planned.externalReference;
    const [log] = await tx
      .insert(payLogs)
      .values({
        companyId: planned.companyId,
        direction: planned.direction,
        amountCents: planned.amountCents,
        category: planned.category,
        externalReference: planned.externalReference ?? null,
        note: planned.note ?? null,
        status: planned.status,
        createdBy: planned.byFinance ? ids.finance : ids.admin,
        auditedBy: audited ? ids.auditor : null,
        auditedAt,
        auditNote: planned.auditNote ?? null,
        evidenceFileId: withEvidence
          ? await demoEvidence(tx, files, ids, {
              reference: planned.externalReference ?? '',
              amountCents: planned.amountCents,
              enteredBy: planned.byFinance ? ids.finance : ids.admin,
            })
          : null,
        correctsId: planned.corrects ? (idOfKey.get(planned.corrects) ?? null) : null,
        createdAt,
      })
      .returning();
    if (!log) throw new Error('seed: pay log not written');
    if (planned.key) idOfKey.set(planned.key, log.id);
    if (planned.status === approved && auditedAt) {
      const ledgerTransactionId = await postPayLogApproval(tx, log, ids.auditor, auditedAt);
      await tx.update(payLogs).set({ ledgerTransactionId }).where(eq(payLogs.id, log.id));
    }
  }
}
