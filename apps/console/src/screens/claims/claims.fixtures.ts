import type { ClaimDetail, ClaimRow, FulfillmentType } from '@console/contract';

export const fulfillmentTypes: FulfillmentType[] = [
  {
    id: 1,
    ownerCompanyId: null,
    code: 'repair_in_shop',
    name: 'Repair in shop',
    requiresReturn: false,
    shipsReplacement: false,
    compensatesRetailer: true,
    active: true,
  },
  {
    id: 2,
    ownerCompanyId: null,
    code: 'replace_part_shipped',
    name: 'Replacement part shipped',
    requiresReturn: true,
    shipsReplacement: true,
    compensatesRetailer: true,
    active: true,
  },
];

export const claimRow: ClaimRow = {
  id: 41,
  number: 'CLM-000041',
  warrantyId: 1,
  serialNumber: 'VL00001',
  brand: { id: 10, name: 'Voltline' },
  retailer: { id: 20, name: 'Pedal Point' },
  failureDate: '2026-11-19',
  repairDate: '2026-11-21',
  causalComponentType: 'motor',
  fulfillmentTypeId: 1,
  status: 'under_review',
  claimedTotalCents: 58_500,
  approvedTotalCents: null,
  reasonCode: null,
  submittedAt: '2026-11-21T09:00:00Z',
  decidedAt: null,
  ageDays: 1,
  assignee: 'Bea Brand',
  version: 2,
};

/** A motor claim under review: 1.5 h of labor at $110 and a $420 part; the rule suggests 1.2 h. */
export const claimDetail: ClaimDetail = {
  ...claimRow,
  complaint: 'Motor cuts out under load.',
  diagnosis: 'Hall sensor failure.',
  causalPartNumber: 'VLC-MOT-01',
  ruleSnapshot: null,
  ruleInForce: {
    id: 5,
    ownerCompanyId: 10,
    name: 'Voltline motors',
    fulfillmentTypeId: null,
    componentType: 'motor',
    laborRateCentsPerHour: 11_000,
    laborOperations: [{ code: 'MOTOR-RR', description: 'Motor remove and refit', standardHours: 1.2 }],
    partsBasis: 'dealer_cost',
    partsMarkupPct: 0,
    handlingFeeCents: 0,
    freightCapCents: null,
    claimCapCents: null,
    submitWithinDays: 30,
    effectiveFrom: '2026-01-01',
    effectiveTo: null,
    version: 2,
    supersedesId: 2,
    retiredAt: null,
  },
  suggestedLines: [
    { lineId: 101, approvedCents: 13_200, reasonCode: 'excessive_labor' },
    { lineId: 102, approvedCents: 42_000, reasonCode: null },
  ],
  coverage: { laborCoveredPct: 100, partsCoveredPct: 100 },
  ledgerTransactionId: null,
  compensatedAt: null,
  closedAt: null,
  lines: [
    {
      id: 101,
      lineNo: 1,
      kind: 'labor',
      code: 'MOTOR-RR',
      description: 'Motor remove and refit',
      quantity: 1.5,
      unitCents: 11_000,
      claimedCents: 16_500,
      approvedCents: null,
      decision: null,
      reasonCode: null,
    },
    {
      id: 102,
      lineNo: 2,
      kind: 'part',
      code: 'VLC-MOT-01',
      description: 'Motor',
      quantity: 1,
      unitCents: 42_000,
      claimedCents: 42_000,
      approvedCents: null,
      decision: null,
      reasonCode: null,
    },
  ],
  attachments: [
    {
      fileName: '2026/11/21/abc123.jpg',
      originalName: 'motor-connector.jpg',
      mime: 'image/jpeg',
      size: 48_000,
      addedAt: '2026-11-21T09:00:00Z',
    },
  ],
  history: [
    { from: null, to: 'submitted', actor: 'Rita Retail', reason: 'submitted', at: '2026-11-21T09:00:00Z' },
    { from: 'submitted', to: 'under_review', actor: 'Bea Brand', reason: null, at: '2026-11-21T15:30:00Z' },
  ],
};

/** The same claim after a partial approval that paid at once. */
export const compensatedClaim: ClaimDetail = {
  ...claimDetail,
  status: 'compensated',
  approvedTotalCents: 55_200,
  decidedAt: '2026-11-22T08:00:00Z',
  compensatedAt: '2026-11-22T08:00:00Z',
  ruleSnapshot: claimDetail.ruleInForce,
  ruleInForce: null,
  suggestedLines: [],
  ledgerTransactionId: 900,
  lines: claimDetail.lines.map((line) =>
    line.id === 101
      ? { ...line, approvedCents: 13_200, decision: 'adjusted', reasonCode: 'excessive_labor' }
      : { ...line, approvedCents: line.claimedCents, decision: 'approved' },
  ),
  history: [
    ...claimDetail.history,
    {
      from: 'under_review',
      to: 'partially_approved',
      actor: 'Bea Brand',
      reason: null,
      at: '2026-11-22T08:00:00Z',
    },
    {
      from: 'partially_approved',
      to: 'compensated',
      actor: null,
      reason: 'compensation posted',
      at: '2026-11-22T08:00:00Z',
    },
  ],
};
