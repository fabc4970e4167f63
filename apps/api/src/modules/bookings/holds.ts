// Holds (domain §2.4 SlotHold): a customer keeps seats for HOLD_MINUTES while filling in the form. A hold
// takes seats like a booking (slot lock → seat count → insert in one transaction) and counts against
// capacity until it expires or becomes the booking. The customer keeps the token; the table its hash.
import { HOLD_MINUTES, type Hold } from '@console/contract';
import { and, eq, gt } from 'drizzle-orm';
import { ApiError } from '../../app/envelope.ts';
import { hashSecret, newToken } from '../../auth/tokens.ts';
import { slotHolds } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';
import { assertSeatsFree, type EventTypeRecord, lockSlots } from './capacity.ts';
import { offeredSlot } from './offeredSlot.ts';

export type HoldRecord = typeof slotHolds.$inferSelect;

export interface HoldRequest {
  eventType: EventTypeRecord;
  shopId: number;
  start: Date;
  seats: number;
  now?: Date;
}

/** Places a hold on an offered slot; 409 `slot_unavailable` when the seats are not free. */
export async function placeHold(tx: Transaction, request: HoldRequest): Promise<Hold> {
  const now = request.now ?? new Date();
  const { eventType, shopId, seats } = request;
  await lockSlots(tx, eventType.id, shopId);
  const slot = await offeredSlot(tx, eventType, shopId, request.start, now);
  await assertSeatsFree(tx, eventType, shopId, seats, { ...slot, now });
  const token = newToken();
  const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  await tx.insert(slotHolds).values({
    tokenHash: hashSecret(token),
    eventTypeId: eventType.id,
    shopId,
    startsAt: slot.start,
    endsAt: slot.end,
    seats,
    expiresAt,
    createdAt: now,
  });
  return {
    token,
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    seats,
    expiresAt: expiresAt.toISOString(),
  };
}

/** The live hold of a token for this event type and shop, or null (expired, used, another event's). */
export async function findHold(
  tx: Transaction,
  token: string,
  eventTypeId: number,
  shopId: number,
  now = new Date(),
): Promise<HoldRecord | null> {
  const [found] = await tx
    .select()
    .from(slotHolds)
    .where(
      and(
        eq(slotHolds.tokenHash, hashSecret(token)),
        eq(slotHolds.eventTypeId, eventTypeId),
        eq(slotHolds.shopId, shopId),
        gt(slotHolds.expiresAt, now),
      ),
    );
  return found ?? null;
}

/** Releases a hold of the event at the shop (the customer chose another time or left); 404 when none. */
export async function releaseHold(
  tx: Transaction,
  token: string,
  eventTypeId: number,
  shopId: number,
): Promise<void> {
  const released = await tx
    .delete(slotHolds)
    .where(
      and(
        eq(slotHolds.tokenHash, hashSecret(token)),
        eq(slotHolds.eventTypeId, eventTypeId),
        eq(slotHolds.shopId, shopId),
      ),
    )
    .returning({ id: slotHolds.id });
  if (released.length === 0) throw new ApiError(404, 'This hold has expired or was already used.');
}
