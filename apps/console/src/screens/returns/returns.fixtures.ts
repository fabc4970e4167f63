import type { ReverseShipmentDetail, ReverseShipmentRow } from '@console/contract';
import type { Page } from '../../shared/page';

/** A return of parts as the API sends it (requested, nothing shipped yet). */
export const requestedReturn: ReverseShipmentDetail = {
  id: 12,
  rmaNumber: 'RMA-000012',
  claim: { id: 7, number: 'CLM-000007' },
  brand: { id: 10, name: 'Voltline' },
  retailer: { id: 20, name: 'Pedal Point' },
  direction: 'retailer_to_brand',
  carrier: null,
  trackingNumber: null,
  returnBy: '2026-12-06',
  overdue: false,
  status: 'requested',
  inspectionResult: null,
  createdAt: '2026-11-22T09:30:00Z',
  version: 1,
  shipFrom: 'Pedal Point\n12 Harbour St\nPortland, OR 97201',
  shipTo: 'Voltline Returns\n400 Industrial Way\nReno, NV 89502',
  items: [
    {
      id: 1,
      partNumber: 'VL-MOTOR-250',
      serialNumber: 'MT-88812',
      description: 'Rear hub motor 250 W',
      quantity: 1,
      receivedQuantity: null,
    },
    {
      id: 2,
      partNumber: 'VL-CABLE-07',
      serialNumber: null,
      description: 'Motor cable',
      quantity: 2,
      receivedQuantity: null,
    },
  ],
  labelFileName: null,
  inspectionNotes: null,
  receivedAt: null,
  inspectedAt: null,
  inspectedBy: null,
  history: [
    {
      from: null,
      to: 'requested',
      actor: null,
      reason: 'claim CLM-000007 approved',
      at: '2026-11-22T09:30:00Z',
    },
  ],
};

const LABEL = '0f3c2a1e-1111-4222-8333-444455556666.pdf';

/** The same return further along its way. */
export const labelIssuedReturn: ReverseShipmentDetail = {
  ...requestedReturn,
  status: 'label_issued',
  carrier: 'UPS',
  trackingNumber: '1Z999AA10000012',
  labelFileName: LABEL,
  version: 2,
  history: [
    ...requestedReturn.history,
    {
      from: 'requested',
      to: 'label_issued',
      actor: 'Bea Brand',
      reason: 'label issued (UPS)',
      at: '2026-11-23T10:00:00Z',
    },
  ],
};

export const inTransitReturn: ReverseShipmentDetail = {
  ...labelIssuedReturn,
  status: 'in_transit',
  version: 3,
  history: [
    ...labelIssuedReturn.history,
    {
      from: 'label_issued',
      to: 'in_transit',
      actor: 'Rick Retail',
      reason: 'shipped with UPS 1Z999AA10000012',
      at: '2026-11-24T15:20:00Z',
    },
  ],
};

export const receivedReturn: ReverseShipmentDetail = {
  ...inTransitReturn,
  status: 'received',
  receivedAt: '2026-11-27T08:05:00Z',
  items: requestedReturn.items.map((item) => ({ ...item, receivedQuantity: item.quantity })),
  version: 4,
  history: [
    ...inTransitReturn.history,
    {
      from: 'in_transit',
      to: 'received',
      actor: 'Bea Brand',
      reason: 'received complete',
      at: '2026-11-27T08:05:00Z',
    },
  ],
};

export const inspectedReturn: ReverseShipmentDetail = {
  ...receivedReturn,
  status: 'inspected',
  inspectionResult: 'no_fault_found',
  inspectionNotes: 'Motor runs fine on the bench.',
  inspectedAt: '2026-11-28T11:45:00Z',
  inspectedBy: 'Bea Brand',
  version: 5,
  history: [
    ...receivedReturn.history,
    {
      from: 'received',
      to: 'inspected',
      actor: 'Bea Brand',
      reason: 'no fault found',
      at: '2026-11-28T11:45:00Z',
    },
  ],
};

export const closedReturn: ReverseShipmentDetail = {
  ...inspectedReturn,
  status: 'closed',
  version: 6,
  history: [
    ...inspectedReturn.history,
    { from: 'inspected', to: 'closed', actor: 'Ada Admin', reason: 'closed', at: '2026-11-29T09:00:00Z' },
  ],
};

/** A list row of `detail`. */
export function rowOf({
  shipFrom: _from,
  shipTo: _to,
  items: _items,
  labelFileName: _label,
  inspectionNotes: _notes,
  receivedAt: _received,
  inspectedAt: _inspectedAt,
  inspectedBy: _inspectedBy,
  history: _history,
  ...row
}: ReverseShipmentDetail): ReverseShipmentRow {
  return row;
}

/** `total` rows for the list, answered a page at a time. */
export function returnPages(total: number) {
  const statuses = ['requested', 'label_issued', 'in_transit', 'received', 'inspected'] as const;
  const rows: ReverseShipmentRow[] = Array.from({ length: total }, (_, index) => {
    const n = index + 1;
    const status = statuses[index % statuses.length] ?? 'requested';
    return {
      ...rowOf(requestedReturn),
      id: n,
      rmaNumber: `RMA-${String(n).padStart(6, '0')}`,
      claim: { id: 100 + n, number: `CLM-${String(100 + n).padStart(6, '0')}` },
      status,
      overdue: n === 1,
      carrier: status === 'requested' ? null : 'UPS',
      trackingNumber: status === 'requested' ? null : `1Z${String(n).padStart(8, '0')}`,
      inspectionResult: status === 'inspected' ? 'confirmed_defect' : null,
      returnBy: n === 1 ? '2026-11-01' : '2026-12-06',
    };
  });
  return (query: { pageNum: number; pageSize: number }): Promise<Page<ReverseShipmentRow>> =>
    Promise.resolve({
      rows: rows.slice((query.pageNum - 1) * query.pageSize, query.pageNum * query.pageSize),
      total,
    });
}
