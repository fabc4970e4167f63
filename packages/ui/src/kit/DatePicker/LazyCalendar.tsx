import { type ComponentType, lazy, Suspense } from 'react';
import type { CalendarProps } from './Calendar';

let calendarCode: Promise<ComponentType<CalendarProps>> | undefined;

/** Starts fetching the calendar's code (once); the pickers call it when their trigger is focused or hovered. */
export function preloadCalendar(): Promise<ComponentType<CalendarProps>> {
  calendarCode ??= import('./Calendar').then((module) => module.Calendar);
  return calendarCode;
}

const Calendar = lazy(async () => ({ default: await preloadCalendar() }));

/** The calendar, loaded on first use; the popover stays empty for the moment its code takes. */
export function LazyCalendar(props: CalendarProps) {
  return (
    <Suspense fallback={null}>
      <Calendar {...props} />
    </Suspense>
  );
}
