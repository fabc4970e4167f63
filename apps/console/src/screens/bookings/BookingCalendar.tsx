import type { BookingRow } from '@console/contract';
import type { EventClickArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useMemo } from 'react';
import { type CalendarView, calendarEntries } from './bookingCalendar.logic';

const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin];
const VIEWS: Record<CalendarView, string> = { day: 'timeGridDay', week: 'timeGridWeek' };

export interface BookingCalendarProps {
  rows: readonly BookingRow[];
  view: CalendarView;
  /** A day of the period shown, YYYY-MM-DD. */
  date: string;
  /** A booking was clicked. */
  onOpen: (id: number) => void;
  /** A day of the week view was clicked: show that day. */
  onPickDay: (date: string) => void;
}

/**
 * The bookings of a day or a week on FullCalendar's time grid (its MIT packages). Times are each shop's wall
 * clock: the calendar runs in UTC and is given floating local times, so no time-zone plugin is needed.
 * The toolbar is the caller's; a new view or date draws the calendar afresh.
 */
export function BookingCalendar({ rows, view, date, onOpen, onPickDay }: BookingCalendarProps) {
  const events = useMemo(() => calendarEntries(rows), [rows]);
  return (
    <FullCalendar
      key={`${view}-${date}`}
      plugins={PLUGINS}
      initialView={VIEWS[view]}
      initialDate={date}
      timeZone="UTC"
      headerToolbar={false}
      firstDay={1}
      allDaySlot={false}
      slotMinTime="06:00:00"
      slotMaxTime="22:00:00"
      height="auto"
      nowIndicator={false}
      eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }}
      slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }}
      events={events}
      eventClick={(click: EventClickArg) => {
        click.jsEvent.preventDefault();
        onOpen(Number(click.event.id));
      }}
      dateClick={(click: DateClickArg) => {
        if (view === 'week') onPickDay(click.dateStr.slice(0, 10));
      }}
    />
  );
}
