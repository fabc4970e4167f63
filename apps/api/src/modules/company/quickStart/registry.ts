// Every step of the Quick Start Guide, in the order shown. A later area adds its own list here (the
// bookings area its event settings, the money area its payouts), each step a small definition of its own.
import { bookingQuickStartItems } from '../../bookings/quickStartItems.ts';
import { payoutQuickStartItems } from '../../money/payouts/quickStartItems.ts';
import { companyQuickStartItems } from './companyItems.ts';
import type { QuickStartItemDefinition } from './quickStartItem.ts';

export const quickStartItems: readonly QuickStartItemDefinition[] = [
  ...companyQuickStartItems,
  ...bookingQuickStartItems,
  ...payoutQuickStartItems,
];
