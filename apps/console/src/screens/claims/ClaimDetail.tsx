import type { ClaimDetail as Claim, ClaimApproveBody, ClaimLine, ClaimRejectBody } from '@console/contract';
import {
  Button,
  Card,
  DataTable,
  type DataTableProps,
  Descriptions,
  Empty,
  type FileUploadProps,
  Skeleton,
  Tag,
} from '@console/ui';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { humanise } from '../../shared/display.logic';
import { useSuccessMessage } from '../../shared/form/useSuccessMessage';
import { dollars } from '../../shared/money.logic';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { StatusHistory } from '../../shared/StatusHistory';
import { COMPONENT_NAMES } from '../warranty/warranty.logic';
import { ApproveForm } from './ApproveForm';
import { CLAIM_STATUSES, type ClaimAction, claimActions, LINE_KIND_NAMES, REASON_NAMES } from './claim.logic';
import { type NoteBody, NoteForm } from './NoteForm';
import { RejectForm } from './RejectForm';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Files = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

/** What the claim's actions do; each resolves when the server has answered. */
export interface ClaimHandlers {
  review: () => Promise<unknown>;
  requestInfo: (note: string) => Promise<unknown>;
  approve: (body: ClaimApproveBody) => Promise<unknown>;
  reject: (body: ClaimRejectBody) => Promise<unknown>;
  resubmit: (body: NoteBody) => Promise<unknown>;
  cancel: (note: string | undefined) => Promise<unknown>;
  reopen: (note: string) => Promise<unknown>;
  downloadAttachment: (fileName: string, originalName: string) => void;
  upload: FileUploadProps['upload'];
}

const ACTION_LABELS: Record<ClaimAction, string> = {
  review: 'Start review',
  requestInfo: 'Ask for information',
  approve: 'Approve…',
  reject: 'Reject…',
  resubmit: 'Resubmit',
  cancel: 'Cancel claim',
  reopen: 'Reopen',
};

const lineColumns = (claim: Claim): DataTableProps<ClaimLine>['columns'] => {
  const suggested = new Map(claim.suggestedLines.map((line) => [line.lineId, line.approvedCents]));
  return [
    { id: 'no', header: '#', meta: { kind: 'number' }, cell: ({ row }) => row.original.lineNo },
    { id: 'kind', header: 'Kind', cell: ({ row }) => LINE_KIND_NAMES[row.original.kind] },
    { id: 'code', header: 'Code', meta: { kind: 'code' }, cell: ({ row }) => row.original.code ?? '—' },
    { id: 'description', header: 'Description', cell: ({ row }) => row.original.description },
    { id: 'qty', header: 'Hours / qty', meta: { kind: 'number' }, cell: ({ row }) => row.original.quantity },
    {
      id: 'unit',
      header: 'Unit price',
      meta: { kind: 'number' },
      cell: ({ row }) => dollars(row.original.unitCents),
    },
    {
      id: 'claimed',
      header: 'Claimed',
      meta: { kind: 'number' },
      cell: ({ row }) => dollars(row.original.claimedCents),
    },
    ...(claim.suggestedLines.length > 0
      ? [
          {
            id: 'suggested',
            header: 'Rule suggests',
            meta: { kind: 'number' as const },
            cell: ({ row }: { row: { original: ClaimLine } }) => dollars(suggested.get(row.original.id)),
          },
        ]
      : []),
    {
      id: 'approved',
      header: 'Approved',
      meta: { kind: 'number' },
      cell: ({ row }) => dollars(row.original.approvedCents),
    },
    {
      id: 'decision',
      header: 'Decision',
      cell: ({ row }) =>
        row.original.decision === null
          ? '—'
          : `${humanise(row.original.decision)}${row.original.reasonCode ? `: ${REASON_NAMES[row.original.reasonCode]}` : ''}`,
    },
  ];
};

export interface ClaimDetailProps {
  claim: Claim;
  /** The viewer's user type: which actions show. */
  userType: number | undefined;
  /** The fulfillment type's name; undefined while the names are on their way (a placeholder shows). */
  fulfillmentTypeName: (id: number) => string | undefined;
  handlers: ClaimHandlers;
  /** The claim's return of parts, when it has one (rendered by the caller). */
  returns?: ReactNode;
  /** The onsite job action of a dispatcher of an onsite brand (rendered by the caller). */
  onsiteJob?: ReactNode;
}

