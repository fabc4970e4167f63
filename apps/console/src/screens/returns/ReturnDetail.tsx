import type {
  ReturnCancelBody,
  ReturnCloseBody,
  ReturnInspectBody,
  ReturnLabelBody,
  ReturnReceiveBody,
  ReturnShipBody,
  ReturnUpdateBody,
  ReverseShipmentDetail,
  ReverseShipmentItem,
} from '@console/contract';
import {
  Button,
  Card,
  DataTable,
  type DataTableProps,
  Descriptions,
  Empty,
  type FileUploadProps,
  Tag,
} from '@console/ui';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { StatusHistory } from '../../shared/StatusHistory';
import {
  CancelForm,
  CloseForm,
  InspectForm,
  LabelForm,
  ReceiveForm,
  ShipForm,
  UpdateForm,
} from './ReturnForms';

import {
  DIRECTION_NAMES,
  INSPECTION_RESULTS,
  RETURN_STATUSES,
  type ReturnAction,
  returnActions,
  trackingLabel,
} from './return.logic';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Section = styled.section`
  h4 {
    margin: 0 0 8px;
    font-size: 15px;
    font-weight: 600;
  }
`;

const Address = styled.span`
  white-space: pre-line;
`;

/** What the return's actions do; each resolves when the server has answered. */
export interface ReturnHandlers {
  update: (body: ReturnUpdateBody) => Promise<unknown>;
  label: (body: ReturnLabelBody) => Promise<unknown>;
  ship: (body: ReturnShipBody) => Promise<unknown>;
  receive: (body: ReturnReceiveBody) => Promise<unknown>;
  inspect: (body: ReturnInspectBody) => Promise<unknown>;
  close: (body: ReturnCloseBody) => Promise<unknown>;
  cancel: (body: ReturnCancelBody) => Promise<unknown>;
  /** Saves the shipping label (GET /returns/:id/label). */
  downloadLabel: () => Promise<unknown>;
  /** Uploads a label file; the stored name goes into the label body. */
  upload: FileUploadProps['upload'];
}

/** Each action's button, and the title of its form. */
export const ACTION_LABELS: Record<ReturnAction, string> = {
  label: 'Issue label',
  ship: 'Mark shipped',
  receive: 'Receive',
  inspect: 'Inspect',
  close: 'Close return',
  update: 'Edit addresses',
  cancel: 'Cancel return',
};

const PRIMARY: readonly ReturnAction[] = ['label', 'ship', 'receive', 'inspect'];

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');

const itemColumns: DataTableProps<ReverseShipmentItem>['columns'] = [
  {
    id: 'partNumber',
    header: 'Part number',
    meta: { kind: 'code' },
    cell: ({ row }) => row.original.partNumber,
  },
  {
    id: 'serial',
    header: 'Serial',
    meta: { kind: 'code' },
    cell: ({ row }) => row.original.serialNumber ?? '—',
  },
  { id: 'description', header: 'Description', cell: ({ row }) => row.original.description },
  { id: 'quantity', header: 'Quantity', meta: { kind: 'number' }, cell: ({ row }) => row.original.quantity },
  {
    id: 'received',
    header: 'Received',
    meta: { kind: 'number' },
    cell: ({ row }) => row.original.receivedQuantity ?? '—',
  },
];

export interface ReturnDetailProps {
  shipment: ReverseShipmentDetail;
  /** The viewer's user type (1 brand, 2 retailer, 3 admin): which actions show. */
  userType: number | undefined;
  handlers: ReturnHandlers;
  /** The claim's number as a link, where the viewer may open it; its plain number otherwise. */
  claimLink?: ReactNode;
}

