import type { CompanyDocument, CompanyDocumentReviewBody, DocumentSlot } from '@console/contract';
import { Button, Card, DataTable, type DataTableProps, Descriptions, Empty, Tag, vars } from '@console/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useSuccessMessage } from '../../shared/form/useSuccessMessage';
import { historyTime, StatusHistory } from '../../shared/StatusHistory';
import { DocumentRejectForm } from './DocumentRejectForm';
import { DOCUMENT_STATUSES, documentTypeLabel, expiryState, expiryText, fileSize } from './documents.logic';

const Title = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
`;

const Reason = styled.span`
  color: ${vars.dangerText};
`;

const More = styled.details`
  margin-top: 12px;
  summary {
    cursor: pointer;
    color: ${vars.textRegular};
    margin-bottom: 8px;
  }
`;

/** An admin's review of the current document; each resolves when the server has answered. */
export interface DocumentReviewHandlers {
  startReview: (document: CompanyDocument) => Promise<unknown>;
  approve: (document: CompanyDocument) => Promise<unknown>;
  reject: (document: CompanyDocument, body: CompanyDocumentReviewBody) => Promise<unknown>;
}

export interface DocumentCardProps {
  slot: DocumentSlot;
  /** Today as YYYY-MM-DD: how the expiry reads. */
  today: string;
  onDownload: (document: CompanyDocument) => void;
  /** Offered to the company's owner or a manager; absent: read-only. */
  onUpload?: (slot: DocumentSlot) => void;
  /** An admin's review actions; absent: no review. */
  review?: DocumentReviewHandlers;
}

function FileButton({ document, onDownload }: { document: CompanyDocument; onDownload: () => void }) {
  return (
    <Button variant="text" onClick={onDownload} aria-label={`Download ${document.file.originalName}`}>
      {document.file.originalName}
    </Button>
  );
}

function ExpiryTag({ document, today }: { document: CompanyDocument; today: string }) {
  const state = expiryState(document, today);
  if (state === 'soon' && document.status === 'approved') return <Tag type="warning">Expires soon</Tag>;
  if (state === 'passed' && document.status !== 'expired') return <Tag type="danger">Date passed</Tag>;
  return null;
}

const earlierColumns = (
  today: string,
  onDownload: (document: CompanyDocument) => void,
): DataTableProps<CompanyDocument>['columns'] => [
  {
    id: 'uploadedAt',
    header: 'Uploaded',
    meta: { kind: 'date' },
    cell: ({ row }) => historyTime(row.original.uploadedAt),
  },
  {
    id: 'file',
    header: 'File',
    cell: ({ row }) => <FileButton document={row.original} onDownload={() => onDownload(row.original)} />,
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => DOCUMENT_STATUSES[row.original.status].label,
  },
  { id: 'expiresOn', header: 'Expires', cell: ({ row }) => expiryText(row.original, today) },
  { id: 'reason', header: 'Rejection reason', cell: ({ row }) => row.original.rejectionReason ?? '' },
];

/**
 * One kind of company document: its current version (file, status, expiry, who uploaded and reviewed it, why
 * it was rejected), what the viewer may do with it (upload a new version, or review it as an admin), the
 * current version's history and the versions it superseded, which are kept.
 */
export function DocumentCard({ slot, today, onDownload, onUpload, review }: DocumentCardProps) {
  const [rejecting, setRejecting] = useState(false);
  const confirm = useSuccessMessage();
  const { current } = slot;
  const name = documentTypeLabel(slot.type);
  const status = current ? DOCUMENT_STATUSES[current.status] : null;
  const waiting = current?.status === 'uploaded' || current?.status === 'under_review';
  return (
    <Card
      role="region"
      aria-label={name}
      titleAs="h3"
      title={
        <Title>
          {name}
          {slot.required && (
            <Tag size="small" type="primary">
              Required
            </Tag>
          )}
        </Title>
      }
      extra={status ? <Tag type={status.tag}>{status.label}</Tag> : <Tag>Not uploaded</Tag>}
    >
      {current ? (
        <Descriptions
          columns={1}
          items={[
            {
              label: 'File',
              value: (
                <>
                  <FileButton document={current} onDownload={() => onDownload(current)} /> (
                  {fileSize(current.file.size)})
                </>
              ),
            },
            {
              label: 'Expires',
              value: (
                <>
                  {expiryText(current, today)} <ExpiryTag document={current} today={today} />
                </>
              ),
            },
            {
              label: 'Uploaded',
              value: `${historyTime(current.uploadedAt)} by ${current.uploadedBy ?? 'the platform'}`,
            },
            ...(current.reviewedAt
              ? [
                  {
                    label: 'Reviewed',
                    value: `${historyTime(current.reviewedAt)} by ${current.reviewedBy ?? 'an admin'}`,
                  },
                ]
              : []),
            ...(current.rejectionReason
              ? [{ label: 'Rejection reason', value: <Reason>{current.rejectionReason}</Reason> }]
              : []),
          ]}
        />
      ) : (
        <Empty description={`No ${name} uploaded yet.`} />
      )}
      {!rejecting && (onUpload || (review && waiting)) && (
        <Actions>
          {onUpload && (
            <Button variant={current ? 'default' : 'primary'} onClick={() => onUpload(slot)}>
              {current ? 'Upload a new version' : `Upload ${name}`}
            </Button>
          )}
          {review && current && current.status === 'uploaded' && (
            <Button onClick={() => void review.startReview(current).then(() => confirm('Review started.'))}>
              Start review
            </Button>
          )}
          {review && current && waiting && (
            <>
              <Button
                variant="primary"
                onClick={() => void review.approve(current).then(() => confirm('Document approved.'))}
              >
                Approve
              </Button>
              <Button variant="danger" onClick={() => setRejecting(true)}>
                Reject…
              </Button>
            </>
          )}
        </Actions>
      )}
      {rejecting && review && current && (
        <DocumentRejectForm
          documentName={name}
          onReject={(body) => review.reject(current, body)}
          onDone={() => setRejecting(false)}
        />
      )}
      {current && (
        <More>
          <summary>History of this version</summary>
          <StatusHistory
            label={`History of the current ${name}`}
            changes={current.statusHistory}
            statusLabel={(value) => DOCUMENT_STATUSES[value].label}
          />
        </More>
      )}
      {slot.earlier.length > 0 && (
        <More>
          <summary>Earlier versions ({slot.earlier.length})</summary>
          <DataTable
            aria-label={`Earlier versions of ${name}`}
            columns={earlierColumns(today, onDownload)}
            data={slot.earlier}
            getRowId={(row) => String(row.id)}
          />
        </More>
      )}
    </Card>
  );
}
