// Demo onsite service for Ridgeway E-Bikes (onsite@): its SLA settings, technicians with weekly hours (one of
// them signs in as onsite.tech@), and about thirty jobs in every status around today, in several cities, time
// zones and territories, some of them made from Ridgeway's claims; each with its status history. Times are
// relative to the moment of seeding, so the board always has delayed, overdue and just-completed jobs.
// Run after the people's seed (the technicians' employee rows).
import {
  addDays,
  dateOnClock,
  type OnsiteJobStatus,
  type OnsitePriority,
  type OnsiteServiceType,
  onsiteDueBy,
  type WeeklyHours,
} from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import {
  EmployeePosition,
  employeeScheduleExceptions,
  employeeSchedules,
  employees,
  onsiteJobs,
  onsiteSettings,
  products,
  statusChanges,
  warranties,
  warrantyClaims,
} from '../../db/schema.ts';
import type { DemoIds, Transaction } from '../../db/types.ts';
import type { FileStorage } from '../../files/storage.ts';
import { storeFile } from '../files/service.ts';
import { demoSignaturePng } from './demoSignature.ts';
import { ONSITE_JOB_ENTITY } from './rows.ts';
import { storeServiceOrder } from './serviceOrders/issue.ts';

/** Ridgeway's company clock (Seattle). */
const RIDGEWAY_CLOCK = 'America/Los_Angeles';
const SLA_HOURS: Record<OnsitePriority, number> = { urgent: 4, high: 24, normal: 48, low: 120 };
const HOUR = 3_600_000;

const day = (opens: string, closes: string) => [{ opens, closes }];
const weekdays = (opens: string, closes: string): WeeklyHours => ({
  mon: day(opens, closes),
  tue: day(opens, closes),
  wed: day(opens, closes),
  thu: day(opens, closes),
  fri: day(opens, closes),
  sat: [],
  sun: [],
});

/** Where each technician works from: their clock, week and territory. */
const TECHNICIAN_BASES = [
  { timezone: 'America/Los_Angeles', hours: weekdays('07:00', '17:00'), territory: 'Pacific Northwest' },
  { timezone: 'America/Los_Angeles', hours: weekdays('08:00', '18:00'), territory: 'California' },
  { timezone: 'America/Boise', hours: weekdays('08:00', '16:00'), territory: 'Mountain' },
  {
    timezone: 'America/Chicago',
    hours: { ...weekdays('08:00', '17:00'), sat: day('09:00', '13:00') },
    territory: 'Midwest',
  },
  { timezone: 'America/New_York', hours: weekdays('08:00', '17:00'), territory: 'Northeast' },
];

/** Technicians without a console login, added to the people's seed's. */
const MORE_TECHNICIANS = [
  { firstName: 'Rafael', lastName: 'Ortiz', email: 'rafael.ortiz@ridgeway.test' },
  { firstName: 'Nina', lastName: 'Brooks', email: 'nina.brooks@ridgeway.test' },
];

const PLACES = [
  {
    city: 'Seattle',
    state: 'WA',
    zip: '98103',
    timezone: 'America/Los_Angeles',
    territory: 'Pacific Northwest',
  },
  {
    city: 'Portland',
    state: 'OR',
    zip: '97209',
    timezone: 'America/Los_Angeles',
    territory: 'Pacific Northwest',
  },
  {
    city: 'San Francisco',
    state: 'CA',
    zip: '94110',
    timezone: 'America/Los_Angeles',
    territory: 'California',
  },
  { city: 'Oakland', state: 'CA', zip: '94612', timezone: 'America/Los_Angeles', territory: 'California' },
  { city: 'Boise', state: 'ID', zip: '83702', timezone: 'America/Boise', territory: 'Mountain' },
  { city: 'Chicago', state: 'IL', zip: '60614', timezone: 'America/Chicago', territory: 'Midwest' },
  { city: 'Madison', state: 'WI', zip: '53703', timezone: 'America/Chicago', territory: 'Midwest' },
  { city: 'Brooklyn', state: 'NY', zip: '11215', timezone: 'America/New_York', territory: 'Northeast' },
  { city: 'Boston', state: 'MA', zip: '02118', timezone: 'America/New_York', territory: 'Northeast' },
] as const;

/** The technician (by base) who covers each territory. */
const TECHNICIAN_OF: Record<string, number> = {
  'Pacific Northwest': 0,
  California: 1,
  Mountain: 2,
  Midwest: 3,
  Northeast: 4,
};

