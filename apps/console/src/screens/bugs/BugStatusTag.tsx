import type { BugReportRow } from '@console/contract';
import { Tag } from '@console/ui';
import { BUG_STATUS_TAGS, bugStatusPhrase } from './bugs.logic';

export interface BugStatusTagProps {
  report: Pick<BugReportRow, 'status' | 'resolution' | 'duplicateOf'>;
}

/** A report's status, with its resolution once it has one ('Closed · Duplicate of BUG-000012'). */
export function BugStatusTag({ report }: BugStatusTagProps) {
  return (
    <Tag type={BUG_STATUS_TAGS[report.status]} data-status={report.status}>
      {bugStatusPhrase(report)}
    </Tag>
  );
}
