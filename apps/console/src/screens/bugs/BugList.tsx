import type { BugReportListQuery, BugReportRow } from '@console/contract';
import { Card } from '@console/ui';
import { ServerList } from '../../shared/list/ServerList';
import type { Page } from '../../shared/page';
import { BugFilters } from './BugFilters';
import { bugColumns } from './bugColumns';
import { bugListFilters, reporterDetailPath } from './bugs.logic';

export interface BugListProps {
  query: BugReportListQuery;
  onQueryChange: (change: Partial<BugReportListQuery>) => void;
  page: Page<BugReportRow> | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** For the Age column. */
  now: Date;
}

/** The company's reports with their filters, newest first (the sort and filters live in the URL). */
export function BugList({ query, onQueryChange, now, ...list }: BugListProps) {
  return (
    <>
      <Card>
        <BugFilters values={bugListFilters(query)} onApply={onQueryChange} />
      </Card>
      <Card>
        <ServerList
          {...list}
          label="Bug reports"
          noun="bug reports"
          columns={bugColumns({ detailPath: reporterDetailPath, now, admin: false })}
          getRowId={(row) => String(row.id)}
          pageNum={query.pageNum}
          pageSize={query.pageSize}
          onPageChange={onQueryChange}
        />
      </Card>
    </>
  );
}
