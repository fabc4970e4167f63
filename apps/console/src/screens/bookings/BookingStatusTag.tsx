import type { BookingStatus } from '@console/contract';
import { Tag } from '@console/ui';
import { BOOKING_STATUSES } from './bookings.logic';

/** A booking's status as a coloured tag: pending waits (amber), confirmed is set (blue), done green. */
export function BookingStatusTag({ status }: { status: BookingStatus }) {
  const { label, tag } = BOOKING_STATUSES[status];
  return <Tag type={tag}>{label}</Tag>;
}
