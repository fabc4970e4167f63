import type { OnsiteJobDetail, OnsitePart, ServiceOrderDocument } from '@console/contract';
import { AppLink, Button, Card, DataTable, type DataTableProps, Descriptions, Empty } from '@console/ui';
import styled from 'styled-components';
import { timezoneLabel } from '../../shared/display.logic';
import { ScreenLayout } from '../../shared/ScreenLayout';
import { StatusHistory } from '../../shared/StatusHistory';
import { shopTime } from '../bookings/bookings.logic';
import { clockHour, durationLabel, JOB_BUTTONS, type JobButton } from './dispatch.logic';
import { JobDelayedBadge } from './JobDelayedBadge';
import { JobDrawerImages } from './JobDrawerImages';
import { JobOverdueBadge } from './JobOverdueBadge';
import { JobStatusTag } from './JobStatusTag';
import { jobStatusLabel, PRIORITY_LABELS, SERVICE_TYPE_LABELS } from './jobStatus';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Notice = styled.p`
  margin: 0;
  color: var(--console-danger-text);
  &:empty {
    display: none;
  }
`;

const partColumns: DataTableProps<OnsitePart>['columns'] = [
  { id: 'code', header: 'Code', meta: { kind: 'code' }, cell: ({ row }) => row.original.code },
  { id: 'description', header: 'Part', cell: ({ row }) => row.original.description },
  { id: 'quantity', header: 'Qty', meta: { kind: 'number' }, cell: ({ row }) => row.original.quantity },
];

/** The claim a job was made from, opened in its warranty's page. */
export function claimPath(job: Pick<OnsiteJobDetail, 'claim' | 'warranty'>): string | null {
  if (!job.claim) return null;
  return job.warranty
    ? `/warranty/detail?id=${job.warranty.id}&claim=${job.claim.id}`
    : `/warranty/detail?claim=${job.claim.id}`;
}

export interface JobDrawerDetailProps {
  job: OnsiteJobDetail;
  /** The dispatcher's actions the job's status allows (none for others). */
  buttons: readonly JobButton[];
  onButton: (button: JobButton) => void;
  /** The action being sent (its button spins). */
  busy?: JobButton | null;
  /** What the last refused action said. */
  notice?: string | null;
  /** Whether the viewer may issue a new version of the service order (a dispatcher, a completed job). */
  canReissue: boolean;
  onReissue: () => void;
  onDownload: (document: ServiceOrderDocument) => void;
  loadImage: (fileName: string) => Promise<Blob>;
  /** The customer's local time is shown at this instant. */
  now?: Date;
}

/**
 * One onsite job, every time on the customer's clock: status, where and when, the unit and its claim, the plan,
 * what was done there (parts, photos, signature), the service orders and the history; the dispatcher's actions.
 */
