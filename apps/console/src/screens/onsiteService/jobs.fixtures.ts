import type {
  CompanyDetails,
  DispatchDay,
  OnsiteDispatch,
  OnsiteJobDetail,
  OnsiteJobDraft,
  OnsiteJobStatus,
  OnsiteSettings,
} from '@console/contract';
import { onsiteJobDetail } from './onsiteService.fixtures';

// Ridgeway E-Bikes, the demo onsite brand, on Pacific time; its customers in California.
export const technicians = [
  { id: 81, name: 'Tess Torres' },
  { id: 82, name: 'Omar Diaz' },
  { id: 83, name: 'Kai Nakamura' },
];
const tess = technicians[0] as { id: number; name: string };

/** A new job of Dana Whitfield in Oakland, asked for on 2026-11-27 from 08:00 PST. */
export const newJob: OnsiteJobDetail = onsiteJobDetail(123, {
  status: 'new',
  priority: 'high',
  city: 'Oakland',
  state: 'CA',
  timezone: 'America/Los_Angeles',
  territory: 'East Bay',
  serialNumber: 'RW-TR5-000417',
  scheduledStart: null,
  dueBy: '2026-11-28T16:00:00.000Z',
  updatedAt: '2026-11-27T16:05:00.000Z',
  version: 1,
  customer: {
    name: 'Dana Whitfield',
    phone: '+1 510 555 0142',
    email: 'dana@example.com',
    address: '1200 Grand Ave',
    city: 'Oakland',
    state: 'CA',
    zip: '94610',
    timezone: 'America/Los_Angeles',
  },
  claim: { id: 31, number: 'CLM-000031' },
  warranty: { id: 12, serialNumber: 'RW-TR5-000417' },
  productId: 7,
  description: 'Motor cuts out on hills; the rider cannot bring the bike in.',
  requestWindowStart: '2026-11-27T16:00:00.000Z',
  requestWindowEnd: '2026-11-28T01:00:00.000Z',
  history: [{ from: null, to: 'new', actor: 'Olivia Owner', reason: null, at: '2026-11-27T16:00:00.000Z' }],
  createdAt: '2026-11-27T16:00:00.000Z',
  createdBy: 'Olivia Owner',
});

const planned = {
  scheduledStart: '2026-11-27T18:00:00.000Z',
  scheduledEnd: '2026-11-27T19:30:00.000Z',
};

/** The job in a status, with what that status carries (plan, technician, execution, reason). */
export function jobIn(status: OnsiteJobStatus, extra: Partial<OnsiteJobDetail> = {}): OnsiteJobDetail {
  const plan = status === 'new' || status === 'confirmed' ? {} : planned;
  const technician = ['new', 'confirmed', 'scheduled'].includes(status) ? {} : { technician: tess };
  const started = ['on_site', 'completed'].includes(status)
    ? { actualStart: '2026-11-27T18:10:00.000Z' }
    : {};
  return { ...newJob, status, version: 4, ...plan, ...technician, ...started, ...extra };
}

export const completedJob = jobIn('completed', {
  actualEnd: '2026-11-27T19:20:00.000Z',
  completedAt: '2026-11-27T19:20:00.000Z',
  resolution: 'Replaced the motor connector; tested on a 10% climb.',
  parts: [{ code: 'MC-220', description: 'Motor connector', quantity: 1 }],
  photos: ['c0ffee00-0000-4000-8000-000000000001.png'],
  signature: 'c0ffee00-0000-4000-8000-000000000002.png',
  signedBy: 'Dana Whitfield',
  serviceOrders: [
    {
      version: 1,
      fileName: 'OSJ-000123-v1.pdf',
      sha256: 'a'.repeat(64),
      sizeBytes: 48_213,
      issuedAt: '2026-11-27T19:21:00.000Z',
      issuedBy: 'Tess Torres',
    },
    {
      version: 2,
      fileName: 'OSJ-000123-v2.pdf',
      sha256: 'b'.repeat(64),
      sizeBytes: 48_977,
      issuedAt: '2026-11-27T20:02:00.000Z',
      issuedBy: 'Olivia Owner',
    },
  ],
  history: [
    { from: null, to: 'new', actor: 'Olivia Owner', reason: null, at: '2026-11-27T16:00:00.000Z' },
    { from: 'new', to: 'scheduled', actor: 'Olivia Owner', reason: null, at: '2026-11-27T16:10:00.000Z' },
    {
      from: 'scheduled',
      to: 'assigned',
      actor: 'Olivia Owner',
      reason: null,
      at: '2026-11-27T16:12:00.000Z',
    },
    { from: 'assigned', to: 'en_route', actor: 'Tess Torres', reason: null, at: '2026-11-27T17:40:00.000Z' },
    { from: 'en_route', to: 'on_site', actor: 'Tess Torres', reason: null, at: '2026-11-27T18:10:00.000Z' },
    { from: 'on_site', to: 'completed', actor: 'Tess Torres', reason: null, at: '2026-11-27T19:20:00.000Z' },
  ],
});

