// Issuing a service order (domain §2.6 ServiceOrderDocument): a completed job's PDF, stored as a generated
// file of the brand under the next version. Issued versions are never changed; a regeneration adds one. The
// job's row lock orders concurrent issues, and the unique (job, version) index backs it. When the customer
// gave an e-mail, a signed link to the public /serviceOrderPdf page goes with the answer for the caller to
// send once the transaction has committed.
import { SERVICE_ORDER_LINK_DAYS } from '@console/contract';
import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import type { AppContext } from '../../../app/context.ts';
import { ApiError } from '../../../app/envelope.ts';
import { hashSecret, newToken } from '../../../auth/tokens.ts';
import {
  companies,
  employees,
  files,
  OnsiteJobStatus,
  onsiteJobs,
  products,
  serviceOrderDocuments,
  serviceOrderLinks,
} from '../../../db/schema.ts';
import type { Transaction } from '../../../db/types.ts';
import type { MailMessage } from '../../../mail/mailer.ts';
import { PUBLIC_IMAGE_MIMES } from '../../files/publicImage.ts';
import { storeFile } from '../../files/service.ts';
import { customerOf } from '../rows.ts';
import { serviceOrderMail } from './mail.ts';
import {
  renderServiceOrderPdf,
  type ServiceOrderPdfData,
  serviceOrderFileName,
  TEMPLATE_VERSION,
} from './pdf.ts';

export interface IssueServiceOrderInput {
  jobId: number;
  /** Who completed the job or asked for the new version (null: the system). */
  actorUserId: number | null;
  /** Why a new version is issued; null for the first (issued by the complete action). */
  reason: string | null;
}

export interface IssuedServiceOrder {
  documentId: number;
  version: number;
  /** The download name, 'OSJ-000123-v2.pdf'. */
  fileName: string;
  sha256: string;
  /** The customer's e-mail with the signed link (null without an e-mail): send it after the commit. */
  mail: MailMessage | null;
}

type IssueContext = Pick<AppContext, 'files' | 'consoleUrl'>;
type Job = typeof onsiteJobs.$inferSelect;

const DAY_MS = 24 * 3600_000;

/** A stored version of a job's service order, before the customer hears of it. */
export interface StoredServiceOrder {
  job: Job;
  documentId: number;
  version: number;
  fileName: string;
  sha256: string;
}

/**
 * Renders and stores the next version of a completed job's service order inside the caller's transaction
 * (409 `invalid_transition` for a job not completed; the caller has checked the job is the viewer's brand's).
 */
export async function storeServiceOrder(
  tx: Transaction,
  context: Pick<AppContext, 'files'>,
  input: IssueServiceOrderInput,
  now = new Date(),
): Promise<StoredServiceOrder> {
  const [job] = await tx.select().from(onsiteJobs).where(eq(onsiteJobs.id, input.jobId)).for('update');
  if (!job) throw new ApiError(404, 'Onsite job not found.');
  if (job.status !== OnsiteJobStatus.completed)
    throw new ApiError(409, 'Only a completed job has a service order.', undefined, 'invalid_transition');

  const [latest] = await tx
    .select({ version: max(serviceOrderDocuments.version) })
    .from(serviceOrderDocuments)
    .where(eq(serviceOrderDocuments.onsiteJobId, job.id));
  const version = (latest?.version ?? 0) + 1;
  const fileName = serviceOrderFileName(job.number, version);

  const bytes = await renderServiceOrderPdf(await pdfData(tx, context, job, version, input.reason, now));
  const stored = await storeFile(
    { db: tx, files: context.files },
    {
      companyId: job.brandCompanyId,
      userId: input.actorUserId,
      kind: 'generated',
      originalName: fileName,
      ext: 'pdf',
      mime: 'application/pdf',
      bytes,
    },
  );
  const [document] = await tx
    .insert(serviceOrderDocuments)
    .values({
      onsiteJobId: job.id,
      version,
      fileId: stored.id,
      sha256: stored.sha256,
      templateVersion: TEMPLATE_VERSION,
      reason: input.reason,
      issuedAt: now,
      issuedBy: input.actorUserId,
    })
    .returning({ id: serviceOrderDocuments.id });
  if (!document) throw new Error('service order: document row not written');
  return { job, documentId: document.id, version, fileName, sha256: stored.sha256 };
}

/**
 * Issues the next version of a completed job's service order inside the caller's transaction: stores it and,
 * when the customer has an e-mail, makes the signed link and the message to send once committed.
 */
