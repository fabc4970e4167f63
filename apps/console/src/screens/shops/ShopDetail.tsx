import {
  hoursText,
  type ShopDetail as Shop,
  type ShopEmployee,
  type ShopService,
  type StoredHoursException,
  WEEKDAYS,
} from '@console/contract';
import { AppLink, Button, Card, DataTable, type DataTableProps, Descriptions, Empty, Tag } from '@console/ui';
import styled from 'styled-components';
import { humanise, timezoneName } from '../../shared/display.logic';
import { WEEKDAY_NAMES } from '../../shared/hours/hours.logic';
import { dollars } from '../../shared/money.logic';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { dayWithNote, SHOP_STATUSES, stateLabel } from './shops.logic';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-left: auto;
`;

const activeTag = (active: boolean) => (active ? <Tag type="success">Active</Tag> : <Tag>Inactive</Tag>);

const exceptionColumns: DataTableProps<StoredHoursException>['columns'] = [
  { id: 'date', header: 'Date', meta: { kind: 'date' }, cell: ({ row }) => row.original.date },
  { id: 'hours', header: 'Hours', cell: ({ row }) => hoursText(row.original.hours) },
  { id: 'note', header: 'Note', cell: ({ row }) => row.original.note ?? '—' },
];

const employeeColumns: DataTableProps<ShopEmployee>['columns'] = [
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
  { id: 'position', header: 'Position', cell: ({ row }) => humanise(row.original.position) },
  { id: 'status', header: 'Status', cell: ({ row }) => activeTag(row.original.active) },
];

const serviceColumns = (categoryLabel: (value: string) => string): DataTableProps<ShopService>['columns'] => [
  { id: 'name', header: 'Service', cell: ({ row }) => row.original.name },
  { id: 'category', header: 'Category', cell: ({ row }) => categoryLabel(row.original.category) },
  {
    id: 'duration',
    header: 'Duration',
    meta: { kind: 'number' },
    cell: ({ row }) => `${row.original.durationMinutes} min`,
  },
  {
    id: 'price',
    header: 'Price',
    meta: { kind: 'number' },
    cell: ({ row }) => dollars(row.original.priceCents),
  },
  { id: 'status', header: 'Status', cell: ({ row }) => activeTag(row.original.active) },
];

export interface ShopDetailProps {
  shop: Shop;
  /** The list the page belongs to: /company/shop, or /admin/shop/index. */
  listPath: string;
  /** Shows the company (an admin's view of every company's shops). */
  showCompany?: boolean;
  /** A service category's label (the dictionary's), by its value. */
  categoryLabel?: (value: string) => string;
  onEdit: () => void;
  onDeactivate: () => void;
  onReactivate: () => void;
}

/** A shop's page: address and clock, its week and the exceptions ahead, who works there and what it offers. */
export function ShopDetail({
  shop,
  listPath,
  showCompany = false,
  categoryLabel = humanise,
  onEdit,
  onDeactivate,
  onReactivate,
}: ShopDetailProps) {
  const status = SHOP_STATUSES[shop.status];
  const { address } = shop;
  return (
    <ScreenLayout>
      <Heading>
        <h2>{shop.name}</h2>
        <Tag type={status.tag}>{status.label}</Tag>
        <AppLink to={listPath}>Back to the list</AppLink>
        <Actions>
          {shop.editable && (
            <Button variant="primary" onClick={onEdit}>
              Edit
            </Button>
          )}
          {shop.statusChangeable &&
            (shop.status === 'active' ? (
              <Button variant="danger" onClick={onDeactivate}>
                Deactivate
              </Button>
            ) : (
              <Button onClick={onReactivate}>Reactivate</Button>
            ))}
        </Actions>
      </Heading>
      <Card>
        <Descriptions
          title="Shop"
          bordered
          items={[
            ...(showCompany ? [{ label: 'Company', value: shop.company.name }] : []),
            {
              label: 'Address',
              value: [
                address.street,
                address.street2,
                `${address.city}, ${stateLabel(address.state)} ${address.zip}`,
              ]
                .filter(Boolean)
                .join(', '),
              span: 2,
            },
            { label: 'Phone', value: shop.phone ?? '—' },
            { label: 'Time zone', value: timezoneName(shop.timezone) },
            {
              label: 'Map coordinates',
              value: shop.coordinates ? `${shop.coordinates.lat}, ${shop.coordinates.lng}` : '—',
            },
            { label: `Today (${shop.today.date})`, value: dayWithNote(shop.today) },
          ]}
        />
      </Card>
      <Card title="Opening hours">
        <Descriptions
          columns={1}
          items={WEEKDAYS.map((day) => ({
            key: day,
            label: WEEKDAY_NAMES[day],
            value: hoursText(shop.hours[day]),
          }))}
        />
      </Card>
      <Card title="Exceptions ahead">
        <DataTable
          aria-label="Exceptions"
          columns={exceptionColumns}
          data={shop.exceptions}
          getRowId={(row) => row.date}
          empty={<Empty description="No exceptions ahead: the regular week applies." />}
        />
      </Card>
      <Card title="Employees working here">
        <DataTable
          aria-label="Employees"
          columns={employeeColumns}
          data={shop.employees}
          getRowId={(row) => String(row.id)}
          empty={<Empty description="No employees work here yet." />}
        />
      </Card>
      <Card title="Services offered here">
        <DataTable
          aria-label="Services"
          columns={serviceColumns(categoryLabel)}
          data={shop.services}
          getRowId={(row) => String(row.id)}
          empty={<Empty description="No services are offered here yet." />}
        />
      </Card>
    </ScreenLayout>
  );
}
