import type { BookingDetail as Booking } from '@console/contract';
import { AppLink, Button, Card, DataTable, type DataTableProps, Descriptions, Empty } from '@console/ui';
import styled from 'styled-components';
import { timezoneLabel } from '../../shared/display.logic';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { StatusHistory } from '../../shared/StatusHistory';
import { BookingStatusTag } from './BookingStatusTag';
import {
  BOOKING_ACTION_LABELS,
  BOOKING_SOURCES,
  type BookingButton,
  CANCEL_REASONS,
  EVENT_KIND_LABELS,
  seatsUsed,
  shopTime,
  shopTimeRange,
  statusLabel,
} from './bookings.logic';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

type Reminder = Booking['reminders'][number];
const reminderColumns = (time: (at: string) => string): DataTableProps<Reminder>['columns'] => [
  {
    id: 'channel',
    header: 'Channel',
    cell: ({ row }) => (row.original.channel === 'sms' ? 'SMS' : 'E-mail'),
  },
  { id: 'scheduledAt', header: 'Due', cell: ({ row }) => time(row.original.scheduledAt) },
  {
    id: 'state',
    header: 'State',
    cell: ({ row }) =>
      row.original.sentAt
        ? `Sent ${time(row.original.sentAt)}`
        : row.original.cancelledAt
          ? 'Cancelled'
          : 'Waiting',
  },
];

const answerItems = (answers: Booking['answers']) =>
  answers.map((answer) => ({ key: answer.questionId, label: answer.label, value: answer.answer }));

export interface BookingDetailProps {
  booking: Booking;
  /** The list this booking belongs to (the back link). */
  listPath: string;
  /** Where another booking of the same list opens (a reschedule's other half). */
  detailPath: (id: number) => string;
  /** One of the actions the server offers was chosen. */
  onAction: (action: BookingButton) => void;
  /** The action being sent (its button spins), if any. */
  busy?: BookingButton | null;
}

/** A booking: when and where on the shop's clock, the customer, answers, pickup, reminders and history. */
export function BookingDetail({ booking, listPath, detailPath, onAction, busy = null }: BookingDetailProps) {
  const offered = (Object.keys(BOOKING_ACTION_LABELS) as BookingButton[]).filter((action) =>
    booking.actions.includes(action),
  );
  const customer = booking.customer;
  // Every time on the page is on the shop's clock, with its zone.
  const time = (at: string) => shopTime(at, booking.timezone);
  return (
    <ScreenLayout>
      <Header>
        <h2>Booking {booking.reference}</h2>
        <BookingStatusTag status={booking.status} />
        <AppLink to={listPath}>Back to the list</AppLink>
      </Header>
      {offered.length > 0 && (
        <Actions aria-label="Booking actions" role="group">
          {offered.map((action) => (
            <Button
              key={action}
              variant={
                action === 'reject' || action === 'cancel'
                  ? 'danger'
                  : action === offered[0]
                    ? 'primary'
                    : 'default'
              }
              loading={busy === action}
              disabled={busy !== null && busy !== action}
              onClick={() => onAction(action)}
            >
              {BOOKING_ACTION_LABELS[action]}
            </Button>
          ))}
        </Actions>
      )}
      <Card>
        <Descriptions
          title="Booking"
          titleAs="h3"
          items={[
            {
              label: 'Event',
              value: `${booking.eventType.title} (${EVENT_KIND_LABELS[booking.eventType.kind]})`,
            },
            { label: 'Shop', value: booking.shop.name },
            { label: 'When (shop time)', value: shopTimeRange(booking.start, booking.end, booking.timezone) },
            { label: 'Time zone', value: timezoneLabel(booking.timezone) },
            {
              label: 'Seats',
              value: `${booking.seats} (slot ${seatsUsed(booking.slotSeatsUsed, booking.capacity)})`,
            },
            { label: 'Booked through', value: BOOKING_SOURCES[booking.source] },
            { label: 'Assigned employee', value: booking.assignedEmployee?.name ?? 'Anyone at the shop' },
            { label: 'Retailer', value: booking.company.name },
            ...(booking.brand ? [{ label: 'Brand', value: booking.brand.name }] : []),
            ...(booking.cancelReasonCode
              ? [
                  {
                    label: 'Cancel reason',
                    value: [CANCEL_REASONS[booking.cancelReasonCode], booking.cancelNote]
                      .filter(Boolean)
                      .join(': '),
                  },
                ]
              : []),
            ...(booking.rejectionReason
              ? [{ label: 'Rejection reason', value: booking.rejectionReason }]
              : []),
            ...(booking.rescheduledFrom
              ? [
                  {
                    label: 'Moved from',
                    value: (
                      <AppLink to={detailPath(booking.rescheduledFrom.id)}>
                        {booking.rescheduledFrom.reference} (
                        {shopTime(booking.rescheduledFrom.start, booking.timezone)})
                      </AppLink>
                    ),
                  },
                ]
              : []),
            ...(booking.rescheduledTo
              ? [
                  {
                    label: 'Moved to',
                    value: (
                      <AppLink to={detailPath(booking.rescheduledTo.id)}>
                        {booking.rescheduledTo.reference} (
                        {shopTime(booking.rescheduledTo.start, booking.timezone)})
                      </AppLink>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Card>
        {customer ? (
          <Descriptions
            title="Customer"
            titleAs="h3"
            items={[
              { label: 'Name', value: customer.name },
              { label: 'E-mail', value: customer.email ?? '—' },
              { label: 'Phone', value: customer.phone ?? '—' },
              { label: 'ZIP code', value: customer.zip ?? '—' },
              { label: 'Own time zone', value: timezoneLabel(customer.timezone) ?? '—' },
            ]}
          />
        ) : (
          <Empty description="The customer's details stay with the shop that runs this event." />
        )}
      </Card>
      {booking.pickup && (
        <Card title="Pickup" titleAs="h3">
          <Descriptions
            items={[
              { label: 'Pickup code', value: booking.pickup.code ?? 'Shown to the shop only' },
              { label: 'Bike', value: booking.pickup.unitSerial ?? '—' },
              { label: 'Issued', value: time(booking.pickup.issuedAt) },
              {
                label: 'Handed back',
                value: booking.pickup.confirmedAt
                  ? shopTime(booking.pickup.confirmedAt, booking.timezone)
                  : 'Not yet',
              },
            ]}
          />
        </Card>
      )}
      <Card title="Answers" titleAs="h3">
        {booking.answers.length > 0 ? (
          <Descriptions items={answerItems(booking.answers)} />
        ) : (
          <Empty description="The booking asked no questions." />
        )}
      </Card>
      <Card title="Feedback" titleAs="h3">
        {booking.feedback ? (
          <Descriptions items={answerItems(booking.feedback.answers)} />
        ) : (
          <Empty description="No questionnaire answers yet." />
        )}
      </Card>
      {booking.internalNotes && (
        <Card title="Internal notes" titleAs="h3">
          <p>{booking.internalNotes}</p>
        </Card>
      )}
      <Card title="Reminders" titleAs="h3" padded={false}>
        <DataTable
          aria-label="Reminders"
          columns={reminderColumns(time)}
          data={booking.reminders}
          getRowId={(row) => `${row.channel}-${row.scheduledAt}`}
          empty={<Empty description="No reminders for this booking." />}
        />
      </Card>
      <Card title="Status history" titleAs="h3" padded={false}>
        <StatusHistory
          label="Status history"
          changes={booking.history}
          statusLabel={statusLabel}
          timeLabel={time}
        />
      </Card>
    </ScreenLayout>
  );
}
