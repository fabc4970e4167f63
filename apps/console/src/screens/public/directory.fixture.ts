import type { DirectoryBrandRow, DirectoryQuery, DirectoryRetailerRow } from '@console/contract';
import type { DirectoryPage } from './public.api';

/** Rows the directory stories show, shaped like the API's answers. */
export const brandRows: DirectoryBrandRow[] = [
  {
    id: 1,
    name: 'Volt Cycles',
    state: 'CA',
    website: 'https://www.voltcycles.example/',
    onsiteService: true,
    retailerCount: 12,
  },
  { id: 2, name: 'Ridgeline E-Bikes', state: null, website: null, onsiteService: false, retailerCount: 0 },
];

export const retailerRows: DirectoryRetailerRow[] = [
  {
    id: 11,
    name: 'Bay Area Bikes',
    state: 'CA',
    website: 'https://bayareabikes.example/',
    brands: ['Ridgeline E-Bikes', 'Volt Cycles'],
  },
  { id: 12, name: 'Mission Pedal Co.', state: 'NY', website: null, brands: [] },
];

/** 45 brands, paged as the server pages them. */
export function brandsPage(query: DirectoryQuery): DirectoryPage<DirectoryBrandRow> {
  const all = Array.from({ length: 45 }, (_, i) => ({
    id: i + 1,
    name: `Brand ${String(i + 1).padStart(2, '0')}`,
    state: 'TX',
    website: null,
    onsiteService: i % 2 === 0,
    retailerCount: i,
  }));
  const start = (query.pageNum - 1) * query.pageSize;
  return { rows: all.slice(start, start + query.pageSize), total: all.length };
}

/** 45 retailers, paged as the server pages them. */
export function retailersPage(query: DirectoryQuery): DirectoryPage<DirectoryRetailerRow> {
  const all = Array.from({ length: 45 }, (_, i) => ({
    id: i + 1,
    name: `Shop ${String(i + 1).padStart(2, '0')}`,
    state: 'OR',
    website: null,
    brands: ['Volt Cycles'],
  }));
  const start = (query.pageNum - 1) * query.pageSize;
  return { rows: all.slice(start, start + query.pageSize), total: all.length };
}

/** A promise that never settles: the state while an answer is on its way. */
export const pending = <T>() => new Promise<T>(() => {});