const CUSTOMERS = [
  'Avery Chen',
  'Jordan Miles',
  'Priya Raman',
  'Marcus Hill',
  'Elena Petrova',
  'Sam Whitfield',
  'Grace Kim',
  'Diego Alvarez',
  'Hannah Lee',
  'Omar Farouk',
  'Lucy Brennan',
  'Tomás Ruiz',
];
const STREETS = ['Maple Ave', 'Pine St', 'Harbor Way', 'Lakeview Dr', 'Cedar Ln', 'Main St', 'Elm Ct'];

interface JobSpec {
  status: OnsiteJobStatus;
  /** ETA, hours from now; null: not planned. */
  eta: number | null;
  /** Hours before now that the job was made. */
  age: number;
  place: number;
  priority?: OnsitePriority;
  serviceType?: OnsiteServiceType;
  subStatus?: string;
  reason?: string;
  /** Whether a technician is on it though the status does not need one (a rescheduled job keeps theirs). */
  technician?: boolean;
}

// Delayed: ETA passed before on site. Overdue: made long enough ago for its priority.
const JOBS: JobSpec[] = [
  { status: 'new', eta: null, age: 1, place: 0, priority: 'high', serviceType: 'diagnosis' },
  { status: 'new', eta: null, age: 6, place: 5, priority: 'urgent', serviceType: 'repair' },
  { status: 'new', eta: null, age: 20, place: 7, serviceType: 'delivery_setup' },
  { status: 'confirmed', eta: null, age: 5, place: 2, serviceType: 'maintenance', priority: 'low' },
  { status: 'confirmed', eta: null, age: 30, place: 4, serviceType: 'repair', priority: 'high' },
  { status: 'scheduled', eta: 4, age: 26, place: 3, serviceType: 'recall' },
  { status: 'scheduled', eta: 27, age: 8, place: 8, serviceType: 'maintenance' },
  { status: 'scheduled', eta: 50, age: 3, place: 6, serviceType: 'delivery_setup', priority: 'low' },
  {
    status: 'scheduled',
    eta: -2,
    age: 22,
    place: 1,
    serviceType: 'repair',
    subStatus: 'Customer to confirm',
  },
  { status: 'assigned', eta: 1.5, age: 28, place: 0, serviceType: 'repair' },
  { status: 'assigned', eta: 3, age: 24, place: 2, serviceType: 'diagnosis', priority: 'high' },
  { status: 'assigned', eta: 5, age: 40, place: 5, serviceType: 'maintenance' },
  { status: 'assigned', eta: 2, age: 80, place: 7, serviceType: 'repair', subStatus: 'Waiting for part' },
  { status: 'assigned', eta: -1.5, age: 30, place: 4, serviceType: 'recall', priority: 'high' },
  { status: 'assigned', eta: 25, age: 10, place: 1, serviceType: 'maintenance' },
  { status: 'assigned', eta: 29, age: 12, place: 8, serviceType: 'diagnosis' },
  { status: 'assigned', eta: 49, age: 6, place: 6, serviceType: 'repair', priority: 'low' },
  { status: 'en_route', eta: 0.5, age: 30, place: 0, serviceType: 'repair', priority: 'urgent' },
  { status: 'en_route', eta: -0.75, age: 26, place: 3, serviceType: 'diagnosis' },
  { status: 'on_site', eta: -1, age: 50, place: 5, serviceType: 'repair' },
  { status: 'on_site', eta: -0.5, age: 24, place: 8, serviceType: 'maintenance', priority: 'high' },
  { status: 'completed', eta: -3, age: 30, place: 0, serviceType: 'repair' },
  { status: 'completed', eta: -4.5, age: 48, place: 2, serviceType: 'diagnosis' },
  { status: 'completed', eta: -26, age: 70, place: 7, serviceType: 'maintenance' },
  { status: 'completed', eta: -49, age: 90, place: 4, serviceType: 'recall' },
  {
    status: 'cannot_complete',
    eta: -3,
    age: 52,
    place: 6,
    serviceType: 'repair',
    reason: 'The replacement motor was not in the van.',
  },
  {
    status: 'cannot_complete',
    eta: -24,
    age: 75,
    place: 1,
    serviceType: 'diagnosis',
    reason: 'Nobody was home at the agreed time.',
  },
  {
    status: 'cancelled',
    eta: null,
    age: 30,
    place: 3,
    serviceType: 'maintenance',
    reason: 'The customer sold the bike.',
  },
  {
    status: 'cancelled',
    eta: 20,
    age: 40,
    place: 5,
    serviceType: 'repair',
    reason: 'Repaired at the dealer instead.',
    technician: true,
  },
  {
    status: 'scheduled',
    eta: 6,
    age: 4,
    place: 4,
    serviceType: 'repair',
    technician: true,
    subStatus: 'Rescheduled',
  },
];

