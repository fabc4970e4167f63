// Demo event types and schedules (issue 14): every kind at the demo shops — Voltline's test ride at its
// dealers' shops (Harbor Cycles and Summit E-Ride) and a demo day, Harbor's own test ride of Ridgeway
// bikes, a demo evening, service, fitting and delivery appointments, one each hidden, draft and archived —
// plus own weeks for two Harbor employees, a day off, and a blocked period at the Embarcadero shop.
import type { DemoUnit, Question, ReminderRule, WeeklyHours } from '@console/contract';
import { addDays, zonedInstant } from '@console/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  blockedPeriods,
  employeeScheduleExceptions,
  employeeSchedules,
  employeeShops,
  employees,
  eventTypeHosts,
  eventTypeShops,
  eventTypes,
  serviceItems,
  shops,
} from '../../db/schema.ts';
import type { DemoIds, Transaction } from '../../db/types.ts';
import { shopIdsOf } from '../people/seed.ts';

const RIDE_QUESTIONS: Question[] = [
  {
    id: 'waiver',
    label: 'Ride waiver',
    type: 'waiver',
    required: true,
    waiverText: 'I ride at my own risk, wear a helmet and follow the guide.',
  },
  { id: 'height', label: 'Rider height (cm)', type: 'height', required: true },
  { id: 'experience', label: 'E-bike experience', type: 'experience', required: false },
];

const FEEDBACK: Question[] = [
  { id: 'overall', label: 'How was your ride?', type: 'rating', required: true },
  {
    id: 'buy',
    label: 'Would you buy this bike?',
    type: 'select',
    required: false,
    options: ['Yes', 'Maybe', 'No'],
  },
  { id: 'comments', label: 'Anything else?', type: 'text', required: false },
];

const REMINDERS: ReminderRule[] = [
  { offsetMinutes: 1440, channel: 'email' },
  { offsetMinutes: 120, channel: 'sms' },
];

const units = (prefix: string, count: number): DemoUnit[] =>
  Array.from({ length: count }, (_, i) => ({
    serial: `${prefix}${String(i + 1).padStart(4, '0')}`,
    label: `Demo bike ${i + 1}`,
  }));

export interface DemoEventType {
  id: number;
  kind: string;
  requiresConfirmation: boolean;
  durationMinutes: number;
  capacity: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  status: string;
  ownerCompanyId: number;
  brandCompanyId: number | null;
  reminders: ReminderRule[];
  demoUnits: DemoUnit[];
  feedbackQuestions: Question[];
  /** The local start times of its demo bookings (far enough apart for duration and buffers). */
  times: string[];
  shopIds: number[];
}

type Definition = Omit<typeof eventTypes.$inferInsert, 'id'> & {
  shopIds: number[];
  times: string[];
  hostIds?: number[];
};

async function serviceNamed(tx: Transaction, companyId: number, name: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: serviceItems.id })
    .from(serviceItems)
    .where(and(eq(serviceItems.companyId, companyId), eq(serviceItems.name, name)));
  return row?.id ?? null;
}

/** Employees working at a shop, in id order. */
async function employeesAt(tx: Transaction, shopId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(employeeShops, eq(employeeShops.employeeId, employees.id))
    .where(and(eq(employeeShops.shopId, shopId), eq(employees.active, true)))
    .orderBy(asc(employees.id));
  return rows.map((row) => row.id);
}

