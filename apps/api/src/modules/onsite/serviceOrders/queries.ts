// Reading service orders: a job's versions (the job detail's list), one version's file, and what a signed
// customer link opens.
import type { PublicServiceOrder, ServiceOrderDocument } from '@console/contract';
import { and, desc, eq } from 'drizzle-orm';
import { ApiError } from '../../../app/envelope.ts';
import { hashSecret } from '../../../auth/tokens.ts';
import type { Database } from '../../../db/database.ts';
import {
  companies,
  files,
  onsiteJobs,
  serviceOrderDocuments,
  serviceOrderLinks,
  users,
} from '../../../db/schema.ts';
import type { StoredFile } from '../../files/service.ts';
import { personName } from '../../statusHistory.ts';
import { serviceOrderFileName } from './pdf.ts';

type Reader = Pick<Database, 'select'>;

export const LINK_NOT_VALID = 'This link is not valid.';
export const LINK_EXPIRED = 'This link has expired. Ask the brand for a new one.';

/** A job's issued service orders, newest version first. */
export async function serviceOrdersOf(
  db: Reader,
  job: { id: number; number: string },
): Promise<ServiceOrderDocument[]> {
  const rows = await db
    .select({
      version: serviceOrderDocuments.version,
      sha256: serviceOrderDocuments.sha256,
      sizeBytes: files.size,
      issuedAt: serviceOrderDocuments.issuedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(serviceOrderDocuments)
    .innerJoin(files, eq(files.id, serviceOrderDocuments.fileId))
    .leftJoin(users, eq(users.id, serviceOrderDocuments.issuedBy))
    .where(eq(serviceOrderDocuments.onsiteJobId, job.id))
    .orderBy(desc(serviceOrderDocuments.version));
  return rows.map((row) => ({
    version: row.version,
    fileName: serviceOrderFileName(job.number, row.version),
    sha256: row.sha256,
    sizeBytes: row.sizeBytes,
    issuedAt: row.issuedAt.toISOString(),
    issuedBy: personName(row),
  }));
}

/** The brand's job (404 for another brand's, or none). */
export async function brandJob(db: Reader, brandId: number, jobId: number) {
  const [job] = await db
    .select({ id: onsiteJobs.id, number: onsiteJobs.number, status: onsiteJobs.status })
    .from(onsiteJobs)
    .where(and(eq(onsiteJobs.id, jobId), eq(onsiteJobs.brandCompanyId, brandId)));
  if (!job) throw new ApiError(404, 'Onsite job not found.');
  return job;
}

/** The stored PDF of one version of the job's service order (404 when there is no such version). */
export async function serviceOrderFile(db: Reader, jobId: number, version: number): Promise<StoredFile> {
  const [row] = await db
    .select({ file: files })
    .from(serviceOrderDocuments)
    .innerJoin(files, eq(files.id, serviceOrderDocuments.fileId))
    .where(and(eq(serviceOrderDocuments.onsiteJobId, jobId), eq(serviceOrderDocuments.version, version)));
  if (!row) throw new ApiError(404, `This job has no service order version ${version}.`);
  return row.file;
}

/**
 * What a customer's signed link opens (404 for a token nobody was given, 410 once it expired), recording
 * when it was last opened.
 */
export async function openServiceOrderLink(
  db: Pick<Database, 'select' | 'update'>,
  sign: string,
  now = new Date(),
): Promise<{ view: PublicServiceOrder; file: StoredFile }> {
  const [row] = await db
    .select({
      linkId: serviceOrderLinks.id,
      expiresAt: serviceOrderLinks.expiresAt,
      version: serviceOrderDocuments.version,
      issuedAt: serviceOrderDocuments.issuedAt,
      jobNumber: onsiteJobs.number,
      completedAt: onsiteJobs.completedAt,
      customerName: onsiteJobs.customerName,
      brandName: companies.name,
      file: files,
    })
    .from(serviceOrderLinks)
    .innerJoin(serviceOrderDocuments, eq(serviceOrderDocuments.id, serviceOrderLinks.documentId))
    .innerJoin(onsiteJobs, eq(onsiteJobs.id, serviceOrderDocuments.onsiteJobId))
    .innerJoin(companies, eq(companies.id, onsiteJobs.brandCompanyId))
    .innerJoin(files, eq(files.id, serviceOrderDocuments.fileId))
    .where(eq(serviceOrderLinks.tokenHash, hashSecret(sign)));
  if (!row) throw new ApiError(404, LINK_NOT_VALID);
  if (row.expiresAt <= now) throw new ApiError(410, LINK_EXPIRED);
  await db.update(serviceOrderLinks).set({ lastOpenedAt: now }).where(eq(serviceOrderLinks.id, row.linkId));
  return {
    view: {
      jobNumber: row.jobNumber,
      brandName: row.brandName,
      version: row.version,
      issuedAt: row.issuedAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      customerName: row.customerName,
      fileName: serviceOrderFileName(row.jobNumber, row.version),
      sizeBytes: row.file.size,
      expiresAt: row.expiresAt.toISOString(),
    },
    file: row.file,
  };
}
