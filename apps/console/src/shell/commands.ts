import type { PaletteCommand } from '@console/ui';

const RETAILER = 2;

/** What a command asks of the screen it opens, for that screen to do once it is in view (see `takeRequest`). */
let pending: string | undefined;

/** Asks the screen being opened to run its command `id` (e.g. open its "New booking" drawer) once shown. */
export function requestOnArrival(id: string): void {
  pending = id;
}

/** True once if the command `id` was asked of the screen now in view; the request is then used up. */
export function takeRequest(id: string): boolean {
  if (pending !== id) return false;
  pending = undefined;
  return true;
}

export const COMMAND_IDS = {
  registerWarranty: 'registerWarranty',
  newBooking: 'newBooking',
} as const;

/**
 * The console's commands for the header search's palette, on every screen. The layout shows each only to
 * users it allows: a `to` must be one of the user's routes (the route table's user types and permission
 * levels, as the sidebar), `userTypes` as the screens' buttons. The layout adds the sizes, the user menu's
 * entries ("Report a problem" for brands and retailers) and Log out.
 */
export const consoleCommands: readonly PaletteCommand[] = [
  {
    id: COMMAND_IDS.registerWarranty,
    title: 'Register a warranty',
    keywords: ['add warranty', 'new warranty'],
    to: '/warranty/addwar',
  },
  {
    // Only retailers create bookings (the booking manager's "New booking" button).
    id: COMMAND_IDS.newBooking,
    title: 'New booking',
    keywords: ['create booking', 'event', 'appointment'],
    userTypes: [RETAILER],
    to: '/events/eventsManager',
    run: () => requestOnArrival(COMMAND_IDS.newBooking),
  },
];
