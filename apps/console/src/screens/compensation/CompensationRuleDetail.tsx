import type { CompensationRule } from '@console/contract';
import { Card, DataTable, type DataTableProps, Descriptions, Empty, Tag } from '@console/ui';
import { dollars } from '../../shared/money.logic';
import { COMPONENT_NAMES } from '../warranty/warranty.logic';
import { capsLabel, partsBasisLabel, validityLabel } from './compensation.logic';
import { PeriodTag } from './PeriodTag';
import { Validity } from './Validity';

type Operation = CompensationRule['laborOperations'][number];
type Version = CompensationRule;

const operationColumns: DataTableProps<Operation>['columns'] = [
  { id: 'code', header: 'Code', meta: { kind: 'code' }, cell: ({ row }) => row.original.code },
  { id: 'description', header: 'Description', cell: ({ row }) => row.original.description },
  {
    id: 'hours',
    header: 'Standard hours',
    meta: { kind: 'number' },
    cell: ({ row }) => row.original.standardHours.toFixed(2),
  },
];

export interface CompensationRuleDetailProps {
  rule: CompensationRule;
  /** Every version of the rule, newest first. */
  versions: readonly CompensationRule[];
  /** Who the rule is for: a brand's name, or the platform default. */
  ownerName: string;
  fulfillmentTypeName: (id: number | null) => string;
  today: string;
}

/** One version of a compensation rule, all its terms, and the versions before and after it. */
export function CompensationRuleDetail({
  rule,
  versions,
  ownerName,
  fulfillmentTypeName,
  today,
}: CompensationRuleDetailProps) {
  const versionColumns: DataTableProps<Version>['columns'] = [
    {
      id: 'version',
      header: 'Version',
      cell: ({ row }) =>
        row.original.id === rule.id ? (
          <strong aria-current="true">v{row.original.version} (shown)</strong>
        ) : (
          `v${row.original.version}`
        ),
    },
    {
      id: 'validity',
      header: 'Valid',
      cell: ({ row }) => <Validity rule={row.original} />,
    },
    {
      id: 'rate',
      header: 'Labor rate',
      meta: { kind: 'number' },
      cell: ({ row }) => `${dollars(row.original.laborRateCentsPerHour)}/h`,
    },
    { id: 'parts', header: 'Parts', cell: ({ row }) => partsBasisLabel(row.original) },
    { id: 'caps', header: 'Caps', cell: ({ row }) => capsLabel(row.original) },
    { id: 'status', header: 'Status', cell: ({ row }) => <PeriodTag rule={row.original} today={today} /> },
  ];
  return (
    <>
      <Card>
        <Descriptions
          title={
            <>
              {rule.name} · v{rule.version} <PeriodTag rule={rule} today={today} />
              {rule.retiredAt && <Tag type="info">Replaced by a newer version</Tag>}
            </>
          }
          bordered
          items={[
            { label: 'Applies to', value: ownerName },
            { label: 'Fulfillment type', value: fulfillmentTypeName(rule.fulfillmentTypeId) },
            {
              label: 'Component',
              value: rule.componentType ? COMPONENT_NAMES[rule.componentType] : 'Every component',
            },
            { label: 'Labor rate', value: `${dollars(rule.laborRateCentsPerHour)} per hour` },
            { label: 'Parts paid at', value: partsBasisLabel(rule) },
            { label: 'Handling fee', value: `${dollars(rule.handlingFeeCents)} per claim` },
            {
              label: 'Freight cap',
              value: rule.freightCapCents === null ? 'No cap' : dollars(rule.freightCapCents),
            },
            {
              label: 'Claim cap',
              value: rule.claimCapCents === null ? 'No cap' : dollars(rule.claimCapCents),
            },
            {
              label: 'Submit within',
              value:
                rule.submitWithinDays === null ? 'No limit' : `${rule.submitWithinDays} days of the repair`,
            },
            { label: 'Valid', value: validityLabel(rule) },
          ]}
        />
      </Card>
      <Card title="Flat-rate labor operations">
        <DataTable
          aria-label="Flat-rate labor operations"
          columns={operationColumns}
          data={[...rule.laborOperations]}
          getRowId={(row) => row.code}
          empty={<Empty description="No flat-rate operations: labor is paid on the hours claimed." />}
        />
      </Card>
      <Card title="Versions">
        <DataTable
          aria-label="Versions"
          columns={versionColumns}
          data={[...versions]}
          getRowId={(row) => String(row.id)}
        />
      </Card>
    </>
  );
}
