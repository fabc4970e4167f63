// Company master data (issue 13): the fields of a company's details and of its shops, with their US
// reference data, and a shop's opening hours. Every rule here is checked in the browser and again by the API.
import { z } from 'zod';
import { accountEmail, accountTimezone, accountUsState } from './account.ts';
import { optionalInput } from './envelope.ts';
import { bodyId, contactPhone, textLine } from './fields.ts';
import { downloadFileNamePattern } from './files.ts';
import { isoDate, todayIso } from './warranty.ts';

const required = 'This field is required.';

/** A US ZIP code: 5 digits, or ZIP+4 (12345-6789). */
export const usZip = textLine().regex(
  /^\d{5}(-\d{4})?$/,
  'Enter a ZIP code of 5 digits, or 5+4 as 12345-6789.',
);

// EIN prefixes the IRS has never assigned (its list of valid campus prefixes leaves these out).
const UNASSIGNED_EIN_PREFIXES = new Set([
  '00',
  '07',
  '08',
  '09',
  '17',
  '18',
  '19',
  '28',
  '29',
  '49',
  '69',
  '70',
  '78',
  '79',
  '89',
  '96',
  '97',
]);

/** An Employer Identification Number, taken as 12-3456789 or 123456789 and kept as 12-3456789. */
export const ein = textLine()
  .regex(/^\d{2}-?\d{7}$/, 'Enter the EIN as 9 digits, e.g. 12-3456789.')
  .transform((value) => (value.includes('-') ? value : `${value.slice(0, 2)}-${value.slice(2)}`))
  .refine((value) => !UNASSIGNED_EIN_PREFIXES.has(value.slice(0, 2)), {
    error: 'This EIN does not start with a prefix the IRS assigns. Check the first two digits.',
  });

/** The URL test of spec §5: http:, https:, mailto: or tel:, and a whole address after it. */
export const webAddress = textLine()
  .max(2048)
  .refine(
    (value) => /^(https?:\/\/[^\s/?#]+\.[^\s]*|mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9 ().-]{3,})$/i.test(value),
    {
      error:
        'Enter an address that starts with http://, https://, mailto: or tel:, e.g. https://example.com.',
    },
  );

/** A street address in one of the 50 states. */
export const usAddress = z.strictObject({
  street: textLine().min(1, required).max(200),
  /** Suite, unit or floor. */
  street2: optionalInput(textLine().max(200)),
  city: textLine().min(1, required).max(100),
  state: accountUsState,
  zip: usZip,
});
export type UsAddress = z.infer<typeof usAddress>;

/** The company's details, as its owner or a manager edits them (`/company/details/edit`). */
export const companyDetailsBody = z.strictObject({
  legalName: textLine().min(1, required).max(200),
  displayName: textLine().min(1, required).max(100),
  ein: optionalInput(ein),
  website: optionalInput(webAddress),
  phone: optionalInput(contactPhone),
  /**
   * The logo: the `fileName` of a PNG or JPEG the company uploaded (`POST /common/upload`); null removes it,
   * leaving it out keeps the current one (as the profile's avatar).
   */
  logo: z.string().regex(downloadFileNamePattern, 'Not a file name this server gives.').nullable().optional(),
  address: usAddress,
  timezone: accountTimezone,
});
export type CompanyDetailsBody = z.infer<typeof companyDetailsBody>;

/** A time of day on a shop's clock, HH:MM from 00:00 to 24:00 (24:00 closes a day that runs to midnight). */
const CLOCK_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

export const clockTime = z.string().regex(CLOCK_TIME, 'Enter a time as HH:MM, from 00:00 to 24:00.');

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** One stretch of opening time within a day. */
export const openingInterval = z
  .strictObject({ opens: clockTime, closes: clockTime })
  // Compared only when both are times (each has said what is wrong with it otherwise).
  .refine(
    ({ opens, closes }) =>
      !CLOCK_TIME.test(opens) || !CLOCK_TIME.test(closes) || minutesOf(opens) < minutesOf(closes),
    {
      error: 'The closing time must come after the opening time.',
      path: ['closes'],
    },
  );
export type OpeningInterval = z.infer<typeof openingInterval>;

/** A day's opening times: at most four stretches, in order, none overlapping the next. */
export const dayHours = z
  .array(openingInterval)
  .max(4, 'A day has at most 4 opening periods.')
  .superRefine((intervals, ctx) => {
    for (let index = 1; index < intervals.length; index += 1) {
      const before = intervals[index - 1];
      const interval = intervals[index];
      if (!before || !interval || !CLOCK_TIME.test(interval.opens) || !CLOCK_TIME.test(before.closes))
        continue;
      if (minutesOf(interval.opens) < minutesOf(before.closes))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'opens'],
          message: 'Opening periods must be in order and must not overlap.',
        });
    }
  });

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A shop's regular week: each day's opening times, in the shop's own time zone; an empty day is closed. */
export const weeklyHours = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>,
);
export type WeeklyHours = z.infer<typeof weeklyHours>;

