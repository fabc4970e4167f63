import { describe, expect, it } from 'vitest';
import {
  companyDetailsBody,
  companyDocumentBody,
  companyDocumentReviewBody,
  dayHours,
  ein,
  employeeBody,
  hoursException,
  hoursExceptions,
  serviceMenuItemBody,
  shopBody,
  usZip,
  webAddress,
  weeklyHours,
} from './company.ts';
import { todayIso } from './warranty.ts';

/** The message of the first issue at `path` when `schema` refuses `value`. */
function messageAt(
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issues = (result.error as { issues: { path: PropertyKey[]; message: string }[] }).issues;
  return issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const closedWeek = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const address = { street: '12 Harbor Way', city: 'Portland', state: 'OR', zip: '97201' };

describe('US reference fields', () => {
  it('takes a ZIP of 5 digits or ZIP+4, and nothing else', () => {
    for (const good of ['97201', '97201-1234', ' 02134 '])
      expect(usZip.safeParse(good).success, good).toBe(true);
    for (const bad of ['9720', '972011', '97201-12', 'ABCDE', '97201 1234'])
      expect(messageAt(usZip, bad), bad).toEqual([': Enter a ZIP code of 5 digits, or 5+4 as 12345-6789.']);
  });

  it('keeps an EIN as 12-3456789, and refuses a prefix the IRS never assigns', () => {
    expect(ein.parse('123456789')).toBe('12-3456789');
    expect(ein.parse('45-6789012')).toBe('45-6789012');
    expect(messageAt(ein, '12-345678')).toEqual([': Enter the EIN as 9 digits, e.g. 12-3456789.']);
    expect(messageAt(ein, '07-1234567')).toEqual([
      ': This EIN does not start with a prefix the IRS assigns. Check the first two digits.',
    ]);
  });

  it('applies the URL test of spec §5: http, https, mailto or tel, with an address after it', () => {
    for (const good of [
      'https://voltline.example',
      'http://shop.example/about',
      'mailto:hi@shop.example',
      'tel:+1 503 555 0100',
    ])
      expect(webAddress.safeParse(good).success, good).toBe(true);
    for (const bad of [
      'voltline.example',
      'ftp://files.example',
      'https://',
      'https://localhost',
      'mailto:nobody',
      'javascript:alert(1)',
    ])
      expect(webAddress.safeParse(bad).success, bad).toBe(false);
  });
});

describe('companyDetailsBody', () => {
  const details = {
    legalName: 'Harbor Cycles LLC',
    displayName: 'Harbor Cycles',
    ein: '',
    website: 'https://harbor.example',
    phone: '+1 (503) 555-0100',
    address,
    timezone: 'America/Los_Angeles',
  };

  it('takes a complete company, blanks as not given, and a logo only by a name the server gave', () => {
    const parsed = companyDetailsBody.parse(details);
    expect(parsed.ein).toBeUndefined();
    expect(parsed.address.zip).toBe('97201');
    const logo = '0f8fad5b-d9cb-469f-a165-70867728950e.png';
    expect(companyDetailsBody.parse({ ...details, logo }).logo).toBe(logo);
    expect(companyDetailsBody.parse({ ...details, logo: null }).logo).toBeNull();
    expect(messageAt(companyDetailsBody, { ...details, logo: '../../etc/passwd' })).toEqual([
      'logo: Not a file name this server gives.',
    ]);
  });

  it('names each field that fails', () => {
    expect(
      messageAt(companyDetailsBody, {
        ...details,
        legalName: ' ',
        website: 'harbor.example',
        address: { ...address, state: 'XX', zip: '123' },
        timezone: 'Europe/Paris',
      }),
    ).toEqual([
      'legalName: This field is required.',
      'website: Enter an address that starts with http://, https://, mailto: or tel:, e.g. https://example.com.',
      'address.state: Choose a US state by its two-letter code.',
      'address.zip: Enter a ZIP code of 5 digits, or 5+4 as 12345-6789.',
      'timezone: Choose one of the offered time zones.',
    ]);
  });
});

describe('opening hours', () => {
  it('takes ordered periods and a day that runs to midnight', () => {
    expect(
      dayHours.safeParse([
        { opens: '09:00', closes: '12:30' },
        { opens: '13:30', closes: '24:00' },
      ]).success,
    ).toBe(true);
  });

  it('refuses a period that closes before it opens, periods out of order, and odd times', () => {
    expect(messageAt(dayHours, [{ opens: '18:00', closes: '09:00' }])).toEqual([
      '0.closes: The closing time must come after the opening time.',
    ]);
    expect(
      messageAt(dayHours, [
        { opens: '09:00', closes: '13:00' },
        { opens: '12:00', closes: '17:00' },
      ]),
    ).toEqual(['1.opens: Opening periods must be in order and must not overlap.']);
    expect(messageAt(dayHours, [{ opens: '9:00', closes: '24:30' }])).toEqual([
      '0.opens: Enter a time as HH:MM, from 00:00 to 24:00.',
      '0.closes: Enter a time as HH:MM, from 00:00 to 24:00.',
    ]);
  });

  it('needs every day of the week, closed days empty', () => {
    expect(weeklyHours.safeParse(closedWeek).success).toBe(true);
    const { sun: _sun, ...withoutSunday } = closedWeek;
    expect(weeklyHours.safeParse(withoutSunday).success).toBe(false);
  });

  it('takes a dated exception that is closed with no times, or open with some; one per date', () => {
    expect(
      hoursException.safeParse({ date: '2026-11-26', closed: true, hours: [], note: 'Thanksgiving' }).success,
    ).toBe(true);
    expect(messageAt(hoursException, { date: '2026-11-26', closed: false, hours: [] })).toEqual([
      'hours: A closed day has no opening times; an open one needs at least one.',
    ]);
    expect(
      messageAt(hoursExceptions, [
        { date: '2026-12-24', closed: false, hours: [{ opens: '09:00', closes: '14:00' }] },
        { date: '2026-12-24', closed: true, hours: [] },
      ]),
    ).toEqual(['1.date: This date already has an exception.']);
  });
});

describe('shopBody', () => {
  const shop = {
    name: 'Harbor Cycles Pearl District',
    address,
    coordinates: { lat: 45.52, lng: -122.68 },
    phone: '',
    timezone: 'America/Los_Angeles',
    hours: { ...closedWeek, mon: [{ opens: '10:00', closes: '18:00' }] },
    exceptions: [],
  };

  it('takes a shop with its hours and map coordinates, or none', () => {
    expect(shopBody.safeParse(shop).success).toBe(true);
    expect(shopBody.safeParse({ ...shop, coordinates: null }).success).toBe(true);
  });

  it('needs the time zone, and coordinates on the map', () => {
    expect(
      messageAt(shopBody, { ...shop, timezone: undefined, coordinates: { lat: 91, lng: -200 } }),
    ).toEqual([
      'coordinates.lat: Latitude is between -90 and 90.',
      'coordinates.lng: Longitude is between -180 and 180.',
      'timezone: Choose one of the offered time zones.',
    ]);
  });
});

describe('serviceMenuItemBody', () => {
  const service = {
    name: 'Tune-up',
    category: 'maintenance',
    durationMinutes: 60,
    priceCents: 8900,
    shopIds: [1],
    bookableOnline: true,
    active: true,
  };

  it('takes a service in whole cents and 5-minute steps, offered by at least one shop', () => {
    expect(serviceMenuItemBody.safeParse(service).success).toBe(true);
    expect(serviceMenuItemBody.safeParse({ ...service, priceCents: 0 }).success).toBe(true);
    expect(
      messageAt(serviceMenuItemBody, { ...service, durationMinutes: 62, priceCents: 89.5, shopIds: [] }),
    ).toEqual([
      'durationMinutes: Enter the duration in steps of 5 minutes.',
      'priceCents: Enter the price in whole cents.',
      'shopIds: Choose at least one shop.',
    ]);
  });
});

describe('employeeBody', () => {
  const employee = {
    firstName: 'Tess',
    lastName: 'Tech',
    email: ' Tess@Harbor.Example ',
    phone: '',
    position: 'technician',
    shopIds: [1, 2],
    skills: ['Bosch drive units', 'Hydraulic brakes'],
    companyRole: 3,
  };

  it('takes a person with their position, shops, skills and company role', () => {
    expect(employeeBody.parse(employee).email).toBe('tess@harbor.example');
  });

  it('refuses an unknown position or role, and a skill listed twice', () => {
    expect(
      messageAt(employeeBody, {
        ...employee,
        position: 'mechanic',
        companyRole: 4,
        skills: ['Brakes', 'brakes'],
      }),
    ).toEqual([
      'position: Choose a position.',
      'skills: Each skill once.',
      'companyRole: Choose owner, manager or staff.',
    ]);
  });
});

describe('company documents', () => {
  const fileName = '0f8fad5b-d9cb-469f-a165-70867728950e.pdf';

  it('takes an upload that expires today or later, or never', () => {
    expect(companyDocumentBody.safeParse({ type: 'w9', fileName }).success).toBe(true);
    expect(
      companyDocumentBody.safeParse({ type: 'insurance_certificate', fileName, expiresOn: todayIso() })
        .success,
    ).toBe(true);
    expect(
      messageAt(companyDocumentBody, { type: 'insurance_certificate', fileName, expiresOn: '2020-01-01' }),
    ).toEqual(['expiresOn: The expiry date cannot be in the past.']);
    expect(messageAt(companyDocumentBody, { type: 'passport', fileName: 'w9.pdf' })).toEqual([
      'type: Choose the kind of document.',
      'fileName: Not a file name this server gives.',
    ]);
  });

  it('needs a reason to reject, and none to approve', () => {
    expect(companyDocumentReviewBody.safeParse({ decision: 'approve' }).success).toBe(true);
    expect(messageAt(companyDocumentReviewBody, { decision: 'reject', reason: ' ' })).toEqual([
      'reason: Say why the document is rejected.',
    ]);
  });
});
