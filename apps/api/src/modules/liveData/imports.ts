// One import of live data (a CSV upload or an API call): every row checked (rows.ts), the good ones stored,
// the bad ones refused with their row, field and message; the import row records both counts, and each
// enrolment that received rows its last sync. A file that cannot be read at all (no header, a column the
// scope does not have, too many rows) is refused as a whole with 400 naming the content.
import {
  LIVE_DATA_COLUMNS,
  LIVE_DATA_MAX_ROWS,
  LIVE_DATA_REQUIRED_COLUMNS,
  type LiveDataApiRow,
  type LiveDataImportDetail,
  type LiveDataImportSummary,
  type LiveDataRowError,
  type LiveDataScope,
} from '@console/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import { apiKeyIdOf } from '../../auth/apiKeys.ts';
import type { Viewer } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { apiKeys, liveDataEnrollments, liveDataImports, liveDataRecords, users } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { personName } from '../statusHistory.ts';
import { readCsv } from './csvRead.ts';
import { type CheckedRow, checkRow, type RawRow, rowContext } from './rows.ts';

/** Refused rows kept per import (the counts stay exact): enough to fix a file, bounded in size. */
const MAX_KEPT_ERRORS = 1000;
const INSERT_BATCH = 500;

const fileError = (message: string) => new ApiError(400, message, { 'body.content': message });

/** The CSV's rows as column → text, each with its file line; refuses a file that cannot be read. */
export function rowsOfCsv(scope: LiveDataScope, content: string): { row: number; raw: RawRow }[] {
  let records: ReturnType<typeof readCsv>;
  try {
    records = readCsv(content);
  } catch (error) {
    throw fileError((error as Error).message);
  }
  const [header, ...lines] = records;
  if (!header) throw fileError('The file is empty: start from the template.');
  const columns = header.cells.map((cell) => cell.trim().toLowerCase());
  const known = LIVE_DATA_COLUMNS[scope];
  const unknown = columns.find((column) => !known.includes(column));
  if (unknown !== undefined)
    throw fileError(`The column "${unknown}" is not one of ${scope}'s: ${known.join(', ')}.`);
  const missing = LIVE_DATA_REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length)
    throw fileError(`The file lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`);
  if (!lines.length) throw fileError('The file has a header but no rows.');
  if (lines.length > LIVE_DATA_MAX_ROWS)
    throw fileError(`The file has ${lines.length} rows: send at most ${LIVE_DATA_MAX_ROWS} at a time.`);
  return lines.map((record) => ({
    row: record.line,
    raw: Object.fromEntries(columns.map((column, index) => [column, record.cells[index] ?? ''])),
  }));
}

/** API rows as column → text, numbered from 1. */
export function rowsOfApi(rows: LiveDataApiRow[]): { row: number; raw: RawRow }[] {
  return rows.map((fields, index) => ({
    row: index + 1,
    raw: Object.fromEntries(
      Object.entries(fields).map(([field, value]) => [
        field,
        value === null || value === undefined ? '' : String(value),
      ]),
    ),
  }));
}

export interface ImportSource {
  source: 'csv' | 'api';
  fileName: string | null;
}

/** Who sent an import: the retailer, the user, and the API key if one was used. */
export interface ImportSender {
  companyId: number;
  userId: number | null;
  apiKeyId: number | null;
}

/**
 * Which of the import's serial numbers a sales or service scope already has, by day: `serial|day` → null
 * (repeatOf adds this import's own, with their row).
 */
async function serialsReceived(
  tx: Transaction,
  companyId: number,
  scope: LiveDataScope,
  serials: string[],
): Promise<Map<string, number | null>> {
  const received = new Map<string, number | null>();
  if (scope === 'inventory' || serials.length === 0) return received;
  const rows = await tx
    .select({ serial: liveDataRecords.serialNumber, day: liveDataRecords.occurredOn })
    .from(liveDataRecords)
    .where(
      and(
        eq(liveDataRecords.companyId, companyId),
        eq(liveDataRecords.scope, scope),
        inArray(liveDataRecords.serialNumber, [...new Set(serials)]),
      ),
    );
  for (const row of rows) received.set(`${row.serial}|${row.day}`, null);
  return received;
}

/**
 * Refuses a sale or service visit of a serial number already received for that day (in an earlier import, or
 * earlier in this one), so a file sent twice counts nothing twice; rows without a serial are added as sent.
 */
function repeatOf(
  scope: LiveDataScope,
  row: CheckedRow,
  received: Map<string, number | null>,
  line: number,
): LiveDataRowError | null {
  if (scope === 'inventory' || !row.serialNumber) return null;
  const key = `${row.serialNumber}|${row.occurredOn}`;
  if (!received.has(key)) {
    received.set(key, line);
    return null;
  }
  const earlier = received.get(key);
  const where = earlier ? `row ${earlier} of this file` : 'an earlier import';
  return {
    row: line,
    field: 'serial_number',
    message: `This serial number's ${scope === 'sales' ? 'sale' : 'visit'} on ${row.occurredOn} was already received (${where}).`,
  };
}

