import { describe, expect, it } from 'vitest';
import { png } from '../../files/testFixtures.ts';
import { clockTime, renderServiceOrderPdf, type ServiceOrderPdfData, serviceOrderFileName } from './pdf.ts';

const data: ServiceOrderPdfData = {
  brand: { name: 'Ridgeway E-Bikes', addressLines: ['1 Main Street', 'Denver, CO 80202'], logo: png },
  jobNumber: 'OSJ-000123',
  version: 2,
  issuedAt: new Date('2026-11-27T17:00:00Z'),
  reason: 'Part code corrected.',
  customer: {
    name: 'Jane Rider',
    phone: null,
    email: null,
    address: '1420 Pearl Street',
    city: 'Boulder',
    state: 'CO',
    zip: '80302',
    timezone: 'America/Denver',
  },
  unit: { model: 'Trail 2026', serialNumber: 'RW-1' },
  serviceType: 'repair',
  priority: 'high',
  scheduledStart: new Date('2026-11-27T15:00:00Z'),
  actualStart: null,
  actualEnd: null,
  technician: null,
  description: null,
  resolution: 'Replaced the controller.',
  parts: [],
  signature: { image: png, signedBy: 'Jane Rider' },
};

describe('renderServiceOrderPdf', () => {
  it('gives the same bytes for the same data (the creation date is the issue time)', async () => {
    const first = await renderServiceOrderPdf(data);
    expect((await renderServiceOrderPdf(data)).equals(first)).toBe(true);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    const later = await renderServiceOrderPdf({ ...data, issuedAt: new Date('2026-11-28T17:00:00Z') });
    expect(later.equals(first)).toBe(false);
  });
});

describe('clockTime', () => {
  it("writes an instant on the zone's clock with its abbreviation", () => {
    expect(clockTime(new Date('2026-11-27T15:05:00Z'), 'America/Denver')).toBe('Nov 27, 2026, 8:05 AM MST');
    expect(clockTime(new Date('2026-07-01T15:05:00Z'), 'America/New_York')).toBe('Jul 1, 2026, 11:05 AM EDT');
    expect(clockTime(null, 'America/Denver')).toBe('—');
  });
});

describe('serviceOrderFileName', () => {
  it('names the job and the version', () => {
    expect(serviceOrderFileName('OSJ-000123', 2)).toBe('OSJ-000123-v2.pdf');
  });
});