export async function issueServiceOrder(
  tx: Transaction,
  context: IssueContext,
  input: IssueServiceOrderInput,
  now = new Date(),
): Promise<IssuedServiceOrder> {
  const { job, documentId, version, fileName, sha256 } = await storeServiceOrder(tx, context, input, now);
  let mail: MailMessage | null = null;
  if (job.customerEmail) {
    const token = newToken();
    const expiresAt = new Date(now.getTime() + SERVICE_ORDER_LINK_DAYS * DAY_MS);
    await tx
      .insert(serviceOrderLinks)
      .values({ documentId, tokenHash: hashSecret(token), expiresAt, createdAt: now });
    const brandName = await brandNameOf(tx, job.brandCompanyId);
    mail = serviceOrderMail({
      to: job.customerEmail,
      customerName: job.customerName,
      brandName,
      jobNumber: job.number,
      version,
      link: serviceOrderLinkUrl(context.consoleUrl, token),
      expiresAt,
      timezone: job.timezone,
    });
  }
  return { documentId, version, fileName, sha256, mail };
}

/** The public page a customer opens the service order on (`/serviceOrderPdf?sign=…`). */
function serviceOrderLinkUrl(consoleUrl: string, token: string): string {
  return `${consoleUrl}/serviceOrderPdf?sign=${token}`;
}

async function brandNameOf(tx: Transaction, brandId: number): Promise<string> {
  const [brand] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, brandId));
  return brand?.name ?? '';
}

/** Everything the PDF prints, read from the job, its brand, unit, technician and files. */
async function pdfData(
  tx: Transaction,
  context: Pick<AppContext, 'files'>,
  job: Job,
  version: number,
  reason: string | null,
  now: Date,
): Promise<ServiceOrderPdfData> {
  const [brand] = await tx.select().from(companies).where(eq(companies.id, job.brandCompanyId));
  if (!brand) throw new Error('service order: the job has no brand');
  const [product] = job.productId
    ? await tx.select({ name: products.name }).from(products).where(eq(products.id, job.productId))
    : [];
  const [technician] = job.technicianEmployeeId
    ? await tx
        .select({ firstName: employees.firstName, lastName: employees.lastName })
        .from(employees)
        .where(eq(employees.id, job.technicianEmployeeId))
    : [];
  const signature = job.signatureFileId ? await fileBytes(tx, context, job.signatureFileId) : null;
  return {
    brand: {
      name: brand.name,
      addressLines: brandAddress(brand),
      logo: brand.logo ? await logoBytes(tx, context, brand.id, brand.logo) : null,
    },
    jobNumber: job.number,
    version,
    issuedAt: now,
    reason,
    customer: customerOf(job),
    unit: { model: product?.name ?? null, serialNumber: job.serialNumber },
    serviceType: job.serviceType as ServiceOrderPdfData['serviceType'],
    priority: job.priority as ServiceOrderPdfData['priority'],
    scheduledStart: job.scheduledStart,
    actualStart: job.actualStart,
    actualEnd: job.actualEnd,
    technician: technician ? `${technician.firstName} ${technician.lastName}`.trim() : null,
    description: job.description,
    resolution: job.resolution,
    parts: job.parts as ServiceOrderPdfData['parts'],
    signature: signature ? { image: signature, signedBy: job.signedBy ?? job.customerName } : null,
  };
}

/** The brand's address and contacts as printed under its name. */
function brandAddress(brand: typeof companies.$inferSelect): string[] {
  const street = [brand.street, brand.street2].filter(Boolean).join(', ');
  const place = [brand.city, [brand.state, brand.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const contacts = [brand.phone, brand.email].filter(Boolean).join(' · ');
  return [street, place, contacts].filter(Boolean);
}

/** The bytes of a stored file (the customer's signature); a recorded file without bytes is a server fault. */
async function fileBytes(
  tx: Transaction,
  context: Pick<AppContext, 'files'>,
  fileId: string,
): Promise<Buffer> {
  const [file] = await tx.select({ storageKey: files.storageKey }).from(files).where(eq(files.id, fileId));
  const bytes = file ? await context.files.get(file.storageKey) : null;
  if (!bytes) throw new Error('service order: the signature file has no bytes');
  return bytes;
}

/** The logo's bytes when it is a live PNG or JPEG of the brand's own uploads; otherwise no logo is printed. */
async function logoBytes(
  tx: Transaction,
  context: Pick<AppContext, 'files'>,
  brandId: number,
  fileName: string,
): Promise<Buffer | null> {
  const [file] = await tx
    .select({ storageKey: files.storageKey })
    .from(files)
    .where(
      and(
        eq(files.fileName, fileName),
        eq(files.companyId, brandId),
        isNull(files.deletedAt),
        inArray(files.mime, PUBLIC_IMAGE_MIMES),
      ),
    );
  return file ? context.files.get(file.storageKey) : null;
}
