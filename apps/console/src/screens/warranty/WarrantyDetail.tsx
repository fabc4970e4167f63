import type {
  ClaimStatus,
  WarrantyDetail as Warranty,
  WarrantyClaimSummary,
  WarrantyCoverage,
} from '@console/contract';
import { AppLink, Button, Card, DataTable, type DataTableProps, Descriptions, Empty, Tag } from '@console/ui';
import styled from 'styled-components';
import { humanise } from '../../shared/display.logic';
import { dollars } from '../../shared/money.logic';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { StatusHistory } from '../../shared/StatusHistory';
import { CLAIM_STATUSES } from '../claims/claim.logic';
import {
  COMPONENT_NAMES,
  coverageEnd,
  coverageRunning,
  WARRANTY_SOURCES,
  WARRANTY_STATUSES,
} from './warranty.logic';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 20px;
    font-weight: 600;
  }
`;

type Column = DataTableProps<WarrantyCoverage>['columns'][number];

const coverageColumns = (today: string): Column[] => [
  { id: 'component', header: 'Component', cell: ({ row }) => COMPONENT_NAMES[row.original.componentType] },
  { id: 'term', header: 'Term', meta: { kind: 'code' }, cell: ({ row }) => row.original.termCode },
  { id: 'startsOn', header: 'Starts', meta: { kind: 'date' }, cell: ({ row }) => row.original.startsOn },
  {
    id: 'endsOn',
    header: 'Ends',
    meta: { kind: 'date' },
    cell: ({ row }) => coverageEnd(row.original.endsOn),
  },
  {
    id: 'labor',
    header: 'Labor',
    meta: { kind: 'number' },
    cell: ({ row }) => `${row.original.laborCoveredPct}%`,
  },
  {
    id: 'parts',
    header: 'Parts',
    meta: { kind: 'number' },
    cell: ({ row }) => `${row.original.partsCoveredPct}%`,
  },
  {
    id: 'state',
    header: 'Today',
    cell: ({ row }) =>
      coverageRunning(row.original.startsOn, row.original.endsOn, today) ? (
        <Tag type="success">Covered</Tag>
      ) : (
        <Tag type="info">Ended</Tag>
      ),
  },
];

const statusLabel = (status: string) =>
  CLAIM_STATUSES[status as ClaimStatus] ?? { label: humanise(status), tag: 'default' as const };

const claimColumns = (openClaim: (id: number) => void): DataTableProps<WarrantyClaimSummary>['columns'] => [
  {
    id: 'number',
    header: 'Claim no.',
    meta: { kind: 'code' },
    cell: ({ row }) => (
      <Button variant="text" onClick={() => openClaim(row.original.id)}>
        {row.original.number}
      </Button>
    ),
  },
  {
    id: 'submitted',
    header: 'Submitted',
    meta: { kind: 'date' },
    cell: ({ row }) => row.original.submittedAt.slice(0, 10),
  },
  {
    id: 'failure',
    header: 'Failure date',
    meta: { kind: 'date' },
    cell: ({ row }) => row.original.failureDate,
  },
  {
    id: 'component',
    header: 'Component',
    cell: ({ row }) => COMPONENT_NAMES[row.original.causalComponentType],
  },
  {
    id: 'claimed',
    header: 'Claimed',
    meta: { align: 'right' },
    cell: ({ row }) => dollars(row.original.claimedTotalCents),
  },
  {
    id: 'approved',
    header: 'Approved',
    meta: { align: 'right' },
    cell: ({ row }) => dollars(row.original.approvedTotalCents),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => {
      const status = statusLabel(row.original.status);
      return <Tag type={status.tag}>{status.label}</Tag>;
    },
  },
];

export interface WarrantyDetailProps {
  warranty: Warranty;
  /** Today as YYYY-MM-DD: which coverages still run. */
  today: string;
  onOpenClaim: (claimId: number) => void;
  onNewClaim: () => void;
  onTransfer: () => void;
  onVoid: () => void;
  onDownloadProof: () => void;
}

/** /warranty/detail: the unit, its owner, and its frozen coverages per component. */
export function WarrantyDetail({
  warranty,
  today,
  onOpenClaim,
  onNewClaim,
  onTransfer,
  onVoid,
  onDownloadProof,
}: WarrantyDetailProps) {
  const status = WARRANTY_STATUSES[warranty.status];
  const cameFrom = warranty.transfers.find((link) => link.toWarrantyId === warranty.id);
  const wentTo = warranty.transfers.find((link) => link.fromWarrantyId === warranty.id);
  return (
    <ScreenLayout>
      <Header>
        <h2>Warranty {warranty.serialNumber}</h2>
        <Tag type={status.tag}>{status.label}</Tag>
        <AppLink to="/warranty/index">Back to the list</AppLink>
        {warranty.can.claim && (
          <Button variant="primary" onClick={onNewClaim}>
            New claim
          </Button>
        )}
        {warranty.can.transfer && <Button onClick={onTransfer}>Transfer owner</Button>}
        {warranty.can.void && (
          <Button variant="danger" onClick={onVoid}>
            Void
          </Button>
        )}
      </Header>
      {(cameFrom || wentTo) && (
        <Card>
          {cameFrom && (
            <p>
              Transferred on {cameFrom.at.slice(0, 10)} from{' '}
              <AppLink to={`/warranty/detail?id=${cameFrom.fromWarrantyId}`}>
                the previous registration
              </AppLink>
              .
            </p>
          )}
          {wentTo && (
            <p>
              The unit changed owner on {wentTo.at.slice(0, 10)}:{' '}
              <AppLink to={`/warranty/detail?id=${wentTo.toWarrantyId}`}>the current registration</AppLink>.
            </p>
          )}
        </Card>
      )}
      <Card>
        <Descriptions
          title="Unit"
          bordered
          items={[
            { label: 'Serial number', value: warranty.serialNumber },
            { label: 'Model', value: `${warranty.product.name} (${warranty.product.modelYear})` },
            { label: 'SKU', value: warranty.product.sku },
            { label: 'Brand', value: warranty.brand.name },
            { label: 'Battery serial', value: warranty.batterySerial ?? '—' },
            { label: 'Motor serial', value: warranty.motorSerial ?? '—' },
          ]}
        />
      </Card>
      <Card>
        <Descriptions
          title="Sale and owner"
          bordered
          items={[
            { label: 'Purchase date', value: warranty.purchaseDate },
            { label: 'Selling retailer', value: warranty.sellingRetailer.name },
            { label: 'Owner', value: warranty.owner.name },
            { label: 'Owner e-mail', value: warranty.owner.email },
            { label: 'Owner phone', value: warranty.owner.phone ?? '—' },
            {
              label: 'Proof of purchase',
              value: warranty.proofOfPurchaseFileName ? (
                <Button variant="text" onClick={onDownloadProof}>
                  Download {warranty.proofOfPurchaseFileName}
                </Button>
              ) : (
                'None attached'
              ),
            },
            {
              label: 'Registered',
              value: `${warranty.registeredAt.slice(0, 10)} by ${warranty.registeredBy}`,
            },
            { label: 'Source', value: WARRANTY_SOURCES[warranty.source] },
          ]}
        />
      </Card>
      <Card title="Coverage per component">
        <DataTable
          aria-label="Coverage per component"
          columns={coverageColumns(today)}
          data={warranty.coverages}
          getRowId={(row) => row.componentType}
        />
      </Card>
      <Card title="Claims">
        <DataTable
          aria-label="Claims on this unit"
          columns={claimColumns(onOpenClaim)}
          data={warranty.claims}
          getRowId={(row) => String(row.id)}
          empty={<Empty description="No claims on this unit." />}
        />
      </Card>
      <Card title="Status history">
        <StatusHistory
          label="Status history"
          changes={warranty.statusHistory}
          statusLabel={(status) => WARRANTY_STATUSES[status].label}
        />
      </Card>
    </ScreenLayout>
  );
}
