import type { WebhookEndpointRow } from '@console/contract';
import { Button, Card, DataTable, type DataTableProps, Empty, vars } from '@console/ui';
import styled from 'styled-components';
import { LoadFailed } from '../../shared/LoadFailed';
import { eventsText, failingBanner, successRateText, utcMinute } from './developer.logic';
import { EndpointStatusTag } from './EndpointStatusTag';

export const Warning = styled.p`
  margin: 0;
  padding: 10px 14px;
  border: 1px solid ${vars.danger};
  border-radius: ${vars.radius};
  background: ${vars.dangerLight};
  color: ${vars.dangerText};
`;

const UrlButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${vars.primaryReadable};
  font: inherit;
  text-align: left;
  word-break: break-all;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

const Muted = styled.div`
  color: ${vars.textSecondary};
  font-size: 12px;
`;

type Column = DataTableProps<WebhookEndpointRow>['columns'][number];

export interface WebhookEndpointListProps {
  endpoints: WebhookEndpointRow[] | undefined;
  failed: boolean;
  onRetry: () => void;
  /** Owners add and change endpoints; others read them. */
  canManage: boolean;
  onAdd: () => void;
  onOpen: (id: number) => void;
}

/** The company's endpoints: where each sends, whether it works, and how its deliveries went lately. */
export function WebhookEndpointList({
  endpoints,
  failed,
  onRetry,
  canManage,
  onAdd,
  onOpen,
}: WebhookEndpointListProps) {
  const columns: Column[] = [
    {
      id: 'url',
      header: 'URL',
      cell: ({ row }) => (
        <>
          <UrlButton type="button" onClick={() => onOpen(row.original.id)}>
            {row.original.url}
          </UrlButton>
          {row.original.description ? <Muted>{row.original.description}</Muted> : null}
        </>
      ),
    },
    { id: 'status', header: 'Status', cell: ({ row }) => <EndpointStatusTag endpoint={row.original} /> },
    { id: 'events', header: 'Events', cell: ({ row }) => eventsText(row.original.eventTypes) },
    {
      id: 'successRate',
      header: 'Success (7 days)',
      meta: { kind: 'number' },
      cell: ({ row }) => successRateText(row.original.successRate),
    },
    {
      id: 'lastDelivery',
      header: 'Last delivery (UTC)',
      meta: { kind: 'date' },
      cell: ({ row }) =>
        row.original.lastDeliveryAt
          ? `${utcMinute(row.original.lastDeliveryAt)} · ${row.original.lastDeliveryStatus === 'succeeded' ? 'OK' : 'Failed'}`
          : 'None yet',
    },
  ];
  const banner = endpoints ? failingBanner(endpoints) : null;
  return (
    <>
      {banner ? <Warning role="alert">{banner}</Warning> : null}
      <Card
        title="Webhook endpoints"
        titleAs="h3"
        padded={false}
        extra={
          canManage ? (
            <Button variant="primary" onClick={onAdd}>
              Add endpoint
            </Button>
          ) : null
        }
      >
        {failed ? (
          <LoadFailed message="The endpoints could not be loaded." onRetry={onRetry} />
        ) : (
          <DataTable
            aria-label="Webhook endpoints"
            columns={columns}
            data={endpoints ?? []}
            loading={endpoints === undefined}
            getRowId={(row) => String(row.id)}
            onRowClick={(row) => onOpen(row.id)}
            empty={
              <Empty
                description="No endpoints yet. Add one to receive warranty, claim, booking, payout and onsite events as they happen."
                imageSize={60}
              />
            }
          />
        )}
      </Card>
    </>
  );
}
