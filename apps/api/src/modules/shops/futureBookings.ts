// The bookings a shop has from now on, which deactivating it would strand: those still to happen (pending
// or confirmed) starting after now. The deactivation check and its dialog show the count.
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import { bookings } from '../../db/schema.ts';
import type { Transaction } from '../../db/types.ts';

export async function countFutureBookings(tx: Transaction, shopId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.shopId, shopId),
        gt(bookings.startsAt, now),
        inArray(bookings.status, ['pending', 'confirmed']),
      ),
    );
  return row?.n ?? 0;
}
