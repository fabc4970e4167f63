import type { WarrantyDetail as Warranty, WarrantyCoverage } from '@console/contract';
import { AppLink, Card, DataTable, type DataTableProps, Descriptions, Tag } from '@console/ui';
import styled from 'styled-components';
import { humanise } from '../../shared/display.logic';
import { COMPONENT_NAMES, coverageEnd, coverageRunning, WARRANTY_STATUSES } from './warranty.logic';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

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
  { id: 'term', header: 'Term', cell: ({ row }) => row.original.termCode },
  { id: 'startsOn', header: 'Starts', cell: ({ row }) => row.original.startsOn },
  { id: 'endsOn', header: 'Ends', cell: ({ row }) => coverageEnd(row.original.endsOn) },
  {
    id: 'labor',
    header: 'Labour',
    meta: { align: 'right' },
    cell: ({ row }) => `${row.original.laborCoveredPct}%`,
  },
  {
    id: 'parts',
    header: 'Parts',
    meta: { align: 'right' },
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

export interface WarrantyDetailProps {
  warranty: Warranty;
  /** Today as YYYY-MM-DD: which coverages still run. */
  today: string;
}

/** /warranty/detail: the unit, its owner, and its frozen coverages per component. */
export function WarrantyDetail({ warranty, today }: WarrantyDetailProps) {
  const status = WARRANTY_STATUSES[warranty.status];
  return (
    <Layout>
      <Header>
        <h2>Warranty {warranty.serialNumber}</h2>
        <Tag type={status.tag}>{status.label}</Tag>
        <AppLink to="/warranty/index">Back to the list</AppLink>
      </Header>
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
            { label: 'Proof of purchase', value: warranty.proofOfPurchaseFileName ?? 'None attached' },
            {
              label: 'Registered',
              value: `${warranty.registeredAt.slice(0, 10)} by ${warranty.registeredBy}`,
            },
            { label: 'Source', value: humanise(warranty.source) },
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
    </Layout>
  );
}
