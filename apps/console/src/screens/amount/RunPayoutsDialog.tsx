import type { PayoutRunPreview, PayoutRunResult } from '@console/contract';
import { Button, DataTable, type DataTableProps, Dialog, Empty, Skeleton, vars } from '@console/ui';
import styled from 'styled-components';
import { MoneyCell } from '../../shared/money/MoneyCell';
import { PAYOUT_SKIP_REASONS } from '../../shared/money/money.labels';
import { PayoutStatusTag } from '../../shared/money/PayoutStatusTag';
import { destinationText, dollars } from '../../shared/money.logic';
import { countOf, runSummary } from './amount.logic';
import type { RunPayoutsState } from './runPayouts.logic';

type Queued = PayoutRunPreview['payouts'][number];
type Skipped = PayoutRunPreview['skipped'][number];
type Paid = PayoutRunResult['payouts'][number];

const Section = styled.section`
  margin-bottom: 16px;
  h3 {
    margin: 0 0 8px;
    font-size: 15px;
    font-weight: 600;
  }
`;

const Lead = styled.p`
  margin: 0 0 12px;
  font-size: 15px;
  color: ${vars.text};
`;

const Problem = styled.p`
  margin: 0 0 12px;
  color: ${vars.dangerText};
`;

const Reason = styled.span`
  display: flex;
  flex-direction: column;
  small {
    color: ${vars.textSecondary};
    font-size: 12px;
  }
`;

const queuedColumns: DataTableProps<Queued>['columns'] = [
  { id: 'company', header: 'Company', meta: { kind: 'name' }, cell: ({ row }) => row.original.companyName },
  {
    id: 'amount',
    header: 'Amount',
    meta: { kind: 'number' },
    cell: ({ row }) => <MoneyCell cents={row.original.amountCents} />,
  },
  {
    id: 'transactions',
    header: 'Transactions',
    meta: { kind: 'number' },
    cell: ({ row }) => row.original.transactionCount,
  },
  { id: 'destination', header: 'To', cell: ({ row }) => destinationText(row.original.destinationLast4) },
];

const skippedColumns: DataTableProps<Skipped>['columns'] = [
  { id: 'company', header: 'Company', meta: { kind: 'name' }, cell: ({ row }) => row.original.companyName },
  {
    id: 'available',
    header: 'Available',
    meta: { kind: 'number' },
    cell: ({ row }) => <MoneyCell cents={row.original.availableCents} />,
  },
  {
    id: 'reason',
    header: 'Why',
    cell: ({ row }) => (
      <Reason>
        {PAYOUT_SKIP_REASONS[row.original.reason]}
        <small>{row.original.message}</small>
      </Reason>
    ),
  },
];

const paidColumns: DataTableProps<Paid>['columns'] = [
  { id: 'number', header: 'Payout', meta: { kind: 'code' }, cell: ({ row }) => row.original.number },
  { id: 'company', header: 'Company', meta: { kind: 'name' }, cell: ({ row }) => row.original.companyName },
  {
    id: 'amount',
    header: 'Amount',
    meta: { kind: 'number' },
    cell: ({ row }) => <MoneyCell cents={row.original.amountCents} />,
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <PayoutStatusTag status={row.original.status} /> },
];

function SkippedTable({ skipped }: { skipped: readonly Skipped[] }) {
  if (!skipped.length) return null;
  return (
    <Section>
      <h3>Skipped ({skipped.length})</h3>
      <DataTable
        aria-label="Skipped companies"
        columns={skippedColumns}
        data={[...skipped]}
        getRowId={(row) => String(row.companyId)}
      />
    </Section>
  );
}

export interface RunPayoutsDialogProps {
  state: RunPayoutsState;
  onPreview: () => void;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Run payouts: the preview (who gets what, the total, who is skipped and why), Confirm to queue exactly the
 * previewed payouts, then what was queued. When balances moved since the preview it says so and previews
 * again on request.
 */
export function RunPayoutsDialog({ state, onPreview, onConfirm, onClose }: RunPayoutsDialogProps) {
  const close = <Button onClick={onClose}>{state.step === 'done' ? 'Done' : 'Cancel'}</Button>;
  const footer =
    state.step === 'preview' ? (
      <>
        {close}
        <Button
          variant="primary"
          loading={state.sending}
          disabled={state.preview.payouts.length === 0}
          onClick={onConfirm}
        >
          Confirm: queue {countOf(state.preview.payouts.length, 'payout')}
        </Button>
      </>
    ) : state.step === 'stale' || state.step === 'previewFailed' ? (
      <>
        {close}
        <Button variant="primary" onClick={onPreview}>
          Preview again
        </Button>
      </>
    ) : (
      close
    );
  return (
    <Dialog
      open={state.step !== 'closed'}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={state.step === 'done' ? 'Payouts queued' : 'Run payouts'}
      width="720px"
      dismissible={!(state.step === 'preview' && state.sending)}
      footer={footer}
    >
      {state.step === 'previewing' && <Skeleton rows={5} />}
      {(state.step === 'previewFailed' || state.step === 'stale') && (
        <Problem role="alert">{state.message}</Problem>
      )}
      {state.step === 'preview' && (
        <>
          <Lead>
            {state.preview.payouts.length
              ? `${countOf(state.preview.payouts.length, 'payout')} for ${dollars(state.preview.totalCents)} in total.`
              : 'No company is due a payout now.'}
          </Lead>
          {state.preview.payouts.length > 0 && (
            <Section>
              <h3>To pay ({state.preview.payouts.length})</h3>
              <DataTable
                aria-label="Payouts to queue"
                columns={queuedColumns}
                data={state.preview.payouts}
                getRowId={(row) => String(row.companyId)}
              />
            </Section>
          )}
          <SkippedTable skipped={state.preview.skipped} />
          {state.failure && <Problem role="alert">{state.failure}</Problem>}
        </>
      )}
      {state.step === 'done' && (
        <>
          <Lead role="status">{runSummary(state.result)}</Lead>
          <Section>
            <h3>Queued</h3>
            <DataTable
              aria-label="Queued payouts"
              columns={paidColumns}
              data={state.result.payouts}
              getRowId={(row) => String(row.id)}
              empty={<Empty description="No payout was queued." />}
            />
          </Section>
          <SkippedTable skipped={state.result.skipped} />
        </>
      )}
    </Dialog>
  );
}
