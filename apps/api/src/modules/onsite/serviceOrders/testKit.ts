// Test inputs for service orders: completed onsite jobs written straight to the table (the job flow is
// another module's), with a technician and the customer's signature uploaded as a PNG.
import { eq } from 'drizzle-orm';
import { employees, files, OnsiteJobStatus, onsiteJobs, products } from '../../../db/schema.ts';
import type { TestApp } from '../../../test/testApp.ts';
import { png } from '../../files/testFixtures.ts';

export type Auth = { authorization: string };

export const PARTS = [
  { code: 'CTRL-48V', description: 'Motor controller 48 V', quantity: 1 },
  { code: 'CBL-HALL-2', description: 'Hall sensor cable', quantity: 2 },
];
export const RESOLUTION = 'Replaced the motor controller and updated the display firmware.';

export interface JobOptions {
  /** The brand's user who uploads the signature (the job is that user's brand's). */
  auth: Auth;
  brandId: number;
  customerEmail?: string | null;
  status?: (typeof OnsiteJobStatus)[keyof typeof OnsiteJobStatus];
}

/** A job of the brand, planned for yesterday and completed with parts, a resolution and a signature (or in `status`). */
export async function insertJob(
  t: TestApp,
  { auth, brandId, customerEmail = 'jane.rider@example.com', status = OnsiteJobStatus.completed }: JobOptions,
): Promise<{ id: number; number: string }> {
  const completed = status === OnsiteJobStatus.completed;
  const start = new Date(Date.now() - 26 * 3600_000);
  const signatureName = await t.uploadAs(auth, 'signature.png', png, 'image/png');
  const [signature] = await t.db
    .select({ id: files.id })
    .from(files)
    .where(eq(files.fileName, signatureName));
  const [technician] = await t.db
    .insert(employees)
    .values({ companyId: brandId, firstName: 'Theo', lastName: 'Wrench', position: 'technician' })
    .returning({ id: employees.id });
  const [product] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.brandCompanyId, brandId))
    .limit(1);
  const [job] = await t.db
    .insert(onsiteJobs)
    .values({
      brandCompanyId: brandId,
      productId: product?.id ?? null,
      serialNumber: 'RW-2026-000417',
      customerName: 'Jane Rider',
      customerPhone: '+1 303 555 0142',
      customerEmail,
      address: '1420 Pearl Street',
      city: 'Boulder',
      state: 'CO',
      zip: '80302',
      timezone: 'America/Denver',
      serviceType: 'repair',
      priority: 'high',
      description: 'The motor cuts out on hills.',
      dueBy: new Date(start.getTime() + 24 * 3600_000),
      status,
      scheduledStart: start,
      technicianEmployeeId: technician?.id,
      ...(completed
        ? {
            actualStart: new Date(start.getTime() + 10 * 60_000),
            actualEnd: new Date(start.getTime() + 100 * 60_000),
            resolution: RESOLUTION,
            parts: PARTS,
            signatureFileId: signature?.id,
            signedBy: 'Jane Rider',
            completedAt: new Date(start.getTime() + 100 * 60_000),
          }
        : {}),
    })
    .returning({ id: onsiteJobs.id, number: onsiteJobs.number });
  if (!job) throw new Error('test job not written');
  return job;
}

/** The `sign` of the signed link in an e-mail's text. */
export function signOf(text: string): string {
  const match = /\/serviceOrderPdf\?sign=([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no service order link in the e-mail');
  return match[1];
}