export function JobDrawerDetail({
  job,
  buttons,
  onButton,
  busy = null,
  notice = null,
  canReissue,
  onReissue,
  onDownload,
  loadImage,
  now = new Date(),
}: JobDrawerDetailProps) {
  const zone = job.customer.timezone;
  const time = (at: string | null) => (at ? shopTime(at, zone) : '—');
  const claim = claimPath(job);
  const customer = job.customer;
  const executed = job.actualStart !== null || job.resolution !== null || job.signature !== null;
  const latest = Math.max(0, ...job.serviceOrders.map((document) => document.version));
  const reasonLabel = job.status === 'cancelled' ? 'Why it was cancelled' : 'Why it could not be completed';
  return (
    <ScreenLayout>
      <Row role="group" aria-label="Job status">
        <JobStatusTag status={job.status} />
        {job.delayed && <JobDelayedBadge />}
        {job.overdue && <JobOverdueBadge dueBy={job.dueBy} />}
        {job.subStatus && <span>{job.subStatus}</span>}
      </Row>
      {buttons.length > 0 && (
        <Row role="group" aria-label="Job actions">
          {buttons.map((button) => (
            <Button
              key={button}
              variant={button === 'cancel' ? 'danger' : button === buttons[0] ? 'primary' : 'default'}
              loading={busy === button}
              disabled={busy !== null && busy !== button}
              onClick={() => onButton(button)}
            >
              {JOB_BUTTONS[button]}
            </Button>
          ))}
        </Row>
      )}
      <Notice role="alert">{notice}</Notice>
      {job.reason && (
        <Card title={reasonLabel} titleAs="h3">
          <p>{job.reason}</p>
        </Card>
      )}
      <Card>
        <Descriptions
          title="Customer"
          titleAs="h3"
          items={[
            { label: 'Name', value: customer.name },
            { label: 'Phone', value: customer.phone ?? '—' },
            { label: 'E-mail', value: customer.email ?? '—' },
            {
              label: 'Address',
              value: `${customer.address}, ${customer.city}, ${customer.state} ${customer.zip}`,
            },
            { label: 'Time zone', value: timezoneLabel(zone) },
            { label: 'Local time', value: shopTime(now.toISOString(), zone) },
          ]}
        />
      </Card>
      <Card>
        <Descriptions
          title="Job"
          titleAs="h3"
          items={[
            { label: 'Service type', value: SERVICE_TYPE_LABELS[job.serviceType] },
            { label: 'Priority', value: PRIORITY_LABELS[job.priority] },
            { label: 'Due by', value: time(job.dueBy) },
            { label: 'Territory', value: job.territory ?? '—' },
            { label: 'Unit', value: job.model ?? '—' },
            { label: 'Serial number', value: job.serialNumber ?? '—' },
            {
              label: 'Claim',
              value: claim && job.claim ? <AppLink to={claim}>{job.claim.number}</AppLink> : '—',
            },
            {
              label: 'Requested window',
              value:
                job.requestWindowStart && job.requestWindowEnd
                  ? `${time(job.requestWindowStart)} – ${clockHour(job.requestWindowEnd, zone)}`
                  : time(job.requestWindowStart),
            },
            { label: 'Description', value: job.description ?? '—' },
            {
              label: 'Created',
              value: `${time(job.createdAt)}${job.createdBy ? ` by ${job.createdBy}` : ''}`,
            },
          ]}
        />
      </Card>
      <Card>
        <Descriptions
          title="Plan"
          titleAs="h3"
          items={[
            { label: 'ETA', value: job.scheduledStart ? time(job.scheduledStart) : 'Not planned yet' },
            { label: 'Duration', value: durationLabel(job.durationMinutes) },
            { label: 'Until', value: time(job.scheduledEnd) },
            { label: 'Technician', value: job.technician?.name ?? 'Not assigned' },
          ]}
        />
      </Card>
      {executed && (
        <Card title="Execution" titleAs="h3">
          <Descriptions
            items={[
              { label: 'Arrived', value: time(job.actualStart) },
              { label: 'Finished', value: time(job.actualEnd) },
              { label: 'Resolution', value: job.resolution ?? '—' },
              { label: 'Signed by', value: job.signedBy ?? '—' },
            ]}
          />
          <h4>Parts</h4>
          <DataTable
            aria-label="Parts used"
            columns={partColumns}
            data={job.parts}
            getRowId={(part) => `${part.code}-${part.description}`}
            empty={<Empty description="No parts used." />}
          />
          <h4>Photos</h4>
          {job.photos.length === 0 ? (
            <p>No photos.</p>
          ) : (
            <JobDrawerImages
              fileNames={job.photos}
              load={loadImage}
              alt={(index, count) => `Photo ${index + 1} of ${count}`}
            />
          )}
          <h4>Customer's signature</h4>
          {job.signature ? (
            <JobDrawerImages
              fileNames={[job.signature]}
              load={loadImage}
              wide
              alt={() => `Signature of ${job.signedBy ?? 'the customer'}`}
            />
          ) : (
            <p>Not signed yet.</p>
          )}
        </Card>
      )}
      {(job.status === 'completed' || job.serviceOrders.length > 0) && (
        <Card title="Service orders" titleAs="h3">
          {job.serviceOrders.length === 0 ? (
            <Empty description="No service order has been issued yet." />
          ) : (
            <ul aria-label="Service order versions">
              {[...job.serviceOrders].reverse().map((document) => (
                <li key={document.version}>
                  <Button variant="text" onClick={() => onDownload(document)}>
                    Version {document.version} ({document.fileName})
                  </Button>{' '}
                  issued {time(document.issuedAt)}
                  {document.issuedBy ? ` by ${document.issuedBy}` : ''},{' '}
                  {Math.ceil(document.sizeBytes / 1024)} kB
                  {document.version === latest ? ' (current)' : ''}
                </li>
              ))}
            </ul>
          )}
          {canReissue && <Button onClick={onReissue}>Issue a new version</Button>}
        </Card>
      )}
      <Card title="Status history" titleAs="h3" padded={false}>
        <StatusHistory
          label="Status history"
          changes={job.history}
          statusLabel={jobStatusLabel}
          timeLabel={(at) => shopTime(at, zone)}
        />
      </Card>
    </ScreenLayout>
  );
}
