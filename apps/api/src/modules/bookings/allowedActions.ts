// What a viewer may do to a booking now (the detail's `actions`; the actions check the same guards again).
// The shop's retailer (and admins) run the day; a brand may cancel bookings of its own events.
import { type BookingDetail, CHECK_IN_OPENS_MINUTES, NO_SHOW_UNDO_HOURS } from '@console/contract';
import type { Viewer } from '../../auth/sessions.ts';
import { runsShop } from './scope.ts';
import { allows, type BookingRecord } from './transitions.ts';

type Action = BookingDetail['actions'][number];
type Timed = Pick<BookingRecord, 'status' | 'companyId' | 'startsAt' | 'endsAt' | 'noShowAt'>;

/** Check-in opens CHECK_IN_OPENS_MINUTES before the start and closes at the end. */
export function checkInOpen(booking: Timed, now: Date): boolean {
  return (
    now.getTime() >= booking.startsAt.getTime() - CHECK_IN_OPENS_MINUTES * 60_000 && now < booking.endsAt
  );
}

/** A no-show can be recorded once the booking has ended. */
export function hasEnded(booking: Timed, now: Date): boolean {
  return now >= booking.endsAt;
}

/** A no-show can be undone within NO_SHOW_UNDO_HOURS of recording it. */
export function noShowUndoable(booking: Timed, now: Date): boolean {
  return (
    booking.noShowAt !== null && now.getTime() < booking.noShowAt.getTime() + NO_SHOW_UNDO_HOURS * 3_600_000
  );
}

export function allowedActions(
  viewer: Viewer,
  booking: Timed,
  eventType: { ownerCompanyId: number },
  now: Date,
): Action[] {
  const runs = runsShop(viewer, booking);
  const ownsEvent = eventType.ownerCompanyId === viewer.companyId;
  const actions: Action[] = [];
  const add = (action: Action, when: boolean) => {
    if (when) actions.push(action);
  };
  const { status } = booking;
  add('confirm', runs && allows('confirm', status));
  add('reject', runs && allows('reject', status));
  add('cancel', (runs || ownsEvent) && allows('cancel', status));
  add('reschedule', runs && allows('reschedule', status) && now < booking.startsAt);
  add('checkIn', runs && allows('checkIn', status) && checkInOpen(booking, now));
  add('complete', runs && allows('complete', status));
  add('noShow', runs && allows('noShow', status) && hasEnded(booking, now));
  add('undoNoShow', runs && allows('undoNoShow', status) && noShowUndoable(booking, now));
  add('assign', runs && ['pending', 'confirmed', 'checked_in'].includes(status));
  return actions;
}
