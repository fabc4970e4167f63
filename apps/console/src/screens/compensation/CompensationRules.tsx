import type { CompensationRule, CompensationRuleCreateBody, FulfillmentType } from '@console/contract';
import { AppLink, Button, Card, Checkbox, DataTable, type DataTableProps, Drawer, Empty } from '@console/ui';
import { useState } from 'react';
import { LoadFailed } from '../../shared/LoadFailed';
import { dollars } from '../../shared/money.logic';
import { ActionBar, ScreenLayout } from '../../shared/ScreenLayout';
import { COMPONENT_NAMES } from '../warranty/warranty.logic';
import { CompensationRuleDetail } from './CompensationRuleDetail';
import { CompensationRuleForm } from './CompensationRuleForm';
import { capsLabel, newestVersions, partsBasisLabel, versionChain } from './compensation.logic';
import { PeriodTag } from './PeriodTag';
import { Validity } from './Validity';

type Column = DataTableProps<CompensationRule>['columns'][number];

export interface CompensationRulesProps {
  title: string;
  /** Every version of every rule the viewer sees. */
  rules: CompensationRule[] | undefined;
  fulfillmentTypes: readonly FulfillmentType[];
  /** An admin's brands (the rule's owner column and the new rule's owner choice); undefined for a brand. */
  brands?: readonly { id: number; name: string }[];
  today: string;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Whether the viewer may add a version to this rule (its own brand's; an admin: every one). */
  canEdit: (rule: CompensationRule) => boolean;
  /** An admin opens a rule's page; a brand reads it in a drawer. */
  detailPath?: (rule: CompensationRule) => string;
  onCreate: (body: CompensationRuleCreateBody) => Promise<unknown>;
  onNewVersion: (id: number, body: CompensationRuleCreateBody) => Promise<unknown>;
}

/** The rules that price warranty work: one row per rule (its newest version), the history a click away. */
export function CompensationRules({
  title,
  rules,
  fulfillmentTypes,
  brands,
  today,
  loading,
  failed,
  onRetry,
  canEdit,
  detailPath,
  onCreate,
  onNewVersion,
}: CompensationRulesProps) {
  const [editing, setEditing] = useState<CompensationRule | 'new' | null>(null);
  const [viewing, setViewing] = useState<CompensationRule | null>(null);
  const [withEnded, setWithEnded] = useState(false);
  const typeName = (id: number | null) =>
    id === null ? 'Every type' : (fulfillmentTypes.find((type) => type.id === id)?.name ?? `Type ${id}`);
  const ownerName = (rule: CompensationRule) =>
    rule.ownerCompanyId === null
      ? 'Platform default'
      : (brands?.find((brand) => brand.id === rule.ownerCompanyId)?.name ?? 'Your brand');
  const all = rules ?? [];
  const shown = newestVersions(all).filter(
    (rule) => withEnded || rule.effectiveTo === null || rule.effectiveTo >= today,
  );

  const columns: Column[] = [
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) =>
        detailPath ? <AppLink to={detailPath(row.original)}>{row.original.name}</AppLink> : row.original.name,
    },
    { id: 'owner', header: 'Applies to', cell: ({ row }) => ownerName(row.original) },
    { id: 'type', header: 'Fulfillment type', cell: ({ row }) => typeName(row.original.fulfillmentTypeId) },
    {
      id: 'component',
      header: 'Component',
      cell: ({ row }) =>
        row.original.componentType ? COMPONENT_NAMES[row.original.componentType] : 'Every component',
    },
    {
      id: 'rate',
      header: 'Labor rate',
      meta: { kind: 'number' },
      cell: ({ row }) => `${dollars(row.original.laborRateCentsPerHour)}/h`,
    },
    {
      id: 'hours',
      header: 'Hours',
      cell: ({ row }) =>
        row.original.laborOperations.length === 0
          ? 'As claimed'
          : `${row.original.laborOperations.length} flat-rate operations`,
    },
    { id: 'parts', header: 'Parts', cell: ({ row }) => partsBasisLabel(row.original) },
    {
      id: 'fee',
      header: 'Handling fee',
      meta: { kind: 'number' },
      cell: ({ row }) => dollars(row.original.handlingFeeCents),
    },
    { id: 'caps', header: 'Caps', cell: ({ row }) => capsLabel(row.original) },
    {
      id: 'validity',
      header: 'Valid',
      cell: ({ row }) => <Validity rule={row.original} />,
    },
    {
      id: 'version',
      header: 'Version',
      meta: { kind: 'code' },
      cell: ({ row }) => `v${row.original.version}`,
    },
    { id: 'status', header: 'Status', cell: ({ row }) => <PeriodTag rule={row.original} today={today} /> },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <>
          {!detailPath && (
            <Button
              variant="text"
              aria-label={`View ${row.original.name}`}
              onClick={() => setViewing(row.original)}
            >
              View
            </Button>
          )}
          {canEdit(row.original) && (
            <Button
              variant="text"
              aria-label={`New version of ${row.original.name}`}
              onClick={() => setEditing(row.original)}
            >
              New version
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <ScreenLayout>
      <h2>{title}</h2>
      <Card>
        {editing === null ? (
          <ActionBar>
            <Checkbox
              label="Show ended rules"
              checked={withEnded}
              onCheckedChange={(on) => setWithEnded(on === true)}
            />
            <Button variant="primary" onClick={() => setEditing('new')}>
              Add rule
            </Button>
          </ActionBar>
        ) : (
          <CompensationRuleForm
            key={editing === 'new' ? 'new' : editing.id}
            base={editing === 'new' ? undefined : editing}
            fulfillmentTypes={fulfillmentTypes}
            owners={brands}
            onSave={(body) => (editing === 'new' ? onCreate(body) : onNewVersion(editing.id, body))}
            onDone={() => setEditing(null)}
          />
        )}
        {failed && !rules ? (
          <LoadFailed message="The compensation rules could not be loaded." onRetry={onRetry} />
        ) : (
          <DataTable
            aria-label="Compensation rules"
            columns={columns}
            data={shown}
            getRowId={(row) => String(row.id)}
            loading={loading}
            empty={
              <Empty description="No compensation rules yet: claims are paid on the platform default." />
            }
          />
        )}
      </Card>
      <Drawer
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        title={viewing ? viewing.name : ''}
        width="720px"
      >
        {viewing && (
          <CompensationRuleDetail
            rule={viewing}
            versions={versionChain(all, viewing.id)}
            ownerName={ownerName(viewing)}
            fulfillmentTypeName={typeName}
            today={today}
          />
        )}
      </Drawer>
    </ScreenLayout>
  );
}
