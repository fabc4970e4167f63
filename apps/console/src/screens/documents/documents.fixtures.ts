import type { CompanyDocument, CompanyDocuments, CompanyDocumentType, DocumentSlot } from '@console/contract';

/** The day the stories are told on, so "expires in N days" reads the same every run. */
export const TODAY = '2026-11-25';

let nextId = 100;

/** A document of `type`; the caller overrides what the story is about. */
export function documentOf(type: CompanyDocumentType, extra: Partial<CompanyDocument> = {}): CompanyDocument {
  nextId += 1;
  return {
    id: nextId,
    type,
    status: 'approved',
    file: {
      fileName: `${nextId}.pdf`,
      originalName: `${type.replaceAll('_', '-')}-2026.pdf`,
      mime: 'application/pdf',
      size: 48_213,
    },
    expiresOn: null,
    uploadedBy: 'Rita Retail',
    uploadedAt: '2026-08-01T15:04:00.000Z',
    reviewedBy: 'Ada Admin',
    reviewedAt: '2026-08-03T09:30:00.000Z',
    rejectionReason: null,
    supersededAt: null,
    statusHistory: [
      { from: null, to: 'uploaded', actor: 'Rita Retail', reason: null, at: '2026-08-01T15:04:00.000Z' },
      {
        from: 'uploaded',
        to: 'under_review',
        actor: 'Ada Admin',
        reason: null,
        at: '2026-08-02T10:00:00.000Z',
      },
      {
        from: 'under_review',
        to: 'approved',
        actor: 'Ada Admin',
        reason: null,
        at: '2026-08-03T09:30:00.000Z',
      },
    ],
    ...extra,
  };
}

/** Waiting for an admin: uploaded, not reviewed yet. */
export function waitingDocument(type: CompanyDocumentType, extra: Partial<CompanyDocument> = {}) {
  return documentOf(type, {
    status: 'uploaded',
    uploadedAt: '2026-11-24T08:12:00.000Z',
    reviewedBy: null,
    reviewedAt: null,
    statusHistory: [
      { from: null, to: 'uploaded', actor: 'Rosa Manager', reason: null, at: '2026-11-24T08:12:00.000Z' },
    ],
    uploadedBy: 'Rosa Manager',
    ...extra,
  });
}

export const rejectedW9 = documentOf('w9', {
  status: 'rejected',
  rejectionReason: 'The form is not signed: sign Part II and upload it again.',
  supersededAt: '2026-08-01T15:04:00.000Z',
  uploadedAt: '2026-07-20T11:00:00.000Z',
  reviewedAt: '2026-07-22T09:00:00.000Z',
  file: { fileName: 'old.pdf', originalName: 'w9-unsigned.pdf', mime: 'application/pdf', size: 30_111 },
});

export function slotOf(
  type: CompanyDocumentType,
  current: CompanyDocument | null,
  extra: Partial<DocumentSlot> = {},
): DocumentSlot {
  return {
    type,
    required: ['w9', 'business_license', 'insurance_certificate'].includes(type),
    current,
    earlier: [],
    ...extra,
  };
}

/** A retailer's documents page: every status, as the demo's Harbor Cycles has them. */
export const harborDocuments: CompanyDocuments = {
  company: { id: 4, name: 'Harbor Cycles', type: 2 },
  needed: {
    verified: false,
    missing: [],
    pendingReview: ['insurance_certificate', 'resale_certificate'],
    rejected: [],
    expiringSoon: [{ type: 'business_license', expiresOn: '2026-12-07' }],
    expired: [],
  },
  slots: [
    slotOf('w9', documentOf('w9'), { earlier: [rejectedW9] }),
    slotOf('business_license', documentOf('business_license', { expiresOn: '2026-12-07' })),
    slotOf(
      'insurance_certificate',
      waitingDocument('insurance_certificate', { status: 'under_review', expiresOn: '2027-11-20' }),
      {
        earlier: [
          documentOf('insurance_certificate', {
            status: 'expired',
            expiresOn: '2026-11-20',
            supersededAt: '2026-11-22T10:00:00.000Z',
          }),
        ],
      },
    ),
    slotOf('dealer_agreement', null),
    slotOf('resale_certificate', waitingDocument('resale_certificate', { expiresOn: '2028-10-25' })),
    slotOf('other', null),
  ],
  canUpload: true,
  canReview: false,
};