export const cannotCompleteJob = jobIn('cannot_complete', {
  subStatus: 'waiting for part',
  reason: 'The controller is water-damaged; a new one must be ordered.',
});

/** A job whose ETA passed before the technician left. */
export const delayedJob = jobIn('assigned', { delayed: true, overdue: true });

export const settings: OnsiteSettings = {
  slaHours: { urgent: 4, high: 24, normal: 72, low: 168 },
  defaultDurationMinutes: 90,
};

export const brandDetails: CompanyDetails = {
  id: 40,
  type: 1,
  legalName: 'Ridgeway E-Bikes Inc.',
  displayName: 'Ridgeway E-Bikes',
  ein: null,
  website: null,
  phone: null,
  email: null,
  logo: null,
  address: { street: '55 Harbor Way', street2: null, city: 'Sacramento', state: 'CA', zip: '95814' },
  timezone: 'America/Los_Angeles',
  status: 'active',
  badges: [],
  editable: true,
};

export const draftFromClaim: OnsiteJobDraft = {
  claim: { id: 31, number: 'CLM-000031' },
  productId: 7,
  model: 'Ridgeway Trail 500',
  serialNumber: 'RW-TR5-000417',
  customer: { name: 'Dana Whitfield', phone: '+1 510 555 0142', email: 'dana@example.com' },
  description: 'Motor cuts out on hills.',
  existingJob: null,
};

const at = (date: string, time: string) => new Date(`${date}T${time}:00-08:00`).toISOString();
const workday = (date: string) => [{ start: at(date, '08:00'), end: at(date, '17:00') }];
const dispatchJob = (id: number, date: string, from: string, to: string, city: string) => ({
  id,
  number: `OSJ-000${id}`,
  status: 'assigned' as const,
  start: at(date, from),
  end: at(date, to),
  city,
});

export const WEEK = [
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
  '2026-11-30',
  '2026-12-01',
  '2026-12-02',
  '2026-12-03',
];

function week(jobs: Record<string, DispatchDay['jobs']>, offDays: string[]): DispatchDay[] {
  return WEEK.map((date) => {
    const dayJobs = jobs[date] ?? [];
    return {
      date,
      hours: offDays.includes(date) ? [] : workday(date),
      jobs: dayJobs,
      bookedMinutes: dayJobs.reduce(
        (sum, job) => sum + (Date.parse(job.end) - Date.parse(job.start)) / 60_000,
        0,
      ),
    };
  });
}

/**
 * A week of Ridgeway's technicians from 2026-11-27: Tess has two overlapping jobs on the 27th, Omar one on
 * his day off (the 28th); Kai is free. Two jobs wait for a technician.
 */
export const dispatchWeek: OnsiteDispatch = {
  timezone: 'America/Los_Angeles',
  dates: WEEK,
  technicians: [
    {
      ...tess,
      days: week(
        {
          '2026-11-27': [
            dispatchJob(201, '2026-11-27', '09:00', '10:30', 'Oakland'),
            dispatchJob(202, '2026-11-27', '10:00', '11:00', 'Berkeley'),
          ],
        },
        ['2026-11-29'],
      ),
    },
    {
      ...(technicians[1] as { id: number; name: string }),
      days: week({ '2026-11-28': [dispatchJob(203, '2026-11-28', '13:00', '14:00', 'Davis')] }, [
        '2026-11-28',
        '2026-11-29',
      ]),
    },
    { ...(technicians[2] as { id: number; name: string }), days: week({}, ['2026-11-29', '2026-11-30']) },
  ],
  unassigned: [
    { ...jobIn('scheduled'), id: 123, number: 'OSJ-000123' },
    {
      ...newJob,
      id: 124,
      number: 'OSJ-000124',
      customerName: 'Luis Ortega',
      city: 'Fremont',
      priority: 'urgent',
    },
  ],
};

/** One day of the same technicians, as the assign dialog asks for it. */
export function dispatchDay(date: string): OnsiteDispatch {
  const index = WEEK.indexOf(date);
  return {
    ...dispatchWeek,
    dates: [date],
    technicians: dispatchWeek.technicians.map((technician) => ({
      ...technician,
      days:
        index < 0
          ? [{ date, hours: workday(date), jobs: [], bookedMinutes: 0 }]
          : technician.days.slice(index, index + 1),
    })),
  };
}
