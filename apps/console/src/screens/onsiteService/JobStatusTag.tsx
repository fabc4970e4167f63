import type { OnsiteJobStatus } from '@console/contract';
import { Tag } from '@console/ui';
import { JOB_STATUSES } from './jobStatus';

/** An onsite job's status as a coloured tag. */
export function JobStatusTag({ status }: { status: OnsiteJobStatus }) {
  const { label, tag } = JOB_STATUSES[status];
  return <Tag type={tag}>{label}</Tag>;
}
