// Demo documents: Harbor Cycles, Summit E-Ride and Voltline Bikes have documents in every status (a
// superseded version, one expiring within 30 days, a rejected one with its reason, an expired one); the
// generated retailers have enough waiting ones that the admins' review queue pages. Every file is a real
// small PDF written through the files storage. Dates are relative to today, so "expiring soon" stays true.
import {
  type CompanyDocumentType,
  DOCUMENT_TYPE_LABELS,
  type DocumentStatus,
  todayIso,
} from '@console/contract';
import { inArray } from 'drizzle-orm';
import { companies, companyDocuments, statusChanges } from '../../db/schema.ts';
import type { DemoIds, Transaction } from '../../db/types.ts';
import type { FileStorage } from '../../files/storage.ts';
import { storeFile } from '../files/service.ts';
import { addDays } from '../warranty/coverage.ts';
import { demoPdf } from './demoPdf.ts';
import { DOCUMENT_ENTITY } from './queries.ts';

const DAY_MS = 24 * 3600_000;

/** One version of a demo document, oldest first within its kind. */
interface DemoVersion {
  /** Where it ends up (an `expired` one was approved first). */
  status: DocumentStatus;
  uploadedDaysAgo: number;
  /** Days from today to its last valid day (negative: passed); absent: it does not expire. */
  expiresIn?: number;
  rejectionReason?: string;
  /** Who uploaded it (null: no user of the company, as for the generated retailers). */
  by: number | null;
}

interface DemoDocument {
  companyId: number;
  companyName: string;
  type: CompanyDocumentType;
  versions: DemoVersion[];
}

function namedCompanies(ids: DemoIds): DemoDocument[] {
  const harbor = { companyId: ids.retailer, companyName: 'Harbor Cycles' };
  const summit = { companyId: ids.otherRetailer, companyName: 'Summit E-Ride' };
  const voltline = { companyId: ids.brand, companyName: 'Voltline Bikes' };
  return [
    {
      ...harbor,
      type: 'w9',
      versions: [
        {
          status: 'rejected',
          uploadedDaysAgo: 120,
          rejectionReason: 'The form is not signed: sign Part II and upload it again.',
          by: ids.retailerManager,
        },
        { status: 'approved', uploadedDaysAgo: 110, by: ids.retailerUser },
      ],
    },
    {
      ...harbor,
      type: 'business_license',
      versions: [{ status: 'approved', uploadedDaysAgo: 300, expiresIn: 12, by: ids.retailerUser }],
    },
    {
      ...harbor,
      type: 'insurance_certificate',
      versions: [
        { status: 'expired', uploadedDaysAgo: 400, expiresIn: -5, by: ids.retailerUser },
        { status: 'under_review', uploadedDaysAgo: 3, expiresIn: 360, by: ids.retailerManager },
      ],
    },
    {
      ...harbor,
      type: 'resale_certificate',
      versions: [{ status: 'uploaded', uploadedDaysAgo: 1, expiresIn: 700, by: ids.retailerManager }],
    },
    { ...summit, type: 'w9', versions: [{ status: 'approved', uploadedDaysAgo: 200, by: ids.summitOwner }] },
    {
      ...summit,
      type: 'business_license',
      versions: [
        {
          status: 'rejected',
          uploadedDaysAgo: 9,
          expiresIn: 200,
          rejectionReason: 'The license shown is for another address; upload the one for 88 Lake St.',
          by: ids.summitManager,
        },
      ],
    },
    {
      ...summit,
      type: 'insurance_certificate',
      versions: [{ status: 'expired', uploadedDaysAgo: 380, expiresIn: -20, by: ids.summitOwner }],
    },
    {
      ...summit,
      type: 'dealer_agreement',
      versions: [{ status: 'uploaded', uploadedDaysAgo: 2, by: ids.summitOwner }],
    },
    { ...voltline, type: 'w9', versions: [{ status: 'approved', uploadedDaysAgo: 500, by: ids.brandUser }] },
    {
      ...voltline,
      type: 'insurance_certificate',
      versions: [
        { status: 'expired', uploadedDaysAgo: 420, expiresIn: -60, by: ids.brandUser },
        { status: 'approved', uploadedDaysAgo: 70, expiresIn: 295, by: ids.brandManager },
      ],
    },
    {
      ...voltline,
      type: 'dealer_agreement',
      versions: [{ status: 'under_review', uploadedDaysAgo: 4, by: ids.brandManager }],
    },
  ];
}

const QUEUE_TYPES: CompanyDocumentType[] = ['w9', 'business_license', 'insurance_certificate'];

