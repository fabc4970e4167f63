// Who sees which bookings and event types (domain §2.8). The scope comes from the session only; ids outside
// it answer 404 like ids that do not exist.
// - A retailer: bookings at its own shops (`company_id`) and its own event types.
// - A brand: bookings whose `brand_company_id` is itself (its test rides at its dealers, and retailers' rides
//   of its bikes), but customer details only of events it owns; its own event types.
// - An admin: everything.
import { eq, type SQL } from 'drizzle-orm';
import type { Viewer } from '../../auth/sessions.ts';
import { bookings, eventTypes } from '../../db/schema.ts';
import { UserType } from '../warranty/scope.ts';

export const BOOKING_ENTITY = 'booking';

/** The bookings the viewer sees (undefined: all). */
export function bookingScope(viewer: Viewer): SQL | undefined {
  if (viewer.userType === UserType.admin) return undefined;
  if (viewer.userType === UserType.brand) return eq(bookings.brandCompanyId, viewer.companyId);
  return eq(bookings.companyId, viewer.companyId);
}

/** The event types the viewer sees and edits (undefined: all). */
export function eventTypeScope(viewer: Viewer): SQL | undefined {
  if (viewer.userType === UserType.admin) return undefined;
  return eq(eventTypes.ownerCompanyId, viewer.companyId);
}

/** The viewer may see the customer of a booking whose event type is owned by `eventOwnerCompanyId`. */
export function seesCustomer(
  viewer: Viewer,
  booking: { companyId: number },
  eventOwnerCompanyId: number,
): boolean {
  if (viewer.userType === UserType.admin) return true;
  if (viewer.userType === UserType.retailer) return booking.companyId === viewer.companyId;
  return eventOwnerCompanyId === viewer.companyId;
}

/** Staff of the shop's retailer (and admins) run the day: check in, complete, no-show, confirm, reject. */
export function runsShop(viewer: Viewer, booking: { companyId: number }): boolean {
  return (
    viewer.userType === UserType.admin ||
    (viewer.userType === UserType.retailer && booking.companyId === viewer.companyId)
  );
}
