import type {
  CompanySummary,
  PayLogAddFormInput,
  PayLogAddFormValues,
  PayLogAddInput,
  PayLogDirection,
  PayLogListQuery,
  PayLogRow,
} from '@console/contract';
import { centsText, dollars } from '../../shared/money.logic';

/** Entering and auditing payment logs: super admins (1) and finance admins (2); support admins (3) read. */
export const PAY_LOG_WRITER_ROLE = 2;

export function mayWritePayLogs(userRole: number | null | undefined): boolean {
  return userRole != null && userRole <= PAY_LOG_WRITER_ROLE;
}

/** Who is looking: to tell their own logs, and whether they may enter and audit. */
export interface PayLogViewer {
  userId: number | null;
  canWrite: boolean;
}

/** The signed-in user as these screens see them (user info carries the id as a number or its text). */
export function payLogViewerOf(
  userInfo: { id: number | string; user_role?: number | null } | null | undefined,
): PayLogViewer {
  const id = Number(userInfo?.id);
  return { userId: Number.isInteger(id) ? id : null, canWrite: mayWritePayLogs(userInfo?.user_role) };
}

/**
 * What a pending log offers the viewer: 'audit' (approve or reject), 'ownLog' (they entered it: another
 * administrator must audit it) or 'none' (read only, or already audited).
 */
export function auditActionOf(
  log: Pick<PayLogRow, 'status' | 'createdById'>,
  viewer: PayLogViewer,
): 'audit' | 'ownLog' | 'none' {
  if (log.status !== 'pending_audit') return 'none';
  if (log.createdById === viewer.userId) return 'ownLog';
  return viewer.canWrite ? 'audit' : 'none';
}

/** An approved log with something left to correct, for an admin who may enter logs. */
export function mayCorrect(
  log: Pick<PayLogRow, 'status' | 'correctableCents'>,
  viewer: PayLogViewer,
): boolean {
  return viewer.canWrite && log.status === 'approved' && log.correctableCents > 0;
}

const OPPOSITE: Record<PayLogDirection, PayLogDirection> = { credit: 'debit', debit: 'credit' };

/** The add form's starting values: a new log leaves the company and the amount to choose. */
export type PayLogFormStart = Partial<PayLogAddFormInput>;

/** A new log's form as it opens. */
export const NEW_LOG: PayLogFormStart = {
  direction: 'credit',
  category: 'offline_payment_received',
  externalReference: '',
  note: '',
  evidenceFileName: '',
};

/** The correction's form as it opens: the same company, the opposite direction, all that is left to correct. */
export function correctionOf(
  log: Pick<PayLogRow, 'id' | 'companyId' | 'direction' | 'correctableCents' | 'externalReference'>,
): PayLogFormStart {
  return {
    ...NEW_LOG,
    companyId: log.companyId,
    direction: OPPOSITE[log.direction],
    amount: log.correctableCents,
    category: 'correction',
    externalReference: log.externalReference ?? '',
    correctsId: log.id,
  };
}

/** What the correction dialog says of the log it corrects. */
export type CorrectedLog = Pick<PayLogRow, 'id' | 'direction' | 'amountCents' | 'correctableCents'>;

export function correctionDescription(log: CorrectedLog): string {
  const opposite = OPPOSITE[log.direction];
  return (
    `An approved log is never changed: this ${opposite} corrects its ${log.direction} of ` +
    `${dollars(log.amountCents)} (${dollars(log.correctableCents)} left to correct). ` +
    'Another administrator audits it.'
  );
}

/** The body the server reads: the form's cents as the decimal text of the spec's call ('1250.50'). */
export function addBodyOf(values: PayLogAddFormValues): PayLogAddInput {
  return { ...values, amount: centsText(values.amount) };
}

/** The picker's options: every brand and retailer by name, each saying which it is. */
export function companyOptions(companies: readonly Pick<CompanySummary, 'id' | 'name' | 'type'>[]) {
  return companies.map((company) => ({
    value: String(company.id),
    label: `${company.name} (${company.type === 1 ? 'brand' : 'retailer'})`,
  }));
}

export const PAY_LOG_VIEWS = ['queue', 'history'] as const;
export type PayLogView = (typeof PAY_LOG_VIEWS)[number];

/** The tab in the URL's `view`: the audit queue unless it says history. */
/** A log in the history with its drawer open (links from elsewhere, e.g. a company's transactions). */
export const payLogPath = (id: number) => `/amount/payLogs?view=history&log=${id}`;

export function payLogViewOf(value: string | null): PayLogView {
  return value === 'history' ? 'history' : 'queue';
}

/** The audit queue: every log awaiting audit, oldest first (its page from the URL; other filters are the history's). */
export function queueQuery(query: PayLogListQuery): PayLogListQuery {
  return {
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    status: 'pending_audit',
    sort: 'createdAt',
  };
}

/** The name the history's CSV is saved under. */
export function payLogsFileName(today: string): string {
  return `payment-logs-${today}.csv`;
}

/** A file's size to read: '812 B', '45.2 kB', '1.3 MB'. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