/** One or two documents per generated retailer: the waiting ones fill the review queue past a page. */
function generatedRetailers(ids: DemoIds, names: Map<number, string>): DemoDocument[] {
  return ids.moreRetailers.flatMap((companyId, i): DemoDocument[] => {
    const companyName = names.get(companyId) ?? '';
    const waiting: DemoDocument = {
      companyId,
      companyName,
      type: QUEUE_TYPES[i % QUEUE_TYPES.length] ?? 'w9',
      versions: [
        {
          status: i % 2 ? 'under_review' : 'uploaded',
          uploadedDaysAgo: 1 + (i % 14),
          expiresIn: i % 3 ? 365 : undefined,
          by: null,
        },
      ],
    };
    if (i % 3 !== 0) return [waiting];
    const approved: DemoDocument = {
      companyId,
      companyName,
      type: i % 2 ? 'resale_certificate' : 'dealer_agreement',
      versions: [{ status: 'approved', uploadedDaysAgo: 40 + i, by: null }],
    };
    return [waiting, approved];
  });
}

/** The steps a version went through, from its upload to its status: [to, days after upload, by admin?]. */
function stepsTo(status: DocumentStatus): [DocumentStatus, number][] {
  const reviewed: [DocumentStatus, number][] = [['under_review', 1]];
  switch (status) {
    case 'uploaded':
      return [];
    case 'under_review':
      return reviewed;
    case 'approved':
    case 'expired':
      return [...reviewed, ['approved', 2]];
    case 'rejected':
      return [...reviewed, ['rejected', 2]];
  }
}

export async function seedDocuments(tx: Transaction, ids: DemoIds, files: FileStorage): Promise<void> {
  const today = todayIso();
  const now = Date.now();
  // Never in the future, whatever the offsets: a step the day it was uploaded lands just after it.
  const daysAgo = (days: number) => new Date(Math.min(now - 60_000, now - days * DAY_MS));
  const names = new Map(
    (
      await tx
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, ids.moreRetailers))
    ).map((company) => [company.id, company.name]),
  );
  for (const document of [...namedCompanies(ids), ...generatedRetailers(ids, names)]) {
    let previousId: number | null = null;
    for (const [index, version] of document.versions.entries()) {
      const next = document.versions[index + 1];
      const uploadedAt = daysAgo(version.uploadedDaysAgo);
      const expiresOn = version.expiresIn === undefined ? null : addDays(today, version.expiresIn);
      const kind = DOCUMENT_TYPE_LABELS[document.type];
      const file = await storeFile(
        { db: tx, files },
        {
          companyId: document.companyId,
          userId: version.by,
          kind: 'upload',
          originalName: `${document.type.replaceAll('_', '-')}-${uploadedAt.toISOString().slice(0, 10)}.pdf`,
          ext: 'pdf',
          mime: 'application/pdf',
          bytes: demoPdf([
            `${kind} - demo document`,
            `Company: ${document.companyName}`,
            `Valid until: ${expiresOn ?? 'no expiry'}`,
          ]),
        },
      );
      const steps = stepsTo(version.status);
      const decision = steps.find(([to]) => to === 'approved' || to === 'rejected');
      const reviewedAt = decision ? daysAgo(version.uploadedDaysAgo - decision[1]) : null;
      const [row]: { id: number }[] = await tx
        .insert(companyDocuments)
        .values({
          companyId: document.companyId,
          type: document.type,
          fileId: file.id,
          status: version.status,
          expiresOn,
          uploadedBy: version.by,
          uploadedAt,
          reviewedBy: decision ? ids.admin : null,
          reviewedAt,
          rejectionReason: version.rejectionReason ?? null,
          supersedesId: previousId,
          supersededAt: next ? daysAgo(next.uploadedDaysAgo) : null,
        })
        .returning({ id: companyDocuments.id });
      if (!row) throw new Error('seed: document not written');
      const history: (typeof statusChanges.$inferInsert)[] = [
        {
          entity: DOCUMENT_ENTITY,
          entityId: String(row.id),
          fromStatus: null,
          toStatus: 'uploaded',
          actorUserId: version.by,
          at: uploadedAt,
        },
      ];
      let from: DocumentStatus = 'uploaded';
      for (const [to, after] of steps) {
        history.push({
          entity: DOCUMENT_ENTITY,
          entityId: String(row.id),
          fromStatus: from,
          toStatus: to,
          actorUserId: ids.admin,
          reason: to === 'rejected' ? (version.rejectionReason ?? null) : null,
          at: daysAgo(version.uploadedDaysAgo - after),
        });
        from = to;
      }
      if (version.status === 'expired' && expiresOn) {
        history.push({
          entity: DOCUMENT_ENTITY,
          entityId: String(row.id),
          fromStatus: 'approved',
          toStatus: 'expired',
          actorUserId: null,
          reason: `Expired after ${expiresOn}.`,
          at: new Date(`${addDays(expiresOn, 1)}T00:07:00Z`),
        });
      }
      await tx.insert(statusChanges).values(history);
      previousId = row.id;
    }
  }
}
