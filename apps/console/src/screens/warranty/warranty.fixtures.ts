import type { Product, WarrantyDetail, WarrantyListQuery, WarrantyRow } from '@console/contract';
import type { Page } from '../../shared/page';

export const products: Product[] = [
  {
    id: 1,
    brandCompanyId: 10,
    brandName: 'Voltline Bikes',
    sku: 'VL-CITY-24',
    name: 'Voltline City',
    modelYear: 2024,
    category: 'class1',
    msrpCents: 249_900,
    active: true,
    components: [
      { type: 'frame', partNumber: 'VL-F-100' },
      { type: 'motor', partNumber: 'VL-M-250' },
      { type: 'battery', partNumber: 'VL-B-500' },
    ],
  },
  {
    id: 2,
    brandCompanyId: 10,
    brandName: 'Voltline Bikes',
    sku: 'VL-CARGO-25',
    name: 'Voltline Cargo',
    modelYear: 2025,
    category: 'cargo',
    msrpCents: 489_900,
    active: true,
    components: [{ type: 'frame', partNumber: 'VL-F-300' }],
  },
];

export const STATUSES = ['active', 'active', 'pending_verification', 'expired', 'void'] as const;

/** Warranty number `n` (1-based): serials VL00001…, statuses in turn, one month apart. */
export function warrantyRow(n: number): WarrantyRow {
  const product = products[n % 2] as Product;
  const month = String(((n - 1) % 12) + 1).padStart(2, '0');
  return {
    id: n,
    serialNumber: `VL${String(n).padStart(5, '0')}`,
    product: { id: product.id, sku: product.sku, name: product.name, modelYear: product.modelYear },
    brand: { id: 10, name: 'Voltline Bikes' },
    sellingRetailer: {
      id: 20 + (n % 3),
      name: ['Pedal Point', 'Uptown Cycles', 'Harbor E-Bikes'][n % 3] as string,
    },
    purchaseDate: `2025-${month}-15`,
    owner: { name: `Owner ${n}`, email: `owner${n}@example.com`, phone: null },
    status: STATUSES[n % STATUSES.length] as WarrantyRow['status'],
    source: 'retailer_pos',
    nextCoverageEnd: n % 4 === 0 ? null : `2027-${month}-14`,
    registeredAt: `2025-${month}-15T10:00:00.000Z`,
    registeredBy: 'Rita Retail',
  };
}

/** A list endpoint over `total` warranties: one page per query, as the server answers. */
export function warrantyPages(total: number) {
  return (query: WarrantyListQuery): Promise<Page<WarrantyRow>> => {
    const start = (query.pageNum - 1) * query.pageSize;
    const rows = Array.from({ length: Math.max(0, Math.min(query.pageSize, total - start)) }, (_, i) =>
      warrantyRow(start + i + 1),
    );
    return Promise.resolve({ rows, total });
  };
}

export const listQuery: WarrantyListQuery = { pageNum: 1, pageSize: 20, sort: '-registeredAt' };

export const warrantyDetail: WarrantyDetail = {
  ...warrantyRow(1),
  status: 'active',
  batterySerial: 'BT-99812',
  motorSerial: null,
  proofOfPurchaseFileName: null,
  coverages: [
    {
      componentType: 'frame',
      termCode: 'FRAME-LIFE',
      startsOn: '2025-01-15',
      endsOn: null,
      laborCoveredPct: 100,
      partsCoveredPct: 100,
    },
    {
      componentType: 'battery',
      termCode: 'BAT-24',
      startsOn: '2025-01-15',
      endsOn: '2027-01-14',
      laborCoveredPct: 100,
      partsCoveredPct: 100,
    },
    {
      componentType: 'display',
      termCode: 'DISP-12',
      startsOn: '2025-01-15',
      endsOn: '2026-01-14',
      laborCoveredPct: 50,
      partsCoveredPct: 100,
    },
  ],
  statusHistory: [
    { from: null, to: 'active', actor: 'Rita Retail', reason: 'registered', at: '2025-01-15T10:20:00Z' },
  ],
  transfers: [],
  claims: [
    {
      id: 41,
      number: 'CLM-000041',
      status: 'under_review',
      failureDate: '2026-10-30',
      causalComponentType: 'battery',
      claimedTotalCents: 58_500,
      approvedTotalCents: null,
      submittedAt: '2026-11-02T09:00:00Z',
    },
  ],
  can: { void: false, transfer: false, claim: true },
};
