import type {
  BrandDealingRow,
  DealerCandidate,
  DealerListQuery,
  DealerRow,
  DealerStatus,
} from '@console/contract';
import type { Page } from '../../shared/page';

export const candidates: DealerCandidate[] = [
  { id: 24, name: 'Granite E-Bikes 24', city: null, state: 'AZ', formerStatus: null },
  { id: 28, name: 'Iron Cycles 28', city: 'Springfield', state: 'IL', formerStatus: null },
  { id: 18, name: 'Iron Bike Works 18', city: 'Chicago', state: 'IL', formerStatus: 'terminated' },
];

const STATES = ['CA', 'NY', 'TX', 'WA', 'CO'];
/** Statuses in turn: mostly active dealers, then one of each other state (both ways for a pending one). */
const PLAN: [DealerStatus, 'brand' | 'retailer'][] = [
  ['active', 'brand'],
  ['active', 'brand'],
  ['invited', 'retailer'],
  ['active', 'brand'],
  ['invited', 'brand'],
  ['suspended', 'brand'],
  ['terminated', 'brand'],
  ['declined', 'retailer'],
];

/** Relation number `n` (1-based) of Voltline Bikes: retailers "Retailer 01"…, statuses in turn. */
export function dealerRow(n: number): DealerRow {
  const [status, initiatedBy] = PLAN[(n - 1) % PLAN.length] as (typeof PLAN)[number];
  const wasActive = status === 'active' || status === 'suspended' || status === 'terminated';
  return {
    brand: { id: 10, name: 'Voltline Bikes' },
    retailer: { id: 100 + n, name: `Retailer ${String(n).padStart(2, '0')}` },
    dealerNumber: status === 'declined' ? null : `VL-${1000 + n}`,
    status,
    initiatedBy,
    since: wasActive ? `2024-${String((n % 12) + 1).padStart(2, '0')}-10T09:00:00.000Z` : null,
    statusChangedAt: '2026-10-01T09:00:00.000Z',
    shops: n % 3,
    state: STATES[n % STATES.length] as string,
    city: 'Springfield',
    openClaims: n % 4,
    badges: [
      ...(status === 'active'
        ? [{ code: 'authorised_dealer' as const, label: 'Authorised dealer of Voltline Bikes' }]
        : []),
      ...(n % 5 === 0 ? [{ code: 'documents_verified' as const, label: 'Documents verified' }] : []),
    ],
  };
}

export const listQuery: DealerListQuery = { pageNum: 1, pageSize: 20, sort: 'name' };

/** A list endpoint over `total` relations, filtered by status and who asked, one page per query. */
export function dealerPages(total: number) {
  const all = Array.from({ length: total }, (_, index) => dealerRow(index + 1));
  return async (query: DealerListQuery): Promise<Page<DealerRow>> => {
    const rows = all.filter(
      (row) =>
        (!query.status || row.status === query.status) &&
        (!query.initiatedBy || row.initiatedBy === query.initiatedBy),
    );
    const start = (query.pageNum - 1) * query.pageSize;
    return { rows: rows.slice(start, start + query.pageSize), total: rows.length };
  };
}

/** The brands a retailer sees: one it deals for, one that invited it, one it asked, one with none. */
export const brandRows: BrandDealingRow[] = [
  {
    id: 10,
    name: 'Voltline Bikes',
    state: 'CO',
    website: 'https://voltline.test',
    onsiteService: false,
    badges: [{ code: 'documents_verified', label: 'Documents verified' }],
    relation: {
      status: 'active',
      initiatedBy: 'brand',
      dealerNumber: 'VL-1001',
      since: '2023-04-02T09:00:00.000Z',
    },
  },
  {
    id: 11,
    name: 'Ridgeway E-Bikes',
    state: 'WA',
    website: null,
    onsiteService: true,
    badges: [{ code: 'onsite_service', label: 'Onsite service' }],
    relation: { status: 'invited', initiatedBy: 'brand', dealerNumber: 'RW-2001', since: null },
  },
  {
    id: 12,
    name: 'Canyon Motion',
    state: 'UT',
    website: null,
    onsiteService: false,
    badges: [],
    relation: { status: 'invited', initiatedBy: 'retailer', dealerNumber: null, since: null },
  },
  {
    id: 13,
    name: 'Delta Drive',
    state: 'TX',
    website: null,
    onsiteService: false,
    badges: [],
    relation: null,
  },
  {
    id: 14,
    name: 'Elm Electric',
    state: 'OR',
    website: null,
    onsiteService: false,
    badges: [],
    relation: {
      status: 'suspended',
      initiatedBy: 'brand',
      dealerNumber: 'EE-7',
      since: '2022-01-10T09:00:00.000Z',
    },
  },
];