/** Checks and stores the rows of one import in `tx`; answers the import's id. */
export async function writeImport(
  tx: Transaction,
  sender: ImportSender,
  scope: LiveDataScope,
  rows: { row: number; raw: RawRow }[],
  origin: ImportSource,
  now = new Date(),
): Promise<number> {
  const context = await rowContext(tx, sender.companyId, scope);
  const accepted: CheckedRow[] = [];
  const errors: LiveDataRowError[] = [];
  let refused = 0;
  const serials = rows.map(({ raw }) => raw.serial_number?.trim() ?? '').filter(Boolean);
  const received = await serialsReceived(tx, sender.companyId, scope, serials);
  for (const { row, raw } of rows) {
    const checked = checkRow(context, raw, row);
    const repeat = checked.ok ? repeatOf(scope, checked.value, received, row) : null;
    if (checked.ok && !repeat) accepted.push(checked.value);
    else {
      refused += 1;
      const rowErrors = checked.ok ? (repeat ? [repeat] : []) : checked.errors;
      if (errors.length < MAX_KEPT_ERRORS) errors.push(...rowErrors);
    }
  }
  const [made] = await tx
    .insert(liveDataImports)
    .values({
      companyId: sender.companyId,
      scope,
      source: origin.source,
      fileName: origin.fileName,
      rowsAccepted: accepted.length,
      rowsRefused: refused,
      errors: errors.slice(0, MAX_KEPT_ERRORS),
      createdBy: sender.userId,
      apiKeyId: sender.apiKeyId,
      createdAt: now,
    })
    .returning({ id: liveDataImports.id });
  if (!made) throw new Error('the import was not stored');
  for (let start = 0; start < accepted.length; start += INSERT_BATCH) {
    // A concurrent import of the same serials: the first one stores them (the unique index), this one skips.
    await tx
      .insert(liveDataRecords)
      .values(
        accepted.slice(start, start + INSERT_BATCH).map((row) => ({
          ...row,
          companyId: sender.companyId,
          scope,
          importId: made.id,
          createdAt: now,
        })),
      )
      .onConflictDoNothing();
  }
  const brands = [...new Set(accepted.map((row) => row.brandCompanyId))];
  if (brands.length)
    await tx
      .update(liveDataEnrollments)
      .set({ lastSyncAt: now, lastError: refused ? `${refused} row(s) refused in the latest import.` : null })
      .where(
        and(
          eq(liveDataEnrollments.companyId, sender.companyId),
          inArray(liveDataEnrollments.brandCompanyId, brands),
        ),
      );
  return made.id;
}

/** Checks and stores the rows of one import sent by `viewer` (a retailer's user or API key); answers the import. */
export async function importRows(
  db: Database,
  viewer: Viewer,
  scope: LiveDataScope,
  rows: { row: number; raw: RawRow }[],
  origin: ImportSource,
): Promise<LiveDataImportDetail> {
  const sender = { companyId: viewer.companyId, userId: viewer.userId, apiKeyId: apiKeyIdOf(viewer) };
  const id = await db.transaction((tx) => writeImport(tx, sender, scope, rows, origin));
  return importDetail(db, viewer, id);
}

const summaryColumns = {
  id: liveDataImports.id,
  scope: liveDataImports.scope,
  source: liveDataImports.source,
  fileName: liveDataImports.fileName,
  rowsAccepted: liveDataImports.rowsAccepted,
  rowsRefused: liveDataImports.rowsRefused,
  createdAt: liveDataImports.createdAt,
  errors: liveDataImports.errors,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  keyPrefix: apiKeys.prefix,
};

type ImportRecord = Awaited<ReturnType<typeof importsQuery>>[number];

function summaryOf(row: ImportRecord): LiveDataImportSummary {
  const person = row.email
    ? personName({ firstName: row.firstName, lastName: row.lastName, email: row.email })
    : null;
  return {
    id: row.id,
    scope: row.scope as LiveDataScope,
    source: row.source as 'csv' | 'api',
    fileName: row.fileName,
    rowsAccepted: row.rowsAccepted,
    rowsRefused: row.rowsRefused,
    by: row.keyPrefix ? `API key ${row.keyPrefix}` : person,
    createdAt: row.createdAt.toISOString(),
  };
}

function importsQuery(db: Database) {
  return db
    .select(summaryColumns)
    .from(liveDataImports)
    .leftJoin(users, eq(users.id, liveDataImports.createdBy))
    .leftJoin(apiKeys, eq(apiKeys.id, liveDataImports.apiKeyId));
}

/** The retailer's latest imports, newest first. */
export async function recentImports(
  db: Database,
  companyId: number,
  limit = 10,
): Promise<LiveDataImportSummary[]> {
  const rows = await importsQuery(db)
    .where(eq(liveDataImports.companyId, companyId))
    .orderBy(desc(liveDataImports.createdAt), desc(liveDataImports.id))
    .limit(limit);
  return rows.map(summaryOf);
}

/** One import of the viewer's company with its refused rows (another company's: 404). */
export async function importDetail(db: Database, viewer: Viewer, id: number): Promise<LiveDataImportDetail> {
  const [row] = await importsQuery(db).where(
    and(eq(liveDataImports.id, id), eq(liveDataImports.companyId, viewer.companyId)),
  );
  if (!row) throw new ApiError(404, 'Import not found.');
  return { ...summaryOf(row), errors: (row.errors ?? []) as LiveDataRowError[] };
}
