// The areas' events (domain §2.9): each area calls one of these inside the transaction of its change, from
// the one place every path of that change goes through (staff, the customer's link, the system's sweeps).
//
// Who receives what: every company the resource concerns, one message each (company_id = the receiver),
// with `data` = the resource as that company's detail call answers it (so a receiver never learns more than
// its own console shows it):
// - warranty.registered: the brand of the unit and the selling retailer.
// - claim.submitted / decided / compensated: the brand deciding it and the retailer that submitted it.
// - booking.*: the retailer whose shop holds it and, for a brand's event type, the brand.
// - payout.paid / failed: the company paid out (brand or retailer).
// - onsite_job.status_changed: the brand running the job (its creation counts: a first status).
import type { WebhookEventType } from '@console/contract';
import { eq, inArray } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import type { Viewer } from '../../auth/sessions.ts';
import { bookings, companies, onsiteJobs, payouts, warranties, warrantyClaims } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { getBooking } from '../bookings/queries.ts';
import { getClaim } from '../claims/queries.ts';
import { getPayout } from '../money/payouts/queries.ts';
import { onsiteViewer } from '../onsite/access.ts';
import { jobDetail } from '../onsite/queries.ts';
import { getWarranty } from '../warranty/queries.ts';
import { subscribedEndpointIds, writeMessage } from './emit.ts';

/** How a receiving company's owner sees the resource: the detail calls scope by company and type. */
function ownerViewer(company: { id: number; type: number }): Viewer {
  return { sessionId: 0, userId: 0, companyId: company.id, userType: company.type, userRole: 1, email: '' };
}

/**
 * One message per receiving company with a subscribed endpoint; the resource is built only for those.
 * Receivers are deduplicated (a brand selling through its own shop is one receiver).
 */
async function emitToCompanies(
  tx: Transaction,
  type: WebhookEventType,
  companyIds: readonly (number | null)[],
  dataFor: (viewer: Viewer) => Promise<object>,
  now: Date,
): Promise<void> {
  const ids = [...new Set(companyIds.filter((id): id is number => id !== null))];
  if (!ids.length) return;
  const receivers = await tx
    .select({ id: companies.id, type: companies.type })
    .from(companies)
    .where(inArray(companies.id, ids));
  for (const company of receivers) {
    const endpointIds = await subscribedEndpointIds(tx, company.id, type);
    if (!endpointIds.length) continue;
    let data: Record<string, unknown>;
    try {
      data = (await dataFor(ownerViewer(company))) as Record<string, unknown>;
    } catch (error) {
      // The receiver no longer sees the resource (e.g. a brand whose onsite service was switched off): its
      // event is left out; the change itself goes on. Only refusals are caught, a failed statement is not.
      if (error instanceof ApiError) continue;
      throw error;
    }
    await writeMessage(tx, { companyId: company.id, type, data, now }, endpointIds);
  }
}

export async function emitWarrantyRegistered(tx: Transaction, warrantyId: number, now: Date): Promise<void> {
  const [warranty] = await tx
    .select({ brand: warranties.brandCompanyId, retailer: warranties.sellingRetailerCompanyId })
    .from(warranties)
    .where(eq(warranties.id, warrantyId));
  if (!warranty) return;
  await emitToCompanies(
    tx,
    'warranty.registered',
    [warranty.brand, warranty.retailer],
    (viewer) => getWarranty(tx, viewer, warrantyId),
    now,
  );
}

/** The claim event of a status change, if any: submitted (also a resubmission), decided, compensated. */
export function claimEventOf(to: string): WebhookEventType | null {
  if (to === 'submitted') return 'claim.submitted';
  if (to === 'approved' || to === 'partially_approved' || to === 'rejected') return 'claim.decided';
  if (to === 'compensated') return 'claim.compensated';
  return null;
}

export async function emitClaimStatus(
  tx: Transaction,
  claimId: number,
  to: string,
  now: Date,
): Promise<void> {
  const type = claimEventOf(to);
  if (!type) return;
  const [claim] = await tx
    .select({ brand: warrantyClaims.brandCompanyId, retailer: warrantyClaims.retailerCompanyId })
    .from(warrantyClaims)
    .where(eq(warrantyClaims.id, claimId));
  if (!claim) return;
  await emitToCompanies(
    tx,
    type,
    [claim.brand, claim.retailer],
    (viewer) => getClaim(tx, viewer, claimId),
    now,
  );
}

/**
 * The booking event of a status change (`from` null: its creation), if any. A booking made by a reschedule
 * is reported once, as `booking.rescheduled` carrying the new booking (it links to the old one), not also
 * as created; confirmed at creation is `booking.created` (its data says confirmed).
 */
export async function emitBookingStatus(
  tx: Transaction,
  bookingId: number,
  from: string | null,
  to: string,
  now: Date,
): Promise<void> {
  const [booking] = await tx
    .select({
      brand: bookings.brandCompanyId,
      retailer: bookings.companyId,
      rescheduledFromId: bookings.rescheduledFromId,
      rescheduledToId: bookings.rescheduledToId,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) return;
  let type: WebhookEventType | null = null;
  let subjectId = bookingId;
  if (from === null) type = booking.rescheduledFromId === null ? 'booking.created' : null;
  else if (to === 'confirmed') type = 'booking.confirmed';
  else if (to === 'cancelled') type = 'booking.cancelled';
  else if (to === 'no_show') type = 'booking.no_show';
  else if (to === 'rescheduled' && booking.rescheduledToId !== null) {
    type = 'booking.rescheduled';
    subjectId = booking.rescheduledToId;
  }
  if (!type) return;
  await emitToCompanies(
    tx,
    type,
    [booking.retailer, booking.brand],
    (viewer) => getBooking(tx, viewer, subjectId, now),
    now,
  );
}

export async function emitPayoutStatus(
  tx: Transaction,
  payoutId: number,
  to: string,
  now: Date,
): Promise<void> {
  const type = to === 'paid' ? 'payout.paid' : to === 'failed' ? 'payout.failed' : null;
  if (!type) return;
  const [payout] = await tx
    .select({ company: payouts.companyId })
    .from(payouts)
    .where(eq(payouts.id, payoutId));
  if (!payout) return;
  await emitToCompanies(tx, type, [payout.company], (viewer) => getPayout(tx, viewer, payoutId), now);
}

export async function emitOnsiteJobStatus(tx: Transaction, jobId: number, now: Date): Promise<void> {
  const [job] = await tx
    .select({ brand: onsiteJobs.brandCompanyId })
    .from(onsiteJobs)
    .where(eq(onsiteJobs.id, jobId));
  if (!job) return;
  await emitToCompanies(
    tx,
    'onsite_job.status_changed',
    [job.brand],
    // The brand's owner dispatches: the job as a dispatcher of the brand sees it.
    async (viewer) => jobDetail(tx, await onsiteViewer(tx, viewer), jobId, now),
    now,
  );
}
