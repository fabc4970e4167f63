import type { CompensationRule } from '@console/contract';
import { Tag } from '@console/ui';
import { rulePeriod } from './compensation.logic';

const PERIODS = {
  in_force: { label: 'In force', type: 'success' },
  scheduled: { label: 'Scheduled', type: 'warning' },
  ended: { label: 'Ended', type: 'info' },
} as const;

/** Whether a rule version pays claims today, starts later, or has ended. */
export function PeriodTag({
  rule,
  today,
}: {
  rule: Pick<CompensationRule, 'effectiveFrom' | 'effectiveTo'>;
  today: string;
}) {
  const period = PERIODS[rulePeriod(rule, today)];
  return <Tag type={period.type}>{period.label}</Tag>;
}