function definitions(
  ids: DemoIds,
  harbor: number[],
  summit: number[],
  services: { tuneUp: number | null; summitTuneUp: number | null },
  hosts: number[],
): Definition[] {
  const pick = (list: number[], positions: number[]) =>
    positions.map((p) => list[p]).filter((id): id is number => id !== undefined);
  const base = {
    locationType: 'in_shop',
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    minNoticeMinutes: 120,
    maxAdvanceDays: 60,
    confirmationBlocksSlot: true,
    autoExpirePendingMinutes: null,
    cancelNoticeMinutes: 1440,
    rescheduleNoticeMinutes: 1440,
    questions: [],
    feedbackQuestions: FEEDBACK,
    reminders: REMINDERS,
    demoUnits: [],
    priceCents: null,
    status: 'active',
  };
  return [
    {
      ...base,
      ownerCompanyId: ids.brand,
      brandCompanyId: ids.brand,
      kind: 'test_ride',
      title: 'Voltline Test Ride',
      slug: 'voltline-test-ride',
      description: 'Ride the new Voltline Commuter and Trail models with a guide.',
      durationMinutes: 60,
      slotIntervalMinutes: 60,
      bufferAfterMinutes: 15,
      capacityPerSlot: 4,
      requiresConfirmation: true,
      autoExpirePendingMinutes: 1440,
      questions: RIDE_QUESTIONS,
      demoUnits: units('VL-DEMO-', 3),
      shopIds: [...pick(harbor, [0, 9]), ...pick(summit, [0])],
      times: ['10:00', '15:00'],
    },
    {
      ...base,
      ownerCompanyId: ids.brand,
      brandCompanyId: ids.brand,
      kind: 'demo_event',
      title: 'Voltline Trail Demo Day',
      slug: 'voltline-trail-demo-day',
      description: 'A morning on the trails with the whole Voltline range.',
      durationMinutes: 180,
      slotIntervalMinutes: 180,
      capacityPerSlot: 12,
      requiresConfirmation: false,
      questions: RIDE_QUESTIONS,
      shopIds: pick(summit, [1]),
      times: ['09:00'],
    },
    {
      ...base,
      ownerCompanyId: ids.retailer,
      brandCompanyId: ids.onsiteBrand,
      kind: 'test_ride',
      title: 'Ridgeway Test Ride',
      slug: 'ridgeway-test-ride',
      durationMinutes: 45,
      slotIntervalMinutes: 60,
      capacityPerSlot: 2,
      requiresConfirmation: false,
      questions: RIDE_QUESTIONS,
      demoUnits: units('RW-DEMO-', 2),
      priceCents: 0,
      shopIds: pick(harbor, [0, 1]),
      times: ['11:00', '16:00'],
    },
    {
      ...base,
      ownerCompanyId: ids.retailer,
      brandCompanyId: null,
      kind: 'demo_event',
      title: 'Harbor Demo Evening',
      slug: 'harbor-demo-evening',
      durationMinutes: 90,
      slotIntervalMinutes: 90,
      capacityPerSlot: 10,
      requiresConfirmation: true,
      priceCents: 1_500,
      shopIds: pick(harbor, [0]),
      times: ['16:00'],
    },
    {
      ...base,
      ownerCompanyId: ids.retailer,
      brandCompanyId: null,
      kind: 'service',
      title: 'Tune-up appointment',
      slug: 'tune-up',
      durationMinutes: 60,
      slotIntervalMinutes: 60,
      capacityPerSlot: 1,
      requiresConfirmation: false,
      serviceItemId: services.tuneUp,
      priceCents: 8_900,
      feedbackQuestions: FEEDBACK.slice(0, 1),
      shopIds: pick(harbor, [0, 2]),
      times: ['10:00', '13:00', '14:00'],
    },
    {
      ...base,
      ownerCompanyId: ids.retailer,
      brandCompanyId: null,
      kind: 'fitting',
      title: 'Bike fit session',
      slug: 'bike-fit-session',
      durationMinutes: 45,
      slotIntervalMinutes: 60,
      capacityPerSlot: 1,
      requiresConfirmation: true,
      shopIds: pick(harbor, [0]),
      times: ['12:00'],
      hostIds: hosts.slice(0, 1),
    },
    {
      ...base,
      ownerCompanyId: ids.retailer,
      brandCompanyId: null,
      kind: 'delivery',
      title: 'Home delivery',
      slug: 'home-delivery',
      durationMinutes: 60,
      slotIntervalMinutes: 60,
      capacityPerSlot: 1,
      requiresConfirmation: false,
      status: 'hidden',
      shopIds: pick(harbor, [0]),
      times: ['17:00'],
    },
    {
      ...base,
      ownerCompanyId: ids.retailer,
      brandCompanyId: null,
      kind: 'demo_event',
      title: 'Winter Clinic',
      slug: 'winter-clinic',
      durationMinutes: 120,
      slotIntervalMinutes: 120,
      capacityPerSlot: 8,
      requiresConfirmation: false,
      status: 'archived',
      shopIds: pick(harbor, [2]),
      times: [],
    },
    {
      ...base,
      ownerCompanyId: ids.retailer,
      brandCompanyId: null,
      kind: 'fitting',
      title: 'Kids bike sizing',
      slug: 'kids-bike-sizing',
      durationMinutes: 30,
      slotIntervalMinutes: 30,
      capacityPerSlot: 1,
      requiresConfirmation: false,
      status: 'draft',
      shopIds: pick(harbor, [1]),
      times: [],
    },
    {
      ...base,
      ownerCompanyId: ids.otherRetailer,
      brandCompanyId: null,
      kind: 'service',
      title: 'Spring tune-up',
      slug: 'spring-tune-up',
      durationMinutes: 90,
      slotIntervalMinutes: 90,
      capacityPerSlot: 1,
      requiresConfirmation: false,
      serviceItemId: services.summitTuneUp,
      shopIds: pick(summit, [0]),
      times: ['10:00'],
    },
  ];
}