/** The statuses a job passed through to reach its own. */
function pathTo(status: OnsiteJobStatus): OnsiteJobStatus[] {
  const forward: OnsiteJobStatus[] = [
    'new',
    'confirmed',
    'scheduled',
    'assigned',
    'en_route',
    'on_site',
    'completed',
  ];
  if (status === 'cannot_complete') return [...forward.slice(0, 6), 'cannot_complete'];
  if (status === 'cancelled') return ['new', 'confirmed', 'cancelled'];
  return forward.slice(0, forward.indexOf(status) + 1);
}

const RESOLUTIONS = [
  'Replaced the worn brake pads front and rear; bled the hydraulic lines and tested the bike.',
  'Updated the drive unit firmware and recalibrated the torque sensor; error 503 cleared.',
  'Replaced the charging port and checked the battery under load.',
  'Re-seated the display connector and replaced the cracked cable guide.',
];

/** The technicians' employee ids in base order: the demo login first, then the people's seed's, then new ones. */
async function seedTechnicians(tx: Transaction, ids: DemoIds, today: string): Promise<number[]> {
  const added = await tx
    .insert(employees)
    .values(
      MORE_TECHNICIANS.map((person) => ({
        companyId: ids.onsiteBrand,
        ...person,
        position: EmployeePosition.technician,
        skills: ['Shimano STEPS', 'Battery service'],
      })),
    )
    .returning({ id: employees.id });
  const technicians = await tx
    .select({ id: employees.id, userId: employees.userId })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, ids.onsiteBrand),
        eq(employees.position, EmployeePosition.technician),
        eq(employees.active, true),
      ),
    )
    .orderBy(asc(employees.id));
  const ordered = [
    ...technicians.filter((row) => row.userId === ids.onsiteTech),
    ...technicians.filter((row) => row.userId !== ids.onsiteTech),
  ].map((row) => row.id);
  await tx.insert(employeeSchedules).values(
    ordered.map((employeeId, i) => {
      const base = TECHNICIAN_BASES[i % TECHNICIAN_BASES.length] as (typeof TECHNICIAN_BASES)[number];
      return { employeeId, hours: base.hours };
    }),
  );
  for (const [i, employeeId] of ordered.entries()) {
    const base = TECHNICIAN_BASES[i % TECHNICIAN_BASES.length] as (typeof TECHNICIAN_BASES)[number];
    await tx.update(employees).set({ timezone: base.timezone }).where(eq(employees.id, employeeId));
  }
  // One of the new technicians is off the day after tomorrow (the dispatch grid shows it).
  const [off] = added;
  if (off)
    await tx.insert(employeeScheduleExceptions).values({
      employeeId: off.id,
      date: addDays(today, 2),
      closed: true,
      hours: [],
      note: 'Training day',
    });
  return ordered;
}