/** One return of parts (RMA): where it goes, what is in it, how it was inspected, and what may be done. */
export function ReturnDetail({ shipment, userType, handlers, claimLink }: ReturnDetailProps) {
  const [acting, setActing] = useState<ReturnAction | null>(null);
  const status = RETURN_STATUSES[shipment.status];
  const actions = returnActions(shipment.status, userType);
  const done = () => setActing(null);
  const inspection = shipment.inspectionResult ? INSPECTION_RESULTS[shipment.inspectionResult] : null;

  const forms: Record<ReturnAction, ReactNode> = {
    update: <UpdateForm shipment={shipment} onSend={handlers.update} onDone={done} />,
    label: <LabelForm shipment={shipment} upload={handlers.upload} onSend={handlers.label} onDone={done} />,
    ship: <ShipForm shipment={shipment} onSend={handlers.ship} onDone={done} />,
    receive: <ReceiveForm shipment={shipment} onSend={handlers.receive} onDone={done} />,
    inspect: <InspectForm shipment={shipment} onSend={handlers.inspect} onDone={done} />,
    close: <CloseForm shipment={shipment} onSend={handlers.close} onDone={done} />,
    cancel: <CancelForm shipment={shipment} onSend={handlers.cancel} onDone={done} />,
  };

  return (
    <ScreenLayout>
      <Actions>
        <Tag type={status.tag}>{status.label}</Tag>
        {shipment.overdue && <Tag type="danger">Overdue</Tag>}
        {acting === null &&
          actions.map((action) => (
            <Button
              key={action}
              variant={PRIMARY.includes(action) ? 'primary' : action === 'cancel' ? 'danger' : 'default'}
              onClick={() => setActing(action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
      </Actions>
      {acting !== null && (
        <Card title={ACTION_LABELS[acting]} titleAs="h4">
          {forms[acting]}
        </Card>
      )}
      <Descriptions
        title={`Return ${shipment.rmaNumber}`}
        bordered
        columns={2}
        items={[
          { label: 'RMA number', value: shipment.rmaNumber },
          { label: 'Claim', value: claimLink ?? shipment.claim.number },
          { label: 'Brand', value: shipment.brand.name },
          { label: 'Retailer', value: shipment.retailer.name },
          { label: 'Direction', value: DIRECTION_NAMES[shipment.direction] },
          { label: 'Return by', value: shipment.returnBy },
          { label: 'Ship from', value: <Address>{shipment.shipFrom}</Address> },
          { label: 'Ship to', value: <Address>{shipment.shipTo}</Address> },
          { label: 'Carrier and tracking', value: trackingLabel(shipment.carrier, shipment.trackingNumber) },
          {
            label: 'Label',
            value: shipment.labelFileName ? (
              <Button variant="text" onClick={() => void handlers.downloadLabel()}>
                Download label
              </Button>
            ) : (
              'None'
            ),
          },
          { label: 'Received', value: when(shipment.receivedAt) },
        ]}
      />
      <Section aria-labelledby={`items-${shipment.id}`}>
        <h4 id={`items-${shipment.id}`}>Items</h4>
        <DataTable
          aria-label="Returned items"
          columns={itemColumns}
          data={shipment.items}
          getRowId={(row) => String(row.id)}
        />
      </Section>
      <Section aria-labelledby={`inspection-${shipment.id}`}>
        <h4 id={`inspection-${shipment.id}`}>Inspection</h4>
        {inspection ? (
          <Descriptions
            bordered
            columns={2}
            items={[
              { label: 'Result', value: <Tag type={inspection.tag}>{inspection.label}</Tag> },
              { label: 'Notes', value: shipment.inspectionNotes ?? '—' },
              { label: 'Inspected by', value: shipment.inspectedBy ?? '—' },
              { label: 'Inspected at', value: when(shipment.inspectedAt) },
            ]}
          />
        ) : (
          <Empty imageSize={48} description="Not inspected yet." />
        )}
      </Section>
      <Section aria-labelledby={`history-${shipment.id}`}>
        <h4 id={`history-${shipment.id}`}>History</h4>
        <StatusHistory
          label="Return history"
          changes={shipment.history}
          statusLabel={(status) => RETURN_STATUSES[status].label}
        />
      </Section>
    </ScreenLayout>
  );
}
