import { ScreenLayout } from '../../shared/ScreenLayout';
import type { ShellScreenProps } from '../../shared/ShellScreenProps';
import { TransactionsReport } from './TransactionsReport';
import { RETAILER_LINKS } from './transactions.logic';
import { useTransactionsReport } from './useTransactionsReport';

/** /reports/transaction (retailers): every movement of the company's money, filtered in the URL. */
export function TransactionsPage({ title }: ShellScreenProps) {
  const report = useTransactionsReport();
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <TransactionsReport {...report} links={RETAILER_LINKS} />
    </ScreenLayout>
  );
}
