import type { CompanySummary, PayLogDetail, PayLogRow } from '@console/contract';
import type { PayLogViewer } from './payLogs.logic';

/** Ada Admin (id 1) and Otto Auditor (id 2) are super admins; Sam Support (id 4) a support admin. */
export const ADA = 1;
export const OTTO = 2;

export const adaViewer: PayLogViewer = { userId: ADA, canWrite: true };
export const ottoViewer: PayLogViewer = { userId: OTTO, canWrite: true };
export const supportViewer: PayLogViewer = { userId: 4, canWrite: false };

export const companies: CompanySummary[] = [
  { id: 11, name: 'Harbor Cycles', type: 2, state: 'CA', status: 'active', onsite_available: false },
  { id: 12, name: 'Ridgeway E-Bikes', type: 1, state: 'WA', status: 'active', onsite_available: true },
  { id: 13, name: 'Summit E-Ride', type: 2, state: 'NY', status: 'active', onsite_available: false },
  { id: 10, name: 'Voltline Bikes', type: 1, state: 'CO', status: 'active', onsite_available: false },
];

const base: PayLogRow = {
  id: 41,
  companyId: 10,
  companyName: 'Voltline Bikes',
  direction: 'credit',
  amount: 1500,
  amountCents: 150_000,
  category: 'offline_payment_received',
  externalReference: 'WIRE-20502',
  note: null,
  status: 'pending_audit',
  createdBy: 'Fiona Finance',
  auditedBy: null,
  auditedAt: null,
  auditNote: null,
  createdAt: '2026-11-20T09:15:00.000Z',
  createdById: 3,
  auditedById: null,
  correctsId: null,
  correctableCents: 0,
  hasEvidence: true,
};

/** Awaiting audit, entered by the finance admin. */
export const pendingByFinance: PayLogRow = base;

/** Awaiting audit, entered by Ada. */
export const pendingByAda: PayLogRow = {
  ...base,
  id: 42,
  companyId: 11,
  companyName: 'Harbor Cycles',
  amount: 640,
  amountCents: 64_000,
  externalReference: 'CHK-5590',
  createdBy: 'Ada Admin',
  createdById: ADA,
  createdAt: '2026-11-21T14:40:00.000Z',
  hasEvidence: false,
};

/** An approved credit with part of it corrected. */
export const approvedCredit: PayLogRow = {
  ...base,
  id: 17,
  companyId: 11,
  companyName: 'Harbor Cycles',
  amount: 2150,
  amountCents: 215_000,
  externalReference: 'CHK-5521',
  status: 'approved',
  createdBy: 'Ada Admin',
  createdById: ADA,
  auditedBy: 'Otto Auditor',
  auditedById: OTTO,
  auditedAt: '2026-10-02T12:00:00.000Z',
  createdAt: '2026-10-02T09:00:00.000Z',
  correctableCents: 184_000,
};

/** The approved debit that corrects part of it. */
export const approvedCorrection: PayLogRow = {
  ...approvedCredit,
  id: 23,
  direction: 'debit',
  amount: 310,
  amountCents: 31_000,
  category: 'correction',
  externalReference: null,
  note: 'Double-counted March payment.',
  correctsId: 17,
  correctableCents: 31_000,
  hasEvidence: false,
  createdAt: '2026-10-09T10:30:00.000Z',
  auditedAt: '2026-10-09T13:30:00.000Z',
};

export const rejectedDebit: PayLogRow = {
  ...base,
  id: 29,
  companyId: 11,
  companyName: 'Harbor Cycles',
  direction: 'debit',
  amount: 5000,
  amountCents: 500_000,
  category: 'chargeback',
  externalReference: 'CB-3401',
  status: 'rejected',
  createdBy: 'Ada Admin',
  createdById: ADA,
  auditedBy: 'Otto Auditor',
  auditedById: OTTO,
  auditedAt: '2026-10-20T12:00:00.000Z',
  auditNote: 'The chargeback was won; nothing to take back.',
  createdAt: '2026-10-20T09:00:00.000Z',
  hasEvidence: false,
};

export const queuePage = { rows: [pendingByFinance, pendingByAda], total: 2 };
export const historyPage = {
  rows: [pendingByAda, pendingByFinance, rejectedDebit, approvedCorrection, approvedCredit],
  total: 46,
};

/** The approved credit in full: its evidence and the correction of it. */
export const approvedCreditDetail: PayLogDetail = {
  ...approvedCredit,
  evidence: { originalName: 'chk-5521.pdf', size: 45_210, mime: 'application/pdf' },
  corrects: null,
  corrections: [
    {
      id: 23,
      direction: 'debit',
      amountCents: 31_000,
      status: 'approved',
      createdAt: approvedCorrection.createdAt,
      createdBy: 'Ada Admin',
    },
  ],
  ledgerTransactionId: 301,
};

export const correctionDetail: PayLogDetail = {
  ...approvedCorrection,
  evidence: null,
  corrects: {
    id: 17,
    direction: 'credit',
    amountCents: 215_000,
    status: 'approved',
    createdAt: approvedCredit.createdAt,
    createdBy: 'Ada Admin',
  },
  corrections: [],
  ledgerTransactionId: 318,
};

export const pendingDetail: PayLogDetail = {
  ...pendingByAda,
  evidence: null,
  corrects: null,
  corrections: [],
  ledgerTransactionId: null,
};
