import type { TransactionListQuery } from '@console/contract';
import { Card } from '@console/ui';
import { TransactionFilters } from './TransactionFilters';
import { TransactionTable, type TransactionTableProps } from './TransactionTable';
import { transactionFilters } from './transactions.logic';

export interface TransactionsReportProps
  extends Omit<TransactionTableProps, 'pageNum' | 'pageSize' | 'onPageChange'> {
  /** The report's query (from the URL). */
  query: TransactionListQuery;
  /** Changes part of the query: new filters go back to page 1. */
  onQueryChange: (change: Partial<TransactionListQuery>) => void;
}

/** The Transactions report: its filters above the table of the filtered rows with their totals and CSV. */
export function TransactionsReport({ query, onQueryChange, ...table }: TransactionsReportProps) {
  return (
    <>
      <Card>
        <TransactionFilters values={transactionFilters(query)} onApply={onQueryChange} />
      </Card>
      <Card>
        <TransactionTable
          {...table}
          pageNum={query.pageNum}
          pageSize={query.pageSize}
          onPageChange={onQueryChange}
        />
      </Card>
    </>
  );
}
