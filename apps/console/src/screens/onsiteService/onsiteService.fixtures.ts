import type { OnsiteJobDetail, OnsiteJobRow } from '@console/contract';

/** Ridgeway E-Bikes, the demo brand with onsite service. */
export const ridgeway = { id: 40, name: 'Ridgeway E-Bikes' };

/** A job of Ridgeway's as the lists send it (the board, the dispatch lane); `overrides` set what a story is about. */
export function onsiteJobRow(id: number, overrides: Partial<OnsiteJobRow> = {}): OnsiteJobRow {
  return {
    id,
    number: `OSJ-${String(id).padStart(6, '0')}`,
    brand: ridgeway,
    status: 'scheduled',
    subStatus: null,
    priority: 'normal',
    serviceType: 'repair',
    customerName: 'Dana Whitfield',
    city: 'Brooklyn',
    state: 'NY',
    timezone: 'America/New_York',
    territory: 'East',
    model: 'Ridgeway Trail 500',
    serialNumber: `RW5-${id}`,
    scheduledStart: '2026-11-27T19:00:00.000Z',
    durationMinutes: 90,
    technician: null,
    dueBy: '2026-11-30T14:00:00.000Z',
    delayed: false,
    overdue: false,
    completedAt: null,
    updatedAt: '2026-11-27T16:17:00.000Z',
    version: 3,
    ...overrides,
  };
}

/**
 * The same job as the drawer and the technician's day read it: nothing done on site yet, no claim, no history;
 * `overrides` set the customer and whatever else the story is about.
 */
export function onsiteJobDetail(id: number, overrides: Partial<OnsiteJobDetail> = {}): OnsiteJobDetail {
  const row = onsiteJobRow(id, overrides);
  return {
    ...row,
    customer: {
      name: row.customerName,
      phone: null,
      email: null,
      address: '200 Atlantic Ave',
      city: row.city,
      state: row.state,
      zip: '11201',
      timezone: row.timezone,
    },
    claim: null,
    warranty: null,
    productId: null,
    description: null,
    requestWindowStart: null,
    requestWindowEnd: null,
    scheduledEnd: null,
    actualStart: null,
    actualEnd: null,
    resolution: null,
    parts: [],
    photos: [],
    signature: null,
    signedBy: null,
    reason: null,
    serviceOrders: [],
    history: [],
    createdAt: row.updatedAt,
    createdBy: null,
    ...overrides,
  };
}
