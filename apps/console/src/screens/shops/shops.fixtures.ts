import type {
  ShopDeactivationImpact,
  ShopDetail,
  ShopListQuery,
  ShopRow,
  WeeklyHours,
} from '@console/contract';
import type { Page } from '../../shared/page';

export const listQuery: ShopListQuery = { pageNum: 1, pageSize: 10 };

const TOWNS = [
  ['San Francisco', 'CA', 'America/Los_Angeles'],
  ['Denver', 'CO', 'America/Boise'],
  ['Austin', 'TX', 'America/Chicago'],
  ['Brooklyn', 'NY', 'America/New_York'],
] as const;

/** Shop number `n` (1-based) of Harbor Cycles (company 4); every fifth inactive, the second on a holiday. */
export function shopRow(n: number): ShopRow {
  const [city, state, timezone] = TOWNS[n % TOWNS.length] ?? TOWNS[0];
  return {
    id: n,
    company: { id: n % 7 === 0 ? 5 : 4, name: n % 7 === 0 ? 'Summit E-Ride' : 'Harbor Cycles' },
    name: `Harbor Cycles ${String(n).padStart(2, '0')}`,
    city,
    state,
    phone: n % 3 === 0 ? null : `+1 (415) 555-01${String(n).padStart(2, '0')}`,
    timezone,
    today:
      n === 2
        ? { date: '2026-11-26', hours: [], exception: true, note: 'Thanksgiving' }
        : { date: '2026-11-26', hours: [{ opens: '10:00', closes: '18:00' }], exception: false, note: null },
    employeeCount: n % 4,
    serviceCount: 6 + (n % 3),
    status: n % 5 === 0 ? 'inactive' : 'active',
  };
}

/** A list endpoint over `total` shops: one page per query, as the server answers. */
export function shopPages(total: number) {
  return async (query: ShopListQuery): Promise<Page<ShopRow>> => {
    const first = (query.pageNum - 1) * query.pageSize + 1;
    const count = Math.max(0, Math.min(query.pageSize, total - first + 1));
    return { rows: Array.from({ length: count }, (_, index) => shopRow(first + index)), total };
  };
}

const open = (opens: string, closes: string) => [{ opens, closes }];

export const week: WeeklyHours = {
  mon: [],
  tue: open('10:00', '18:00'),
  wed: open('10:00', '18:00'),
  thu: [
    { opens: '10:00', closes: '13:00' },
    { opens: '14:00', closes: '20:00' },
  ],
  fri: open('10:00', '18:00'),
  sat: open('10:00', '18:00'),
  sun: open('11:00', '16:00'),
};

export const shopDetail: ShopDetail = {
  id: 1,
  company: { id: 4, name: 'Harbor Cycles' },
  name: 'Harbor Cycles Embarcadero',
  address: {
    street: '1 Embarcadero Ctr',
    street2: 'Suite 200',
    city: 'San Francisco',
    state: 'CA',
    zip: '94111',
  },
  coordinates: { lat: 37.7946, lng: -122.3999 },
  phone: '+1 (415) 555-0100',
  timezone: 'America/Los_Angeles',
  hours: week,
  exceptions: [
    { date: '2026-11-26', closed: true, hours: [], note: 'Thanksgiving' },
    { date: '2026-12-24', closed: false, hours: open('10:00', '14:00'), note: null },
  ],
  today: { date: '2026-11-25', hours: open('10:00', '18:00'), exception: false, note: null },
  status: 'active',
  employees: [
    { id: 11, name: 'Tess Wrench', position: 'technician', active: true },
    { id: 12, name: 'Sid Staff', position: 'service_manager', active: false },
  ],
  services: [
    {
      id: 21,
      name: 'Basic tune-up',
      category: 'tune_up',
      durationMinutes: 60,
      priceCents: 8_900,
      active: true,
    },
    {
      id: 22,
      name: 'Professional bike fitting',
      category: 'fitting',
      durationMinutes: 90,
      priceCents: 15_000,
      active: true,
    },
  ],
  editable: true,
  statusChangeable: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

export const impact: ShopDeactivationImpact = {
  services: [{ id: 22, name: 'Professional bike fitting' }],
  employees: [{ id: 11, name: 'Tess Wrench' }],
  futureBookings: 3,
  affected: true,
};

export const noImpact: ShopDeactivationImpact = {
  services: [],
  employees: [],
  futureBookings: 0,
  affected: false,
};
