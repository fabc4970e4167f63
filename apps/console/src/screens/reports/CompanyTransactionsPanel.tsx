import { TransactionsReport } from './TransactionsReport';
import { ADMIN_LINKS } from './transactions.logic';
import { useTransactionsReport } from './useTransactionsReport';

/**
 * One company's Transactions report for admins (its admin page): every movement of its money, with the payout
 * that settled each, so a balance on the Amount list can be traced to what makes it up.
 */
export function CompanyTransactionsPanel({ companyId }: { companyId: number }) {
  const report = useTransactionsReport([], companyId);
  return <TransactionsReport {...report} links={ADMIN_LINKS} label="Company transactions" />;
}