/** A dated exception to the week: closed that day, or open at other times (a holiday, a late night). */
export const hoursException = z
  .strictObject({
    date: isoDate,
    closed: z.boolean(),
    hours: dayHours,
    /** Shown to customers, e.g. "Thanksgiving". */
    note: optionalInput(textLine().max(100)),
  })
  .refine((exception) => exception.closed === (exception.hours.length === 0), {
    error: 'A closed day has no opening times; an open one needs at least one.',
    path: ['hours'],
  });
export type HoursException = z.infer<typeof hoursException>;

/** A shop's exceptions: one per date. */
export const hoursExceptions = z
  .array(hoursException)
  .max(366)
  .superRefine((exceptions, ctx) => {
    const seen = new Set<string>();
    exceptions.forEach((exception, index) => {
      if (seen.has(exception.date))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'date'],
          message: 'This date already has an exception.',
        });
      seen.add(exception.date);
    });
  });

/** Map coordinates; both or neither. */
export const coordinates = z.strictObject({
  lat: z
    .number('Enter the latitude as a number, e.g. 37.7946 (both coordinates, or neither).')
    .min(-90, 'Latitude is between -90 and 90.')
    .max(90, 'Latitude is between -90 and 90.'),
  lng: z
    .number('Enter the longitude as a number, e.g. -122.3999 (both coordinates, or neither).')
    .min(-180, 'Longitude is between -180 and 180.')
    .max(180, 'Longitude is between -180 and 180.'),
});

/** A retailer's shop, as it is added or edited. */
export const shopBody = z.strictObject({
  name: textLine().min(1, required).max(100),
  address: usAddress,
  coordinates: coordinates.nullable().optional(),
  phone: optionalInput(contactPhone),
  /** Required: a state does not settle a shop's time zone, and its hours are on its own clock. */
  timezone: accountTimezone,
  hours: weeklyHours,
  exceptions: hoursExceptions,
});
export type ShopBody = z.infer<typeof shopBody>;

/** Something a company has earned, computed from data (spec §2 names badges without their content). */
export const companyBadge = z.object({
  /**
   * 'authorised_dealer' (a retailer, per brand it is an active dealer of), 'onsite_service' (a brand) or
   * 'documents_verified' (every document of `REQUIRED_DOCUMENT_TYPES` approved and not expired).
   */
  code: z.enum(['authorised_dealer', 'onsite_service', 'documents_verified']),
  label: z.string(),
});
export type CompanyBadge = z.infer<typeof companyBadge>;

/** `GET /company/details`: the signed-in user's company, as its details page shows it. */
export const companyDetails = z.object({
  id: z.number().int(),
  /** 1 brand, 2 retailer. */
  type: z.number().int(),
  legalName: z.string().nullable(),
  displayName: z.string(),
  ein: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  logo: z.string().nullable(),
  address: z.object({
    street: z.string().nullable(),
    street2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
  }),
  timezone: z.string(),
  status: z.string(),
  badges: z.array(companyBadge),
  /** Whether the viewer may change these details (the company's owner or a manager). */
  editable: z.boolean(),
});
export type CompanyDetails = z.infer<typeof companyDetails>;

