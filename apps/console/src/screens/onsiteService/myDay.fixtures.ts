import type { OnsiteJobDetail, OnsiteJobStatus, OnsiteMyDay } from '@console/contract';
import { onsiteJobDetail } from './onsiteService.fixtures';

export const technician = { id: 71, name: 'Theo Marsh' };

/** Job `id` of Theo's day (2026-11-27, Pacific): its status, ETA (UTC) and what differs. */
export function myDayJob(
  id: number,
  status: OnsiteJobStatus,
  scheduledStart: string,
  extra: Partial<OnsiteJobDetail> = {},
): OnsiteJobDetail {
  const end = new Date(new Date(scheduledStart).getTime() + 90 * 60_000).toISOString();
  return onsiteJobDetail(id, {
    status,
    city: 'Oakland',
    state: 'CA',
    timezone: 'America/Los_Angeles',
    territory: 'East Bay',
    serialNumber: `RW5-00${id}`,
    scheduledStart,
    technician,
    dueBy: '2026-11-28T20:00:00Z',
    updatedAt: '2026-11-27T15:00:00Z',
    customer: {
      name: 'Dana Whitfield',
      phone: '(510) 555-0142',
      email: 'dana@example.com',
      address: '4120 Telegraph Ave',
      city: 'Oakland',
      state: 'CA',
      zip: '94609',
      timezone: 'America/Los_Angeles',
    },
    claim: { id: 812, number: 'CLM-000812' },
    warranty: { id: 5012, serialNumber: `RW5-00${id}` },
    productId: 301,
    description: 'Motor cuts out under load on hills; error E07 on the display.',
    scheduledEnd: end,
    createdAt: '2026-11-24T18:00:00Z',
    createdBy: 'Owen Ridge',
    ...extra,
  });
}

export const completedJob = myDayJob(1201, 'completed', '2026-11-27T16:00:00Z', {
  customerName: 'Luis Ortega',
  customer: {
    name: 'Luis Ortega',
    phone: '+1 510 555 0188',
    email: null,
    address: '88 Grand Ave',
    city: 'Oakland',
    state: 'CA',
    zip: '94612',
    timezone: 'America/Los_Angeles',
  },
  actualStart: '2026-11-27T16:05:00Z',
  actualEnd: '2026-11-27T17:10:00Z',
  completedAt: '2026-11-27T17:10:00Z',
  resolution: 'Replaced the motor connector; test ride OK.',
  parts: [{ code: 'RW-CON-3', description: 'Motor connector', quantity: 1 }],
  signature: '3f1c2a9e-5b7d-4e21-9a3c-6d8e0f1a2b3c.png',
  signedBy: 'Luis Ortega',
  serviceOrders: [
    {
      version: 1,
      fileName: 'service-order-OSJ-001201-v1.pdf',
      sha256: 'f'.repeat(64),
      sizeBytes: 48_210,
      issuedAt: '2026-11-27T17:10:05Z',
      issuedBy: 'Theo Marsh',
    },
  ],
});

export const onSiteJob = myDayJob(1202, 'on_site', '2026-11-27T18:00:00Z', {
  actualStart: '2026-11-27T18:04:00Z',
  resolution: 'Cleaned the speed sensor.',
  parts: [{ code: 'RW-SNS-1', description: 'Speed sensor magnet', quantity: 2 }],
  photos: ['8c2d4e6f-1a3b-4c5d-8e7f-9a0b1c2d3e4f.jpg'],
});

export const enRouteJob = myDayJob(1203, 'en_route', '2026-11-27T20:00:00Z', {
  customerName: 'Mei Chen',
  customer: {
    name: 'Mei Chen',
    phone: null,
    email: 'mei@example.com',
    address: '1500 Shattuck Ave',
    city: 'Berkeley',
    state: 'CA',
    zip: '94709',
    timezone: 'America/Los_Angeles',
  },
  city: 'Berkeley',
});

export const delayedJob = myDayJob(1204, 'assigned', '2026-11-27T21:30:00Z', {
  delayed: true,
  customerName: 'Sam Patel',
  priority: 'urgent',
  serviceType: 'recall',
  description: 'Recall RW-2026-04: replace the fork crown bolt.',
});

export const assignedJob = myDayJob(1205, 'assigned', '2026-11-27T23:30:00Z', {
  customerName: 'Ava Brooks',
  serialNumber: null,
  model: null,
  warranty: null,
  description: null,
});

/** Theo's Friday: one job in each status of the day, in ETA order. */
export const myDay: OnsiteMyDay = {
  date: '2026-11-27',
  technician,
  jobs: [completedJob, onSiteJob, enRouteJob, delayedJob, assignedJob],
};

export const emptyDay: OnsiteMyDay = { date: '2026-11-28', technician, jobs: [] };
