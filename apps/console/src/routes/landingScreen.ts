import { preloadable } from '../shared/preloadable';
import type { ShellScreenProps } from '../shared/ShellScreenProps';

/**
 * The dashboard, the page everyone lands on after signing in (spec §2: the default page). Apart from the
 * other screens so the main script can start its code at once (app/preloadFirstScreen.ts).
 */
export const dashboardScreen = preloadable<ShellScreenProps>(() =>
  import('../screens/dashboard/DashboardPage').then((m) => m.DashboardPage),
);
