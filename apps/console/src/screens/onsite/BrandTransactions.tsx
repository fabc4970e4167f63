import { TransactionsReport } from '../reports/TransactionsReport';
import { BRAND_LINKS } from '../reports/transactions.logic';
import { useTransactionsReport } from '../reports/useTransactionsReport';

/** The page's tab parameter, kept while the report's filters change. */
const TAB = ['view'];

/** The brand's Transactions report (its query in the URL beside the tab), loaded while its tab is shown. */
export function BrandTransactions() {
  const report = useTransactionsReport(TAB);
  return <TransactionsReport {...report} links={BRAND_LINKS} />;
}
