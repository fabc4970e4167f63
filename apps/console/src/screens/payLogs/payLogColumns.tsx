import type { PayLogRow } from '@console/contract';
import { type DictOption, parseTime } from '@console/core';
import { Button, type DataTableProps, DictTag, type DictTagOption } from '@console/ui';
import styled from 'styled-components';
import { MoneyCell } from '../../shared/money/MoneyCell';
import { codeLabel, signedCents } from '../../shared/money/payLogWords';
import { auditActionOf, mayCorrect, type PayLogViewer } from './payLogs.logic';

export type PayLogColumn = DataTableProps<PayLogRow>['columns'][number];

const Muted = styled.span`
  color: var(--console-text-secondary);
`;

const Actions = styled.span`
  display: inline-flex;
  gap: 8px;
  white-space: nowrap;
`;

/** Day and time of an ISO timestamp, on the viewer's clock. */
export const whenText = (iso: string | null) => (iso ? (parseTime(iso, '{y}-{m}-{d} {h}:{i}') ?? '') : '—');

/** The payment-log dictionaries, as the columns show them. */
export interface PayLogWords {
  statusOptions: readonly DictTagOption[];
  categoryOptions: readonly DictOption[];
}

/** What a row's buttons do (its number opens its details). */
export interface PayLogRowActions {
  onAudit: (log: PayLogRow) => void;
  onCorrect: (log: PayLogRow) => void;
}

/** The log's number, opening its details. */
export function numberColumn(onOpen: (log: PayLogRow) => void): PayLogColumn {
  return {
    id: 'id',
    header: 'No.',
    meta: { kind: 'code' },
    cell: ({ row }) => (
      <Button variant="text" onClick={() => onOpen(row.original)}>
        #{row.original.id}
      </Button>
    ),
  };
}

export const enteredColumn: PayLogColumn = {
  id: 'createdAt',
  header: 'Entered',
  meta: { kind: 'date' },
  cell: ({ row }) => whenText(row.original.createdAt),
};

export const companyColumn: PayLogColumn = {
  id: 'company',
  header: 'Company',
  meta: { kind: 'name' },
  cell: ({ row }) => row.original.companyName,
};

export const amountColumn: PayLogColumn = {
  id: 'amount',
  header: 'Amount',
  meta: { kind: 'number' },
  cell: ({ row }) => <MoneyCell cents={signedCents(row.original)} signed />,
};

export function categoryColumn(words: PayLogWords): PayLogColumn {
  return {
    id: 'category',
    header: 'Category',
    cell: ({ row }) => codeLabel(words.categoryOptions, row.original.category),
  };
}

export const referenceColumn: PayLogColumn = {
  id: 'reference',
  header: 'Reference',
  meta: { kind: 'code' },
  cell: ({ row }) => row.original.externalReference ?? <Muted>—</Muted>,
};

export function statusColumn(words: PayLogWords): PayLogColumn {
  return {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <DictTag options={words.statusOptions} value={row.original.status} size="small" />,
  };
}

export const enteredByColumn: PayLogColumn = {
  id: 'createdBy',
  header: 'Entered by',
  cell: ({ row }) => row.original.createdBy,
};

export const auditedByColumn: PayLogColumn = {
  id: 'auditedBy',
  header: 'Audited by',
  cell: ({ row }) =>
    row.original.auditedBy ? (
      <>
        {row.original.auditedBy}
        <br />
        <Muted>{whenText(row.original.auditedAt)}</Muted>
      </>
    ) : (
      <Muted>—</Muted>
    ),
};

export const evidenceColumn: PayLogColumn = {
  id: 'evidence',
  header: 'Evidence',
  cell: ({ row }) => (row.original.hasEvidence ? 'Attached' : <Muted>None</Muted>),
};

/**
 * What the viewer may do with a row: audit a log someone else entered, see that their own awaits another
 * administrator, correct an approved log with something left to correct.
 */
export function actionsColumn(viewer: PayLogViewer, actions: PayLogRowActions): PayLogColumn {
  return {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => {
      const log = row.original;
      const audit = auditActionOf(log, viewer);
      return (
        <Actions>
          {audit === 'audit' && (
            <Button variant="primary" onClick={() => actions.onAudit(log)}>
              Audit
            </Button>
          )}
          {audit === 'ownLog' && <Muted>Awaits another administrator</Muted>}
          {mayCorrect(log, viewer) && <Button onClick={() => actions.onCorrect(log)}>Correct</Button>}
        </Actions>
      );
    },
  };
}
