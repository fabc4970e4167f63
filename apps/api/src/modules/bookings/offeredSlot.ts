// The server's check that a time asked for is a slot it offers (availability is only a hint to the client):
// on the grid, inside the hours, after the minimum notice, before the maximum advance, not blocked. Seats
// are checked separately under the slot lock (assertSeatsFree).
import { wallClock } from '@console/contract';
import { ApiError } from '../../app/envelope.ts';
import type { Transaction } from '../../db/types.ts';
import { slotAt } from './availability.ts';
import type { EventTypeRecord } from './capacity.ts';
import { eventShop, loadAvailability } from './loadAvailability.ts';

/** The slot starting at `start`; 422 naming `start` when the event does not offer it. */
export async function offeredSlot(
  tx: Transaction,
  eventType: EventTypeRecord,
  shopId: number,
  start: Date,
  now: Date,
): Promise<{ start: Date; end: Date }> {
  const shop = await eventShop(tx, eventType.id, shopId);
  const date = wallClock(start, shop.timezone).date;
  const availability = await loadAvailability(tx, eventType, shopId, date, date, now);
  const slot = slotAt(availability, start);
  if (!slot) {
    const message = 'This time is not offered for this event. Choose one of the times shown.';
    throw new ApiError(422, message, { start: message }, 'slot_not_offered');
  }
  return { start: new Date(slot.start), end: new Date(slot.end) };
}
