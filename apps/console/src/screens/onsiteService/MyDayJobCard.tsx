import { type OnsiteJobDetail, onsiteActionAllowed } from '@console/contract';
import { isHttpError } from '@console/core';
import { Button, Tag, vars } from '@console/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { FormRefusal } from '../../shared/form/FormRefusal';
import { JobDelayedBadge } from './JobDelayedBadge';
import { JobStatusTag } from './JobStatusTag';
import { MyDayCannotComplete } from './MyDayCannotComplete';
import { type MyDayJobApi, MyDayOnSite } from './MyDayOnSite';
import { addressLine, mapsUrl, nextStep, phoneTime, telUrl } from './myDay.logic';
import type { LoadSignaturePad } from './SignaturePad';

const Card = styled.article<{ $delayed: boolean }>`
  padding: 14px 14px 16px;
  border: 1px solid ${(p) => (p.$delayed ? vars.danger : vars.borderLight)};
  border-left-width: 4px;
  border-radius: ${vars.radius};
  background: ${vars.surface};
  overflow-wrap: anywhere;
  h3 {
    margin: 4px 0 2px;
    font-size: 18px;
  }
  a {
    color: ${vars.primaryReadable};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Eta = styled.span`
  font-size: 20px;
  font-weight: 600;
  margin-right: auto;
`;

const Meta = styled.p`
  margin: 0;
  color: ${vars.textSecondary};
  font-size: 13px;
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 6px 12px;
  margin: 10px 0 0;
  dt {
    color: ${vars.textSecondary};
  }
  dd {
    margin: 0;
  }
  /* Links are touch targets: tall enough for a thumb. */
  dd a {
    display: inline-block;
    padding: 6px 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 14px;
`;

const BigButton = styled(Button)`
  min-height: 52px;
  font-size: 17px;
`;

const Section = styled.div`
  margin-top: 16px;
  padding-top: 14px;
  border-top: 1px solid ${vars.borderLight};
`;

const Done = styled.p`
  margin: 0 0 8px;
  color: ${vars.successText};
  font-weight: 600;
`;

export interface MyDayJobCardProps {
  job: OnsiteJobDetail;
  api: MyDayJobApi;
  /** The job as the server answered a change. */
  onChanged: (job: OnsiteJobDetail) => void;
  /** A refusal saying the job moved on meanwhile (409): the day is loaded again. */
  onStale: () => void;
  loadSignaturePad?: LoadSignaturePad;
}

/**
 * One job of the technician's day: when and where (a map link, the customer's phone), the unit and the
 * problem, and the one step to take next as a big button; on site, the work form and the signature.
 */
export function MyDayJobCard({ job, api, onChanged, onStale, loadSignaturePad }: MyDayJobCardProps) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [cannot, setCannot] = useState(false);
  const [completedHere, setCompletedHere] = useState(false);
  const step = nextStep(job.status);
  const canStop = onsiteActionAllowed('cannotComplete', job.status);
  const latestOrder = job.serviceOrders.reduce<OnsiteJobDetail['serviceOrders'][number] | null>(
    (latest, order) => (latest === null || order.version > latest.version ? order : latest),
    null,
  );
  const unit = [job.model, job.serialNumber && `Serial ${job.serialNumber}`].filter(Boolean).join(' · ');

  const refused = (error: unknown) => {
    setRefusal(error instanceof Error ? error.message : String(error));
    if (isHttpError(error) && error.code === 409) onStale();
  };

  const takeStep = async () => {
    if (!step) return;
    setBusy(true);
    setRefusal(null);
    try {
      onChanged(await api.act(job.id, step.action, { version: job.version }));
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card $delayed={job.delayed} aria-label={`${job.number}, ${job.customer.name}`}>
      <Top>
        <Eta>{job.scheduledStart ? phoneTime(job.scheduledStart, job.timezone) : 'No ETA'}</Eta>
        <JobStatusTag status={job.status} />
        {job.delayed && <JobDelayedBadge />}
        {(job.priority === 'urgent' || job.priority === 'high') && (
          <Tag type="warning">{job.priority === 'urgent' ? 'Urgent' : 'High priority'}</Tag>
        )}
      </Top>
      <h3>{job.customer.name}</h3>
      <Meta>
        {job.number} · {job.durationMinutes} min
      </Meta>
      <Lines>
        <dt>Address</dt>
        <dd>
          <a href={mapsUrl(job.customer)} target="_blank" rel="noreferrer">
            {addressLine(job.customer)}
          </a>
        </dd>
        {job.customer.phone && (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={telUrl(job.customer.phone)}>{job.customer.phone}</a>
            </dd>
          </>
        )}
        {unit && (
          <>
            <dt>Unit</dt>
            <dd>{unit}</dd>
          </>
        )}
        {job.description && (
          <>
            <dt>Problem</dt>
            <dd>{job.description}</dd>
          </>
        )}
        {job.status === 'cannot_complete' && job.reason && (
          <>
            <dt>Not completed</dt>
            <dd>{job.reason}</dd>
          </>
        )}
      </Lines>
      <FormRefusal message={refusal} />
      {(step || canStop) && !cannot && (
        <Actions>
          {step && (
            <BigButton variant="primary" block loading={busy} onClick={() => void takeStep()}>
              {step.label}
            </BigButton>
          )}
          {canStop && (
            <Button variant="text" onClick={() => setCannot(true)} disabled={busy}>
              Cannot complete
            </Button>
          )}
        </Actions>
      )}
      {cannot && (
        <Section>
          <MyDayCannotComplete
            onBack={() => setCannot(false)}
            onConfirm={async ({ reason }) => {
              try {
                onChanged(await api.act(job.id, 'cannotComplete', { version: job.version, reason }));
                setCannot(false);
              } catch (error) {
                if (isHttpError(error) && error.code === 409) onStale();
                throw error;
              }
            }}
          />
        </Section>
      )}
      {job.status === 'on_site' && !cannot && (
        <Section>
          <MyDayOnSite
            job={job}
            api={api}
            onChanged={onChanged}
            onCompleted={(completed) => {
              setCompletedHere(true);
              onChanged(completed);
            }}
            loadSignaturePad={loadSignaturePad}
          />
        </Section>
      )}
      {job.status === 'completed' && (
        <Section>
          {completedHere && (
            <Done role="status">
              {latestOrder ? 'Completed. The service order was issued.' : 'Completed.'}
            </Done>
          )}
          {latestOrder ? (
            <Top>
              <span>
                Service order, version {latestOrder.version}
                {job.completedAt && ` · completed ${phoneTime(job.completedAt, job.timezone)}`}
              </span>
              <Button onClick={() => void api.downloadServiceOrder(job, latestOrder)}>Download PDF</Button>
            </Top>
          ) : (
            <Meta>No service order has been issued yet.</Meta>
          )}
        </Section>
      )}
    </Card>
  );
}