/** A week on the employee's clock: Tuesday to Saturday, 10 to 4. */
const SHORT_WEEK: WeeklyHours = {
  mon: [],
  tue: [{ opens: '10:00', closes: '16:00' }],
  wed: [{ opens: '10:00', closes: '16:00' }],
  thu: [{ opens: '10:00', closes: '16:00' }],
  fri: [{ opens: '10:00', closes: '16:00' }],
  sat: [{ opens: '10:00', closes: '16:00' }],
  sun: [],
};

/** Writes the demo event types with their shops and hosts, and the schedules; returns the event types. */
export async function seedEventTypes(tx: Transaction, ids: DemoIds, today: string): Promise<DemoEventType[]> {
  const harbor = await shopIdsOf(tx, ids.retailer);
  const summit = await shopIdsOf(tx, ids.otherRetailer);
  const embarcadero = harbor[0];
  if (embarcadero === undefined) throw new Error('seed: Harbor Cycles has no shop');
  const hosts = await employeesAt(tx, embarcadero);
  const services = {
    tuneUp: await serviceNamed(tx, ids.retailer, 'Basic tune-up'),
    summitTuneUp: await serviceNamed(tx, ids.otherRetailer, 'Spring tune-up'),
  };
  const written: DemoEventType[] = [];
  for (const { shopIds, times, hostIds = [], ...values } of definitions(
    ids,
    harbor,
    summit,
    services,
    hosts,
  )) {
    const [row] = await tx.insert(eventTypes).values(values).returning();
    if (!row) throw new Error('seed: event type not written');
    await tx.insert(eventTypeShops).values(shopIds.map((shopId) => ({ eventTypeId: row.id, shopId })));
    if (hostIds.length)
      await tx
        .insert(eventTypeHosts)
        .values(hostIds.map((employeeId) => ({ eventTypeId: row.id, employeeId })));
    written.push({
      id: row.id,
      kind: row.kind,
      requiresConfirmation: row.requiresConfirmation,
      durationMinutes: row.durationMinutes,
      capacity: row.capacityPerSlot,
      bufferBeforeMinutes: row.bufferBeforeMinutes,
      bufferAfterMinutes: row.bufferAfterMinutes,
      status: row.status,
      ownerCompanyId: row.ownerCompanyId,
      brandCompanyId: row.brandCompanyId,
      reminders: row.reminders as ReminderRule[],
      demoUnits: row.demoUnits as DemoUnit[],
      feedbackQuestions: row.feedbackQuestions as Question[],
      times,
      shopIds,
    });
  }
  await seedSchedules(tx, ids, embarcadero, hosts, today);
  return written;
}

async function seedSchedules(tx: Transaction, ids: DemoIds, shopId: number, staff: number[], today: string) {
  const withWeeks = staff.slice(0, 2);
  if (withWeeks.length)
    await tx
      .insert(employeeSchedules)
      .values(withWeeks.map((employeeId) => ({ employeeId, hours: SHORT_WEEK })));
  const [first] = withWeeks;
  if (first !== undefined)
    await tx.insert(employeeScheduleExceptions).values([
      { employeeId: first, date: addDays(today, 4), closed: true, hours: [], note: 'Day off' },
      {
        employeeId: first,
        date: addDays(today, 10),
        closed: false,
        hours: [{ opens: '12:00', closes: '18:00' }],
        note: 'Late shift',
      },
    ]);
  const [shop] = await tx
    .select({ timezone: shops.timezone })
    .from(shops)
    .where(inArray(shops.id, [shopId]));
  const zone = shop?.timezone ?? 'America/Los_Angeles';
  // Day 9 from today: off the demo bookings' days (every third day from day −28), so none falls inside it.
  await tx.insert(blockedPeriods).values({
    companyId: ids.retailer,
    shopId,
    startsAt: zonedInstant(addDays(today, 9), '13:00', zone),
    endsAt: zonedInstant(addDays(today, 9), '18:00', zone),
    reason: 'Team ride and workshop cleaning',
    createdBy: ids.retailerUser,
  });
}