/** One claim: the fault, the money line by line, the files, the return, the history, and what may be done. */
export function ClaimDetail({
  claim,
  userType,
  fulfillmentTypeName,
  handlers,
  returns,
  onsiteJob,
}: ClaimDetailProps) {
  const [acting, setActing] = useState<ClaimAction | null>(null);
  const status = CLAIM_STATUSES[claim.status];
  const done = () => setActing(null);
  const confirm = useSuccessMessage();
  const actions = claimActions(claim.status, userType);
  const rule = claim.ruleSnapshot ?? claim.ruleInForce;

  const form: Partial<Record<ClaimAction, ReactNode>> = {
    approve: <ApproveForm claim={claim} onApprove={handlers.approve} onDone={done} />,
    reject: <RejectForm claimNumber={claim.number} onReject={handlers.reject} onDone={done} />,
    requestInfo: (
      <NoteForm
        name={`Ask for information on ${claim.number}`}
        label="Question for the retailer"
        required
        submitLabel="Send back to the retailer"
        success="More information requested."
        onSend={(body) => handlers.requestInfo(body.note ?? '')}
        onDone={done}
      />
    ),
    resubmit: (
      <NoteForm
        name={`Resubmit ${claim.number}`}
        label="Answer"
        required={false}
        submitLabel="Resubmit claim"
        success="Claim resubmitted."
        upload={handlers.upload}
        onSend={handlers.resubmit}
        onDone={done}
      />
    ),
    cancel: (
      <NoteForm
        name={`Cancel ${claim.number}`}
        label="Why cancel"
        required={false}
        submitLabel="Cancel claim"
        success="Claim cancelled."
        danger
        onSend={(body) => handlers.cancel(body.note)}
        onDone={done}
      />
    ),
    reopen: (
      <NoteForm
        name={`Reopen ${claim.number}`}
        label="Why reopen"
        required
        submitLabel="Reopen for review"
        success="Claim reopened."
        onSend={(body) => handlers.reopen(body.note ?? '')}
        onDone={done}
      />
    ),
  };

  return (
    <ScreenLayout>
      <Actions>
        <Tag type={status.tag}>{status.label}</Tag>
        {acting === null &&
          actions.map((action) => (
            <Button
              key={action}
              variant={action === 'approve' || action === 'review' ? 'primary' : 'default'}
              onClick={() =>
                action === 'review'
                  ? void handlers.review().then(() => confirm('Review started.'))
                  : setActing(action)
              }
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
        {acting === null && onsiteJob}
      </Actions>
      {acting !== null && <Card title={ACTION_LABELS[acting].replace('…', '')}>{form[acting]}</Card>}
      <Card>
        <Descriptions
          title="Claim"
          bordered
          items={[
            { label: 'Serial number', value: claim.serialNumber },
            { label: 'Brand', value: claim.brand.name },
            { label: 'Retailer', value: claim.retailer.name },
            { label: 'Failure date', value: claim.failureDate },
            { label: 'Repair date', value: claim.repairDate ?? '—' },
            {
              label: 'Causal component',
              value: `${COMPONENT_NAMES[claim.causalComponentType]}${claim.causalPartNumber ? ` (${claim.causalPartNumber})` : ''}`,
            },
            {
              label: 'Fulfillment',
              value: fulfillmentTypeName(claim.fulfillmentTypeId) ?? (
                <Skeleton rows={0} aria-label="Fulfillment type loading" />
              ),
            },
            { label: 'Complaint', value: claim.complaint },
            { label: 'Diagnosis', value: claim.diagnosis ?? '—' },
            {
              label: 'Coverage',
              value: claim.coverage
                ? `Labor ${claim.coverage.laborCoveredPct}% · parts ${claim.coverage.partsCoveredPct}%`
                : '—',
            },
            {
              label: claim.ruleSnapshot ? 'Rule applied' : 'Rule in force',
              value: rule ? `${rule.name} (v${rule.version})` : 'None: paid as claimed',
            },
            { label: 'Submitted', value: `${claim.submittedAt.slice(0, 10)} (${claim.ageDays} days ago)` },
            { label: 'Reviewer', value: claim.assignee ?? '—' },
            { label: 'Claimed', value: dollars(claim.claimedTotalCents) },
            { label: 'Approved', value: dollars(claim.approvedTotalCents) },
            ...(claim.reasonCode ? [{ label: 'Reason', value: REASON_NAMES[claim.reasonCode] }] : []),
            ...(claim.compensatedAt
              ? [{ label: 'Compensated', value: claim.compensatedAt.slice(0, 10) }]
              : []),
          ]}
        />
      </Card>
      <Card title="Lines">
        <DataTable
          aria-label="Claim lines"
          columns={lineColumns(claim)}
          data={claim.lines}
          getRowId={(row) => String(row.id)}
        />
      </Card>
      <Card title="Files">
        {claim.attachments.length === 0 ? (
          <Empty description="No files attached." />
        ) : (
          <Files>
            {claim.attachments.map((file) => (
              <li key={file.fileName}>
                <Button
                  variant="text"
                  onClick={() => handlers.downloadAttachment(file.fileName, file.originalName)}
                >
                  {file.originalName}
                </Button>{' '}
                ({Math.ceil(file.size / 1024)} kB)
              </li>
            ))}
          </Files>
        )}
      </Card>
      {returns}
      <Card title="History">
        <StatusHistory
          label="Claim history"
          changes={claim.history}
          statusLabel={(status) => CLAIM_STATUSES[status].label}
        />
      </Card>
    </ScreenLayout>
  );
}
