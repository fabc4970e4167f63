// The Quick Start Guide's step of the payouts area: the retailer can be paid its balance.
import { and, eq } from 'drizzle-orm';
import { connectedAccounts } from '../../../db/schema.ts';
import type { QuickStartItemDefinition } from '../../company/quickStart/quickStartItem.ts';

const payoutSetup: QuickStartItemDefinition = {
  key: 'payouts',
  label: 'Set up payouts',
  hint: 'Your business details, a representative and a bank account, so your balance is paid out to you.',
  path: '/reports/payouts',
  isDone: async ({ db, company }) => {
    const rows = await db
      .select({ companyId: connectedAccounts.companyId })
      .from(connectedAccounts)
      .where(and(eq(connectedAccounts.companyId, company.id), eq(connectedAccounts.payoutsEnabled, true)));
    return rows.length > 0;
  },
};

export const payoutQuickStartItems: readonly QuickStartItemDefinition[] = [payoutSetup];