/** A service of a retailer's menu (the bookings area books appointments on it), as it is added or edited. */
export const serviceMenuItemBody = z.strictObject({
  name: textLine().min(1, required).max(100),
  /** A value of the service-category dictionary. */
  category: textLine().min(1, required).max(50),
  durationMinutes: z
    .number('Enter the duration in minutes.')
    .int('Enter whole minutes.')
    .min(5, 'A service takes at least 5 minutes.')
    .max(480, 'A service takes at most 8 hours (480 minutes).')
    .refine((minutes) => minutes % 5 === 0, { error: 'Enter the duration in steps of 5 minutes.' }),
  /** The price in cents; 0 for a free service. */
  priceCents: z
    .number('Enter the price.')
    .int('Enter the price in whole cents.')
    .min(0, 'The price cannot be negative.')
    .max(10_000_000, 'The price is at most $100,000.00.'),
  /** The shops that offer it (the company's own). */
  shopIds: z.array(bodyId).min(1, 'Choose at least one shop.').max(200),
  bookableOnline: z.boolean(),
  active: z.boolean(),
});
export type ServiceMenuItemBody = z.infer<typeof serviceMenuItemBody>;

export const employeePosition = z.enum(
  ['technician', 'sales', 'service_manager', 'other'],
  'Choose a position.',
);
export type EmployeePosition = z.infer<typeof employeePosition>;

/** A user's role inside the company (`user_role`): 1 owner, 2 manager, 3 staff. */
export const companyRole = z.union(
  [z.literal(1), z.literal(2), z.literal(3)],
  'Choose owner, manager or staff.',
);

/** A person of the company, as they are added (and invited by e-mail) or edited. */
export const employeeBody = z.strictObject({
  firstName: textLine().min(1, required).max(100),
  lastName: textLine().min(1, required).max(100),
  email: accountEmail,
  phone: optionalInput(contactPhone),
  position: employeePosition,
  shopIds: z.array(bodyId).max(200),
  skills: z
    .array(textLine().min(1, 'A skill cannot be empty.').max(40))
    .max(20, 'List at most 20 skills.')
    .refine((skills) => new Set(skills.map((skill) => skill.toLowerCase())).size === skills.length, {
      error: 'Each skill once.',
    }),
  companyRole,
});
export type EmployeeBody = z.infer<typeof employeeBody>;

export const companyDocumentType = z.enum(
  ['w9', 'business_license', 'insurance_certificate', 'dealer_agreement', 'resale_certificate', 'other'],
  'Choose the kind of document.',
);
export type CompanyDocumentType = z.infer<typeof companyDocumentType>;

/**
 * The documents a company must have approved (and not expired) to count as verified: what the platform asks
 * of every brand (1) and retailer (2) before it pays them or lists them as dealers.
 */
export const REQUIRED_DOCUMENT_TYPES: Readonly<Record<1 | 2, readonly CompanyDocumentType[]>> = {
  1: ['w9', 'insurance_certificate'],
  2: ['w9', 'business_license', 'insurance_certificate'],
};

/** A document the company uploads (a new one of a kind supersedes the one before; nothing is overwritten). */
export const companyDocumentBody = z.strictObject({
  type: companyDocumentType,
  /** The uploaded file (`POST /common/upload`). */
  fileName: z.string().regex(downloadFileNamePattern, 'Not a file name this server gives.'),
  /** Absent for a document that does not expire; otherwise today or later. */
  expiresOn: optionalInput(
    isoDate.refine((date) => date >= todayIso(), { error: 'The expiry date cannot be in the past.' }),
  ),
});
export type CompanyDocumentBody = z.infer<typeof companyDocumentBody>;

/** An admin's decision on a document under review: a rejection says why. */
export const companyDocumentReviewBody = z
  .strictObject({
    decision: z.enum(['approve', 'reject'], 'Choose approve or reject.'),
    reason: optionalInput(textLine().max(500)),
  })
  .refine((review) => review.decision === 'approve' || review.reason !== undefined, {
    error: 'Say why the document is rejected.',
    path: ['reason'],
  });
export type CompanyDocumentReviewBody = z.infer<typeof companyDocumentReviewBody>;
