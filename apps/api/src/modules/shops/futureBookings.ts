// The bookings a shop has from now on, which deactivating it would strand. The bookings area fills this in
// once bookings exist (issue 13 leaves it at none); the deactivation check and its dialog already show it.
import type { Transaction } from '../../db/types.ts';

export async function countFutureBookings(_tx: Transaction, _shopId: number, _now: Date): Promise<number> {
  return 0;
}
