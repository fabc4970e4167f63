import type { BugReportRow } from '@console/contract';
import { AppLink, Card } from '@console/ui';
import { ServerList } from '../../shared/list/ServerList';
import type { Page } from '../../shared/page';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { bugColumns } from './bugColumns';
import { reporterDetailPath } from './bugs.logic';
import { ReportBugForm, type ReportBugFormProps } from './ReportBugForm';

export interface MyBugsProps {
  title: string;
  /** The company's open reports (GET /bugs/reports?status=open). */
  open: {
    page: Page<BugReportRow> | undefined;
    loading: boolean;
    failed: boolean;
    onRetry: () => void;
    pageNum: number;
    pageSize: number;
    onPageChange: (page: { pageNum: number; pageSize: number }) => void;
  };
  report: ReportBugFormProps;
  now: Date;
}

/** /bugs/index: report a problem, and follow the company's open reports (all of them: /bugs/allBugs). */
export function MyBugs({ title, open, report, now }: MyBugsProps) {
  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <Card title="Report a problem">
        <ReportBugForm {...report} />
      </Card>
      <Card
        title="Your company's open reports"
        extra={<AppLink to="/bugs/allBugs">All reports, with filters</AppLink>}
      >
        <ServerList
          {...open}
          label="Open bug reports"
          noun="open bug reports"
          emptyText="Your company has no open bug reports."
          columns={bugColumns({ detailPath: reporterDetailPath, now, admin: false })}
          getRowId={(row) => String(row.id)}
        />
      </Card>
    </ScreenLayout>
  );
}