export async function seedOnsite(
  tx: Transaction,
  ids: DemoIds,
  files: FileStorage,
  now = new Date(),
): Promise<void> {
  await tx.insert(onsiteSettings).values({
    brandCompanyId: ids.onsiteBrand,
    slaUrgentHours: SLA_HOURS.urgent,
    slaHighHours: SLA_HOURS.high,
    slaNormalHours: SLA_HOURS.normal,
    slaLowHours: SLA_HOURS.low,
    defaultDurationMinutes: 90,
  });
  const technicians = await seedTechnicians(tx, ids, dateOnClock(RIDGEWAY_CLOCK, now));
  const models = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.brandCompanyId, ids.onsiteBrand))
    .orderBy(asc(products.id))
    .limit(6);
  const claims = await tx
    .select({
      id: warrantyClaims.id,
      warrantyId: warranties.id,
      productId: warranties.productId,
      serialNumber: warranties.serialNumber,
      ownerName: warranties.ownerName,
      ownerEmail: warranties.ownerEmail,
      ownerPhone: warranties.ownerPhone,
      complaint: warrantyClaims.complaint,
    })
    .from(warrantyClaims)
    .innerJoin(warranties, eq(warranties.id, warrantyClaims.warrantyId))
    .where(eq(warrantyClaims.brandCompanyId, ids.onsiteBrand))
    .orderBy(asc(warrantyClaims.id))
    .limit(3);
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  const rows = JOBS.map((spec, i) => {
    const place = PLACES[spec.place] as (typeof PLACES)[number];
    const priority = spec.priority ?? 'normal';
    const createdAt = at(-spec.age);
    const scheduledStart = spec.eta === null ? null : at(spec.eta);
    const path = pathTo(spec.status);
    const planned = spec.technician || path.includes('assigned');
    const technician = planned
      ? (technicians[(TECHNICIAN_OF[place.territory] ?? 0) % technicians.length] ?? null)
      : null;
    // Jobs made from claims: the ones that need a visit (every fourth, while there are claims).
    const claim = i % 4 === 1 ? claims[(i - 1) / 4] : undefined;
    const completed = spec.status === 'completed' && scheduledStart;
    const onSite = path.includes('on_site') && scheduledStart;
    const customerName = claim?.ownerName ?? (CUSTOMERS[i % CUSTOMERS.length] as string);
    return {
      brandCompanyId: ids.onsiteBrand,
      claimId: claim?.id ?? null,
      warrantyId: claim?.warrantyId ?? null,
      productId: claim?.productId ?? models[i % Math.max(models.length, 1)]?.id ?? null,
      serialNumber: claim?.serialNumber ?? `RW${String(240_100 + i * 37).padStart(8, '0')}`,
      customerName,
      customerPhone: claim?.ownerPhone ?? `+1 (555) 02${String(i).padStart(2, '0')}-${1000 + i * 7}`,
      customerEmail: claim?.ownerEmail ?? `${customerName.split(' ')[0]?.toLowerCase()}.${i}@example.test`,
      address: `${100 + i * 17} ${STREETS[i % STREETS.length]}`,
      city: place.city,
      state: place.state,
      zip: place.zip,
      timezone: place.timezone,
      territory: place.territory,
      serviceType: spec.serviceType ?? 'repair',
      priority,
      description: claim?.complaint ?? 'Rider reports the assist cuts out under load on hills.',
      dueBy: onsiteDueBy(createdAt, priority, SLA_HOURS),
      scheduledStart,
      durationMinutes: [60, 90, 120][i % 3] as number,
      technicianEmployeeId: technician,
      status: spec.status,
      subStatus: spec.subStatus ?? null,
      actualStart: onSite ? new Date(scheduledStart.getTime() + 10 * 60_000) : null,
      actualEnd: completed ? new Date(scheduledStart.getTime() + 80 * 60_000) : null,
      completedAt: completed ? new Date(scheduledStart.getTime() + 80 * 60_000) : null,
      resolution: completed ? (RESOLUTIONS[i % RESOLUTIONS.length] as string) : null,
      parts: completed ? [{ code: 'BP-220', description: 'Brake pad set', quantity: 2 }] : [],
      signedBy: completed ? customerName : null,
      reason: spec.reason ?? null,
      createdBy: ids.onsiteManager,
      createdAt,
      updatedAt: completed
        ? new Date(scheduledStart.getTime() + 80 * 60_000)
        : onSite
          ? new Date(scheduledStart.getTime() + 10 * 60_000)
          : at(-0.5),
      version: path.length,
    };
  });
  const written = await tx.insert(onsiteJobs).values(rows).returning({ id: onsiteJobs.id });
  // Each job's history: the steps of its path, spread from its making to its last update.
  const history = written.flatMap(({ id }, i) => {
    const row = rows[i] as (typeof rows)[number];
    const spec = JOBS[i] as JobSpec;
    const path = pathTo(spec.status);
    const span = row.updatedAt.getTime() - row.createdAt.getTime();
    return path.map((to, step) => ({
      entity: ONSITE_JOB_ENTITY,
      entityId: String(id),
      fromStatus: step === 0 ? null : (path[step - 1] as string),
      toStatus: to,
      actorUserId: ['en_route', 'on_site', 'completed', 'cannot_complete'].includes(to)
        ? ids.onsiteTech
        : ids.onsiteManager,
      reason: to === 'cancelled' || to === 'cannot_complete' ? row.reason : null,
      at: new Date(row.createdAt.getTime() + (span * step) / Math.max(path.length - 1, 1)),
    }));
  });
  await tx.insert(statusChanges).values(history);
  await signAndIssue(tx, ids, files, written, rows);
}

/**
 * The completed jobs carry the customer's signature and their service order's first version, as the
 * complete action leaves them (no e-mail: the demo's customers are not told).
 */
async function signAndIssue(
  tx: Transaction,
  ids: DemoIds,
  files: FileStorage,
  written: { id: number }[],
  rows: { completedAt: Date | null }[],
): Promise<void> {
  for (const [i, { id }] of written.entries()) {
    const completedAt = rows[i]?.completedAt;
    if (!completedAt) continue;
    const signature = await storeFile(
      { db: tx, files },
      {
        companyId: ids.onsiteBrand,
        userId: ids.onsiteTech,
        kind: 'upload',
        originalName: 'signature.png',
        ext: 'png',
        mime: 'image/png',
        bytes: demoSignaturePng(id),
      },
    );
    await tx.update(onsiteJobs).set({ signatureFileId: signature.id }).where(eq(onsiteJobs.id, id));
    await storeServiceOrder(
      tx,
      { files },
      { jobId: id, actorUserId: ids.onsiteTech, reason: null },
      completedAt,
    );
  }
}
